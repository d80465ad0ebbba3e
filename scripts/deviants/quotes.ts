/** Deviants of money movement: both 4.5 transfer tables, the UMA test receivers, the funding paths, 6, 7.5, 8, 9. */
import { documentRules } from '../../reference/rules.ts';
import type { PlatformFeeTerms } from '../../spec/payment-rules.ts';
import type { UmaTestReceiver } from '../../spec/sandbox.ts';
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';
import { answersAs } from './suffix-swap.ts';

const otherEnding = '999';
const quoteRow = (suffix: string, donor: string) => ({
  quoteDestinationSuffixes: answersAs(documentRules.quoteDestinationSuffixes, suffix, donor),
});
const accountRow = (suffix: string, donor: string) => ({
  transferAccountSuffixes: answersAs(documentRules.transferAccountSuffixes, suffix, donor),
});
const receiverAs = (name: string, outcome: UmaTestReceiver['outcome'], currency?: string) => ({
  umaTestReceivers: documentRules.umaTestReceivers.map((r) =>
    r.name === name ? { ...r, outcome, ...(currency ? { currency } : {}) } : r,
  ),
});
const paths = documentRules.quoteFundingPaths;
/** The transfer table read at the end of the whole identifier, domain included. */
const { domainAware: _domainAware, ...wholeIdentifierTable } = documentRules.transferAccountSuffixes;

const uuidForm = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const deviants: Deviant[] = [
  ...familyOf('quotes', [
    {
      id: 'idempotency-key-uuid-only',
      breaks: '4.2/execute-quote-idempotency-key',
      description: "an execute whose `Idempotency-Key` is not a UUID (the form of production's example) is refused",
      areas: ['quotes'],
      rules: { idempotencyKeyAccepted: (key) => uuidForm.test(key) },
    },
    {
      id: 'approval-flag-without-hold',
      breaks: '1/agent-approval-leaves-transaction-pending',
      description: "a transaction waiting for the platform's approval is flagged so but its transfer starts at once",
      areas: ['agents'],
      rules: { approvalHoldsTransfer: false },
    },
    {
      id: 'same-currency-quote-refused',
      breaks: '1/quotes-serve-same-currency-transfers',
      description: 'a quote whose source and destination share a currency is refused (the endpoints taken for FX only)',
      areas: ['quotes'],
      rules: { sameCurrencyQuotes: false },
    },
    {
      id: 'created-quote-not-stored',
      breaks: '4.3/create-quote',
      description: '`POST /quotes` answers a quote it does not keep: executing it answers 404',
      areas: ['quotes'],
      rules: { createdQuoteStored: false },
    },
    {
      id: 'immediately-execute-external-only',
      breaks: '4.3/quote-immediately-execute',
      description:
        '`immediatelyExecute` true executes only quotes funded by an external account; an internal source waits',
      areas: ['quotes'],
      rules: { immediatelyExecuteAppliesTo: (kind) => kind === 'external-account' },
    },
    {
      id: 'execute-body-required',
      breaks: '4.3/execute-quote',
      description:
        '`POST /quotes/{quoteId}/execute` without a body is refused with 400 (the optional body taken as required)',
      areas: ['quotes'],
      rules: { executeBodyOptional: false },
    },
    {
      id: 'uma-receive-credits-whole-units',
      breaks: '4.4/sandbox-uma-receive-credits-amount',
      description: 'a simulated UMA payment credits its amount cut to whole major units (the cents of 12345 dropped)',
      areas: ['sandbox'],
      rules: { umaReceiveCredited: (amount) => Math.floor(amount / 100) * 100 },
    },
    {
      id: 'uma-address-any-string',
      breaks: '7.1/invalid-uma-address',
      description:
        'any string is taken as a UMA address: quotes to NaN or $x@ are created, payments from them simulated',
      areas: ['quotes'],
      rules: { umaAddressValid: () => true },
    },
    {
      id: 'uma-lookup-address-unchecked',
      breaks: '7.1/invalid-uma-address',
      description:
        'the receiver lookup searches for any string without checking its form: NaN or $x@ answer 404, not 400',
      areas: ['quotes'],
      rules: { lookupChecksUmaAddress: false },
    },
    {
      id: 'exchange-rates-without-platform-fee',
      breaks: '1/exchange-rates-include-platform-fees',
      description: "exchange rates are the provider's alone: the platform's feeConfigs are left out of every rate",
      areas: ['quotes'],
      rules: { ratesIncludePlatformFee: false },
    },
    ...(
      [
        ['002', otherEnding, '4.5/quote-suffix-002-execution-failed', 'succeeds instead of failing at execution'],
        [
          '003',
          otherEnding,
          '4.5/quote-suffix-003-completes-after-6-minutes',
          'completes at once (the 6-minute delay ignored)',
        ],
        [
          '004',
          otherEnding,
          '4.5/quote-suffix-004-counterparty-delivery-failed',
          'succeeds instead of failing delivery',
        ],
        ['005', otherEnding, '4.5/quote-suffix-005-returned-after-completion', 'completes and is never returned'],
        ['006', otherEnding, '4.5/quote-suffix-006-user-cancellation', 'succeeds instead of being cancelled'],
        ['007', '002', '4.5/quote-suffix-007-payout-and-refund-failed', 'refunds instead of failing the refund'],
        ['other', '004', '4.5/quote-suffix-other-success', 'fails delivery instead of succeeding'],
      ] as const
    ).map(([suffix, donor, breaks, what]) => ({
      id: `quote-suffix-${suffix}-wrong`,
      breaks,
      description: `a quote to a destination ending ${suffix} ${what}`,
      areas: ['quotes'] as const,
      rules: quoteRow(suffix, donor),
    })),
    ...(
      [
        ['002', otherEnding, '4.5/account-suffix-002-insufficient-funds', 'completes instead of failing at once'],
        ['003', otherEnding, '4.5/account-suffix-003-closed-or-invalid', 'completes instead of failing at once'],
        ['004', otherEnding, '4.5/account-suffix-004-bank-rejects', 'completes instead of being rejected'],
        ['005', '004', '4.5/account-suffix-005-pending-then-fails', 'fails without the 30-second delay'],
        ['other', '003', '4.5/account-suffix-other-completes', 'fails instead of completing'],
      ] as const
    ).map(([suffix, donor, breaks, what]) => ({
      id: `account-suffix-${suffix}-wrong`,
      breaks,
      description: `a transfer from or to an account ending ${suffix} ${what}`,
      areas: ['sandbox'] as const,
      rules: accountRow(suffix, donor),
    })),
    {
      id: 'account-suffix-read-after-domain',
      breaks: '4.5/account-suffix-domain-username-portion',
      description: 'the transfer suffix of a user@domain identifier is read at the end of the domain',
      areas: ['sandbox'],
      rules: { transferAccountSuffixes: wholeIdentifierTable },
    },
    {
      id: 'uma-success-usd-pending',
      breaks: '4.5/uma-success-usd',
      description: '$success.usd stays pending',
      areas: ['quotes'],
      rules: receiverAs('$success.usd', 'pending-long'),
    },
    {
      id: 'uma-success-eur-in-usd',
      breaks: '4.5/uma-success-eur',
      description: '$success.eur is paid in USD',
      areas: ['quotes'],
      rules: receiverAs('$success.eur', 'success', 'USD'),
    },
    {
      id: 'uma-success-mxn-fails',
      breaks: '4.5/uma-success-mxn',
      description: '$success.mxn fails compliance',
      areas: ['quotes'],
      rules: receiverAs('$success.mxn', 'compliance-failure'),
    },
    {
      id: 'uma-pending-long-succeeds',
      breaks: '4.5/uma-pending-long-usd',
      description: '$pending.long.usd completes',
      areas: ['quotes'],
      rules: receiverAs('$pending.long.usd', 'success'),
    },
    {
      id: 'uma-fail-compliance-succeeds',
      breaks: '4.5/uma-fail-compliance-usd',
      description: '$fail.compliance.usd completes',
      areas: ['quotes'],
      rules: receiverAs('$fail.compliance.usd', 'success'),
    },
    {
      id: 'funding-execute-moves-nothing',
      breaks: '4.5/quote-funding-internal-account-execute',
      description: 'executing a quote from a funded internal account moves nothing',
      areas: ['quotes'],
      rules: { quoteFundingPaths: { ...paths, internalAccountExecute: false } },
    },
    {
      id: 'funding-sandbox-send-ignored',
      breaks: '4.5/quote-funding-real-time-sandbox-send',
      description: 'POST /sandbox/send leaves the quote unfunded',
      areas: ['quotes'],
      rules: { quoteFundingPaths: { ...paths, realtimeSandboxSend: false } },
    },
    {
      id: 'funding-immediately-execute-ignored',
      breaks: '4.5/quote-funding-external-immediately-execute',
      description: 'immediatelyExecute true leaves the quote unexecuted',
      areas: ['sandbox'],
      rules: { quoteFundingPaths: { ...paths, externalImmediatelyExecute: false } },
    },
    {
      id: 'fund-wrong-amount',
      breaks: '4.4/sandbox-fund-internal-account',
      description: 'the sandbox fund adds twice the amount',
      areas: ['sandbox'],
      rules: { fundedAmount: (requested: number) => requested * 2 },
    },
    {
      id: 'failed-execution-keeps-debit',
      breaks: '7.5/quote-execution-failed-refunds-debit',
      description: 'a QUOTE_EXECUTION_FAILED transfer keeps what it debited',
      areas: ['quotes'],
      rules: { refundsFailedExecution: false },
    },
    {
      id: 'removed-failure-reason-reported',
      breaks: '9/aug-2026-removed-failure-reasons',
      description: 'QUOTE_EXECUTION_FAILED reported as the removed EXECUTION_FAILED_POST_DEBIT',
      areas: ['quotes'],
      rules: {
        reportedFailureReason: (reason: string) =>
          reason === 'QUOTE_EXECUTION_FAILED' ? 'EXECUTION_FAILED_POST_DEBIT' : reason,
      },
    },
    {
      id: 'refund-pending-event-not-sent',
      breaks: '6/outgoing-payment-refund-pending',
      description: 'the refund of an outgoing payment starts without its event',
      areas: ['events'],
      rules: { sendsEvent: (type: string) => type !== 'OUTGOING_PAYMENT.REFUND_PENDING' },
    },
    {
      id: 'events-carry-object-before-change',
      breaks: '6/outgoing-payment-refund-pending',
      description: 'each outgoing-payment event carries the transaction as it was before the change it announces',
      areas: ['events'],
      rules: { eventCarriesChangedObject: false },
    },
    // 4.3, 7.1, 7.5, 8: what a payment costs and whether it may happen.
    {
      id: 'fee-on-same-currency',
      breaks: '4.3/config-fee-configs-applied-cross-currency',
      description: 'configured fees are applied to same-currency quotes too',
      areas: ['platform-config'],
      rules: { feeConfigApplies: () => true },
    },
    {
      id: 'fee-override-on-eur-source',
      breaks: '4.3/quote-fee-override-usd-source-only',
      description: 'platformFeeOverride is accepted on a EUR source',
      areas: ['quotes'],
      rules: { platformFeeSourceCurrencies: ['USD', 'EUR'] },
    },
    {
      id: 'fee-override-ignored',
      breaks: '4.3/quote-platform-fee-override',
      description: 'platformFeeOverride is ignored (the configured fee applies)',
      areas: ['quotes'],
      rules: { honoursFeeOverride: () => false },
    },
    {
      id: 'zero-fee-override-ignored',
      breaks: '4.3/quote-platform-fee-override',
      description: 'a platformFeeOverride of 0 is read as no override (the configured fee applies)',
      areas: ['platform-config'],
      rules: { honoursFeeOverride: (terms: PlatformFeeTerms) => terms.bps + terms.fixed > 0 },
    },
    {
      id: 'fee-rate-read-as-percent',
      breaks: '8/platform-fee-arithmetic',
      description: 'the fee rate is read as hundredths, not ten-thousandths, of the amount',
      areas: ['platform-config'],
      rules: {
        platformFeeOf: (terms: PlatformFeeTerms, amount: number) =>
          terms.fixed + Math.floor((amount * terms.bps) / 100),
      },
    },
    {
      id: 'fee-fixed-dropped-beside-rate',
      breaks: '8/platform-fee-arithmetic',
      description: 'a fee of both kinds charges the rate only, dropping the fixed amount',
      areas: ['platform-config'],
      rules: {
        platformFeeOf: (terms: PlatformFeeTerms, amount: number) =>
          terms.bps > 0 ? Math.floor((amount * terms.bps) / 10_000) : terms.fixed,
      },
    },
    {
      id: 'fee-rate-dropped-beside-fixed',
      breaks: '8/platform-fee-arithmetic',
      description: 'a fee of both kinds charges the fixed amount only, dropping the rate',
      areas: ['platform-config'],
      rules: {
        platformFeeOf: (terms: PlatformFeeTerms, amount: number) =>
          terms.fixed > 0 ? terms.fixed : Math.floor((amount * terms.bps) / 10_000),
      },
    },
    {
      id: 'refund-keeps-platform-fee',
      breaks: '7.5/quote-execution-failed-refunds-debit',
      description: 'the refund of a failed execution returns what was debited minus the platform fee',
      areas: ['quotes'],
      rules: { refundedAmount: (debited: number, fees: number) => debited - fees },
    },
    {
      id: 'execution-debits-fee-again',
      breaks: '4.5/quote-funding-internal-account-execute',
      description: 'executing a quote debits its total sending amount plus the platform fee again',
      areas: ['quotes'],
      rules: { debitedAmount: (total: number, fees: number) => total + fees },
    },
    {
      id: 'execution-debits-without-fee',
      breaks: '4.5/quote-funding-internal-account-execute',
      description: 'executing a quote debits its total sending amount less the platform fee (the fee never charged)',
      areas: ['quotes'],
      rules: { debitedAmount: (total: number, fees: number) => total - fees },
    },
    {
      id: 'execution-debits-one-unit-more',
      breaks: '4.5/quote-funding-internal-account-execute',
      description: 'executing a quote debits one unit more than its total sending amount',
      areas: ['quotes', 'transactions'],
      rules: { debitedAmount: (total: number) => total + 1 },
    },
    {
      id: 'suffix-read-on-account-numbers-only',
      breaks: '4.5/quote-suffix-002-execution-failed',
      description: 'the sandbox suffix tables read accountNumber only, not the IBAN or other primary identifier',
      areas: ['quotes'],
      rules: {
        sandboxIdentifierOf: (info: Readonly<Record<string, unknown>>) =>
          typeof info['accountNumber'] === 'string' ? info['accountNumber'] : undefined,
      },
    },
    {
      id: 'quote-without-terms',
      breaks: '7.5/end-user-terms-not-accepted',
      description: 'a quote is created without the end-user terms accepted',
      areas: ['quotes'],
      rules: { quotesRequireEndUserTerms: false },
    },
    {
      id: 'size-limit-off-by-one',
      breaks: '8/transaction-size-limit',
      description: 'one unit above the single-transaction maximum passes',
      areas: ['quotes'],
      rules: { exceedsSingleTransactionMax: (amount: number, maximum: number) => amount > maximum + 1 },
    },
    {
      id: 'size-limit-at-maximum-refused',
      breaks: '8/transaction-size-limit',
      description: 'a transfer of exactly the single-transaction maximum is refused',
      areas: ['quotes'],
      rules: { exceedsSingleTransactionMax: (amount: number, maximum: number) => amount >= maximum },
    },
    {
      id: 'daily-limit-off-by-one',
      breaks: '8/daily-volume-limit',
      description: 'the transfer reaching the daily volume exactly is refused',
      areas: ['quotes'],
      rules: { exceedsDailyVolume: (before: number, amount: number, daily: number) => before + amount >= daily },
    },
    {
      id: 'account-suffix-read-on-account-numbers-only',
      breaks: '4.5/account-suffix-002-insufficient-funds',
      description:
        'the account suffix table reads accountNumber only: a pull from an account whose IBAN ends 002 completes',
      areas: ['sandbox'],
      rules: {
        sandboxIdentifierOf: (info: Readonly<Record<string, unknown>>) =>
          typeof info['accountNumber'] === 'string' ? info['accountNumber'] : undefined,
      },
    },
    {
      id: 'completed-pull-credits-one-unit-less',
      breaks: '4.5/account-suffix-other-completes',
      description: 'a completed transfer into an internal account credits one unit less than its quote delivers',
      areas: ['sandbox'],
      rules: { creditedAmount: (received: number) => received - 1 },
    },
    {
      id: 'transaction-platform-fees-zero',
      breaks: '2.6/outgoing-transaction-platform-fees',
      description: 'the outgoing transaction reports platformFees 0 whatever fee its quote carried',
      areas: ['quotes'],
      rules: { transactionPlatformFees: () => 0 },
    },
    {
      id: 'daily-limit-only-once-full',
      breaks: '8/daily-volume-limit',
      description: 'a transfer is refused only once the day is already full, so one straddling the daily volume passes',
      areas: ['quotes'],
      rules: { exceedsDailyVolume: (before: number, _amount: number, daily: number) => before >= daily },
    },
    {
      id: 'refused-transfer-debits',
      breaks: '8/daily-volume-limit',
      description: 'a transfer refused for the daily volume still debits its amount',
      areas: ['quotes'],
      rules: { refusedTransferKeepsDebit: true },
    },
    // 1, 4.2, 4.3, 7.3: agents and signed wallet execution.
    {
      id: 'approval-on-completed-transaction',
      breaks: '7.3/transaction-not-pending-platform-approval',
      description: 'approving a transaction that is not pending approval is accepted',
      areas: ['agents'],
      rules: { approvable: () => true },
    },
    {
      id: 'approval-repeatable',
      breaks: '7.3/transaction-not-pending-platform-approval',
      description:
        'an approved transaction stays pending approval: approving it again is accepted and starts the transfer again',
      areas: ['agents'],
      rules: { approvalEndsPendingApproval: false },
    },
    {
      id: 'agent-moves-other-customers-money',
      breaks: '1/agent-requests-act-for-agent-customer',
      description: "an agent quotes from and executes for another customer's account",
      areas: ['agents'],
      rules: { agentMayActFor: () => true },
    },
    {
      id: 'wallet-execution-unsigned',
      breaks: '4.2/execute-quote-embedded-wallet-signed',
      description: 'a quote from an embedded wallet executes without a wallet signature',
      areas: ['quotes'],
      rules: { walletExecutionSigned: false },
    },
  ]),
  ...rowsOf('quotes'),
];
