/**
 * The sandbox path of an executed quote: which states the transfer goes through, and when, decided by the 4.5 tables
 * read from the rules in force. Pure: the steps are stored on the transaction and run by `outgoing-runner.ts`.
 */
import {
  documentedReasonForAccountSuffix,
  documentedReasonForQuoteSuffix,
  documentedReasonForUmaReceiver,
  refundingFailureReason,
} from '../../spec/money.ts';
import { quoteDestinationSuffixes, rowForValue, suffixOf, suffixSubject } from '../../spec/sandbox.ts';
import type { MoneyRules } from '../quotes/quote-rules.ts';
import type { MoneyEnd, PlannedStep, RefundRecord, TransferStep } from './outgoing-transaction.ts';

/** Clock time a bank or counterparty takes to answer where the document gives no figure (sandbox). */
export const sandboxProcessingMs = 2_000;
/** Clock time after completion at which a receiving bank returns a payment (4.5 quote suffix `005`; no figure given). */
export const sandboxReturnAfterMs = 60_000;

/** What the planner needs to know about the ends of a transfer. */
export interface TransferEnds {
  readonly source: MoneyEnd;
  /** The primary identifier of an external source account (the source of a pull). */
  readonly sourceIdentifier?: string;
  readonly destination: MoneyEnd;
  /** The primary identifier of an external destination account. */
  readonly destinationIdentifier?: string;
}

const at = (afterMs: number, step: TransferStep): PlannedStep => ({ afterMs, step });

/** The failure with `reason`, then the refund of what was debited (7.5), unless the rules keep the debit. */
// Stryker disable next-line StringLiteral: outside the document: the refund object's reason is production's (9: the outcome is on the refund object; its fields are not shown)
function failAndRefund(
  afterMs: number,
  reason: string | undefined,
  rules: MoneyRules,
  refund: RefundRecord['reason'] = 'TRANSACTION_FAILED',
): PlannedStep[] {
  const failed = at(afterMs, {
    kind: 'status',
    status: 'FAILED',
    ...(reason === undefined ? {} : { failureReason: rules.reportedFailureReason(reason) }),
  });
  // Stryker disable next-line EqualityOperator,ArrayDeclaration: equivalent: the reference's rules refund a failed execution (only a deviant keeps the debit), so the guard is false whatever its first operand
  if (reason === refundingFailureReason && !rules.refundsFailedExecution) return [failed];
  return [failed, at(afterMs, { kind: 'refund-start', reason: refund }), at(afterMs, { kind: 'refund-complete' })];
}

const completed = (afterMs: number): PlannedStep[] => [
  at(afterMs, { kind: 'settle' }),
  at(afterMs, { kind: 'status', status: 'COMPLETED' }),
];

/** 4.5: the path of the payout leg to an external account, by the quote destination table. */
function payoutToExternal(identifier: string, start: number, rules: MoneyRules): PlannedStep[] {
  const table = rules.quoteDestinationSuffixes;
  const row = rowForValue(table, identifier);
  // The behaviour is the outcome's, whichever suffix the rules in force give it: the documented row it belongs to.
  const documented = quoteDestinationSuffixes.rows.find((r) => r.outcome === row.outcome);
  // Stryker disable next-line LogicalOperator,StringLiteral: equivalent: a failing outcome is never the 'other' row, and a success returns before the suffix is used
  const suffix = documented === undefined || documented.suffixes === 'other' ? undefined : documented.suffixes[0];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent: where 7.5 gives a row a reason, the fallback below is that same reason, and documentedReasonForQuoteSuffix(undefined) is undefined
  const reason = suffix === undefined ? undefined : documentedReasonForQuoteSuffix(suffix);
  const outcome = row.outcome;
  if (outcome.result === 'success') {
    if (outcome.completesAfterSeconds === undefined) return completed(start);
    // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: transaction states and their transitions are not shown (3); the binding reads PENDING and PROCESSING alike as under way
    return [
      at(start, { kind: 'status', status: 'PROCESSING' }),
      ...completed(start + rules.sandboxDelaysMs.quoteSuffix003),
    ];
  }
  if (outcome.completesThenFails) {
    // Stryker disable next-line LogicalOperator,StringLiteral: equivalent: the 005 row's documented reason is PAYOUT_RETURNED, the fallback's too
    return [...completed(start), ...failAndRefund(start + sandboxReturnAfterMs, reason ?? 'PAYOUT_RETURNED', rules)];
  }
  // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: transaction states and their transitions are not shown (3); the binding reads PENDING and PROCESSING alike as under way
  const processing = at(start, { kind: 'status', status: 'PROCESSING' });
  switch (suffix) {
    // "Quote execution failed": at once.
    case '002':
      // Stryker disable next-line LogicalOperator: equivalent: the 002 row's documented reason is the fallback's
      return failAndRefund(start, reason ?? refundingFailureReason, rules);
    // "User cancellation": no failure reason 7.5 names; the refund carries the cancellation.
    // Stryker disable next-line ConditionalExpression,StringLiteral: outside the document: 7.5 names no reason for a user cancellation; without this case it fails as 004 does, which the document does not forbid
    case '006':
      // Stryker disable next-line ArithmeticOperator,StringLiteral: outside the document: 4.5 gives no time for this row (only about 30 seconds for 005 and about 6 minutes for 003); the refund's reason is production's
      return [processing, ...failAndRefund(start + sandboxProcessingMs, undefined, rules, 'USER_CANCELLATION')];
    // "Payout and refund failed": the refund starts and fails; the debit stays held.
    case '007':
      return [
        processing,
        at(start + sandboxProcessingMs, {
          kind: 'status',
          status: 'FAILED',
          // Stryker disable next-line StringLiteral: outside the document: 7.5 names no reason for this row; ACCOUNT_CANNOT_RECEIVE is production's
          failureReason: rules.reportedFailureReason('ACCOUNT_CANNOT_RECEIVE'),
        }),
        // Stryker disable next-line ArithmeticOperator: outside the document: 4.5 gives no time for this row (only about 30 seconds for 005 and about 6 minutes for 003)
        at(start + sandboxProcessingMs, {
          kind: 'refund-start',
          // Stryker disable next-line StringLiteral: outside the document: the refund object's reason is production's
          reason: 'TRANSACTION_FAILED',
        }),
        // Stryker disable next-line ArithmeticOperator: outside the document: 4.5 gives no time for this row (only about 30 seconds for 005 and about 6 minutes for 003)
        at(start + 2 * sandboxProcessingMs, { kind: 'refund-fail' }),
      ];
    // "Counterparty delivery failed", and any failing row a deviant adds: on the path to settlement.
    default:
      // Stryker disable next-line ArithmeticOperator,LogicalOperator: outside the document: 4.5 gives no time for this row (only about 30 seconds for 005 and about 6 minutes for 003); 7.5 gives the 004 row no reason (spec/money.ts), so none is asserted
      return [processing, ...failAndRefund(start + sandboxProcessingMs, reason ?? refundingFailureReason, rules)];
  }
}

/** 4.5: the path of a payout to a UMA address; the test receivers decide theirs, any other address succeeds. */
function payoutToUma(address: string, start: number, rules: MoneyRules): PlannedStep[] {
  const at_ = address.lastIndexOf('@');
  const name = at_ < 0 ? address : address.slice(0, at_);
  const receiver = rules.umaTestReceivers.find((r) => r.name === name);
  if (receiver === undefined || receiver.outcome === 'success') return completed(start);
  // Stryker disable next-line ArrayDeclaration,ObjectLiteral: equivalent: a transaction is PENDING from its creation; the step only stamps it
  if (receiver.outcome === 'pending-long') return [at(start, { kind: 'status', status: 'PENDING' })];
  // Stryker disable next-line LogicalOperator,StringLiteral: equivalent: the only failing test receiver's documented reason is COMPLIANCE_REJECTED, the fallback's too
  return failAndRefund(start, documentedReasonForUmaReceiver(receiver.name) ?? 'COMPLIANCE_REJECTED', rules);
}

/**
 * 4.5: the path of a pull from an external source account, by the external-account table; `undefined` when the
 * pull completes at `start` and the payout follows.
 */
function pullFromExternal(identifier: string, rules: MoneyRules): PlannedStep[] | undefined {
  const table = rules.transferAccountSuffixes;
  const row = rowForValue(table, identifier);
  if (row.outcome.result === 'completed') return undefined;
  const suffix = suffixOf(suffixSubject(table, identifier), table.suffixLength);
  const failed = (afterMs: number): PlannedStep => {
    const reason = documentedReasonForAccountSuffix(suffix);
    return at(afterMs, {
      kind: 'status',
      status: 'FAILED',
      ...(reason === undefined ? {} : { failureReason: rules.reportedFailureReason(reason) }),
    });
  };
  // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: transaction states and their transitions are not shown (3); the binding reads PENDING and PROCESSING alike as under way
  const processing = at(0, { kind: 'status', status: 'PROCESSING' });
  if (row.outcome.timing === 'immediate') return [failed(0)];
  if (row.outcome.timing === 'delayed') return [processing, failed(rules.sandboxDelaysMs.accountSuffix005)];
  return [processing, failed(sandboxProcessingMs)];
}

/** The whole path of a transfer executed now. */
export function planTransfer(ends: TransferEnds, rules: MoneyRules): PlannedStep[] {
  if (ends.source.kind === 'external-account') {
    // Stryker disable next-line StringLiteral: defensive: an external source always has its identifier
    const pull = pullFromExternal(ends.sourceIdentifier ?? '', rules);
    if (pull) return pull;
  }
  const { destination } = ends;
  if (destination.kind === 'external-account') return payoutToExternal(ends.destinationIdentifier ?? '', 0, rules);
  if (destination.kind === 'uma-address') return payoutToUma(destination.umaAddress, 0, rules);
  return completed(0);
}
