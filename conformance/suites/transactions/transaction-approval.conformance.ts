import type { ClauseId } from '../../../spec/keys/index.ts';
import { quoteDestinationSuffixes } from '../../../spec/sandbox.ts';
import { attribute } from '../../support/attribution.ts';
import { receivedUmaPayment } from '../../support/incoming-payment-setup.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import {
  accountEnding,
  endWithinMs,
  funded,
  moneyCustomer,
  observe,
  settle,
  settled,
} from '../../support/money-setup.ts';

const tags = ['sandbox-only', 'sandbox-time', 'moves-money'] as const;
const notPending: ClauseId[] = ['4.3/approve-not-pending-409', '7.3/transaction-not-pending-platform-approval'];
/** 4.5's "Counterparty delivery failed" row: a failure on the way, after execution, not at once. */
const deliveryFails = quoteDestinationSuffixes.rows.find((r) =>
  r.clauses.includes('4.5/quote-suffix-004-counterparty-delivery-failed'),
)!;

describeArea('agents', '1 and 4.3: which transactions the platform approves, and what an approval starts', () => {
  conformanceTest(
    'approving an incoming payment answers 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL: it is a transaction, and not one pending approval',
    { clauses: notPending, tags: ['sandbox-only'] },
    async (t) => {
      const { transactionId } = await receivedUmaPayment(t, 70);
      const res = await t.api.call('approvePendingPayment', { params: { transactionId } });
      attribute(notPending, () => expectErrorEnvelope(res, 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL'));
    },
  );

  conformanceTest(
    'an approved agent payment proceeds on its own after the approval: to an account ending 004 it goes on to fail, as 4.5 says; approved, it is no longer pending approval, so a second approval answers 409',
    { clauses: ['4.3/approve-pending-transaction', ...deliveryFails.clauses, ...notPending], tags, timeoutMs: 120_000 },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 71);
      await funded(t, accountId, 10_000);
      const destination = await accountEnding(t, customerId, '004');
      const token = await t.setup(
        'create an agent of the customer that requires approval, and redeem its device code',
        async () => {
          const { deviceCode } = await t.binding.createPayingAgent({ customerId, approvalRequired: true });
          return (await t.binding.redeemDeviceCode(deviceCode)).accessToken;
        },
      );
      const transactionId = await t.setup('the agent quotes and executes a payment to the account', async () => {
        const json = t.binding.quoteBody({
          source: { kind: 'account', accountId },
          destination: { kind: 'account', accountId: String(destination['id']) },
          sendingAmount: 2_500,
        });
        const quote = t.binding.quoteOf(await t.api.call('agentCreateQuote', { json, auth: { bearer: token } }));
        const executed = await t.api.call('agentExecuteQuote', {
          params: { quoteId: quote.id },
          auth: { bearer: token },
        });
        if (!isSuccess(executed))
          throw new Error(`the agent's execution answered ${executed.status}: ${executed.text.slice(0, 200)}`);
        return t.binding.agentExecutionTransactionId(executed, quote.transactionId);
      });
      const waiting = await observe(t, transactionId);
      await t.setup('the payment waits for the approval', async () => {
        if (waiting.state !== 'pending') throw new Error(`the payment is ${waiting.state} before the approval`);
      });
      const approved = await t.api.call('approvePendingPayment', { params: { transactionId } });
      attribute(['4.3/approve-pending-transaction'], () =>
        expect(
          isSuccess(approved),
          `the approval is accepted (HTTP ${approved.status}: ${approved.text.slice(0, 200)})`,
        ).toBe(true),
      );
      const again = await t.api.call('approvePendingPayment', { params: { transactionId } });
      attribute(notPending, () => expectErrorEnvelope(again, 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL'));
      // Nothing but sandbox time passes after the approval: the transfer it started must reach 4.5's outcome itself.
      const end = await settle(t, transactionId, settled(t), endWithinMs, 'the approved payment goes on');
      attribute(['4.3/approve-pending-transaction', ...deliveryFails.clauses], () =>
        expect(end.state, `${deliveryFails.outcome.description}: the approved payment fails after the approval`).toBe(
          'failed',
        ),
      );
    },
  );
});
