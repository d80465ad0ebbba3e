import type { ClauseId } from '../../../spec/keys/index.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, type TestKit } from '../../support/index.ts';
import { accountEnding, endWithinMs, execute, funded, moneyCustomer, postQuote, quoteOf, settle, settled } from '../../support/money-setup.ts';
import type { MoneyState } from '../../binding/quotes/money-binding.ts';
import type { WebhookReceiver } from '../../webhooks/receiver.ts';
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
  const quote = quoteOf(t, await postQuote(t, { kind: 'account', accountId }, { kind: 'account', accountId: String(destination['id']) }, 2_000), ['4.3/create-quote']);
  await execute(t, quote, ['4.3/execute-quote']);
  await settle(t, quote.transactionId, settled(t), endWithinMs, 'the refund ends');
  return quote.transactionId;
}

async function expectEvent(t: TestKit, receiver: WebhookReceiver, transactionId: string, refund: MoneyState): Promise<void> {
  const type = t.binding.outgoingRefundEventType(refund);
  const event = await receiver.waitFor((d) => {
    const e = t.binding.webhookEventOf(d.json);
    return e?.type === type && e.resource?.['id'] === transactionId;
  }, eventTimeoutMs);
  const clauses: ClauseId[] = receiver.received.length === 0 ? [clauseOf[refund], delivered] : [clauseOf[refund]];
  attribute(clauses, () => expect(event !== undefined, `${type} for ${transactionId} arrives within ${eventTimeoutMs} ms`).toBe(true));
}

describeArea('events', '6: refund events of outgoing payments, carrying the transaction', () => {
  conformanceTest(
    'a failed execution (destination ending 002) announces its refund starting and completing',
    { clauses: ['6/outgoing-payment-refund-pending', '6/outgoing-payment-refund-completed', delivered], tags, timeoutMs: 60_000 },
    (t) =>
      withWebhookReceiver(t, async (receiver) => {
        const id = await refundedTransfer(t, receiver, '002');
        await expectEvent(t, receiver, id, 'pending');
        await expectEvent(t, receiver, id, 'completed');
      }),
  );

  conformanceTest(
    'a payout whose refund fails (destination ending 007) announces the failed refund',
    { clauses: ['6/outgoing-payment-refund-failed', delivered], tags, timeoutMs: 60_000 },
    (t) =>
      withWebhookReceiver(t, async (receiver) => {
        const id = await refundedTransfer(t, receiver, '007');
        await expectEvent(t, receiver, id, 'failed');
      }),
  );
});
