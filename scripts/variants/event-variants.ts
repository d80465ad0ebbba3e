/**
 * Wire variants delivering webhook events otherwise than at once, once and in the order they happen: the document
 * shows no retry behaviour and states no delivery order.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Variant } from './variant.ts';
import { webhookRelay, type Forward } from './webhook-relay.ts';

const leftOpenBy = {
  part: '6',
  wording: 'Payload envelope, signature verification and retry behaviour of webhooks: not shown.',
};

const succeeded = (status: number) => status >= 200 && status < 300;

/**
 * Holds every delivery arriving within `windowMs` of the first one held, then forwards them one by one, the last
 * arrived first. The server's deliveries run at once (each waits for its own answer), so holding one holds no other.
 */
export function lastArrivedFirst(windowMs: number): (forward: Forward) => Promise<number> {
  type Held = { forward: Forward; answer: (status: number) => void };
  let held: Held[] | undefined;
  return (forward) =>
    new Promise<number>((answer) => {
      if (held === undefined) {
        const batch: Held[] = [];
        held = batch;
        setTimeout(() => {
          held = undefined;
          void (async () => {
            for (const delivery of batch.reverse()) delivery.answer(await delivery.forward());
          })();
        }, windowMs);
      }
      held.push({ forward, answer });
    });
}

export const eventVariants: readonly Variant[] = [
  {
    id: 'events-delivered-twice',
    freedom:
      'every webhook event is delivered twice in a row (at-least-once delivery: the endpoint sees each event again)',
    leftOpenBy,
    seam: 'wire',
    wire: (run) =>
      webhookRelay(run, async (forward) => {
        const first = await forward();
        if (succeeded(first)) await forward();
        return first;
      }),
  },
  {
    id: 'events-delivered-later',
    freedom: 'every webhook event is delivered 20 to 120 ms later than the reference sends it (a bounded delay)',
    leftOpenBy,
    seam: 'wire',
    wire: (run) =>
      webhookRelay(run, async (forward) => {
        await sleep(20 + Math.floor(Math.random() * 100));
        return forward();
      }),
  },
  {
    id: 'events-delivered-in-other-order',
    freedom:
      'webhook events sent within 50 ms of each other are delivered last first (each up to 50 ms later than sent)',
    leftOpenBy: {
      part: '6',
      wording:
        "Webhook notifications are delivered to the platform's configured webhook endpoint / retry behaviour of webhooks: not shown.",
    },
    seam: 'wire',
    wire: (run) => webhookRelay(run, lastArrivedFirst(50)),
  },
];
