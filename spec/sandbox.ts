/**
 * Sandbox behaviour of the interface document (4.4 and 4.5) as data: the sandbox endpoints, every suffix table, the
 * UMA test receivers, the fixed OTP code, the OIDC token rules, the WebAuthn checks and the wallet-signature rule.
 *
 * Each row names the clauses that state it (see `spec/clauses/`). The customer suffix tables are those of 3.2 (in
 * `state-machines.ts`), seen here through the common {@link SuffixTable} shape.
 */
import type { beneficiaryVerificationStatuses, credentialTypes } from './enums.ts';
import type { ClauseId } from './keys/index.ts';
import {
  businessVerificationRows,
  individualVerificationRows,
  rowForSuffix,
  suffixOf,
  type BusinessVerificationRow,
  type IndividualVerificationRow,
  type KycStatus,
} from './state-machines.ts';
import {
  sandboxAccountSuffix005DelaySeconds,
  sandboxClockSkewSeconds,
  oidcIatMaxAgeSeconds,
  sandboxQuoteSuffix003DelaySeconds,
} from './limits.ts';

export { suffixOf } from './state-machines.ts';

type BeneficiaryVerificationStatus = (typeof beneficiaryVerificationStatuses)[number];
type CredentialType = (typeof credentialTypes)[number];

// ---------------------------------------------------------------------------------------------------------------------
// 4.4 Sandbox endpoints

export interface SandboxBodyField {
  readonly name: string;
  readonly type: 'string' | 'integer';
  readonly note?: string;
}

export interface SandboxEndpoint {
  readonly method: 'POST';
  readonly path: string;
  readonly body: readonly SandboxBodyField[];
  readonly effect: string;
  readonly clauses: readonly ClauseId[];
}

const smallestUnit = 'smallest currency unit';

/** 4.4: the sandbox endpoints. */
export const sandboxEndpoints: readonly SandboxEndpoint[] = [
  {
    method: 'POST',
    path: '/sandbox/internal-accounts/{accountId}/fund',
    body: [{ name: 'amount', type: 'integer', note: smallestUnit }],
    effect: 'Funds an internal account at once',
    clauses: [
      '4.4/sandbox-fund-internal-account',
      '4.4/sandbox-fund-amount-integer',
      '4.4/sandbox-body-members-required',
    ],
  },
  {
    method: 'POST',
    path: '/sandbox/send',
    body: [
      { name: 'quoteId', type: 'string' },
      { name: 'currencyCode', type: 'string' },
    ],
    effect: 'Simulates the real-time funding payment for a quote',
    clauses: ['4.4/sandbox-send-simulates-funding', '4.4/sandbox-body-members-required'],
  },
  {
    method: 'POST',
    path: '/sandbox/uma/receive',
    body: [
      { name: 'senderUmaAddress', type: 'string' },
      { name: 'receiverUmaAddress', type: 'string' },
      { name: 'receivingCurrencyCode', type: 'string' },
      { name: 'receivingCurrencyAmount', type: 'integer', note: smallestUnit },
    ],
    effect: 'Simulates an incoming UMA payment to a platform user',
    clauses: [
      '4.4/sandbox-uma-receive-simulates-payment',
      '4.4/sandbox-uma-receive-amount-integer',
      '4.4/sandbox-uma-receive-credits-amount',
      '4.4/sandbox-body-members-required',
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// 4.5 Suffix tables

/** One row of a suffix table; `'other'` is the row for any suffix not listed. */
export interface SuffixRow<O> {
  readonly suffixes: readonly string[] | 'other';
  readonly outcome: O;
  readonly clauses: readonly ClauseId[];
}

/** A 4.5 table: the last `suffixLength` characters of `field` decide `outcome`. */
export interface SuffixTable<O> {
  readonly name: string;
  /** Where the table is stated (3.2 for the customer tables, 4.5 for the others). */
  readonly section: '3.2' | '4.5';
  /** The field whose suffix counts, as the document names it. */
  readonly field: string;
  /** When the table applies, as the document words it; empty when it always applies. */
  readonly appliesWhen: string;
  readonly suffixLength: number;
  /** For identifiers with a domain part (`user@domain`) the suffix is taken at the end of the username portion. */
  readonly domainAware?: true;
  readonly rows: readonly SuffixRow<O>[];
}

/**
 * The part of `value` whose suffix a table reads: the whole value, or for a domain-aware table the username portion
 * of a `user@domain` identifier.
 */
export function suffixSubject<O>(table: SuffixTable<O>, value: string): string {
  if (!table.domainAware) return value;
  const at = value.lastIndexOf('@');
  return at >= 0 ? value.slice(0, at) : value;
}

/** The row of `table` that decides `value`; the "any other" row when no listed suffix matches. */
export function rowForValue<O>(table: SuffixTable<O>, value: string): SuffixRow<O> {
  return rowForSuffix(table.rows, suffixOf(suffixSubject(table, value), table.suffixLength));
}

/** The documented outcome for `value` under `table`. */
export function outcomeForSuffix<O>(table: SuffixTable<O>, value: string): O {
  return rowForValue(table, value).outcome;
}

/** Every suffix a table lists explicitly (the "any other" row lists none). */
export function listedSuffixes<O>(table: SuffixTable<O>): string[] {
  return table.rows.flatMap((r) => (r.suffixes === 'other' ? [] : [...r.suffixes]));
}

/** 3.2 via 4.5: individual customer `fullName` suffix. */
export const individualCustomerSuffixes: SuffixTable<IndividualVerificationRow> = {
  name: 'Individual customer fullName suffix',
  section: '3.2',
  field: 'fullName',
  appliesWhen: 'POST /customers with customerType INDIVIDUAL',
  suffixLength: 3,
  rows: individualVerificationRows.map((r) => ({ suffixes: r.suffixes, outcome: r, clauses: r.clauses })),
};

/** 3.2 via 4.5: business `businessInfo.registrationNumber` suffix. */
export const businessRegistrationSuffixes: SuffixTable<BusinessVerificationRow> = {
  name: 'Business registrationNumber suffix',
  section: '3.2',
  field: 'businessInfo.registrationNumber',
  appliesWhen: 'the business is verified (POST /verifications or hosted link)',
  suffixLength: 3,
  rows: businessVerificationRows.map((r) => ({ suffixes: r.suffixes, outcome: r, clauses: r.clauses })),
};

/** 4.5: statements about business onboarding that go with the registration-number suffix. */
export interface BusinessOnboardingNote {
  readonly suffixes: readonly string[] | 'other';
  readonly statement: string;
  readonly clauses: readonly ClauseId[];
}

export const businessOnboardingNotes: readonly BusinessOnboardingNote[] = [
  {
    suffixes: ['003'],
    statement: 'The suffix to use to exercise the hosted link flow (document and beneficial-owner collection)',
    clauses: ['4.5/business-suffix-003-hosted-link-flow'],
  },
  {
    suffixes: 'other',
    statement: 'Auto-approves immediately, so the hosted flow asks for no documents and no owners',
    clauses: ['4.5/business-suffix-other-hosted-flow-asks-nothing'],
  },
  {
    suffixes: ['001', '003'],
    statement:
      'Direct onboarding needs complete business information, business documents and at least one beneficial owner ' +
      'before POST /verifications leaves RESOLVE_ERRORS',
    clauses: [
      '4.5/business-001-003-needs-complete-information',
      '4.5/business-001-003-needs-business-documents',
      '4.5/business-001-003-needs-beneficial-owner',
    ],
  },
];

/** 4.5: beneficial owner `personalInfo.lastName` suffix. */
export const beneficialOwnerSuffixes: SuffixTable<{ readonly kycStatus: KycStatus }> = {
  name: 'Beneficial owner personalInfo.lastName suffix',
  section: '4.5',
  field: 'personalInfo.lastName',
  appliesWhen: 'the business resolves terminally through its registration number',
  suffixLength: 3,
  rows: [
    { suffixes: ['001'], outcome: { kycStatus: 'PENDING' }, clauses: ['4.5/owner-suffix-001-pending'] },
    { suffixes: ['002'], outcome: { kycStatus: 'REJECTED' }, clauses: ['4.5/owner-suffix-002-rejected'] },
    { suffixes: 'other', outcome: { kycStatus: 'APPROVED' }, clauses: ['4.5/owner-suffix-other-approved'] },
  ],
};

/** Outcome of a transfer from or to a sandbox external account. */
export interface TransferOutcome {
  readonly result: 'completed' | 'failed';
  /** `immediate`: fails at once; `delayed`: stays pending `pendingSeconds` (about), then fails. */
  readonly timing: 'immediate' | 'delayed' | 'normal';
  readonly pendingSeconds?: number;
  readonly description: string;
}

/** 4.5: external account primary identifier suffix (account number, IBAN, CLABE, Spark wallet address, ...). */
export const externalAccountSuffixes: SuffixTable<TransferOutcome> = {
  name: 'External account primary identifier suffix',
  section: '4.5',
  field: 'primary identifier (account number, IBAN, CLABE, Spark wallet address and so on)',
  appliesWhen: 'the account is the source of a pull or the destination of a payout',
  suffixLength: 3,
  domainAware: true,
  rows: [
    {
      suffixes: ['002'],
      outcome: { result: 'failed', timing: 'immediate', description: 'Insufficient funds; transfer fails at once' },
      clauses: ['4.5/account-suffix-002-insufficient-funds'],
    },
    {
      suffixes: ['003'],
      outcome: { result: 'failed', timing: 'immediate', description: 'Account closed or invalid; fails at once' },
      clauses: ['4.5/account-suffix-003-closed-or-invalid'],
    },
    {
      suffixes: ['004'],
      outcome: { result: 'failed', timing: 'normal', description: 'Bank rejects the transfer' },
      clauses: ['4.5/account-suffix-004-bank-rejects'],
    },
    {
      suffixes: ['005'],
      outcome: {
        result: 'failed',
        timing: 'delayed',
        pendingSeconds: sandboxAccountSuffix005DelaySeconds,
        description: 'Stays pending about 30 seconds, then fails',
      },
      clauses: ['4.5/account-suffix-005-pending-then-fails'],
    },
    {
      suffixes: 'other',
      outcome: { result: 'completed', timing: 'normal', description: 'Transfer completes' },
      clauses: ['4.5/account-suffix-other-completes'],
    },
  ],
};

/** The clause for the "digits go at the end of the username portion" rule of the table above. */
export const externalAccountDomainSuffixClause = '4.5/account-suffix-domain-username-portion';

/** Beneficiary verification outcome: a status on the created account, or a refused create. */
export type BeneficiaryVerificationOutcome =
  | { readonly beneficiaryVerificationStatus: BeneficiaryVerificationStatus }
  | { readonly error: { readonly status: 400; readonly description: string } };

/**
 * 4.5: beneficiary name verification suffix (the `1xx` range, reserved for verification). The document does not name
 * the field that carries it; it sits with the external-account identifier tables.
 */
export const beneficiaryVerificationSuffixes: SuffixTable<BeneficiaryVerificationOutcome> = {
  name: 'Beneficiary name verification suffix',
  section: '4.5',
  field: 'not named by the document (an identifier of the external account, range 1xx)',
  appliesWhen: 'an external account with a beneficiary is created',
  suffixLength: 3,
  rows: [
    {
      suffixes: ['102'],
      outcome: { beneficiaryVerificationStatus: 'NOT_MATCHED' },
      clauses: ['4.5/beneficiary-suffix-102-not-matched'],
    },
    {
      suffixes: ['103'],
      outcome: { beneficiaryVerificationStatus: 'PARTIAL_MATCH' },
      clauses: ['4.5/beneficiary-suffix-103-partial-match'],
    },
    {
      suffixes: ['104'],
      outcome: { beneficiaryVerificationStatus: 'PENDING' },
      clauses: ['4.5/beneficiary-suffix-104-pending'],
    },
    {
      suffixes: ['105'],
      outcome: { error: { status: 400, description: 'invalid account' } },
      clauses: ['4.5/beneficiary-suffix-105-invalid-account'],
    },
    {
      suffixes: ['106'],
      outcome: { beneficiaryVerificationStatus: 'UNSUPPORTED' },
      clauses: ['4.5/beneficiary-suffix-106-unsupported'],
    },
    {
      suffixes: ['107'],
      outcome: { beneficiaryVerificationStatus: 'CHECKED_BY_RECEIVING_FI' },
      clauses: ['4.5/beneficiary-suffix-107-checked-by-receiving-fi'],
    },
    {
      suffixes: 'other',
      outcome: { beneficiaryVerificationStatus: 'MATCHED' },
      clauses: ['4.5/beneficiary-suffix-other-matched'],
    },
  ],
};

/** Outcome of executing a quote whose destination is a sandbox external account. */
export interface QuoteExecutionOutcome {
  readonly result: 'success' | 'failed';
  readonly description: string;
  /** About how long the execution takes before it completes, when the document says so. */
  readonly completesAfterSeconds?: number;
  /** The payment first completes, then becomes failed. */
  readonly completesThenFails?: true;
}

/** 4.5: quote destination external account suffix (outcome after quote execution). */
export const quoteDestinationSuffixes: SuffixTable<QuoteExecutionOutcome> = {
  name: 'Quote destination external account suffix',
  section: '4.5',
  field: 'primary identifier of the destination external account',
  appliesWhen: 'after quote execution',
  suffixLength: 3,
  domainAware: true,
  rows: [
    {
      suffixes: ['002'],
      outcome: { result: 'failed', description: 'Quote execution failed' },
      clauses: ['4.5/quote-suffix-002-execution-failed'],
    },
    {
      suffixes: ['003'],
      outcome: {
        result: 'success',
        description: 'Completes after about 6 minutes',
        completesAfterSeconds: sandboxQuoteSuffix003DelaySeconds,
      },
      clauses: ['4.5/quote-suffix-003-completes-after-6-minutes'],
    },
    {
      suffixes: ['004'],
      outcome: { result: 'failed', description: 'Counterparty delivery failed' },
      clauses: ['4.5/quote-suffix-004-counterparty-delivery-failed'],
    },
    {
      suffixes: ['005'],
      outcome: {
        result: 'failed',
        description: 'Receiving bank returns the payment (completes, then becomes failed)',
        completesThenFails: true,
      },
      clauses: ['4.5/quote-suffix-005-returned-after-completion'],
    },
    {
      suffixes: ['006'],
      outcome: { result: 'failed', description: 'User cancellation' },
      clauses: ['4.5/quote-suffix-006-user-cancellation'],
    },
    {
      suffixes: ['007'],
      outcome: { result: 'failed', description: 'Payout and refund failed' },
      clauses: ['4.5/quote-suffix-007-payout-and-refund-failed'],
    },
    {
      suffixes: 'other',
      outcome: { result: 'success', description: 'Success' },
      clauses: ['4.5/quote-suffix-other-success'],
    },
  ],
};

/** Every suffix table of 3.2 and 4.5. */
export const suffixTables: readonly SuffixTable<unknown>[] = [
  individualCustomerSuffixes,
  businessRegistrationSuffixes,
  beneficialOwnerSuffixes,
  externalAccountSuffixes,
  beneficiaryVerificationSuffixes,
  quoteDestinationSuffixes,
];

// ---------------------------------------------------------------------------------------------------------------------
// 4.5 Quote funding

export interface QuoteFundingRule {
  readonly source: 'internal-account' | 'real-time-funding' | 'external-account';
  readonly steps: string;
  readonly clauses: readonly ClauseId[];
}

/** 4.5: how a sandbox quote gets funded, by source. */
export const quoteFundingRules: readonly QuoteFundingRule[] = [
  {
    source: 'internal-account',
    steps:
      'Fund the internal account (POST /sandbox/internal-accounts/{accountId}/fund), then POST /quotes/{quoteId}/execute',
    clauses: ['4.5/quote-funding-internal-account-execute'],
  },
  {
    source: 'real-time-funding',
    steps: 'POST /sandbox/send with the quote id',
    clauses: ['4.5/quote-funding-real-time-sandbox-send'],
  },
  {
    source: 'external-account',
    steps: 'Create the quote with immediatelyExecute true',
    clauses: ['4.5/quote-funding-external-immediately-execute'],
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// 4.5 UMA test receivers

export interface UmaTestReceiver {
  /** The name part of `$<name>@<sandbox_uma_domain>`, with its `$`. */
  readonly name: string;
  readonly currency: string;
  readonly outcome: 'success' | 'pending-long' | 'compliance-failure';
  readonly clauses: readonly ClauseId[];
}

/** 4.5: UMA test receivers. The sandbox UMA domain is not given by the document; the deployment supplies it. */
export const umaTestReceivers: readonly UmaTestReceiver[] = [
  { name: '$success.usd', currency: 'USD', outcome: 'success', clauses: ['4.5/uma-success-usd'] },
  { name: '$success.eur', currency: 'EUR', outcome: 'success', clauses: ['4.5/uma-success-eur'] },
  { name: '$success.mxn', currency: 'MXN', outcome: 'success', clauses: ['4.5/uma-success-mxn'] },
  { name: '$pending.long.usd', currency: 'USD', outcome: 'pending-long', clauses: ['4.5/uma-pending-long-usd'] },
  {
    name: '$fail.compliance.usd',
    currency: 'USD',
    outcome: 'compliance-failure',
    clauses: ['4.5/uma-fail-compliance-usd'],
  },
];

/** The full UMA address of a test receiver on the deployment's sandbox UMA domain. */
export function umaTestAddress(receiver: UmaTestReceiver, sandboxUmaDomain: string): string {
  return `${receiver.name}@${sandboxUmaDomain}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// 4.5 Global account codes and authentication failures

/** 4.5: the fixed sandbox OTP code and what a wrong code gives. */
export const sandboxOtp = {
  code: '000000',
  credentialTypes: ['EMAIL_OTP', 'SMS_OTP'] satisfies CredentialType[],
  /** Real HPKE is still run; only delivery is skipped. */
  realHpke: true,
  wrongCode: { status: 401, code: 'UNAUTHORIZED', reason: 'Invalid OTP code' },
  clauses: ['4.5/otp-global-code-000000', '4.5/otp-real-hpke', '4.5/otp-other-code-invalid'],
} as const;

/** 4.5: how sandbox authentication failures answer. */
export const sandboxAuthFailure = {
  status: 401,
  code: 'UNAUTHORIZED',
  /** The body carries a `reason` naming the failed check. */
  reasonNamesCheck: true,
  /** A malformed OIDC token may instead be answered 400 `INVALID_INPUT` ("can return ... first"). */
  malformedOidcToken: { status: 400, code: 'INVALID_INPUT', optional: true },
  clauses: ['4.5/auth-failure-reason-names-check', '4.5/oidc-malformed-token-rejected'],
} as const;

// ---------------------------------------------------------------------------------------------------------------------
// 4.5 OIDC token rules

export interface OidcTokenRule {
  readonly id: string;
  /** The claim (or token part) the rule is about. */
  readonly claim: 'iss' | 'aud' | 'sub' | 'iat' | 'exp' | 'nonce' | 'signature' | 'token';
  /** `verify`: only on `POST /auth/credentials/{id}/verify`; `all`: on create and verify. */
  readonly appliesTo: 'all' | 'verify';
  readonly rule: string;
  /** Figures the rule states, in seconds. */
  readonly bounds?: { readonly maxAgeSeconds?: number; readonly clockSkewSeconds?: number };
  readonly clause: ClauseId;
}

/** 4.5: the sandbox OIDC token rules, one by one. */
export const oidcTokenRules: readonly OidcTokenRule[] = [
  {
    id: 'jwt-shaped',
    claim: 'token',
    appliesTo: 'all',
    rule: 'The token is JWT-shaped (three dot-separated segments)',
    clause: '4.5/oidc-malformed-token-rejected',
  },
  {
    id: 'dummy-signature',
    claim: 'signature',
    appliesTo: 'all',
    rule: 'The signature segment may be a dummy',
    clause: '4.5/oidc-dummy-signature-accepted',
  },
  {
    id: 'iss-supported',
    claim: 'iss',
    appliesTo: 'all',
    rule: 'iss is a supported issuer',
    clause: '4.5/oidc-iss-unsupported-rejected',
  },
  {
    id: 'aud-shape',
    claim: 'aud',
    appliesTo: 'all',
    rule: 'aud is a non-empty string or a one-element string array',
    clause: '4.5/oidc-aud-string-or-one-element-array',
  },
  {
    id: 'sub-non-empty',
    claim: 'sub',
    appliesTo: 'all',
    rule: 'sub is non-empty',
    clause: '4.5/oidc-sub-empty-rejected',
  },
  { id: 'iat-numeric', claim: 'iat', appliesTo: 'all', rule: 'iat is numeric', clause: '4.5/oidc-iat-numeric' },
  {
    id: 'iat-max-age',
    claim: 'iat',
    appliesTo: 'all',
    rule: 'iat is no more than 60 seconds before the request',
    bounds: { maxAgeSeconds: oidcIatMaxAgeSeconds },
    clause: '4.5/oidc-iat-max-age-60s',
  },
  {
    id: 'iat-clock-skew',
    claim: 'iat',
    appliesTo: 'all',
    rule: '5 seconds of clock skew are allowed',
    bounds: { clockSkewSeconds: sandboxClockSkewSeconds },
    clause: '4.5/oidc-iat-clock-skew-5s',
  },
  {
    id: 'exp-after-request',
    claim: 'exp',
    appliesTo: 'all',
    rule: 'exp is numeric and later than the request time',
    clause: '4.5/oidc-exp-after-request',
  },
  {
    id: 'nonce-client-public-key',
    claim: 'nonce',
    appliesTo: 'verify',
    rule: 'nonce equals the SHA-256 of the exact hex clientPublicKey sent',
    clause: '4.5/oidc-verify-nonce-sha256-client-public-key',
  },
  {
    id: 'same-identity',
    claim: 'token',
    appliesTo: 'verify',
    rule: 'iss, aud and sub equal those of the credential',
    clause: '4.5/oidc-verify-same-iss-aud-sub',
  },
  {
    id: 'no-fixed-literals',
    claim: 'token',
    appliesTo: 'all',
    rule: 'Fixed literal tokens are no longer accepted',
    clause: '4.5/oidc-fixed-literal-tokens-rejected',
  },
];

/** Whether a time-bound claim must be accepted, must be rejected, or falls in the band the document leaves open. */
export type ClaimTimeVerdict = 'accepted' | 'rejected' | 'either';

/**
 * 4.5: the verdict for an `iat` that is `ageSeconds` old at the request (negative: in the future). Inside the limit is
 * accepted; beyond the limit plus the skew is rejected; the skew band, and a future `iat` beyond the skew (about which
 * the document says nothing), are left open.
 */
export function oidcIatVerdict(ageSeconds: number): ClaimTimeVerdict {
  if (ageSeconds > oidcIatMaxAgeSeconds + sandboxClockSkewSeconds) return 'rejected';
  if (ageSeconds <= oidcIatMaxAgeSeconds && ageSeconds >= -sandboxClockSkewSeconds) return 'accepted';
  return 'either';
}

/**
 * 4.5: the verdict for an `exp` that lies `secondsAfterRequest` after the request (negative: already past). The skew
 * the document allows is kept as an open band on either side of the request time.
 */
export function oidcExpVerdict(secondsAfterRequest: number): ClaimTimeVerdict {
  if (secondsAfterRequest > sandboxClockSkewSeconds) return 'accepted';
  if (secondsAfterRequest < -sandboxClockSkewSeconds) return 'rejected';
  return 'either';
}

// ---------------------------------------------------------------------------------------------------------------------
// 4.5 WebAuthn checks and wallet signatures

export interface WebAuthnCheck {
  readonly id:
    | 'credential-id'
    | 'challenge'
    | 'origin-rp-binding'
    | 'user-presence'
    | 'signature'
    | 'signature-counter';
  readonly check: string;
  readonly clause: ClauseId;
}

/** 4.5: the sandbox uses real WebAuthn and checks each of these. */
export const webauthnChecks: readonly WebAuthnCheck[] = [
  {
    id: 'credential-id',
    check: 'The assertion names a registered credential id',
    clause: '4.5/webauthn-credential-id-checked',
  },
  { id: 'challenge', check: 'clientDataJson carries the issued challenge', clause: '4.5/webauthn-challenge-checked' },
  {
    id: 'origin-rp-binding',
    check: 'Origin and RP id match the relying party',
    clause: '4.5/webauthn-origin-rp-binding-checked',
  },
  {
    id: 'user-presence',
    check: 'The user-presence bit of authenticatorData is set',
    clause: '4.5/webauthn-user-presence-checked',
  },
  {
    id: 'signature',
    check: 'The signature verifies with the registered public key',
    clause: '4.5/webauthn-signature-checked',
  },
  {
    id: 'signature-counter',
    check: 'The signature counter does not go backwards',
    clause: '4.5/webauthn-signature-counter-checked',
  },
];

/** 4.5: how the sandbox validates a wallet signature (the `Service-Wallet-Signature` stamp). */
export const sandboxWalletSignatureRule = {
  algorithm: 'P-256',
  over: 'the exact pending payloadToSign',
  key: 'the public key of an active sandbox session of the wallet',
  clauses: ['4.5/wallet-signature-over-exact-payload', '4.5/wallet-signature-key-of-active-session'],
} as const;

export interface LegacyLiteral {
  readonly name: string;
  readonly effect: string;
  /** The literal value is not shown by the document, so no test can send it. */
  readonly valueShown: false;
  readonly clause: ClauseId;
}

/** 4.5: legacy literal values still accepted for compatibility (values not shown). */
export const legacyLiterals: readonly LegacyLiteral[] = [
  {
    name: 'assertion signature',
    effect: 'Accepted for compatibility; skips WebAuthn verification',
    valueShown: false,
    clause: '4.5/legacy-assertion-signature-accepted',
  },
  {
    name: 'wallet signature',
    effect: 'Accepted for compatibility; skips wallet signature verification',
    valueShown: false,
    clause: '4.5/legacy-wallet-signature-accepted',
  },
];

// ---------------------------------------------------------------------------------------------------------------------

/** Every clause id the sandbox tables of 4.4 and 4.5 cite, with the table it comes from (for coverage checks). */
export function sandboxTableClauses(): { readonly table: string; readonly clause: string }[] {
  const out: { table: string; clause: string }[] = [];
  const add = (table: string, ids: readonly string[]) => ids.forEach((clause) => out.push({ table, clause }));
  sandboxEndpoints.forEach((e) => add(`sandbox endpoint ${e.path}`, e.clauses));
  suffixTables.forEach((t) => t.rows.forEach((r) => add(t.name, r.clauses)));
  add('External account primary identifier suffix', [externalAccountDomainSuffixClause]);
  businessOnboardingNotes.forEach((n) => add('Business onboarding notes', n.clauses));
  quoteFundingRules.forEach((r) => add('Quote funding', r.clauses));
  umaTestReceivers.forEach((r) => add('UMA test receivers', r.clauses));
  add('Global OTP code', sandboxOtp.clauses);
  add('Authentication failures', sandboxAuthFailure.clauses);
  oidcTokenRules.forEach((r) => add('OIDC token rules', [r.clause]));
  webauthnChecks.forEach((c) => add('WebAuthn checks', [c.clause]));
  add('Wallet signature', sandboxWalletSignatureRule.clauses);
  legacyLiterals.forEach((l) => add('Legacy literals', [l.clause]));
  return out;
}
