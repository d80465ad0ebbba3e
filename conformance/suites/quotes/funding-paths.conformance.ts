import fc from 'fast-check';
import { documentedReasonForUmaReceiver } from '../../../spec/money.ts';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { ExclusivePool } from '../../support/exclusive-pool.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectClientErrorRefusal } from '../../support/index.ts';
import {
  accountEnding,
  balance,
  currency,
  endWithinMs,
  execute,
  expectTransactionExists,
  fund,
  funded,
  moneyCustomer,
  postQuote,
  quoteOf,
  settle,
  settled,
} from '../../support/money-setup.ts';

/**
 * Runs of a refusal whose balance is read before and after it, at once: each run's refused request falls between its
 * own two reads, so money it wrongly moved shows in that run whatever ran beside it.
 */
const refusedAtOnce = { independentRuns: true } as const;

const tags = ['sandbox-only', 'sandbox-time', 'moves-money'] as const;
const sendClauses: ClauseId[] = ['4.5/quote-funding-real-time-sandbox-send', '4.4/sandbox-send-simulates-funding'];

describeArea('quotes', '4.4 and 4.5: the funding paths of a quote', () => {
  conformanceTest(
    'a real-time-funded quote to each UMA test receiver is funded by POST /sandbox/send and ends as 4.5 says',
    {
      clauses: [
        '4.3/create-quote',
        ...sendClauses,
        '4.5/uma-success-usd',
        '4.5/uma-success-eur',
        '4.5/uma-success-mxn',
        '4.5/uma-pending-long-usd',
        '4.5/uma-fail-compliance-usd',
        '7.5/failure-reason-documented',
      ],
      tags,
      timeoutMs: 120_000,
    },
    async (t) => {
      const { customerId } = await moneyCustomer(t, 6);
      for (const receiver of umaTestReceivers) {
        const clauses = receiver.clauses as readonly ClauseId[];
        const address = t.binding.umaTestReceiverAddress(receiver);
        const quote = quoteOf(
          t,
          await postQuote(t, { kind: 'real-time', currency, customerId }, { kind: 'uma', address }, 2_000),
          ['4.3/create-quote', ...clauses],
        );
        attribute(clauses, () =>
          expect(quote.receivingCurrency, `${receiver.name} is paid in ${receiver.currency}`).toBe(receiver.currency),
        );
        const sent = await t.api.call('sandboxSend', { json: { quoteId: quote.id, currencyCode: currency } });
        attribute(sendClauses, () =>
          expect(
            isSuccess(sent),
            `POST /sandbox/send is accepted (HTTP ${sent.status}: ${sent.text.slice(0, 200)})`,
          ).toBe(true),
        );
        await expectTransactionExists(t, quote.transactionId, sendClauses);
        const end = await settle(
          t,
          quote.transactionId,
          settled(t),
          receiver.outcome === 'pending-long' ? 10 * 60_000 : endWithinMs,
          'the payment ends',
        );
        const expected =
          receiver.outcome === 'success' ? 'completed' : receiver.outcome === 'pending-long' ? 'pending' : 'failed';
        attribute(receiver.outcome === 'success' ? [...clauses, ...sendClauses] : clauses, () =>
          expect(end.state, `${receiver.name}: ${receiver.outcome}`).toBe(expected),
        );
        const reason = documentedReasonForUmaReceiver(receiver.name);
        if (reason !== undefined)
          attribute(['7.5/failure-reason-documented'], () =>
            expect(t.binding.failureReasonOf(end.transaction)).toBe(reason),
          );
      }
    },
  );

  conformanceTest(
    'a same-currency transfer goes through a quote, executed with an Idempotency-Key',
    {
      clauses: [
        '1/quotes-serve-same-currency-transfers',
        '9/same-currency-through-quotes',
        '4.2/execute-quote-idempotency-key',
        '4.3/execute-quote',
      ],
      tags,
      timeoutMs: 60_000,
    },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 7);
      await funded(t, accountId, 3_000);
      const destination = await accountEnding(t, customerId, '123');
      const clauses: ClauseId[] = ['1/quotes-serve-same-currency-transfers', '9/same-currency-through-quotes'];
      const quote = quoteOf(
        t,
        await postQuote(
          t,
          { kind: 'account', accountId },
          { kind: 'account', accountId: String(destination['id']) },
          1_000,
        ),
        clauses,
      );
      attribute(clauses, () => expect(quote.receivingCurrency, 'USD to USD').toBe(currency));
      await execute(t, quote, ['4.2/execute-quote-idempotency-key', '4.3/execute-quote', ...clauses], {
        'Idempotency-Key': `conformance-${quote.id}`,
      });
      const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the transfer ends');
      attribute(clauses, () => expect(end.state).toBe('completed'));
    },
  );
});

describeArea('sandbox', '4.4: funding an internal account', () => {
  conformanceTest(
    'POST /sandbox/internal-accounts/{accountId}/fund adds the amount at once',
    { clauses: ['4.4/sandbox-fund-internal-account'], tags: ['sandbox-only', 'moves-money'] },
    async (t) => {
      // One account for each run in flight: a run reads, funds and reads again an account no other run touches
      // meanwhile, so the difference it reads is its own amount whatever runs beside it.
      const accounts = new ExclusivePool(
        await Promise.all(Array.from({ length: Math.min(requestsAtOnce(t), t.run.runs) }, () => moneyCustomer(t, 8))),
      );
      await t.property(
        [fc.integer({ min: 1, max: 10_000_000 })],
        (amount) =>
          accounts.with(async ({ customerId, accountId }) => {
            const before = await balance(t, customerId, accountId);
            const res = await fund(t, accountId, amount);
            attribute(['4.4/sandbox-fund-internal-account'], () =>
              expect(isSuccess(res), `funded (HTTP ${res.status})`).toBe(true),
            );
            const after = await balance(t, customerId, accountId);
            attribute(['4.4/sandbox-fund-internal-account'], () =>
              expect(after - before, 'the amount is available at once').toBe(amount),
            );
          }),
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'a fund amount that is not an integer is refused with the envelope and funds nothing',
    { clauses: ['4.4/sandbox-fund-amount-integer'], tags: ['sandbox-only', 'moves-money'] },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 9);
      const fractional = fc.double({ min: 0.001, max: 1e6, noNaN: true, noInteger: true });
      // Every seed tries a fraction, an integer written as a string or an exponent, and values of other JSON types.
      const notInteger = withFixedExamples<unknown>(fractional, [
        12.5,
        0.1,
        '100',
        '1e3',
        true,
        null,
        [100],
        { amount: 1 },
      ]);
      await t.property(
        [notInteger],
        async (amount) => {
          const before = await balance(t, customerId, accountId);
          const res = await fund(t, accountId, amount);
          expectClientErrorRefusal(res, `the fund amount ${JSON.stringify(amount)}`, [
            '4.4/sandbox-fund-amount-integer',
          ]);
          const after = await balance(t, customerId, accountId);
          attribute(['4.4/sandbox-fund-amount-integer'], () => expect(after, 'nothing was funded').toBe(before));
        },
        refusedAtOnce,
      );
    },
  );
});
