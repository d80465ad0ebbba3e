/**
 * Rules the interface document states in more than one section: a part-1 summary and the part-7 row of its error
 * code, a state-machine row and the code table, a part-4 rule and its part-8 limit, a section and the release note
 * that introduced it. Each group lists every clause that states one rule, so a server that breaks the rule breaks
 * each of them: the suite reports a failure on one as a failure on all (`conformance/engine/collector.ts`) and the
 * kill matrix asks that all failed (`scripts/kill-matrix/verdict.ts`).
 *
 * Only clauses that state the same rule are grouped. A clause that states a rule among others (the part-8 passkey row
 * states "many" and "unique" at once; the 7.1 verification 400 sums up three 3.2 rows) is listed in `widerClauses`:
 * breaking any rule it states breaks it, but breaking it need not break each of them. A clause about the sandbox is
 * never grouped with one that holds everywhere.
 */
import type { ClauseId } from '../keys/index.ts';

export interface SameRuleGroup {
  /** The rule, in one line. */
  readonly rule: string;
  /** Every clause that states it, in document order. */
  readonly clauses: readonly ClauseId[];
}

const group = (rule: string, ...clauses: ClauseId[]): SameRuleGroup => ({ rule, clauses });

export const sameRuleGroups: readonly SameRuleGroup[] = [
  // Part 1 summaries and the part-7 rows or release notes that state them again.
  group(
    'contact verification answers 409 where the provider does not mandate it',
    '1/contact-verification-409-when-not-mandated',
    '7.3/contact-verification-not-required-409',
  ),
  group(
    'SCA endpoints answer 409 outside SCA regions',
    '1/sca-endpoints-409-outside-sca-regions',
    '7.3/sca-not-required-409',
  ),
  group(
    'same-currency transfers go through the quote endpoints',
    '1/quotes-serve-same-currency-transfers',
    '9/same-currency-through-quotes',
  ),

  // Part 2 fields and their restatements.
  group(
    'an external account status is one of the ExternalAccountStatus values',
    '2.2/status-value',
    '3.1/status-values',
  ),
  group(
    'USD wire beneficiaries take intermediary bank details',
    '2.3/usd-wire-intermediary-fields',
    '9/aug-2026-richer-usd-wire-beneficiary',
  ),
  group(
    'quotes carry platformFeesIncluded',
    '2.6/quote-platform-fees-included',
    '9/aug-2026-platform-fees-included-on-quotes',
  ),
  group(
    'outgoing transactions carry platformFees',
    '2.6/outgoing-transaction-platform-fees',
    '9/aug-2026-platform-fees-on-outgoing-transactions',
  ),
  group(
    'enhanced due diligence fields are optional on individuals',
    '2.6/edd-fields-optional',
    '9/aug-2026-edd-fields-optional',
  ),
  group(
    'document upload is the multipart form with the named fields',
    '2.6/document-upload-fields',
    '4.3/document-upload-multipart',
  ),

  // Part 3 state machines and the code tables of part 7, the limits of part 8, the events of part 6.
  group(
    'each ownership-verification status change is announced by EXTERNAL_ACCOUNT.STATUS_UPDATED',
    '3.1/status-change-announced-by-event',
    '6/external-account-status-updated',
  ),
  group(
    'a PENDING_OWNERSHIP_VERIFICATION account takes transfers below the regulatory threshold',
    '3.1/pending-ownership-verification-usable-below-threshold',
    '8/transfers-below-threshold-while-pending',
  ),
  group('closing a closed card: 409 CARD_ALREADY_CLOSED', '3.3/closed-to-closed-rejected', '7.3/card-already-closed'),
  group(
    'any other mutation of a closed card: 409 CARD_NOT_MUTABLE',
    '3.3/closed-mutation-rejected',
    '7.3/card-not-mutable',
  ),
  group(
    'a card transition outside the 3.3 table: 409 INVALID_STATE_TRANSITION',
    '3.3/other-transition-rejected',
    '7.3/invalid-state-transition',
  ),
  group(
    'card issuance needs an APPROVED cardholder: 400 CARDHOLDER_KYC_NOT_APPROVED',
    '3.3/issuance-requires-kyc-approved',
    '7.1/cardholder-kyc-not-approved',
  ),
  group(
    'a signed-retry requestId is single use; reuse gives 401',
    '3.4/request-id-single-use',
    '7.2/request-id-reused-401',
    '8/signed-retry-request-id-single-use',
  ),
  group('a signed retry must arrive before expiresAt', '3.4/request-id-expires', '8/signed-retry-before-expires-at'),

  // Part 4 rules and their code rows and limits.
  group(
    'challenge re-issues are rate limited: 429 with Retry-After',
    '4.2/otp-challenge-reissue-rate-limited',
    '7.5/challenge-reissue-429-retry-after',
    '8/challenge-reissue-rate-limited',
  ),
  group(
    'PASSKEY credential ids are unique: 400 PASSKEY_CREDENTIAL_ALREADY_EXISTS',
    '4.2/passkey-duplicate-credential-id-400',
    '7.1/passkey-credential-already-exists',
  ),
  group(
    'an OIDC token whose iat is over 60 seconds old is refused',
    '4.2/oauth-iat-max-age',
    '4.5/oidc-iat-max-age-60s',
  ),
  group(
    'on verify the token iss, aud and sub match the credential',
    '4.2/oauth-iss-aud-sub-match',
    '4.5/oidc-verify-same-iss-aud-sub',
  ),
  group(
    'revocation leaves at least one credential: revoking the last answers 400',
    '4.2/revoke-last-credential-400',
    '7.1/revoke-last-credential-400',
    '8/credentials-at-least-one-remains',
  ),
  group(
    'one EMAIL_OTP credential per account: 400 EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
    '4.2/one-email-otp-per-account',
    '7.1/email-otp-credential-already-exists',
    '8/email-otp-per-account-1',
  ),
  group(
    'one SMS_OTP credential per account: 400 SMS_OTP_CREDENTIAL_ALREADY_EXISTS',
    '4.2/one-sms-otp-per-account',
    '7.1/sms-otp-credential-already-exists',
    '8/sms-otp-per-account-1',
  ),
  group('PATCH /config accepts feeConfigs', '4.3/config-fee-configs', '9/aug-2026-fee-configs-on-patch-config'),
  group(
    'approving a transaction not pending approval: 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL',
    '4.3/approve-not-pending-409',
    '7.3/transaction-not-pending-platform-approval',
  ),
  group(
    'a trusted beneficiary cannot be deleted: 409 BENEFICIARY_TRUSTED',
    '4.3/delete-trusted-beneficiary-409',
    '7.3/beneficiary-trusted',
  ),
  group('an SCA login session lasts 180 days', '4.3/sca-session-180-days', '8/sca-session-180-days'),
  group('the stablecoin endpoints exist', '4.3/stablecoin-operations-exist', '9/aug-2026-stablecoin-endpoints'),
  group(
    'POST /sandbox/send simulates the real-time funding of a quote',
    '4.4/sandbox-send-simulates-funding',
    '4.5/quote-funding-real-time-sandbox-send',
  ),
  group(
    'account suffix 005 stays pending about 30 seconds, then fails',
    '4.5/account-suffix-005-pending-then-fails',
    '8/sandbox-delay-account-suffix-005',
  ),
  group(
    'beneficiary suffix 105 refuses the create with 400',
    '4.5/beneficiary-suffix-105-invalid-account',
    '7.1/sandbox-beneficiary-suffix-105-400',
  ),
  group(
    'quote suffix 003 completes after about 6 minutes',
    '4.5/quote-suffix-003-completes-after-6-minutes',
    '8/sandbox-delay-quote-suffix-003',
  ),

  // Part 5 and part 7 and part 8.
  group(
    'a missing or expired SCA session: 409 SCA_SESSION_REQUIRED',
    '5/sca-session-required-409-not-401',
    '7.3/sca-session-required',
  ),
  group(
    'one passkey factor per customer: 409 PASSKEY_ALREADY_ENROLLED',
    '7.3/passkey-already-enrolled',
    '8/passkey-factor-per-customer-1',
  ),
  group(
    'field-validation errors list every invalid field in details.errors',
    '7/field-errors-list-every-invalid-field',
    '9/aug-2026-validation-errors-list-all-fields',
  ),
  group(
    'single transactions above the configured maximum: 400 TRANSACTION_SIZE_LIMIT_EXCEEDED',
    '7.1/transaction-size-limit-exceeded',
    '8/transaction-size-limit',
  ),
  group(
    'transfers beyond the daily volume: 429 DAILY_VOLUME_LIMIT_EXCEEDED',
    '7.5/daily-volume-limit-exceeded',
    '8/daily-volume-limit',
  ),
  group(
    'quotes fail with END_USER_TERMS_NOT_ACCEPTED until the terms are accepted',
    '7.5/end-user-terms-not-accepted',
    '9/aug-2026-end-user-terms-not-accepted-quote-failure',
  ),
];

export interface WiderClause {
  /** The clause that states several rules at once (in no group, and itself no part of another). */
  readonly clause: ClauseId;
  /** Clauses stating one of its rules each; breaking one (or a clause of its group) breaks `clause`. */
  readonly states: readonly ClauseId[];
}

const wider = (clause: ClauseId, ...states: ClauseId[]): WiderClause => ({ clause, states });

export const widerClauses: readonly WiderClause[] = [
  wider('2.1/default-uma-deposit-replaces-existing', '8/default-uma-deposit-at-most-one'),
  wider('2.6/quote-request-optional-fields', '9/aug-2026-platform-fee-override-on-quotes'),
  wider(
    '3.2/business-suffix-001-003-normal-validation',
    '4.5/business-001-003-needs-complete-information',
    '4.5/business-001-003-needs-business-documents',
    '4.5/business-001-003-needs-beneficial-owner',
  ),
  wider('4.2/passkey-verify-200', '2.5/session-signing-key-present-passkey'),
  wider('4.2/oauth-verify-200', '2.5/session-signing-key-present-oauth'),
  wider('4.2/otp-verify-signed-retry-200', '2.5/session-signing-key-absent-email-otp'),
  wider('4.3/end-user-terms-url-and-version', '9/aug-2026-end-user-terms-endpoint'),
  wider(
    '7.1/verification-after-resolution-400',
    '3.2/individual-suffix-002-verification-400',
    '3.2/individual-suffix-other-verification-400',
    '3.2/business-verification-after-terminal-400',
  ),
  wider('7.3/external-account-exists-409', '4.1/agent-already-exists-409'),
  wider('8/oidc-token-age-60s', '4.2/oauth-iat-max-age', '4.5/oidc-iat-clock-skew-5s'),
  wider(
    '8/passkeys-many-unique-by-credential-id',
    '4.2/multiple-passkeys-allowed',
    '4.2/passkey-duplicate-credential-id-400',
  ),
  wider('8/platform-fee-requires-usd-source', '4.3/quote-fee-override-usd-source-only'),
];

const groupOf = new Map<string, SameRuleGroup>(sameRuleGroups.flatMap((g) => g.clauses.map((id) => [id, g] as const)));

/** The other clauses that state the rule of `clauseId` (empty when the document states it once). */
export function sameRuleAs(clauseId: string): string[] {
  return (groupOf.get(clauseId)?.clauses ?? []).filter((id) => id !== clauseId);
}

/**
 * Every other clause a server breaks when it breaks `clauseId`: the clauses stating the same rule, and the clauses
 * that state it among others (of the clause or of any of its group).
 */
export function alsoBrokenWith(clauseId: string): string[] {
  const same = sameRuleAs(clauseId);
  const rule = new Set([clauseId, ...same]);
  const containing = widerClauses.filter((w) => w.states.some((id) => rule.has(id))).map((w) => w.clause);
  return [...new Set([...same, ...containing])];
}

/** The clauses, not among `clauseIds`, that a server breaks with one of them, in the order first met. */
export function restatementsOf(clauseIds: readonly string[]): string[] {
  const given = new Set(clauseIds);
  return [...new Set(clauseIds.flatMap(alsoBrokenWith))].filter((id) => !given.has(id));
}
