import type { ClauseId } from '../../../spec/keys/index.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, type TestKit } from '../../support/index.ts';
import {
  accountEnding,
  endWithinMs,
  execute,
  funded,
  moneyCustomer,
  postQuote,
  quoteOf,
  settle,
  settled,
} from '../../support/money-setup.ts';
import type { MoneyState } from '../../binding/quotes/money-binding.ts';
import type { WebhookReceiver } from '../../webhooks/receiver.ts';
import type { WebhookEvent } from '../../binding/external-accounts/external-accounts-binding.ts';
import { withWebhookReceiver } from '../../webhooks/test-receiver.ts';

const eventTimeoutMs = 8_000;
const delivered: ClauseId = '6/webhook-delivered-to-configured-endpoint';
const tags = ['sandbox-only', 'sandbox-time', 'moves-money', 'webhooks'] as const;
const clauseOf: Record<MoneyState, ClauseId> = {
  pending: '6/outgoing-payment-refund-pending',
  completed: '6/outgoing-payment-refund-completed',
  failed: '6/outgoing-payment-refund-failed',
};

/** Executes a funded quote to an account ending `ending` and waits for its refund to end, with a receiver listening. */
async function refundedTransfer(t: TestKit, _receiver: WebhookReceiver, ending: string): Promise<string> {
  const { customerId, accountId } = await moneyCustomer(t, 10);
  await funded(t, accountId, 5_000);
  const destination = await accountEnding(t, customerId, ending);
  const quote = quoteOf(
    t,
    await postQuote(
      t,
      { kind: 'account', accountId },
      { kind: 'account', accountId: String(destination['id']) },
      2_000,
    ),
    ['4.3/create-quote'],
  );
  await execute(t, quote, ['4.3/execute-quote']);
  await settle(t, quote.transactionId, settled(t), endWithinMs, 'the refund ends');
  return quote.transactionId;
}

/** A delivery of an event about the transaction: where it arrived among the deliveries, and the event. */
interface Announced {
  readonly index: number;
  readonly event: WebhookEvent;
}

/**
 * Waits for the refund event `refund` of the transaction, and checks that the transaction it carries is in the state it
 * announces: its refund `refund` (6: the event announces the refund starting, completing or failing).
 */
async function expectEvent(
  t: TestKit,
  receiver: WebhookReceiver,
  transactionId: string,
  refund: MoneyState,
): Promise<Announced | undefined> {
  const type = t.binding.outgoingRefundEventType(refund);
  const delivery = await receiver.waitFor((d) => {
    const e = t.binding.webhookEventOf(d.json);
    return e?.type === type && e.resource?.['id'] === transactionId;
  }, eventTimeoutMs);
  const clauses: ClauseId[] = receiver.received.length === 0 ? [clauseOf[refund], delivered] : [clauseOf[refund]];
  attribute(clauses, () =>
    expect(delivery !== undefined, `${type} for ${transactionId} arrives within ${eventTimeoutMs} ms`).toBe(true),
  );
  if (delivery === undefined) return undefined;
  const event = t.binding.webhookEventOf(delivery.json)!;
  attribute([clauseOf[refund]], () =>
    expect(t.binding.refundStateOf(event.resource!), `the transaction ${type} carries has its refund ${refund}`).toBe(
      refund,
    ),
  );
  return { index: receiver.received.indexOf(delivery), event };
}

/**
 * The refund starts before it ends, so the instants its events carry, where they tell them apart, put its start
 * first. Arrival order proves nothing: webhook delivery and retries are not shown (6), so a deployment may deliver
 * events of one change in any order.
 */
function expectAnnouncedInOrder(first: Announced, then: Announced, clauses: readonly ClauseId[]): void {
  const { at: startedAt } = first.event;
  const { at: endedAt } = then.event;
  if (startedAt === undefined || endedAt === undefined || startedAt === endedAt) return;
  attribute(clauses, () =>
    expect(startedAt, `${first.event.type} happened before ${then.event.type}`).toBeLessThan(endedAt),
  );
}

describeArea('events', '6: refund events of outgoing payments, carrying the transaction', () => {
  conformanceTest(
    'a failed execution (destination ending 002) announces its refund starting, then completing, each event carrying the transaction with its refund in that state',
    {
      clauses: ['6/outgoing-payment-refund-pending', '6/outgoing-payment-refund-completed', delivered],
      tags,
      timeoutMs: 60_000,
    },
    (t) =>
      withWebhookReceiver(t, async (receiver) => {
        const id = await refundedTransfer(t, receiver, '002');
        const started = await expectEvent(t, receiver, id, 'pending');
        const completed = await expectEvent(t, receiver, id, 'completed');
        if (started && completed) expectAnnouncedInOrder(started, completed, [clauseOf.pending, clauseOf.completed]);
      }),
  );

  conformanceTest(
    'a payout whose refund fails (destination ending 007) announces its refund starting, then failing, each event carrying the transaction with its refund in that state',
    {
      clauses: ['6/outgoing-payment-refund-pending', '6/outgoing-payment-refund-failed', delivered],
      tags,
      timeoutMs: 60_000,
    },
    (t) =>
      withWebhookReceiver(t, async (receiver) => {
        const id = await refundedTransfer(t, receiver, '007');
        const started = await expectEvent(t, receiver, id, 'pending');
        const failed = await expectEvent(t, receiver, id, 'failed');
        if (started && failed) expectAnnouncedInOrder(started, failed, [clauseOf.pending, clauseOf.failed]);
      }),
  );
});
