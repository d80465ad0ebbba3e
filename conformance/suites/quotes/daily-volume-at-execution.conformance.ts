/**
 * 8: the daily volume applies to transfers. Quotes created while nothing was sent yet are each within it; executing
 * them one after another, the one that takes the day past the volume is refused with 429 and moves no money. The
 * volume is a day's: once a day has passed, the same customer's transfer passes again.
 */
import type { ClauseId } from '../../../spec/keys/index.ts';
import type { QuoteView } from '../../binding/quotes/money-binding.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { accountEnding, balance, currency, funded, moneyCustomer, quoteOf } from '../../support/money-setup.ts';
import type { TestKit } from '../../support/test-kit.ts';
import { quoteWith } from './support/payment-rules-setup.ts';

const tags = ['sandbox-only', 'moves-money'] as const;
/** More than a day, so that a new day has begun however the deployment draws its days; one advance is a day at most. */
const dayMs = 24 * 60 * 60_000;
const hourMs = 60 * 60_000;
const clauses: ClauseId[] = ['7.5/daily-volume-limit-exceeded', '8/daily-volume-limit'];

/**
 * The configured daily volume (skipped where the binding gives none: 8 does not show the value), the largest single
 * transfer within it, and a customer whose internal account is funded for one unit past a day's volume.
 */
async function dayToSpend(t: TestKit, seed: number) {
  const limits = await t.setup('read the configured limits', () => t.binding.transferLimitsOf(currency));
  if (limits.dailyVolume === undefined)
    t.skip(`the binding gives no daily volume in ${currency} (8: the configured value is not shown)`);
  const daily = limits.dailyVolume!;
  const slice = Math.min(limits.singleTransactionMax ?? daily, daily);
  const { customerId, accountId } = await moneyCustomer(t, seed);
  await funded(t, accountId, daily + 1);
  const destination = {
    kind: 'account',
    accountId: String((await accountEnding(t, customerId, '123'))['id']),
  } as const;
  const source = { kind: 'account', accountId } as const;
  return { daily, slice, customerId, accountId, source, destination };
}

describeArea('quotes', '7.5, 8: the daily volume is counted when a transfer is executed', () => {
  conformanceTest(
    'quotes created before any was executed: executed in turn, the one past the daily volume is refused with 429 DAILY_VOLUME_LIMIT_EXCEEDED and moves no money',
    { clauses: [...clauses, '4.3/create-quote', '4.3/execute-quote'], tags, timeoutMs: 120_000 },
    async (t) => {
      const { daily, slice, customerId, accountId, source, destination } = await dayToSpend(t, 67);
      // Every quote is created first: none is a transfer yet, so none is refused for the day's volume.
      const within: QuoteView[] = [];
      for (let quoted = 0; quoted < daily; ) {
        const amount = Math.min(slice, daily - quoted);
        within.push(quoteOf(t, await quoteWith(t, source, destination, amount), ['4.3/create-quote']));
        quoted += amount;
      }
      const past = quoteOf(t, await quoteWith(t, source, destination, 1), ['4.3/create-quote', '8/daily-volume-limit']);
      for (const quote of within) {
        const res = await t.api.call('executeQuote', { params: { quoteId: quote.id } });
        attribute(['4.3/execute-quote', '8/daily-volume-limit'], () =>
          expect(
            isSuccess(res),
            `a transfer within the daily volume ${daily} is executed (HTTP ${res.status}: ${res.text.slice(0, 200)})`,
          ).toBe(true),
        );
      }
      const before = await balance(t, customerId, accountId);
      const res = await t.api.call('executeQuote', { params: { quoteId: past.id } });
      attribute(clauses, () => expectErrorEnvelope(res, 429, 'DAILY_VOLUME_LIMIT_EXCEEDED'));
      const after = await balance(t, customerId, accountId);
      attribute(['8/daily-volume-limit'], () => expect(after, 'the refused transfer moved nothing').toBe(before));
    },
  );

  conformanceTest(
    "a customer whose day's volume is spent is refused with 429; a day later the same customer's transfer passes",
    { clauses: [...clauses, '4.3/quote-immediately-execute'], tags: [...tags, 'sandbox-time'], timeoutMs: 120_000 },
    async (t) => {
      const { daily, slice, source, destination } = await dayToSpend(t, 69);
      for (let sent = 0; sent < daily; ) {
        const amount = Math.min(slice, daily - sent);
        const res = await quoteWith(t, source, destination, amount, undefined, true);
        attribute(['8/daily-volume-limit'], () =>
          expect(
            isSuccess(res),
            `a transfer of ${amount} after ${sent} today (daily volume ${daily}) passes (HTTP ${res.status}: ${res.text.slice(0, 200)})`,
          ).toBe(true),
        );
        sent += amount;
      }
      const spent = await quoteWith(t, source, destination, 1, undefined, true);
      attribute(clauses, () => expectErrorEnvelope(spent, 429, 'DAILY_VOLUME_LIMIT_EXCEEDED'));
      await t.elapse(dayMs, { reason: "a day passes: the daily volume is a new day's" });
      await t.elapse(hourMs, { reason: 'and an hour more, past any boundary of the day' });
      const nextDay = await quoteWith(t, source, destination, 1, undefined, true);
      attribute(['8/daily-volume-limit'], () =>
        expect(
          isSuccess(nextDay),
          `a day later a transfer of 1 passes (HTTP ${nextDay.status}: ${nextDay.text.slice(0, 200)})`,
        ).toBe(true),
      );
    },
  );

  conformanceTest(
    'a transfer straddling the daily volume (the day not full yet, the transfer taking it past by half a transfer or by one unit) is refused with 429 and moves nothing; the rest of the day, exactly, then passes, and one unit more is refused',
    { clauses: [...clauses, '4.3/quote-immediately-execute'], tags, timeoutMs: 120_000 },
    async (t) => {
      const { daily, slice, customerId, accountId, source, destination } = await dayToSpend(t, 71);
      const gap = Math.max(1, Math.floor(slice / 2));
      if (gap * 2 > slice || gap >= daily)
        t.skip(`the single-transaction maximum ${slice} leaves no room to straddle the daily volume ${daily}`);
      const send = async (amount: number) => quoteWith(t, source, destination, amount, undefined, true);
      for (let sent = 0; sent < daily - gap; ) {
        const amount = Math.min(slice, daily - gap - sent);
        const res = await send(amount);
        attribute(['8/daily-volume-limit'], () =>
          expect(
            isSuccess(res),
            `a transfer of ${amount} after ${sent} today (daily volume ${daily}) passes (HTTP ${res.status}: ${res.text.slice(0, 200)})`,
          ).toBe(true),
        );
        sent += amount;
      }
      // Each of them was executed at once (`immediatelyExecute`): the internal account was debited by every one.
      const spentSoFar = await balance(t, customerId, accountId);
      attribute(['4.3/quote-immediately-execute'], () =>
        expect(spentSoFar, `${daily - gap} of ${daily + 1} funded left the account at once`).toBe(gap + 1),
      );
      // `gap` is left of the day: a transfer of 2 x gap and one of gap + 1 each start below the volume and end past it.
      for (const straddling of [gap * 2, gap + 1]) {
        const before = await balance(t, customerId, accountId);
        const res = await send(straddling);
        attribute(clauses, () => expectErrorEnvelope(res, 429, 'DAILY_VOLUME_LIMIT_EXCEEDED'));
        const after = await balance(t, customerId, accountId);
        attribute(['8/daily-volume-limit'], () =>
          expect(after, `the refused transfer of ${straddling} with ${gap} left of the day moved nothing`).toBe(before),
        );
      }
      const rest = await send(gap);
      attribute(['8/daily-volume-limit'], () =>
        expect(
          isSuccess(rest),
          `the rest of the day, ${gap}, passes (HTTP ${rest.status}: ${rest.text.slice(0, 200)})`,
        ).toBe(true),
      );
      const past = await send(1);
      attribute(clauses, () => expectErrorEnvelope(past, 429, 'DAILY_VOLUME_LIMIT_EXCEEDED'));
    },
  );
});
