import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import type { TestKit } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { externalAccountTransition } from '../../../spec/state-machines.ts';
import { createCustomer } from '../../support/external-account-setup.ts';
import {
  attemptVerification,
  createPendingWallet,
  type Attempt,
  type PendingWallet,
} from '../../support/ownership-setup.ts';
import type { ReceivedWebhook, WebhookReceiver } from '../../webhooks/receiver.ts';
import { withWebhookReceiver } from '../../webhooks/test-receiver.ts';

/** How long an event may take to arrive (the document gives no figure; deliveries are asynchronous). */
const eventTimeoutMs = 8_000;
const delivered = '6/webhook-delivered-to-configured-endpoint';
const announced = ['3.1/status-change-announced-by-event', '6/external-account-status-updated'] as const;

/** A short account of what arrived, for a failure message. */
function describeReceived(t: TestKit, received: readonly ReceivedWebhook[]): string {
  if (received.length === 0) return 'nothing arrived at the endpoint';
  return received
    .map((d) => {
      const event = t.binding.webhookEventOf(d.json);
      return event
        ? `${event.type}(${String(event.resource?.['id'] ?? '?')}: ${String(event.resource?.['status'] ?? '?')})`
        : 'a body that is no event';
    })
    .join(', ');
}

/**
 * Makes an attempt and waits for the event that announces the status 3.1 gives for it: `EXTERNAL_ACCOUNT.STATUS_UPDATED`
 * about this account, announcing the new status.
 */
async function expectAnnounced(
  t: TestKit,
  receiver: WebhookReceiver,
  pending: PendingWallet,
  from: string,
  attempt: Attempt,
): Promise<void> {
  const row = externalAccountTransition(
    from as 'PENDING_OWNERSHIP_VERIFICATION',
    attempt === 'owner' ? 'succeeded' : 'failed',
  );
  if (!row) throw new Error(`the document shows no move from ${from} for this attempt`);
  const accountId = String(pending.account['id']);
  const before = receiver.received.length;
  await attemptVerification(t, pending, attempt);
  const event = await receiver.waitFor((d) => {
    const e = t.binding.webhookEventOf(d.json);
    return e?.type === row.event && e.resource?.['id'] === accountId && e.resource['status'] === row.to;
  }, eventTimeoutMs);
  if (event) return;
  const arrived = receiver.received.length > before;
  attribute(arrived ? announced : [...announced, delivered], () =>
    expect(
      describeReceived(t, receiver.received.slice(before)),
      `${row.event} announcing ${from} -> ${row.to} for ${accountId} arrives within ${eventTimeoutMs} ms`,
    ).toBe(`${row.event}(${accountId}: ${row.to})`),
  );
}

describeArea('events', '6 and 3.1: EXTERNAL_ACCOUNT.STATUS_UPDATED announces ownership-verification changes', () => {
  conformanceTest(
    'PENDING_OWNERSHIP_VERIFICATION -> ACTIVE is announced at the configured endpoint',
    { clauses: [...announced, delivered], tags: ['webhooks'], timeoutMs: 60_000 },
    async (t) => {
      const customerId = await createCustomer(t);
      const pending = await createPendingWallet(t, customerId, 10);
      await withWebhookReceiver(t, (receiver) =>
        expectAnnounced(t, receiver, pending, 'PENDING_OWNERSHIP_VERIFICATION', 'owner'),
      );
    },
  );

  conformanceTest(
    'PENDING_OWNERSHIP_VERIFICATION -> UNVERIFIED -> ACTIVE: each change is announced',
    { clauses: [...announced, delivered], tags: ['webhooks'], timeoutMs: 60_000 },
    async (t) => {
      const customerId = await createCustomer(t);
      const pending = await createPendingWallet(t, customerId, 11);
      await withWebhookReceiver(t, async (receiver) => {
        await expectAnnounced(t, receiver, pending, 'PENDING_OWNERSHIP_VERIFICATION', 'other-key');
        await expectAnnounced(t, receiver, pending, 'UNVERIFIED', 'owner');
      });
    },
  );
});
