/**
 * 4.5: "with an internal account as source, fund it and call POST /quotes/{quoteId}/execute": the funded account is
 * what pays, and it pays the quote: its balance falls by exactly what the quote takes from its source (read through
 * the binding: the quote's members are not shown), once the transfer completed.
 */
import fc from 'fast-check';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import {
  accountEnding,
  balance,
  currency,
  endWithinMs,
  execute,
  funded,
  ibanEnding,
  moneyCustomer,
  postQuote,
  quoteOf,
  settle,
  settled,
  totalSendingOf,
} from '../../support/money-setup.ts';
import type { FeeTerms } from '../../binding/quotes/payment-rules-binding.ts';
import { quoteWith } from './support/payment-rules-setup.ts';

const tags = ['sandbox-only', 'sandbox-time', 'moves-money'] as const;
const paid: ClauseId[] = ['4.5/quote-funding-internal-account-execute', '4.3/execute-quote'];

describeArea('quotes', '4.5: a quote from an internal account is paid from it', () => {
  conformanceTest(
    'a completed transfer from a funded internal account took exactly what its quote takes from the source',
    { clauses: ['4.3/create-quote', ...paid], tags, timeoutMs: 120_000 },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 64);
      const sameCurrency = String((await accountEnding(t, customerId, '123'))['id']);
      const crossCurrency = String((await ibanEnding(t, customerId, '123'))['id']);
      // The smallest transfer and a larger one, and a USD -> EUR one carrying a platform fee (an override, so that no
      // fee configuration of another test changes it), on every run, beside random ones.
      const transfers = withFixedExamples(
        fc.oneof(
          fc.record({ amount: fc.integer({ min: 1, max: 50_000 }) }),
          fc.record({
            amount: fc.integer({ min: 10_000, max: 50_000 }),
            fee: fc.record({ variableBps: fc.integer({ min: 0, max: 300 }), fixed: fc.integer({ min: 0, max: 200 }) }),
          }),
        ),
        [{ amount: 1 }, { amount: 25_000 }, { amount: 10_000, fee: { variableBps: 100, fixed: 50 } }],
      );
      await t.property([transfers], async (transfer: { amount: number; fee?: FeeTerms }) => {
        const { amount, fee } = transfer;
        await funded(t, accountId, amount + 1_000);
        const before = await balance(t, customerId, accountId);
        const res =
          fee === undefined
            ? await postQuote(t, { kind: 'account', accountId }, { kind: 'account', accountId: sameCurrency }, amount)
            : await quoteWith(
                t,
                { kind: 'account', accountId },
                { kind: 'account', accountId: crossCurrency },
                amount,
                { currency, terms: fee },
              );
        const quote = quoteOf(t, res, ['4.3/create-quote', ...paid]);
        const total = await totalSendingOf(t, quote);
        await execute(t, quote, paid);
        const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the transfer ends');
        attribute(paid, () =>
          expect(end.state, 'a transfer to an account with an ordinary ending completes').toBe('completed'),
        );
        const after = await balance(t, customerId, accountId);
        // When the debit happens (at execution or at settlement) is not shown: only the completed transfer is judged.
        attribute(paid, () =>
          expect(
            after,
            `the account paid the quote's ${total} for the transfer of ${amount} (fee ${JSON.stringify(fee ?? 'none')}), once`,
          ).toBe(before - total),
        );
      });
    },
  );
});
