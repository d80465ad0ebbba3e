import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectClientErrorRefusal, type TestKit } from '../../support/index.ts';
import { balance, currency, moneyCustomer } from '../../support/money-setup.ts';

/**
 * Runs of a refusal whose balance is read before and after it, at once: each run's refused request falls between its
 * own two reads, so money it wrongly moved shows in that run whatever ran beside it.
 */
const refusedAtOnce = { independentRuns: true } as const;

const clause = '4.4/sandbox-uma-receive-amount-integer';
/** Near misses of an integer in the smallest unit: fractions, numbers written as text, other JSON types. */
const nearMisses: unknown[] = [12.5, 0.1, 100.000001, '100', '1e3', true, null, [100], { amount: 100 }];
const notInteger = withFixedExamples(
  fc.oneof(fc.constantFrom(...nearMisses), fc.double({ min: 0.001, max: 1e6, noNaN: true, noInteger: true })),
  nearMisses,
);

/** Integers past the last one every client reads exactly (2^53 - 1), and far past it. */
const unrepresentable = [2 ** 53, 2 ** 53 + 2, 1e16, 1e20, 1e300];
/** Integers every client reads exactly, with units below a whole major unit. */
const representable = [12_345, 987_654_321];
/** The largest integer that JSON numbers carry exactly in every client. */
const exactLimit = 2 ** 53;

/** A fresh receiver with an internal account in `currency` and its UMA address. */
async function receiver(t: TestKit, offset: number) {
  const members = t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`);
  const { customerId, accountId } = await moneyCustomer(t, offset, members);
  const receiverUmaAddress = await t.setup('read the receiver UMA address', () =>
    t.binding.receiverUmaAddressOf(customerId),
  );
  return { customerId, accountId, receiverUmaAddress };
}

describeArea('sandbox', '4.4: the amount of a simulated incoming UMA payment', () => {
  conformanceTest(
    "an amount is credited exactly; one at or past 2^53 is refused as the client's mistake with the envelope, or credited exactly; never a server error",
    { clauses: ['4.4/sandbox-uma-receive-credits-amount'], tags: ['sandbox-only', 'moves-money'] },
    async (t) => {
      const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency);
      if (success === undefined) throw new Error(`no UMA test receiver succeeds in ${currency}`);
      // Each amount to a receiver of its own, whose balance no other payment touches: all at once, then each checked
      // in order.
      const amounts = [...representable, ...unrepresentable];
      const payments = await mapAtOnce(amounts, requestsAtOnce(t), async (amount, i) => {
        const r = await receiver(t, 20 + i);
        const before = await balance(t, r.customerId, r.accountId);
        const res = await t.api.call('sandboxReceive', {
          json: {
            senderUmaAddress: t.binding.umaTestSenderAddress(success),
            receiverUmaAddress: r.receiverUmaAddress,
            receivingCurrencyCode: currency,
            receivingCurrencyAmount: amount,
          },
        });
        return { before, res, after: await balance(t, r.customerId, r.accountId) };
      });
      for (const [i, amount] of amounts.entries()) {
        const { before, res, after } = payments[i]!;
        if (amount < exactLimit) {
          attribute(['4.4/sandbox-uma-receive-credits-amount'], () =>
            expect(isSuccess(res), `a payment of ${amount} is accepted (HTTP ${res.status})`).toBe(true),
          );
        }
        if (!isSuccess(res)) {
          expectClientErrorRefusal(res, `receivingCurrencyAmount ${amount}`, [
            '4.4/sandbox-uma-receive-credits-amount',
          ]);
          attribute(['4.4/sandbox-uma-receive-credits-amount'], () =>
            expect(after, 'a refused payment credits nothing').toBe(before),
          );
        } else if (before + amount <= exactLimit) {
          // Only a sum this client reads exactly can be checked to the unit.
          attribute(['4.4/sandbox-uma-receive-credits-amount'], () =>
            expect(after - before, `the payment of ${amount} is credited exactly`).toBe(amount),
          );
        }
      }
    },
  );

  conformanceTest(
    'a receivingCurrencyAmount that is not an integer is refused and credits nothing',
    { clauses: [clause], tags: ['sandbox-only', 'moves-money'] },
    async (t) => {
      const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency);
      if (success === undefined) throw new Error(`no UMA test receiver succeeds in ${currency}`);
      const members = t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`);
      const { customerId, accountId } = await moneyCustomer(t, 10, members);
      const receiverUmaAddress = await t.setup('read the receiver UMA address', () =>
        t.binding.receiverUmaAddressOf(customerId),
      );
      await t.property(
        [notInteger],
        async (amount) => {
          const before = await balance(t, customerId, accountId);
          const res = await t.api.call('sandboxReceive', {
            json: {
              senderUmaAddress: t.binding.umaTestSenderAddress(success),
              receiverUmaAddress,
              receivingCurrencyCode: currency,
              receivingCurrencyAmount: amount,
            },
          });
          expectClientErrorRefusal(res, `receivingCurrencyAmount ${JSON.stringify(amount)}`, [clause]);
          const after = await balance(t, customerId, accountId);
          attribute([clause], () => expect(after, 'nothing reached the receiver').toBe(before));
        },
        refusedAtOnce,
      );
    },
  );
});
