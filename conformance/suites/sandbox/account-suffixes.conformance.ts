import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { documentedReasonForAccountSuffix } from '../../../spec/money.ts';
import { externalAccountSuffixes, listedSuffixes, rowForValue } from '../../../spec/sandbox.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { isReserved, unreservedEnding } from '../../generators/reserved-values.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import {
  accountEnding,
  balance,
  endWithinMs,
  expectTransactionExists,
  ibanEnding,
  moneyCustomer,
  observe,
  postQuote,
  quoteOf,
  settle,
  settled,
  totalReceivingOf,
} from '../../support/money-setup.ts';

const table = externalAccountSuffixes;
const tags = ['sandbox-only', 'sandbox-time', 'moves-money'] as const;
const delayed = '005';
// A near miss another table reading the account identifier lists (a quote destination's `006`) is left out.
const nearMisses = ['001', '006', '020', '200', '0500', '050'].filter(
  (s) => !isReserved('account-identifier', s, table),
);
const fixedEndings = [...listedSuffixes(table).filter((s) => s !== delayed), ...nearMisses];
/** Every listed suffix and near miss on every run, beside random endings. */
const endingArb = withFixedExamples(
  fc.oneof(
    fc.constantFrom(...listedSuffixes(table).filter((s) => s !== delayed)),
    fc.constantFrom(...nearMisses),
    unreservedEnding('account-identifier', table).filter((s) => s !== delayed),
  ),
  fixedEndings,
);
const amountArb = fc.integer({ min: 100, max: 50_000 });
const pullClauses: ClauseId[] = [
  '4.3/create-quote',
  '4.3/quote-immediately-execute',
  '4.5/quote-funding-external-immediately-execute',
];

describeArea('sandbox', '4.5: the external account suffix, for the source of a pull', () => {
  conformanceTest(
    'a quote pulling from an account ending in each suffix, created with immediatelyExecute, ends as 4.5 says',
    {
      clauses: [
        ...pullClauses,
        '4.5/account-suffix-002-insufficient-funds',
        '4.5/account-suffix-003-closed-or-invalid',
        '4.5/account-suffix-004-bank-rejects',
        '4.5/account-suffix-other-completes',
        '7.5/failure-reason-documented',
        '9/aug-2026-removed-failure-reasons',
      ],
      tags,
      timeoutMs: 240_000,
    },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 3);
      await t.property([endingArb, amountArb], async (ending, amount) => {
        const row = rowForValue(table, ending);
        const rowClauses = row.clauses as readonly ClauseId[];
        const source = await accountEnding(t, customerId, ending);
        const before = await balance(t, customerId, accountId);
        const quote = quoteOf(
          t,
          await postQuote(
            t,
            { kind: 'account', accountId: String(source['id']) },
            { kind: 'account', accountId },
            amount,
            true,
          ),
          pullClauses,
        );
        const delivered = await totalReceivingOf(t, quote);
        await expectTransactionExists(t, quote.transactionId, pullClauses);
        const atOnce = await observe(t, quote.transactionId);
        if (row.outcome.timing === 'immediate') {
          attribute(rowClauses, () =>
            expect(atOnce.state, `${row.outcome.description} (ending ${ending})`).toBe('failed'),
          );
        }
        const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the pull ends');
        const expected = row.outcome.result === 'completed' ? 'completed' : 'failed';
        attribute(
          row.outcome.result === 'completed'
            ? [...rowClauses, '4.3/quote-immediately-execute', '4.5/quote-funding-external-immediately-execute']
            : rowClauses,
          () => expect(end.state, `${row.outcome.description} (ending ${ending})`).toBe(expected),
        );
        const reason = documentedReasonForAccountSuffix(ending.slice(-3));
        if (reason !== undefined)
          attribute(['7.5/failure-reason-documented'], () =>
            expect(t.binding.failureReasonOf(end.transaction)).toBe(reason),
          );
        if (expected === 'completed') {
          const after = await balance(t, customerId, accountId);
          attribute(rowClauses, () =>
            expect(after, `the quote's ${delivered} reaches the internal account, once`).toBe(before + delivered),
          );
        } else {
          const after = await balance(t, customerId, accountId);
          attribute(rowClauses, () => expect(after, 'the failed pull brought nothing').toBe(before));
        }
      });
    },
  );

  conformanceTest(
    "a pull from a EUR account whose primary identifier is its IBAN ends as 4.5 says for each listed ending: the suffix rule is the primary identifier's, of any account",
    {
      clauses: [
        ...pullClauses,
        '4.5/account-suffix-002-insufficient-funds',
        '4.5/account-suffix-003-closed-or-invalid',
        '4.5/account-suffix-004-bank-rejects',
        '4.5/account-suffix-other-completes',
      ],
      tags,
      timeoutMs: 120_000,
    },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 12);
      for (const ending of [...listedSuffixes(table).filter((s) => s !== delayed), '123']) {
        const row = rowForValue(table, ending);
        const rowClauses = row.clauses as readonly ClauseId[];
        const source = await ibanEnding(t, customerId, ending);
        const before = await balance(t, customerId, accountId);
        const quote = quoteOf(
          t,
          await postQuote(
            t,
            { kind: 'account', accountId: String(source['id']) },
            { kind: 'account', accountId },
            5_000,
            true,
          ),
          pullClauses,
        );
        const delivered = await totalReceivingOf(t, quote);
        await expectTransactionExists(t, quote.transactionId, pullClauses);
        const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the pull ends');
        const expected = row.outcome.result === 'completed' ? 'completed' : 'failed';
        attribute(rowClauses, () =>
          expect(end.state, `${row.outcome.description} (IBAN ending ${ending})`).toBe(expected),
        );
        const after = await balance(t, customerId, accountId);
        attribute(rowClauses, () =>
          expect(after, expected === 'completed' ? `the quote's ${delivered} arrives` : 'nothing arrives').toBe(
            expected === 'completed' ? before + delivered : before,
          ),
        );
      }
    },
  );

  conformanceTest(
    'a pull from an account ending 005 is still pending 10 seconds after execution and has failed within 2 minutes',
    {
      clauses: [...pullClauses, '4.5/account-suffix-005-pending-then-fails', '8/sandbox-delay-account-suffix-005'],
      tags,
      timeoutMs: 60_000,
    },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 4);
      const source = await accountEnding(t, customerId, delayed);
      const quote = quoteOf(
        t,
        await postQuote(
          t,
          { kind: 'account', accountId: String(source['id']) },
          { kind: 'account', accountId },
          2_500,
          true,
        ),
        pullClauses,
      );
      await expectTransactionExists(t, quote.transactionId, pullClauses);
      const clauses: ClauseId[] = ['4.5/account-suffix-005-pending-then-fails', '8/sandbox-delay-account-suffix-005'];
      const atOnce = await observe(t, quote.transactionId);
      attribute(clauses, () => expect(atOnce.state, 'pending at once, not failed').toBe('pending'));
      await t.elapse(10_000, { reason: 'ten seconds, well before about thirty' });
      const early = await observe(t, quote.transactionId);
      attribute(clauses, () => expect(early.state, 'still pending ten seconds later').toBe('pending'));
      const end = await settle(
        t,
        quote.transactionId,
        (o) => o.state !== 'pending',
        110_000,
        'about thirty seconds pass',
      );
      attribute(clauses, () => expect(end.state, 'failed after about thirty seconds').toBe('failed'));
    },
  );
});

describeArea('sandbox', '4.5: the external account suffix, for the destination of a payout', () => {
  conformanceTest(
    'an incoming UMA payment paid out to a default deposit account ending in each suffix ends as 4.5 says',
    {
      clauses: [
        '4.4/sandbox-uma-receive-simulates-payment',
        '4.5/account-suffix-002-insufficient-funds',
        '4.5/account-suffix-003-closed-or-invalid',
        '4.5/account-suffix-004-bank-rejects',
        '4.5/account-suffix-005-pending-then-fails',
        '4.5/account-suffix-other-completes',
        '8/sandbox-delay-account-suffix-005',
      ],
      tags,
      timeoutMs: 240_000,
    },
    async (t) => {
      const success = (await import('../../../spec/sandbox.ts')).umaTestReceivers.find(
        (r) => r.outcome === 'success' && r.currency === 'USD',
      )!;
      await t.property(
        [
          withFixedExamples(fc.oneof(fc.constantFrom(...listedSuffixes(table)), fc.constantFrom(...nearMisses)), [
            ...listedSuffixes(table),
            ...nearMisses,
          ]),
          amountArb,
        ],
        async (ending, amount) => {
          const row = rowForValue(table, ending);
          const rowClauses = row.clauses as readonly ClauseId[];
          const { customerId } = await moneyCustomer(
            t,
            5,
            t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`),
          );
          const umaAddress = await t.setup('read the receiver UMA address', () =>
            t.binding.receiverUmaAddressOf(customerId),
          );
          await accountEnding(t, customerId, ending, { defaultUmaDepositAccount: true });
          const res = await t.api.call('sandboxReceive', {
            json: {
              senderUmaAddress: t.binding.umaTestSenderAddress(success),
              receiverUmaAddress: umaAddress,
              receivingCurrencyCode: 'USD',
              receivingCurrencyAmount: amount,
            },
          });
          attribute(['4.4/sandbox-uma-receive-simulates-payment'], () =>
            expect(isSuccess(res), `the payment is simulated (HTTP ${res.status})`).toBe(true),
          );
          const id = String(t.binding.incomingTransactionOf(res)['id']);
          const atOnce = await observe(t, id);
          if (row.outcome.timing === 'immediate')
            attribute(rowClauses, () => expect(atOnce.state, row.outcome.description).toBe('failed'));
          if (row.outcome.timing === 'delayed') {
            attribute([...rowClauses, '8/sandbox-delay-account-suffix-005'], () =>
              expect(atOnce.state, 'pending at once, not failed').toBe('pending'),
            );
          }
          const end = await settle(t, id, (o) => o.state !== 'pending', endWithinMs, 'the payout ends');
          attribute(rowClauses, () =>
            expect(end.state, row.outcome.description).toBe(
              row.outcome.result === 'completed' ? 'completed' : 'failed',
            ),
          );
        },
      );
    },
  );
});
