import fc from 'fast-check';
import { limits } from '../../../spec/limits.ts';
import { basisPointsRange } from '../../../spec/payment-rules.ts';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import type { FeeTerms } from '../../binding/quotes/payment-rules-binding.ts';
import type { QuoteDestination, QuoteSource } from '../../binding/quotes/money-binding.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import {
  accountEnding,
  currency,
  execute,
  fund,
  ibanEnding,
  moneyCustomer,
  quoteOf,
} from '../../support/money-setup.ts';
import {
  euroDestination,
  expectPlatformFee,
  expectRefused,
  jsonOf,
  quoteWith,
  readConfig,
  preparedPlatformConfigs,
  withPlatformConfigs,
} from './support/payment-rules-setup.ts';

// The platform's fee configuration is changed (and restored): never against a production deployment.
const configTags = ['sandbox-only', 'platform-config'] as const;
const rateCacheMs = limits.exchangeRateCache.numbers.lifetime.value * 1000;
/** A rate, a fixed amount, or both; the smallest of each kind on every run, beside random terms. */
const anyFeeTerms: fc.Arbitrary<FeeTerms> = fc.oneof(
  fc.record({ variableBps: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ fixed: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ variableBps: fc.integer({ min: 1, max: 500 }), fixed: fc.integer({ min: 1, max: 300 }) }),
);
const feeTerms: fc.Arbitrary<FeeTerms> = withFixedExamples(anyFeeTerms, [
  { fixed: 1 },
  { variableBps: 1 },
  { variableBps: 1, fixed: 1 },
]);
/** Whole multiples of 10000 (the rate's share of them is whole, so the fee is exact) and, less often, any amount. */
const amounts = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 100 }).map((k) => k * 10_000), weight: 3 },
  { arbitrary: fc.integer({ min: 10_000, max: 1_000_000 }), weight: 1 },
);
/**
 * Terms and an amount, each kind of fee on every run at an amount where a rate read wrongly (as a percentage, or over
 * another amount) or a kind dropped beside the other gives another fee; and one whose share is not whole.
 */
const feeCases: fc.Arbitrary<[FeeTerms, number]> = withFixedExamples(fc.tuple(anyFeeTerms, amounts), [
  [{ fixed: 1 }, 10_000],
  [{ variableBps: 1 }, 10_000],
  [{ variableBps: 1, fixed: 1 }, 10_000],
  [{ variableBps: 25, fixed: 30 }, 120_000],
  [{ variableBps: 250 }, 40_000],
  [{ variableBps: 33, fixed: 7 }, 12_345],
]);
const arithmetic: ClauseId = '8/platform-fee-arithmetic';

describeArea('platform-config', '4.3, 8, 9: platform fee configuration', () => {
  conformanceTest(
    'PATCH /config accepts feeConfigs with a basis-point rate, a fixed amount, or both; the config then carries feeConfigs and cardTokenization2faConfig',
    {
      clauses: ['4.3/config-fee-configs', '9/aug-2026-fee-configs-on-patch-config', '2.6/platform-config-fields'],
      tags: configTags,
    },
    async (t) => {
      const kinds: FeeTerms[] = [
        { variableBps: 25 },
        { fixed: 30 },
        { variableBps: 25, fixed: 30 },
        { variableBps: basisPointsRange.max },
        { variableBps: 0, fixed: 0 },
      ];
      const accepted: ClauseId[] = ['4.3/config-fee-configs', '9/aug-2026-fee-configs-on-patch-config'];
      // Each kind replaces the last; what was configured before is restored once, after the last.
      await withPlatformConfigs(t, async (configure) => {
        for (const terms of kinds) {
          const answer = await configure(t.binding.feeConfigBody(currency, terms));
          attribute(accepted, () =>
            expect(
              isSuccess(answer),
              `feeConfigs ${JSON.stringify(terms)} accepted (HTTP ${answer.status}: ${answer.text.slice(0, 200)})`,
            ).toBe(true),
          );
          const configs = t.binding.feeConfigsOf(await readConfig(t));
          attribute([...accepted, '2.6/platform-config-fields'], () =>
            expect(Array.isArray(configs) && configs.length > 0, 'GET /config carries the feeConfigs').toBe(true),
          );
        }
      });
      const card = await t.api.call('updatePlatformConfig', {
        json: { cardTokenization2faConfig: { displayName: 'Conformance' } },
      });
      attribute(['2.6/platform-config-fields'], () =>
        expect(isSuccess(card), `cardTokenization2faConfig accepted (HTTP ${card.status})`).toBe(true),
      );
      const config = await readConfig(t);
      attribute(['2.6/platform-config-fields'], () =>
        expect(Object.keys(config), 'the platform config members').toContain('cardTokenization2faConfig'),
      );
    },
  );

  conformanceTest(
    'a fee configuration out of range, or with a source currency other than USD, is refused with the envelope and changes nothing',
    { clauses: ['4.3/config-fee-configs', '8/platform-fee-requires-usd-source'], tags: configTags },
    async (t) => {
      const before = t.binding.feeConfigsOf(await readConfig(t));
      const usd = (terms: FeeTerms) => (t.binding.feeConfigBody(currency, terms)['feeConfigs'] as unknown[])[0];
      const outOfRange: [string, unknown][] = [
        ['a rate above 10000 basis points', usd({ variableBps: basisPointsRange.max + 1 })],
        ['a negative rate', usd({ variableBps: -1 })],
        ['a fractional rate', usd({ variableBps: 12.5 })],
        ['a negative fixed amount', usd({ fixed: -1 })],
      ];
      const euro = (t.binding.feeConfigBody('EUR', { variableBps: 25 })['feeConfigs'] as unknown[])[0];
      const euroSources = [[euro], [usd({ variableBps: 25 }), euro]];
      // Every update is refused and writes nothing, so they go at once; one wrongly written shows in the read after
      // them all, whatever order they landed in.
      const answers = await mapAtOnce(
        [...outOfRange.map(([, entry]) => [entry]), ...euroSources],
        requestsAtOnce(t),
        (feeConfigs) => t.api.call('updatePlatformConfig', { json: { feeConfigs } }),
      );
      outOfRange.forEach(([what], i) => {
        attribute(['4.3/config-fee-configs'], () => expectRefused(answers[i]!, what));
      });
      euroSources.forEach((feeConfigs, i) => {
        attribute(['8/platform-fee-requires-usd-source'], () =>
          expectRefused(answers[outOfRange.length + i]!, `feeConfigs with a EUR source (${feeConfigs.length} entries)`),
        );
      });
      const after = t.binding.feeConfigsOf(await readConfig(t));
      attribute(['4.3/config-fee-configs', '8/platform-fee-requires-usd-source'], () =>
        expect(after, 'nothing of a refused update was written').toEqual(before),
      );
    },
  );

  // One window of configurations for every check that reads the configured fee: each run configures its fee once,
  // then every quote that fee decides goes at once (none changes what another is given), each check on its clauses.
  conformanceTest(
    'configured fees apply to USD -> EUR quotes, not to USD -> USD ones nor to a EUR source; a platformFeeOverride, 0 included, replaces them; a configuration of 0 replacing one gives none; quotes carry platformFeesIncluded',
    {
      clauses: [
        '4.3/config-fee-configs-applied-cross-currency',
        '2.6/quote-platform-fees-included',
        '9/aug-2026-platform-fees-included-on-quotes',
        arithmetic,
        '8/platform-fee-requires-usd-source',
        '4.3/quote-platform-fee-override',
        '4.3/config-fee-configs',
        '4.3/create-quote',
      ],
      tags: configTags,
    },
    async (t) => {
      const receiver = umaTestReceivers.find((r) => r.currency === currency && r.outcome === 'success');
      if (receiver === undefined) throw new Error(`4.5 lists no ${currency} test receiver that succeeds`);
      const toUsd = { kind: 'uma', address: t.binding.umaTestReceiverAddress(receiver) } as const;
      const cross = euroDestination(t);
      const applied: ClauseId[] = ['4.3/config-fee-configs-applied-cross-currency'];
      const included: ClauseId[] = ['2.6/quote-platform-fees-included', '9/aug-2026-platform-fees-included-on-quotes'];
      const override: ClauseId[] = ['4.3/quote-platform-fee-override'];
      const overrides = [{ fixed: 10 }, { variableBps: 100 }, { variableBps: 3, fixed: 2 }] satisfies FeeTerms[];
      const zero: FeeTerms = { variableBps: 0, fixed: 0 };
      // The configuration read to restore, and the customers, at once; the configuration is restored once, at the end.
      await preparedPlatformConfigs(
        t,
        async () => {
          const [usd, eur] = await Promise.all([
            moneyCustomer(t, 40),
            moneyCustomer(t, 66, {}, { accountCurrency: 'EUR' }),
          ]);
          const same = await accountEnding(t, usd.customerId, '123');
          return {
            usd: { kind: 'account', accountId: usd.accountId } as const,
            eur: { kind: 'account', accountId: eur.accountId } as const,
            same: { kind: 'account', accountId: String(same['id']) } as const,
          };
        },
        async (configure, { usd, eur, same }) => {
          await t.property([feeCases], async ([terms, amount]) => {
            const answer = await configure(t.binding.feeConfigBody(currency, terms));
            await t.setup('configure the fee', async () => {
              if (!isSuccess(answer))
                throw new Error(`PATCH /config answered ${answer.status}: ${answer.text.slice(0, 200)}`);
            });
            const [crossQuote, sameQuote, fromEur, zeroQuote, ...replaced] = await mapAtOnce(
              [
                { source: usd, destination: cross },
                { source: usd, destination: same },
                { source: eur, destination: toUsd },
                ...[zero, ...overrides].map((o) => ({ source: usd, destination: cross, override: o })),
              ],
              requestsAtOnce(t),
              (q: { source: QuoteSource; destination: QuoteDestination; override?: FeeTerms }) =>
                quoteWith(
                  t,
                  q.source,
                  q.destination,
                  amount,
                  q.override === undefined ? undefined : { currency, terms: q.override },
                ),
            );
            for (const quote of [crossQuote!, sameQuote!, fromEur!]) quoteOf(t, quote, ['4.3/create-quote']);
            attribute(included, () => {
              expect(Object.keys(jsonOf(crossQuote!)), 'a cross-currency quote').toContain('platformFeesIncluded');
              expect(Object.keys(jsonOf(sameQuote!)), 'a same-currency quote').toContain('platformFeesIncluded');
            });
            const crossFee = t.binding.platformFeesOfQuote(jsonOf(crossQuote!));
            attribute(applied, () => {
              expect(crossFee, `the fee ${JSON.stringify(terms)} is applied to USD -> EUR`).toBeGreaterThan(0);
              expect(t.binding.platformFeesOfQuote(jsonOf(sameQuote!)), 'no configured fee on USD -> USD').toBe(0);
            });
            attribute([arithmetic], () =>
              expectPlatformFee(crossFee, terms, amount, 'the configured fee of a USD -> EUR quote'),
            );
            // 8: a platform fee requires a USD source currency, so the USD configuration gives a EUR source none.
            attribute(['8/platform-fee-requires-usd-source'], () =>
              expect(
                t.binding.platformFeesOfQuote(jsonOf(fromEur!)),
                `the USD fee ${JSON.stringify(terms)} is not applied to EUR -> USD`,
              ).toBe(0),
            );
            // The override's zero is not its absence: the configured fee is not 0 here.
            quoteOf(t, zeroQuote!, override);
            attribute(override, () =>
              expect(
                t.binding.platformFeesOfQuote(jsonOf(zeroQuote!)),
                `an override of 0 against the configured fee ${JSON.stringify(terms)}`,
              ).toBe(0),
            );
            overrides.forEach((terms, i) => {
              quoteOf(t, replaced[i]!, override);
              attribute([...override, arithmetic], () =>
                expectPlatformFee(
                  t.binding.platformFeesOfQuote(jsonOf(replaced[i]!)),
                  terms,
                  amount,
                  'an override replacing the configured fee',
                ),
              );
            });
          });
          // The last run left a non-zero fee configured: a configuration of 0 replaces it.
          const cleared = await configure(t.binding.feeConfigBody(currency, zero));
          attribute(['4.3/config-fee-configs'], () =>
            expect(isSuccess(cleared), `a configuration of 0 is accepted (HTTP ${cleared.status})`).toBe(true),
          );
          const afterZero = await quoteWith(t, usd, cross, 50_000);
          quoteOf(t, afterZero, ['4.3/create-quote']);
          attribute(['4.3/config-fee-configs'], () =>
            expect(
              t.binding.platformFeesOfQuote(jsonOf(afterZero)),
              'the configuration of 0 replaced the non-zero one',
            ).toBe(0),
          );
        },
      );
    },
  );
});

describeArea('quotes', "1: exchange rates include the platform's fees", () => {
  // Beside the other fee configuration tests: a file's tests that change the platform config run one at a time.
  conformanceTest(
    "the rate of a USD corridor includes the fee the platform's feeConfigs give its sending amount, on top of its fee with a configuration of 0",
    { clauses: ['1/exchange-rates-include-platform-fees'], tags: [...configTags, 'sandbox-time'] },
    async (t) => {
      const corridor = (sendingAmount: number) => ({
        sourceCurrency: currency,
        destinationCurrency: 'EUR',
        sendingAmount,
      });
      await withPlatformConfigs(t, (configure) => {
        const configured = async (terms: FeeTerms) => {
          const answer = await configure(t.binding.feeConfigBody(currency, terms));
          await t.setup(`configure the fee ${JSON.stringify(terms)}`, async () => {
            if (!isSuccess(answer))
              throw new Error(`PATCH /config answered ${answer.status}: ${answer.text.slice(0, 200)}`);
          });
          // 8: rates, fees included, may be cached "about 5 minutes"; twice that, and no rate predates the change.
          await t.elapse(2 * rateCacheMs, { reason: 'the rates cached before the fee change expire' });
        };
        return t.property([feeCases], async ([terms, amount]) => {
          // The rate with a platform fee of 0, on the same amount: what it charges besides the platform's fee.
          await configured({ variableBps: 0, fixed: 0 });
          const without = await t.setup('read the rate with a platform fee of 0', () =>
            t.binding.exchangeRateFee(corridor(amount)),
          );
          await configured(terms);
          const withFee = await t.setup(`read the rate with the fee ${JSON.stringify(terms)}`, () =>
            t.binding.exchangeRateFee(corridor(amount)),
          );
          attribute(['1/exchange-rates-include-platform-fees'], () =>
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

describeArea('quotes', '4.3, 8, 9: platformFeeOverride on POST /quotes', () => {
  conformanceTest(
    'platformFeeOverride sets the fee of that one quote: the fee its terms give, a zero one none, the next quote without it is unaffected',
    {
      clauses: [
        '4.3/quote-platform-fee-override',
        '9/aug-2026-platform-fee-override-on-quotes',
        '2.6/quote-request-optional-fields',
        arithmetic,
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      const { accountId } = await moneyCustomer(t, 41);
      const destination = euroDestination(t);
      const source = { kind: 'account', accountId } as const;
      const clauses: ClauseId[] = [
        '4.3/quote-platform-fee-override',
        '9/aug-2026-platform-fee-override-on-quotes',
        '2.6/quote-request-optional-fields',
      ];
      const plain = await quoteWith(t, source, destination, 50_000);
      const baseline = t.binding.platformFeesOfQuote(jsonOf(plain));
      await t.property(
        [feeCases],
        async ([terms, amount]) => {
          // The two overridden quotes at once; the next quote without an override only after both are answered.
          const [overridden, zero] = await mapAtOnce(
            [terms, { variableBps: 0, fixed: 0 }],
            requestsAtOnce(t),
            (override: FeeTerms) => quoteWith(t, source, destination, amount, { currency, terms: override }),
          );
          quoteOf(t, overridden!, clauses);
          quoteOf(t, zero!, clauses);
          attribute(clauses, () => {
            expect(
              t.binding.platformFeesOfQuote(jsonOf(overridden!)),
              `the override ${JSON.stringify(terms)} sets a fee`,
            ).toBeGreaterThan(0);
            expect(t.binding.platformFeesOfQuote(jsonOf(zero!)), 'a zero override sets no fee').toBe(0);
          });
          attribute([...clauses, arithmetic], () =>
            expectPlatformFee(t.binding.platformFeesOfQuote(jsonOf(overridden!)), terms, amount, 'the override'),
          );
          const after = await quoteWith(t, source, destination, 50_000);
          attribute(['4.3/quote-platform-fee-override'], () =>
            expect(t.binding.platformFeesOfQuote(jsonOf(after)), 'the next quote has its own fee').toBe(baseline),
          );
        },
        { independentRuns: true },
      );
      // Requests each refused, changing nothing another reads: at once.
      const notBooleans = ['true', 1, null];
      const badOverrides = [{ fixed: -1 }, { variableBps: -1 }, { variableBps: basisPointsRange.max + 1 }];
      const [notBooleanAnswers, badOverrideAnswers] = await Promise.all([
        mapAtOnce(notBooleans, requestsAtOnce(t), (notBoolean) =>
          t.api.call('createQuote', {
            json: {
              ...t.binding.quoteBody({ source, destination, sendingAmount: 1_000 }),
              immediatelyExecute: notBoolean,
            },
          }),
        ),
        mapAtOnce(badOverrides, requestsAtOnce(t), (terms) =>
          quoteWith(t, source, destination, 1_000, { currency, terms }),
        ),
      ]);
      notBooleans.forEach((notBoolean, i) => {
        attribute(['2.6/quote-request-optional-fields'], () =>
          expectRefused(notBooleanAnswers[i]!, `immediatelyExecute ${JSON.stringify(notBoolean)}`),
        );
      });
      badOverrides.forEach((terms, i) => {
        attribute(['4.3/quote-platform-fee-override'], () =>
          expectRefused(badOverrideAnswers[i]!, `the override ${JSON.stringify(terms)}`),
        );
      });
    },
  );

  conformanceTest(
    'platformFeeOverride on a quote from a EUR source is refused with the envelope; the same quote without it is created',
    {
      clauses: ['4.3/quote-fee-override-usd-source-only', '8/platform-fee-requires-usd-source'],
      tags: ['sandbox-only'],
    },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 42, {}, { accountCurrency: 'EUR' });
      const destination = {
        kind: 'account',
        accountId: String((await accountEnding(t, customerId, '123'))['id']),
      } as const;
      const source = { kind: 'account', accountId } as const;
      await t.setup('the quote without an override is created', async () => {
        const res = await quoteWith(t, source, destination, 5_000);
        if (!isSuccess(res)) throw new Error(`POST /quotes from EUR answered ${res.status}: ${res.text.slice(0, 200)}`);
      });
      await t.property(
        [feeTerms],
        async (terms) => {
          const res = await quoteWith(t, source, destination, 5_000, { currency: 'EUR', terms });
          attribute(['4.3/quote-fee-override-usd-source-only', '8/platform-fee-requires-usd-source'], () =>
            expectRefused(res, 'an override on a EUR source'),
          );
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    "the outgoing transaction of an executed quote carries platformFees: the fee its quote's override gives",
    {
      clauses: ['2.6/outgoing-transaction-platform-fees', '9/aug-2026-platform-fees-on-outgoing-transactions'],
      tags: ['sandbox-only', 'moves-money'],
    },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 43);
      // A cross-currency transfer, with an override so that no fee configuration of another test changes its fee.
      const [, destination] = await Promise.all([
        t.setup('fund the account', async () => {
          const res = await fund(t, accountId, 20_000);
          if (!isSuccess(res)) throw new Error(`fund answered ${res.status}`);
        }),
        ibanEnding(t, customerId, '123'),
      ]);
      const terms: FeeTerms = { variableBps: 100, fixed: 50 };
      const quote = quoteOf(
        t,
        await quoteWith(
          t,
          { kind: 'account', accountId },
          { kind: 'account', accountId: String(destination['id']) },
          10_000,
          { currency, terms },
        ),
        ['4.3/create-quote'],
      );
      await execute(t, quote, ['4.3/execute-quote']);
      const transaction = await t.setup('read the transaction', () => t.binding.getTransaction(quote.transactionId));
      const clauses: ClauseId[] = [
        '2.6/outgoing-transaction-platform-fees',
        '9/aug-2026-platform-fees-on-outgoing-transactions',
      ];
      attribute(clauses, () =>
        expect(Object.keys(transaction), 'the outgoing transaction members').toContain('platformFees'),
      );
      attribute(clauses, () =>
        expectPlatformFee(t.binding.platformFeesOfTransaction(transaction), terms, 10_000, 'the outgoing transaction'),
      );
    },
  );
});
