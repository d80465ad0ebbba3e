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
  const suffix = documented === undefined || documented.suffixes === 'other' ? undefined : documented.suffixes[0];
  const reason = suffix === undefined ? undefined : documentedReasonForQuoteSuffix(suffix);
  const outcome = row.outcome;
  if (outcome.result === 'success') {
    if (outcome.completesAfterSeconds === undefined) return completed(start);
    return [
      at(start, { kind: 'status', status: 'PROCESSING' }),
      ...completed(start + rules.sandboxDelaysMs.quoteSuffix003),
    ];
  }
  if (outcome.completesThenFails) {
    return [...completed(start), ...failAndRefund(start + sandboxReturnAfterMs, reason ?? 'PAYOUT_RETURNED', rules)];
  }
  const processing = at(start, { kind: 'status', status: 'PROCESSING' });
  switch (suffix) {
    // "Quote execution failed": at once.
    case '002':
      return failAndRefund(start, reason ?? refundingFailureReason, rules);
    // "User cancellation": no failure reason 7.5 names; the refund carries the cancellation.
    case '006':
      return [processing, ...failAndRefund(start + sandboxProcessingMs, undefined, rules, 'USER_CANCELLATION')];
    // "Payout and refund failed": the refund starts and fails; the debit stays held.
    case '007':
      return [
        processing,
        at(start + sandboxProcessingMs, {
          kind: 'status',
          status: 'FAILED',
          failureReason: rules.reportedFailureReason('ACCOUNT_CANNOT_RECEIVE'),
        }),
        at(start + sandboxProcessingMs, {
          kind: 'refund-start',
          reason: 'TRANSACTION_FAILED',
        }),
        at(start + 2 * sandboxProcessingMs, { kind: 'refund-fail' }),
      ];
    // "Counterparty delivery failed", and any failing row a deviant adds: on the path to settlement.
    default:
      return [processing, ...failAndRefund(start + sandboxProcessingMs, reason ?? refundingFailureReason, rules)];
  }
}

/** 4.5: the path of a payout to a UMA address; the test receivers decide theirs, any other address succeeds. */
function payoutToUma(address: string, start: number, rules: MoneyRules): PlannedStep[] {
  const at_ = address.lastIndexOf('@');
  const name = at_ < 0 ? address : address.slice(0, at_);
  const receiver = rules.umaTestReceivers.find((r) => r.name === name);
  if (receiver === undefined || receiver.outcome === 'success') return completed(start);
  if (receiver.outcome === 'pending-long') return [at(start, { kind: 'status', status: 'PENDING' })];
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
  const processing = at(0, { kind: 'status', status: 'PROCESSING' });
  if (row.outcome.timing === 'immediate') return [failed(0)];
  if (row.outcome.timing === 'delayed') return [processing, failed(rules.sandboxDelaysMs.accountSuffix005)];
  return [processing, failed(sandboxProcessingMs)];
}

/** The whole path of a transfer executed now. */
export function planTransfer(ends: TransferEnds, rules: MoneyRules): PlannedStep[] {
  if (ends.source.kind === 'external-account') {
    const pull = pullFromExternal(ends.sourceIdentifier ?? '', rules);
    if (pull) return pull;
  }
  const { destination } = ends;
  if (destination.kind === 'external-account') return payoutToExternal(ends.destinationIdentifier ?? '', 0, rules);
  if (destination.kind === 'uma-address') return payoutToUma(destination.umaAddress, 0, rules);
  return completed(0);
}
