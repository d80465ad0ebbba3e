/**
 * 1: exchange rates are "cached foreign-exchange rates ... including platform-specific fees". The platform's fee is
 * the one its `feeConfigs` give a sending amount (4.3: "a variable rate in basis points, a fixed amount, or both");
 * the rate of a USD corridor must carry it on top of whatever the rate charged with a fee of 0.
 */
import fc from 'fast-check';
import type { ClauseId } from '../../../spec/keys/index.ts';
import type { FeeTerms } from '../../binding/quotes/payment-rules-binding.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea } from '../../support/index.ts';
import { currency } from '../../support/money-setup.ts';
import { expectPlatformFee, withPlatformConfigs } from './support/payment-rules-setup.ts';

const clause: ClauseId = '1/exchange-rates-include-platform-fees';
const anyTerms: fc.Arbitrary<FeeTerms> = fc.oneof(
  fc.record({ variableBps: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ fixed: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ variableBps: fc.integer({ min: 1, max: 500 }), fixed: fc.integer({ min: 1, max: 300 }) }),
);
/**
 * Each kind of fee on every run, at amounts where a rate read as a percentage, a fee taken on the default amount
 * instead of the one asked, or one kind dropped beside the other gives another fee; random terms on whole multiples
 * of 10000 beside them (the rate's share is then whole, so the fee is exact).
 */
const cases: fc.Arbitrary<[FeeTerms, number]> = withFixedExamples(
  fc.tuple(
    anyTerms,
    fc.integer({ min: 1, max: 100 }).map((k) => k * 10_000),
  ),
  [
    [{ fixed: 1 }, 10_000],
    [{ variableBps: 1 }, 10_000],
    [{ variableBps: 25, fixed: 30 }, 120_000],
    [{ variableBps: 250 }, 40_000],
  ],
);

describeArea('quotes', "1: exchange rates include the platform's fees", () => {
  conformanceTest(
    "the rate of a USD corridor includes the fee the platform's feeConfigs give its sending amount",
    { clauses: [clause], tags: ['sandbox-only', 'platform-config'] },
    async (t) => {
      const corridor = (sendingAmount: number) => ({
        sourceCurrency: currency,
        destinationCurrency: 'EUR',
        sendingAmount,
      });
      await withPlatformConfigs(t, async (configure) => {
        const configured = async (terms: FeeTerms) => {
          const answer = await configure(t.binding.feeConfigBody(currency, terms));
          await t.setup(`configure the fee ${JSON.stringify(terms)}`, async () => {
            if (!isSuccess(answer))
              throw new Error(`PATCH /config answered ${answer.status}: ${answer.text.slice(0, 200)}`);
          });
        };
        await t.property([cases], async ([terms, amount]) => {
          // The rate without a platform fee, on the same amount: what the service charges of its own.
          await configured({ variableBps: 0, fixed: 0 });
          const without = await t.setup('read the rate with a platform fee of 0', () =>
            t.binding.exchangeRateFee(corridor(amount)),
          );
          await configured(terms);
          const withFee = await t.setup(`read the rate with the fee ${JSON.stringify(terms)}`, () =>
            t.binding.exchangeRateFee(corridor(amount)),
          );
          attribute([clause], () =>
            expectPlatformFee(
              withFee - without,
              terms,
              amount,
              `the platform fee the ${currency} -> EUR rate includes`,
            ),
          );
        });
      });
    },
  );
});
