import fc from 'fast-check';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { integerNearMisses, withFixedExamples } from '../../properties/near-misses.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { accountEnding, currency, funded, moneyCustomer } from '../../support/money-setup.ts';
import { quoteWith } from './support/payment-rules-setup.ts';

const tags = ['sandbox-only', 'moves-money'] as const;

describeArea('quotes', '7.1, 8: the single-transaction maximum refuses the quote itself', () => {
  conformanceTest(
    'a quote above the single-transaction maximum, not executed, is refused at POST /quotes with 400 TRANSACTION_SIZE_LIMIT_EXCEEDED; the maximum itself and one unit below are quoted',
    { clauses: ['7.1/transaction-size-limit-exceeded', '8/transaction-size-limit'], tags },
    async (t) => {
      const { singleTransactionMax: max } = await t.setup('read the configured limits', () =>
        t.binding.transferLimitsOf(currency),
      );
      if (max === undefined)
        t.skip(`the binding gives no single-transaction maximum in ${currency} (8: the configured value is not shown)`);
      const limit = max!;
      const { customerId, accountId } = await moneyCustomer(t, 52);
      const [, own] = await Promise.all([funded(t, accountId, limit + 2), accountEnding(t, customerId, '123')]);
      const source = { kind: 'account', accountId } as const;
      const destination = { kind: 'account', accountId: String(own['id']) } as const;
      const clauses: ClauseId[] = ['7.1/transaction-size-limit-exceeded', '8/transaction-size-limit'];
      // 8 names quotes beside transfers: the refusal comes at quote creation, before any execution is asked for.
      // One unit above the maximum on every seed, beside the draws.
      const above = withFixedExamples(fc.integer({ min: limit + 1, max: limit * 3 }), [
        ...integerNearMisses(limit).filter((v) => v > limit),
        limit + 2,
      ]);
      await t.property(
        [above],
        async (refused) => {
          const res = await quoteWith(t, source, destination, refused);
          attribute(clauses, () => expectErrorEnvelope(res, 400, 'TRANSACTION_SIZE_LIMIT_EXCEEDED'));
          // A refused quote is no quote: runs at once.
        },
        { independentRuns: true },
      );
      // Quotes not executed, each its own: at once.
      const withinAnswers = await Promise.all(
        [limit, limit - 1].map(async (within) => ({ within, res: await quoteWith(t, source, destination, within) })),
      );
      for (const { within, res } of withinAnswers) {
        attribute(['8/transaction-size-limit'], () =>
          expect(
            isSuccess(res),
            `a quote of ${within} (the maximum ${limit}) is created (HTTP ${res.status}: ${res.text.slice(0, 200)})`,
          ).toBe(true),
        );
      }
    },
  );
});
