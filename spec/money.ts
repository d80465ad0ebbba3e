/**
 * Money movement as data (1, 4.3, 4.5, 7.5, 9): where each sandbox suffix table applies, which documented failure
 * reason goes with which sandbox failure, and the refund rule of `QUOTE_EXECUTION_FAILED`. Both sides read it.
 */
import type { removedTransactionFailureReasons, transactionFailureReasons } from './enums.ts';
import { externalAccountSuffixes, quoteDestinationSuffixes, umaTestReceivers, type SuffixTable } from './sandbox.ts';

export type FailureReason = (typeof transactionFailureReasons)[number];
export type RemovedFailureReason = (typeof removedTransactionFailureReasons)[number];

/**
 * The roles in which 4.5's external-account table decides a transfer: "when the account is the source of a pull or
 * the destination of a payout".
 *
 * The quote destination table (4.5) decides the outcome of a quote executed to an external account, and the two
 * tables contradict each other for such a quote (`003`: "fails at once" against "completes after about 6 minutes").
 * The specific table wins for quotes, so the suite reads the account table where no other table speaks:
 * - `pull-source`: the external account a quote pulls from (funding path "external account as source", created with
 *   `immediatelyExecute` true), paying into an internal account;
 * - `payout-destination`: the external account an incoming UMA payment is paid out to (the default UMA deposit
 *   account of 2.1).
 */
export const accountTableRoles = ['pull-source', 'payout-destination'] as const;
export type AccountTableRole = (typeof accountTableRoles)[number];

/** A sandbox failure the document describes in words that 7.5 gives a reason for. */
export interface DocumentedFailureReason {
  /** Where the failure is provoked: the table and the suffix (or test address name). */
  readonly provokedBy:
    | { readonly table: 'quote-destination'; readonly suffix: string }
    | { readonly table: 'external-account'; readonly suffix: string }
    | { readonly table: 'uma-test-receiver'; readonly name: string };
  readonly reason: FailureReason;
  /** Why the words match (the document's row and 7.5's meaning). */
  readonly because: string;
}

/**
 * 7.5 against 4.5: the failures whose reason the document states. `QUOTE_EXECUTION_FAILED` "covers the whole path to
 * settlement"; the other rows of the tables name failures 7.5 gives no reason for, and 7.5's list is not stated to be
 * complete, so they get none here.
 */
export const documentedFailureReasons: readonly DocumentedFailureReason[] = [
  {
    provokedBy: { table: 'quote-destination', suffix: '002' },
    reason: 'QUOTE_EXECUTION_FAILED',
    because: '4.5 "Quote execution failed"; 7.5 QUOTE_EXECUTION_FAILED',
  },
  {
    provokedBy: { table: 'quote-destination', suffix: '005' },
    reason: 'PAYOUT_RETURNED',
    because: '4.5 "Receiving bank returns the payment"; 7.5 PAYOUT_RETURNED',
  },
  {
    provokedBy: { table: 'external-account', suffix: '003' },
    reason: 'ACCOUNT_INVALID',
    because: '4.5 "Account closed or invalid"; 7.5 ACCOUNT_INVALID',
  },
  {
    provokedBy: { table: 'uma-test-receiver', name: '$fail.compliance.usd' },
    reason: 'COMPLIANCE_REJECTED',
    because: '4.5 "fails a compliance check"; 7.5 COMPLIANCE_REJECTED',
  },
];

/** The reason 7.5 gives the failure a quote destination suffix provokes, if it gives one. */
export function documentedReasonForQuoteSuffix(suffix: string): FailureReason | undefined {
  return documentedFailureReasons.find(
    (d) => d.provokedBy.table === 'quote-destination' && d.provokedBy.suffix === suffix,
  )?.reason;
}

/** The reason 7.5 gives the failure an external-account suffix provokes, if it gives one. */
export function documentedReasonForAccountSuffix(suffix: string): FailureReason | undefined {
  return documentedFailureReasons.find(
    (d) => d.provokedBy.table === 'external-account' && d.provokedBy.suffix === suffix,
  )?.reason;
}

/** The reason 7.5 gives the failure of a UMA test receiver, if it gives one. */
export function documentedReasonForUmaReceiver(name: string): FailureReason | undefined {
  return documentedFailureReasons.find((d) => d.provokedBy.table === 'uma-test-receiver' && d.provokedBy.name === name)
    ?.reason;
}

/** 7.5: a transaction failed with this reason has a debited amount refunded automatically. */
export const refundingFailureReason: FailureReason = 'QUOTE_EXECUTION_FAILED';

/** Every suffix row and test receiver 7.5 gives a reason for exists in the tables (checked by a unit test). */
export function documentedReasonsResolve(): boolean {
  const listed = (table: SuffixTable<unknown>, suffix: string) =>
    table.rows.some((r) => r.suffixes !== 'other' && r.suffixes.includes(suffix));
  return documentedFailureReasons.every((d) =>
    d.provokedBy.table === 'quote-destination'
      ? listed(quoteDestinationSuffixes, d.provokedBy.suffix)
      : d.provokedBy.table === 'external-account'
        ? listed(externalAccountSuffixes, d.provokedBy.suffix)
        : umaTestReceivers.some((r) => r.name === (d.provokedBy as { name: string }).name),
  );
}
