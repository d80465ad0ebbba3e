import fc from 'fast-check';
import { documentedReasonForQuoteSuffix, refundingFailureReason } from '../../../spec/money.ts';
import { listedSuffixes, quoteDestinationSuffixes, rowForValue } from '../../../spec/sandbox.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { unreservedEnding } from '../../generators/reserved-values.ts';
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
  observe,
  postQuote,
  quoteOf,
  settle,
  settled,
} from '../../support/money-setup.ts';
import { expectPlatformFee, jsonOf, quoteWith } from './support/payment-rules-setup.ts';
import type { FeeTerms } from '../../binding/quotes/payment-rules-binding.ts';

const table = quoteDestinationSuffixes;
const tags = ['sandbox-only', 'sandbox-time', 'moves-money'] as const;
const created: ClauseId[] = ['4.3/create-quote', '4.5/quote-funding-internal-account-execute'];
const executes: ClauseId[] = ['4.3/execute-quote', '4.5/quote-funding-internal-account-execute'];
/** The 6-minute row has its own test below. */
const sixMinutes = '003';
/** Endings no row lists, beside the listed ones: their neighbours and shifted digits. */
const nearMisses = ['001', '008', '020', '200', '070', '0000'];
const fixedEndings = [...listedSuffixes(table).filter((s) => s !== sixMinutes), ...nearMisses];
/** Every listed suffix and near miss on every run, beside random endings. */
const endingArb = withFixedExamples(
  fc.oneof(
    fc.constantFrom(...listedSuffixes(table).filter((s) => s !== sixMinutes)),
    fc.constantFrom(...nearMisses),
    unreservedEnding('account-identifier', table).filter((s) => s !== sixMinutes),
  ),
  fixedEndings,
);
const amountArb = fc.integer({ min: 100, max: 50_000 });

describeArea('quotes', '4.5: the quote destination suffix decides the outcome after execution', () => {
  conformanceTest(
    'a quote from a funded internal account to an account ending in each suffix ends as 4.5 says; QUOTE_EXECUTION_FAILED returns the debit',
    {
      clauses: [
        ...created,
        '4.3/execute-quote',
        '4.5/quote-suffix-002-execution-failed',
        '4.5/quote-suffix-004-counterparty-delivery-failed',
        '4.5/quote-suffix-005-returned-after-completion',
        '4.5/quote-suffix-006-user-cancellation',
        '4.5/quote-suffix-007-payout-and-refund-failed',
        '4.5/quote-suffix-other-success',
        '7.5/quote-execution-failed-refunds-debit',
        '7.5/failure-reason-documented',
        '9/aug-2026-removed-failure-reasons',
      ],
      tags,
      timeoutMs: 240_000,
    },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 1);
      await t.property([endingArb, amountArb], async (ending, amount) => {
        const row = rowForValue(table, ending);
        const rowClauses = row.clauses as readonly ClauseId[];
        await funded(t, accountId, amount);
        const destination = await accountEnding(t, customerId, ending);
        const before = await balance(t, customerId, accountId);
        const quote = quoteOf(
          t,
          await postQuote(
            t,
            { kind: 'account', accountId },
            { kind: 'account', accountId: String(destination['id']) },
            amount,
          ),
          created,
        );
        await execute(t, quote, executes);
        const atOnce = await observe(t, quote.transactionId);
        const outcome = row.outcome;
        const reason = documentedReasonForQuoteSuffix(ending.slice(-3));
        if (outcome.completesThenFails) {
          // Completes first, then the receiving bank returns it.
          const done = await settle(
            t,
            quote.transactionId,
            (o) => o.state !== 'pending',
            endWithinMs,
            'the payment completes',
          );
          attribute(rowClauses, () =>
            expect(done.state, 'the payment completes before it is returned').toBe('completed'),
          );
          const returned = await settle(
            t,
            quote.transactionId,
            (o) => o.state === 'failed',
            endWithinMs,
            'the receiving bank returns the payment',
          );
          attribute(rowClauses, () => expect(returned.state, 'the returned payment becomes failed').toBe('failed'));
          attribute(['7.5/failure-reason-documented'], () =>
            expect(t.binding.failureReasonOf(returned.transaction)).toBe(reason),
          );
          return;
        }
        const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the transfer ends');
        const expected = outcome.result === 'success' ? 'completed' : 'failed';
        attribute(rowClauses, () => expect(end.state, `${row.outcome.description} (ending ${ending})`).toBe(expected));
        if (ending.slice(-3) === '002') {
          attribute(rowClauses, () => expect(atOnce.state, 'quote execution fails at execution').toBe('failed'));
          attribute(['7.5/failure-reason-documented'], () =>
            expect(t.binding.failureReasonOf(end.transaction)).toBe(reason),
          );
        }
        if (t.binding.failureReasonOf(end.transaction) === refundingFailureReason) {
          const after = await balance(t, customerId, accountId);
          attribute(['7.5/quote-execution-failed-refunds-debit'], () =>
            expect(after, 'the debited amount is back once QUOTE_EXECUTION_FAILED is reported').toBe(before),
          );
        }
        if (outcome.result === 'failed' && ending.slice(-3) === '007') {
          attribute(rowClauses, () =>
            expect(t.binding.refundStateOf(end.transaction), 'the refund fails too').toBe('failed'),
          );
        }
      });
    },
  );
});

describeArea('quotes', '4.5 and 8: the quote destination suffix 003 completes after about 6 minutes', () => {
  conformanceTest(
    'a quote to an account ending 003 is not complete after 2 minutes and completes within 15',
    {
      clauses: ['4.5/quote-suffix-003-completes-after-6-minutes', '8/sandbox-delay-quote-suffix-003', ...executes],
      tags,
      timeoutMs: 120_000,
    },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 2);
      await funded(t, accountId, 2_000);
      const destination = await accountEnding(t, customerId, sixMinutes);
      const quote = quoteOf(
        t,
        await postQuote(
          t,
          { kind: 'account', accountId },
          { kind: 'account', accountId: String(destination['id']) },
          1_500,
        ),
        created,
      );
      await execute(t, quote, executes);
      const clauses: ClauseId[] = [
        '4.5/quote-suffix-003-completes-after-6-minutes',
        '8/sandbox-delay-quote-suffix-003',
      ];
      await t.elapse(120_000, { reason: 'two minutes, well before about six' });
      const early = await observe(t, quote.transactionId);
      attribute(clauses, () => expect(early.state, 'still under way two minutes after execution').toBe('pending'));
      const end = await settle(
        t,
        quote.transactionId,
        (o) => o.state !== 'pending',
        13 * 60_000,
        'about six minutes pass',
      );
      attribute(clauses, () => expect(end.state, 'completed once about six minutes passed').toBe('completed'));
    },
  );
});

describeArea(
  'quotes',
  '4.5, 7.5: the suffix of an IBAN, and the refund of a failed execution that carried a fee',
  () => {
    conformanceTest(
      'a USD -> EUR quote with a platform fee to an account whose IBAN ends 002 fails at execution; the refund returns everything debited, the fee included; an IBAN with another ending completes',
      {
        clauses: [
          ...new Set([...created, ...executes]),
          '4.5/quote-suffix-002-execution-failed',
          '4.5/quote-suffix-other-success',
          '7.5/quote-execution-failed-refunds-debit',
          '7.5/failure-reason-documented',
          '4.3/quote-platform-fee-override',
        ],
        tags,
        timeoutMs: 120_000,
      },
      async (t) => {
        const { customerId, accountId } = await moneyCustomer(t, 13);
        await funded(t, accountId, 40_000);
        // A fee that is not 0 (an override, so that no other test's fee configuration changes it): "refunds what was
        // debited" and "refunds what was debited minus the fee" then differ.
        const fee: FeeTerms = { variableBps: 100, fixed: 50 };
        const amount = 10_000;
        for (const ending of ['002', '123']) {
          const row = rowForValue(table, ending);
          const rowClauses = row.clauses as readonly ClauseId[];
          const destination = await ibanEnding(t, customerId, ending);
          const before = await balance(t, customerId, accountId);
          const res = await quoteWith(
            t,
            { kind: 'account', accountId },
            { kind: 'account', accountId: String(destination['id']) },
            amount,
            { currency, terms: fee },
          );
          const quote = quoteOf(t, res, created);
          attribute(['4.3/quote-platform-fee-override'], () =>
            expectPlatformFee(
              t.binding.platformFeesOfQuote(jsonOf(res)),
              fee,
              amount,
              'the override on a USD -> EUR quote',
            ),
          );
          await execute(t, quote, executes);
          const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the transfer ends');
          const expected = row.outcome.result === 'success' ? 'completed' : 'failed';
          attribute(rowClauses, () =>
            expect(end.state, `${row.outcome.description} (IBAN ending ${ending})`).toBe(expected),
          );
          if (expected === 'completed') continue;
          attribute(['7.5/failure-reason-documented'], () =>
            expect(t.binding.failureReasonOf(end.transaction)).toBe(documentedReasonForQuoteSuffix(ending)),
          );
          const after = await balance(t, customerId, accountId);
          attribute(['7.5/quote-execution-failed-refunds-debit'], () =>
            expect(after, 'everything the failed execution debited, its fee included, is back').toBe(before),
          );
        }
      },
    );
  },
);
