/**
 * The limits of part 8 of the interface document, one row per line of its table, plus the limit-like statements the
 * document marks "not shown" (flagged `notShown`, so that nothing is asserted about them).
 *
 * `value` keeps the document's words; `numbers` holds the figures it gives, with their unit, for code to use.
 */
import type { ErrorCode } from './keys/index.ts';

/** A figure the document states, with its unit. `approximate` marks "about" and "typically". */
export interface Quantity {
  readonly value: number;
  readonly unit: 'seconds' | 'days' | 'count';
  readonly approximate?: true;
}

export interface LimitRow {
  /** The "Limit" column, as the document words it. */
  readonly name: string;
  /** The "Value" column, as the document words it. */
  readonly value: string;
  /** The "Applies to" column. */
  readonly appliesTo: string;
  /** The figures the value states, by name. Empty when the value is not a number ("many", "rate limited"). */
  readonly numbers: { readonly [name: string]: Quantity };
  /** HTTP status and code the document ties to the limit, when it does. */
  readonly error?: { readonly status: number; readonly code?: ErrorCode; readonly header?: string };
  /** The document says the figure is not shown (a configured value, a rate): nothing numeric may be asserted. */
  readonly notShown?: true;
  /** The figure is not shown, but a binding can supply a deployment's configured value, so the rule is tested. */
  readonly valueFromBinding?: true;
  /** The row describes sandbox behaviour only. */
  readonly sandbox?: true;
  /** The section the statement comes from (8 for the table). */
  readonly section: string;
  /** Ids of the clauses that state the limit; empty only for rows that are wholly not shown. */
  readonly clauses: readonly string[];
}

const seconds = (value: number, approximate?: true): Quantity =>
  approximate ? { value, unit: 'seconds', approximate } : { value, unit: 'seconds' };
const count = (value: number): Quantity => ({ value, unit: 'count' });

/** Part 8, keyed by a stable name. */
export const limits = {
  oidcTokenAge: {
    section: '8',
    name: 'OIDC token age',
    value: '`iat` at most 60 seconds old (sandbox: 5 seconds clock skew allowed)',
    appliesTo: 'OAUTH create and verify',
    numbers: { maxAge: seconds(60), sandboxClockSkew: seconds(5) },
    clauses: ['8/oidc-token-age-60s'],
  },
  signedRetryWindow: {
    section: '8',
    name: 'Signed-retry window',
    value: 'Retry must arrive before `expiresAt`, typically 5 minutes after issue; `requestId` single use',
    appliesTo: 'All signed-retry flows',
    numbers: { typicalWindow: seconds(300, true), requestIdUses: count(1) },
    clauses: [
      '8/signed-retry-before-expires-at',
      '8/signed-retry-expires-after-issue',
      '8/signed-retry-request-id-single-use',
    ],
  },
  emailOtpPerAccount: {
    section: '8',
    name: '`EMAIL_OTP` credentials per internal account',
    value: '1',
    appliesTo: 'Credentials',
    numbers: { max: count(1) },
    error: { status: 400, code: 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS' },
    clauses: ['8/email-otp-per-account-1'],
  },
  smsOtpPerAccount: {
    section: '8',
    name: '`SMS_OTP` credentials per internal account',
    value: '1',
    appliesTo: 'Credentials',
    numbers: { max: count(1) },
    error: { status: 400, code: 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS' },
    clauses: ['8/sms-otp-per-account-1'],
  },
  passkeysPerAccount: {
    section: '8',
    name: '`PASSKEY` credentials per internal account',
    value: 'many, unique by WebAuthn credential id',
    appliesTo: 'Credentials',
    numbers: {},
    error: { status: 400, code: 'PASSKEY_CREDENTIAL_ALREADY_EXISTS' },
    clauses: ['8/passkeys-many-unique-by-credential-id'],
  },
  passkeyFactorsPerCustomer: {
    section: '8',
    name: 'Passkey factors per customer',
    value: '1',
    appliesTo: 'SCA enrollment',
    numbers: { max: count(1) },
    error: { status: 409, code: 'PASSKEY_ALREADY_ENROLLED' },
    clauses: ['8/passkey-factor-per-customer-1'],
  },
  credentialsPerAccount: {
    section: '8',
    name: 'Credentials per account',
    value: 'at least 1 remains',
    appliesTo: 'Revocation',
    numbers: { min: count(1) },
    error: { status: 400 },
    clauses: ['8/credentials-at-least-one-remains'],
  },
  defaultUmaDepositAccount: {
    section: '8',
    name: 'Default UMA deposit external account',
    value: 'at most 1 per customer',
    appliesTo: 'External account create',
    numbers: { max: count(1) },
    clauses: ['8/default-uma-deposit-at-most-one'],
  },
  challengeReissue: {
    section: '8',
    name: 'Challenge re-issue',
    value: 'rate limited; 429 with `Retry-After`',
    appliesTo: 'POST /auth/credentials/{id}/challenge',
    numbers: {},
    error: { status: 429, header: 'Retry-After' },
    clauses: ['8/challenge-reissue-rate-limited'],
  },
  singleTransactionSize: {
    section: '8',
    name: 'Single transaction size',
    value: 'configured maximum per trade corridor or withdrawal currency; 400 `TRANSACTION_SIZE_LIMIT_EXCEEDED`',
    appliesTo: 'Quotes and transfers',
    numbers: {},
    error: { status: 400, code: 'TRANSACTION_SIZE_LIMIT_EXCEEDED' },
    notShown: true,
    valueFromBinding: true,
    clauses: ['8/transaction-size-limit'],
  },
  dailyVolume: {
    section: '8',
    name: 'Daily volume',
    value: '429 `DAILY_VOLUME_LIMIT_EXCEEDED`',
    appliesTo: 'Transfers',
    numbers: {},
    error: { status: 429, code: 'DAILY_VOLUME_LIMIT_EXCEEDED' },
    notShown: true,
    valueFromBinding: true,
    clauses: ['8/daily-volume-limit'],
  },
  scaSession: {
    section: '8',
    name: 'SCA session',
    value: '180 days',
    appliesTo: 'SCA regions',
    numbers: { lifetime: { value: 180, unit: 'days' } },
    clauses: ['8/sca-session-180-days'],
  },
  exchangeRateCache: {
    section: '8',
    name: 'Exchange rate cache',
    value: 'about 5 minutes',
    appliesTo: 'Exchange rates',
    numbers: { lifetime: seconds(300, true) },
    clauses: ['8/exchange-rate-cache-about-5-minutes'],
  },
  transfersBelowThresholds: {
    section: '8',
    name: 'Transfers below regulatory thresholds',
    value: 'allowed while ownership verification is pending',
    appliesTo: '`PENDING_OWNERSHIP_VERIFICATION` accounts',
    numbers: {},
    clauses: ['8/transfers-below-threshold-while-pending'],
  },
  platformFeeConfiguration: {
    section: '8',
    name: 'Platform fee configuration',
    value: 'requires USD source currency today',
    appliesTo: '`feeConfigs`, `platformFeeOverride`',
    numbers: {},
    clauses: ['8/platform-fee-requires-usd-source', '8/platform-fee-arithmetic'],
  },
  sandboxDelays: {
    section: '8',
    name: 'Sandbox delays',
    value: 'about 30 seconds (suffix `005`), about 6 minutes (quote suffix `003`)',
    appliesTo: 'Sandbox',
    numbers: { accountSuffix005: seconds(30, true), quoteSuffix003: seconds(360, true) },
    sandbox: true,
    clauses: ['8/sandbox-delay-account-suffix-005', '8/sandbox-delay-quote-suffix-003'],
  },
  // Statements the document marks "not shown": kept so that readers see them, never asserted.
  requestRates: {
    section: '8',
    name: 'Numeric request-rate limits',
    value: 'not shown',
    appliesTo: 'All operations',
    numbers: {},
    notShown: true,
    clauses: [],
  },
  paginationAndFileSize: {
    section: '8',
    name: 'Pagination parameters and page sizes, and file size limits for document upload',
    value: 'not shown',
    appliesTo: 'Lists, POST /documents',
    numbers: {},
    notShown: true,
    clauses: [],
  },
  walletSessionLifetime: {
    section: '5',
    name: 'Session lifetime of wallet sessions (beyond the `expiresAt` field)',
    value: 'not shown',
    appliesTo: 'AuthSession',
    numbers: {},
    notShown: true,
    clauses: [],
  },
} as const satisfies Record<string, LimitRow>;

export type LimitName = keyof typeof limits;

/** Every row, in document order. */
export const limitRows: readonly LimitRow[] = Object.values(limits);

/** The figure `name` of limit `limit`; throws when the document gives no such figure. */
export function limitNumber(limit: LimitName, name: string): number {
  const row: LimitRow = limits[limit];
  const q = row.numbers[name];
  if (!q) throw new Error(`limit ${limit} states no figure named ${name}`);
  return q.value;
}

/** 8 and 4.5: the age an OIDC `iat` may have, in seconds. */
export const oidcIatMaxAgeSeconds = limits.oidcTokenAge.numbers.maxAge.value;
/** 8 and 4.5: the clock skew the sandbox allows around the request time, in seconds. */
export const sandboxClockSkewSeconds = limits.oidcTokenAge.numbers.sandboxClockSkew.value;
/** 3.4 and 8: the usual life of a signed-retry challenge ("typically 5 minutes"); not a guaranteed value. */
export const typicalSignedRetryWindowSeconds = limits.signedRetryWindow.numbers.typicalWindow.value;
/** 8: the SCA login session lifetime, in days. */
export const scaSessionDays = limits.scaSession.numbers.lifetime.value;
/** 4.5 and 8: the sandbox delays, in seconds. */
export const sandboxAccountSuffix005DelaySeconds = limits.sandboxDelays.numbers.accountSuffix005.value;
export const sandboxQuoteSuffix003DelaySeconds = limits.sandboxDelays.numbers.quoteSuffix003.value;
