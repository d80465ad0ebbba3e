import type { ClauseId } from '../../../spec/keys/index.ts';
import { attribute } from '../../support/attribution.ts';
import { receivedUmaPayment } from '../../support/incoming-payment-setup.ts';
import { conformanceTest, describeArea, expectErrorEnvelope } from '../../support/index.ts';
import { endWithinMs, settle } from '../../support/money-setup.ts';

const notCancellable: ClauseId[] = ['7.3/transaction-not-cancellable'];

describeArea('transactions', '7.3: a settled transaction is past the point of cancellation', () => {
  conformanceTest(
    'cancelling a settled incoming payment answers 409 TRANSACTION_NOT_CANCELLABLE',
    { clauses: notCancellable, tags: ['sandbox-only', 'sandbox-time', 'moves-money'], timeoutMs: 120_000 },
    async (t) => {
      const { transactionId } = await receivedUmaPayment(t, 72);
      const seen = await settle(t, transactionId, (o) => o.state === 'completed', endWithinMs, 'the payment settles');
      await t.setup('the payment has settled', async () => {
        if (seen.state !== 'completed') throw new Error(`the payment is ${seen.state}, not settled`);
      });
      const res = await t.api.call('cancelTransaction', { params: { transactionId } });
      attribute(notCancellable, () => expectErrorEnvelope(res, 409, 'TRANSACTION_NOT_CANCELLABLE'));
    },
  );
});
