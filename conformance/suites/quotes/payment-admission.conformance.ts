import fc from 'fast-check';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { integerNearMisses, withFixedExamples } from '../../properties/near-misses.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import {
  accountEnding,
  balance,
  currency,
  funded,
  moneyCustomer,
  quoteOf,
  termsConsentMembers,
} from '../../support/money-setup.ts';
import type { TestKit } from '../../support/index.ts';
import { expectRefused, quoteWith } from './support/payment-rules-setup.ts';

const tags = ['sandbox-only', 'moves-money'] as const;

/** A customer, its USD account funded with `amount`, and a destination account of its own that completes. */
async function fundedPayer(t: TestKit, offset: number, amount: number) {
  const { customerId, accountId } = await moneyCustomer(t, offset);
  const [, destination] = await Promise.all([
    amount > 0 ? funded(t, accountId, amount) : undefined,
    accountEnding(t, customerId, '123'),
  ]);
  return {
    customerId,
    accountId,
    source: { kind: 'account', accountId } as const,
    destination: { kind: 'account', accountId: String(destination['id']) } as const,
  };
}

describeArea('quotes', '7.5, 9: quotes wait for the end-user terms on unregulated platforms', () => {
  conformanceTest(
    "a quote fails with END_USER_TERMS_NOT_ACCEPTED until the customer's acceptance is on file, then it is created",
    {
      clauses: ['7.5/end-user-terms-not-accepted', '9/aug-2026-end-user-terms-not-accepted-quote-failure'],
      tags: ['sandbox-only'],
    },
    async (t) => {
      const required = await t.setup('does the platform require end-user terms', () =>
        t.binding.endUserTermsRequired(),
      );
      if (!required) t.skip('the platform is a regulated financial institution: 7.5 concerns unregulated platforms');
      const { customerId, accountId } = await moneyCustomer(t, 50, {}, { acceptTerms: false });
      const destination = {
        kind: 'account',
        accountId: String((await accountEnding(t, customerId, '123'))['id']),
      } as const;
      const clauses: ClauseId[] = [
        '7.5/end-user-terms-not-accepted',
        '9/aug-2026-end-user-terms-not-accepted-quote-failure',
      ];
      await t.property(
        [fc.integer({ min: 100, max: 100_000 })],
        async (amount) => {
          const res = await quoteWith(t, { kind: 'account', accountId }, destination, amount);
          // The HTTP status of this code is not shown: the code is what is asserted.
          attribute(clauses, () =>
            expectRefused(res, 'a quote without the terms accepted', 'END_USER_TERMS_NOT_ACCEPTED'),
          );
        },
        { independentRuns: true },
      );
      await t.setup('the customer accepts the end-user terms', async () => {
        const res = await t.api.call('updateCustomerById', {
          params: { customerId },
          json: { customerType: 'INDIVIDUAL', ...(await termsConsentMembers(t)) },
        });
        if (!isSuccess(res)) throw new Error(`PATCH /customers answered ${res.status}: ${res.text.slice(0, 200)}`);
      });
      quoteOf(t, await quoteWith(t, { kind: 'account', accountId }, destination, 1_000), [
        '7.5/end-user-terms-not-accepted',
      ]);
    },
  );
});

describeArea('quotes', '7.1, 7.5, 8: the single-transaction maximum and the daily volume', () => {
  conformanceTest(
    'the single-transaction maximum passes, one unit above it is refused with 400 TRANSACTION_SIZE_LIMIT_EXCEEDED, and a refused transfer moves no money',
    { clauses: ['7.1/transaction-size-limit-exceeded', '8/transaction-size-limit'], tags },
    async (t) => {
      const { singleTransactionMax: max } = await t.setup('read the configured limits', () =>
        t.binding.transferLimitsOf(currency),
      );
      if (max === undefined)
        t.skip(`the binding gives no single-transaction maximum in ${currency} (8: the configured value is not shown)`);
      const limit = max!;
      const payer = await fundedPayer(t, 51, limit + 1);
      const clauses: ClauseId[] = ['7.1/transaction-size-limit-exceeded', '8/transaction-size-limit'];
      // The maximum, one unit below and one above it on every seed, beside the draws.
      const below = withFixedExamples(
        fc.integer({ min: 1, max: limit }),
        integerNearMisses(limit).filter((v) => v <= limit && v >= 1),
      );
      const above = withFixedExamples(fc.integer({ min: limit + 1, max: limit * 3 }), [
        ...integerNearMisses(limit).filter((v) => v > limit),
        limit + 2,
      ]);
      // Runs at once: a passing quote is not executed and a refused transfer moves nothing, so no run changes what
      // another reads; money a refused transfer wrongly moved falls between its own run's two reads, and the payer's
      // balance only goes down, so another run's move can never hide it.
      await t.property(
        [below, above],
        async (passing, refused) => {
          const [ok, before] = await Promise.all([
            quoteWith(t, payer.source, payer.destination, passing),
            balance(t, payer.customerId, payer.accountId),
          ]);
          attribute(['8/transaction-size-limit'], () =>
            expect(
              isSuccess(ok),
              `a quote of ${passing} (maximum ${limit}) is created (HTTP ${ok.status}: ${ok.text.slice(0, 200)})`,
            ).toBe(true),
          );
          const res = await quoteWith(t, payer.source, payer.destination, refused, undefined, true);
          attribute(clauses, () => expectErrorEnvelope(res, 400, 'TRANSACTION_SIZE_LIMIT_EXCEEDED'));
          const after = await balance(t, payer.customerId, payer.accountId);
          attribute(['8/transaction-size-limit'], () =>
            expect(after, 'the refused transfer moved nothing').toBe(before),
          );
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'transfers up to the daily volume pass; one unit more is refused with 429 DAILY_VOLUME_LIMIT_EXCEEDED and moves no money',
    { clauses: ['7.5/daily-volume-limit-exceeded', '8/daily-volume-limit'], tags, timeoutMs: 120_000 },
    async (t) => {
      const limits = await t.setup('read the configured limits', () => t.binding.transferLimitsOf(currency));
      if (limits.dailyVolume === undefined)
        t.skip(`the binding gives no daily volume in ${currency} (8: the configured value is not shown)`);
      const daily = limits.dailyVolume!;
      const slice = Math.min(limits.singleTransactionMax ?? daily, daily);
      const payer = await fundedPayer(t, 52, daily + 1);
      const clauses: ClauseId[] = ['7.5/daily-volume-limit-exceeded', '8/daily-volume-limit'];
      for (let sent = 0; sent < daily; ) {
        const amount = Math.min(slice, daily - sent);
        const res = await quoteWith(t, payer.source, payer.destination, amount, undefined, true);
        attribute(['8/daily-volume-limit'], () =>
          expect(
            isSuccess(res),
            `a transfer of ${amount} after ${sent} today (daily volume ${daily}) passes (HTTP ${res.status}: ${res.text.slice(0, 200)})`,
          ).toBe(true),
        );
        sent += amount;
      }
      const before = await balance(t, payer.customerId, payer.accountId);
      const res = await quoteWith(t, payer.source, payer.destination, 1, undefined, true);
      attribute(clauses, () => expectErrorEnvelope(res, 429, 'DAILY_VOLUME_LIMIT_EXCEEDED'));
      const after = await balance(t, payer.customerId, payer.accountId);
      attribute(['8/daily-volume-limit'], () => expect(after, 'the refused transfer moved nothing').toBe(before));
    },
  );
});
