/** Wire variants delivering webhook events otherwise than at once and once: the document shows no retry behaviour. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Variant } from './variant.ts';
import { webhookRelay } from './webhook-relay.ts';

const eventFiles = [
  'events/external-account-status.conformance.ts',
  'events/outgoing-refund-events.conformance.ts',
  'events/webhook-configuration.conformance.ts',
  'cards/card-transaction-events.conformance.ts',
];

const leftOpenBy = {
  part: '6',
  wording: 'Payload envelope, signature verification and retry behaviour of webhooks: not shown.',
};

const succeeded = (status: number) => status >= 200 && status < 300;

export const eventVariants: readonly Variant[] = [
  {
    id: 'events-delivered-twice',
    freedom:
      'every webhook event is delivered twice in a row (at-least-once delivery: the endpoint sees each event again)',
    leftOpenBy,
    seam: 'wire',
    files: eventFiles,
    wire: (run) =>
      webhookRelay(run, async (forward) => {
        const first = await forward();
        if (succeeded(first)) await forward();
        return first;
      }),
  },
  {
    id: 'events-delivered-later',
    freedom: 'every webhook event is delivered 200 to 500 ms later than the reference sends it (a bounded delay)',
    leftOpenBy,
    seam: 'wire',
    files: eventFiles,
    wire: (run) =>
      webhookRelay(run, async (forward) => {
        await sleep(200 + Math.floor(Math.random() * 300));
        return forward();
      }),
  },
];
