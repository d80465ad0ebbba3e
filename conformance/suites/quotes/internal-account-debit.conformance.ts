/**
 * 4.5: "with an internal account as source, fund it and call POST /quotes/{quoteId}/execute": the funded account is
 * what pays. A completed transfer from it leaves its balance lower. How much lower (the quote's sending amount, and
 * fees, which a fee configuration set by another test at the same time may add) is not shown, so only the direction
 * is asserted.
 */
import fc from 'fast-check';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { accountEnding, balance, endWithinMs, execute, funded, moneyCustomer, postQuote, quoteOf, settle, settled } from '../../support/money-setup.ts';

const tags = ['sandbox-only', 'sandbox-time', 'moves-money'] as const;
const paid: ClauseId[] = ['4.5/quote-funding-internal-account-execute', '4.3/execute-quote'];

describeArea('quotes', '4.5: a quote from an internal account is paid from it', () => {
  conformanceTest(
    'a completed transfer from a funded internal account leaves the account lower',
    { clauses: ['4.3/create-quote', ...paid], tags, timeoutMs: 120_000 },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 64);
      const destination = String((await accountEnding(t, customerId, '123'))['id']);
      // The smallest transfer and a larger one on every run, beside random amounts.
      await t.property([withFixedExamples(fc.integer({ min: 1, max: 50_000 }), [1, 25_000])], async (amount) => {
        await funded(t, accountId, amount);
        const before = await balance(t, customerId, accountId);
        const quote = quoteOf(t, await postQuote(t, { kind: 'account', accountId }, { kind: 'account', accountId: destination }, amount), ['4.3/create-quote', ...paid]);
        await execute(t, quote, paid);
        const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the transfer ends');
        attribute(paid, () => expect(end.state, 'a transfer to an account with an ordinary ending completes').toBe('completed'));
        const after = await balance(t, customerId, accountId);
        attribute(paid, () => expect(after, `the account paid for the transfer of ${amount}`).toBeLessThan(before));
      });
    },
  );
});
