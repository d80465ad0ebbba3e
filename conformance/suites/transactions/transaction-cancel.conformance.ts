import { randomBytes } from 'node:crypto';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expectErrorEnvelope } from '../../support/index.ts';
import { currency, endWithinMs, moneyCustomer, settle } from '../../support/money-setup.ts';

const notCancellable: ClauseId[] = ['7.3/transaction-not-cancellable'];
const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency)!;

describeArea('transactions', '7.3: a settled transaction is past the point of cancellation', () => {
  conformanceTest(
    'cancelling a settled incoming payment answers 409 TRANSACTION_NOT_CANCELLABLE',
    { clauses: notCancellable, tags: ['sandbox-only', 'sandbox-time', 'moves-money'], timeoutMs: 120_000 },
    async (t) => {
      const { customerId } = await moneyCustomer(
        t,
        72,
        t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`),
      );
      const transactionId = await t.setup('receive an incoming UMA payment (4.4)', async () => {
        const receiverUmaAddress = await t.binding.receiverUmaAddressOf(customerId);
        const res = await t.api.call('sandboxReceive', {
          json: {
            senderUmaAddress: t.binding.umaTestSenderAddress(success),
            receiverUmaAddress,
            receivingCurrencyCode: currency,
            receivingCurrencyAmount: 1_000,
          },
        });
        if (!isSuccess(res))
          throw new Error(`POST /sandbox/uma/receive answered ${res.status}: ${res.text.slice(0, 200)}`);
        return String(t.binding.incomingTransactionOf(res)['id']);
      });
      const seen = await settle(t, transactionId, (o) => o.state === 'completed', endWithinMs, 'the payment settles');
      await t.setup('the payment has settled', async () => {
        if (seen.state !== 'completed') throw new Error(`the payment is ${seen.state}, not settled`);
      });
      const res = await t.api.call('cancelTransaction', { params: { transactionId } });
      attribute(notCancellable, () => expectErrorEnvelope(res, 409, 'TRANSACTION_NOT_CANCELLABLE'));
    },
  );
});
