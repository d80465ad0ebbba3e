/**
 * The interface rules of money movement (4.3, 4.4, 4.5, 6, 7.5, 8, 9), as data and small functions taken from
 * `spec/`. They are part of `ReferenceRules` (`reference/rules.ts`), so that a deviant server replaces exactly one.
 */
import { primaryIdentifierOf } from '../external-accounts/account-identifier.ts';
import { sandboxAccountSuffix005DelaySeconds, sandboxQuoteSuffix003DelaySeconds } from '../../spec/limits.ts';
import {
  externalAccountSuffixes,
  quoteDestinationSuffixes,
  umaTestReceivers,
  type QuoteExecutionOutcome,
  type SuffixTable,
  type TransferOutcome,
  type UmaTestReceiver,
} from '../../spec/sandbox.ts';
import {
  basisPointsPerWhole,
  type PlatformFeeTerms,
  exceedsDailyVolume,
  exceedsSingleTransactionMax,
  platformFeeConfigApplies,
  platformFeeSourceCurrencies,
} from '../../spec/payment-rules.ts';
import { isUmaAddress } from '../../spec/uma.ts';

/** The three ways 4.5 gives to fund a sandbox quote. */
export interface QuoteFundingPaths {
  /** An internal account as source: `POST /quotes/{quoteId}/execute` debits it and executes. */
  readonly internalAccountExecute: boolean;
  /** Real-time funding: `POST /sandbox/send` brings the funds and the quote executes. */
  readonly realtimeSandboxSend: boolean;
  /** An external account as source: `immediatelyExecute` true pulls from it and executes. */
  readonly externalImmediatelyExecute: boolean;
}

export interface MoneyRules {
  /** 4.5: the external-account primary identifier table (the source of a pull, the destination of a payout). */
  readonly transferAccountSuffixes: SuffixTable<TransferOutcome>;
  /** 4.5: the quote destination table (outcome after execution). */
  readonly quoteDestinationSuffixes: SuffixTable<QuoteExecutionOutcome>;
  /** 4.5: the identifier whose suffix the sandbox tables read: the primary one of any account variant. */
  readonly sandboxIdentifierOf: (accountInfo: Readonly<Record<string, unknown>>) => string | undefined;
  /** 4.5: the UMA test receivers, as the destinations of quotes. */
  readonly umaTestReceivers: readonly UmaTestReceiver[];
  /** 4.5: the funding paths that move money. */
  readonly quoteFundingPaths: QuoteFundingPaths;
  /** 8: the sandbox delays, in milliseconds of clock time. */
  readonly sandboxDelaysMs: { readonly accountSuffix005: number; readonly quoteSuffix003: number };
  /** 7.5: a `QUOTE_EXECUTION_FAILED` transfer refunds what it debited, automatically. */
  readonly refundsFailedExecution: boolean;
  /** The failure reason reported for a reason the reference decided on (9: never a removed one). */
  readonly reportedFailureReason: (reason: string) => string;
  /** Whether an event of this type is sent (6: every one is). */
  readonly sendsEvent: (type: string) => boolean;
  /** 6: the events of changes made together, in the order they are sent (the order of the changes). */
  readonly publishedInOrder: <T>(events: readonly T[]) => readonly T[];
  /** 6: an event carries the object in the state it announces (not as it was before the change). */
  readonly eventCarriesChangedObject: boolean;
  /** 4.4: what `POST /sandbox/internal-accounts/{accountId}/fund` adds for a requested amount. */
  readonly fundedAmount: (requested: number) => number;
  /** 4.4: what a simulated UMA payment credits for its `receivingCurrencyAmount` (exactly that). */
  readonly umaReceiveCredited: (amount: number) => number;
  /** 8: the source currencies a platform fee may have (`feeConfigs`, `platformFeeOverride`). */
  readonly platformFeeSourceCurrencies: readonly string[];
  /** 4.3: whether configured `feeConfigs` apply to a transfer between these currencies (cross-currency only). */
  readonly feeConfigApplies: (sourceCurrency: string, destinationCurrency: string) => boolean;
  /** 4.3: `platformFeeOverride` sets the fee of its quote, whatever its terms (a zero override included). */
  readonly honoursFeeOverride: (terms: PlatformFeeTerms) => boolean;
  /** 4.3: the platform fee of terms on a sending amount (the rate's share rounded down: rounding is not shown). */
  readonly platformFeeOf: (terms: PlatformFeeTerms, sendingAmount: number) => number;
  /** 7.5: what the refund of a failed execution returns of what it debited (everything). */
  readonly refundedAmount: (debited: number, platformFees: number) => number;
  /** 4.5: what executing a quote from an internal account debits of it (the quote's total sending amount). */
  readonly debitedAmount: (totalSending: number, platformFees: number) => number;
  /** 2.6: the `platformFees` of the outgoing transaction of a quote with this fee (the quote's). */
  readonly transactionPlatformFees: (quoteFees: number) => number;
  /** What a completed transfer credits to an internal destination (the quote's total receiving amount). */
  readonly creditedAmount: (totalReceiving: number) => number;
  /** 7.5: on an unregulated platform a quote needs the customer's acceptance of the end-user terms on file. */
  readonly quotesRequireEndUserTerms: boolean;
  /** 7.1, 8: whether `amount` is above the single-transaction `maximum`. */
  readonly exceedsSingleTransactionMax: (amount: number, maximum: number) => boolean;
  /** 7.5, 8: whether the day's volume is exceeded by one more transfer. */
  readonly exceedsDailyVolume: (volumeBefore: number, amount: number, dailyVolume: number) => boolean;
  /** A transfer refused for its size debits nothing (bad input changes nothing). */
  readonly refusedTransferKeepsDebit: boolean;
  /** 1: an agent acts for its own customer only: may an agent of `agentCustomerId` move money of `ownerCustomerId`? */
  readonly agentMayActFor: (agentCustomerId: string, ownerCustomerId: string) => boolean;
  /** 4.3, 7.3: whether a transaction in this approval state may be approved by the platform. */
  readonly approvable: (pendingPlatformApproval: boolean) => boolean;
  /** 1: a transaction waiting for the platform's approval moves nothing until it is approved. */
  readonly approvalHoldsTransfer: boolean;
  /** 4.3, 7.3: an approved transaction is no longer pending approval (a second approval answers 409). */
  readonly approvalEndsPendingApproval: boolean;
  /** 1: the quote endpoints serve same-currency transfers as well as cross-currency ones. */
  readonly sameCurrencyQuotes: boolean;
  /** 4.3: `POST /quotes` creates the quote it answers (later calls find it). */
  readonly createdQuoteStored: boolean;
  /** 4.3: `immediatelyExecute` true executes the quote at once, whatever kind of source funds it. */
  readonly immediatelyExecuteAppliesTo: (sourceKind: string) => boolean;
  /** 4.3: `POST /quotes/{quoteId}/execute` executes the quote; its body is optional (production). */
  readonly executeBodyOptional: boolean;
  /** 4.2: `POST /quotes/{quoteId}/execute` accepts an `Idempotency-Key` (the document gives it no form). */
  readonly idempotencyKeyAccepted: (key: string) => boolean;
  /** 4.2, 5: executing a quote whose source is an embedded wallet is a signed flow. */
  readonly walletExecutionSigned: boolean;
  /** 7.1: whether a UMA address has the form of one; others answer 400 `INVALID_UMA_ADDRESS`. */
  readonly umaAddressValid: (address: unknown) => boolean;
}

/** The document's rules. */
export const rules: MoneyRules = {
  transferAccountSuffixes: externalAccountSuffixes,
  quoteDestinationSuffixes,
  sandboxIdentifierOf: primaryIdentifierOf,
  umaTestReceivers,
  quoteFundingPaths: { internalAccountExecute: true, realtimeSandboxSend: true, externalImmediatelyExecute: true },
  sandboxDelaysMs: {
    accountSuffix005: sandboxAccountSuffix005DelaySeconds * 1000,
    quoteSuffix003: sandboxQuoteSuffix003DelaySeconds * 1000,
  },
  refundsFailedExecution: true,
  reportedFailureReason: (reason) => reason,
  sendsEvent: () => true,
  publishedInOrder: (events) => events,
  eventCarriesChangedObject: true,
  fundedAmount: (requested) => requested,
  umaReceiveCredited: (amount) => amount,
  platformFeeSourceCurrencies,
  feeConfigApplies: platformFeeConfigApplies,
  honoursFeeOverride: () => true,
  platformFeeOf: (terms, sendingAmount) => terms.fixed + Math.floor((sendingAmount * terms.bps) / basisPointsPerWhole),
  refundedAmount: (debited) => debited,
  debitedAmount: (totalSending) => totalSending,
  creditedAmount: (totalReceiving) => totalReceiving,
  transactionPlatformFees: (quoteFees) => quoteFees,
  quotesRequireEndUserTerms: true,
  exceedsSingleTransactionMax,
  exceedsDailyVolume,
  refusedTransferKeepsDebit: false,
  agentMayActFor: (agentCustomerId, ownerCustomerId) => agentCustomerId === ownerCustomerId,
  approvable: (pendingPlatformApproval) => pendingPlatformApproval,
  approvalHoldsTransfer: true,
  approvalEndsPendingApproval: true,
  sameCurrencyQuotes: true,
  createdQuoteStored: true,
  immediatelyExecuteAppliesTo: () => true,
  executeBodyOptional: true,
  idempotencyKeyAccepted: () => true,
  walletExecutionSigned: true,
  umaAddressValid: isUmaAddress,
};
