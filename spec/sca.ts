/**
 * Strong Customer Authentication (1, 5, 7.3, 8): where it applies and what a sandbox login proves with.
 *
 * The document says SCA authorizes money movement "in SCA-regulated regions (for example the EU)" and that other
 * customers get 409 from the SCA and contact-verification endpoints; it does not say how a customer's region is
 * known. Production reads it from the customer's `region` (ISO 3166-1 alpha-2) and names the EU; the reference
 * treats the EU member states and the rest of the EEA, where the same payment-services rules apply, as regulated.
 */

/** Regions (ISO 3166-1 alpha-2) whose payment provider requires SCA and contact verification. */
export const scaRegulatedRegions: readonly string[] = [
  // EU member states
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // the rest of the EEA
  'IS',
  'LI',
  'NO',
];

/** True when a customer of `region` is in an SCA-regulated region (an absent region is not). */
export function isScaRegulatedRegion(region: unknown): boolean {
  return typeof region === 'string' && scaRegulatedRegions.includes(region);
}

/** Production's SCA factors (`ScaFactor`); the document names none. */
export const scaFactors = ['SMS_OTP', 'TOTP', 'PASSKEY'] as const;
export type ScaFactor = (typeof scaFactors)[number];

/** Production's sandbox one-time code of SMS and TOTP factors and of contact verification. */
export const sandboxScaCode = '123456';

/**
 * Production's lockout of a customer's login after failed attempts (its `FAILED_LOGIN_ATTEMPT` milestones): the
 * cumulative count of failed attempts at which the login locks, and for how long; from the last milestone on, the
 * login is suspended (no automatic expiry). The document names 423 `ACCOUNT_LOCKED` on quote authorization (7.5)
 * without the count; the reference counts failed quote authorizations against these milestones.
 */
export const scaLockoutMilestones: readonly {
  readonly failedAttempts: number;
  readonly lockMinutes: number | 'suspended';
}[] = [
  { failedAttempts: 5, lockMinutes: 15 },
  { failedAttempts: 6, lockMinutes: 30 },
  { failedAttempts: 7, lockMinutes: 60 },
  { failedAttempts: 8, lockMinutes: 24 * 60 },
  { failedAttempts: 9, lockMinutes: 'suspended' },
];

/** The lock a count of failed attempts brings: minutes, `suspended`, or `undefined` below the first milestone. */
export function scaLockFor(failedAttempts: number): number | 'suspended' | undefined {
  let lock: number | 'suspended' | undefined;
  for (const m of scaLockoutMilestones) if (failedAttempts >= m.failedAttempts) lock = m.lockMinutes;
  return lock;
}

/**
 * How long a money-movement SCA challenge stays open, in minutes. Neither the document (7.5 names the expiry, not its
 * time) nor production gives the figure; the reference's choice, the lifetime of its quotes.
 */
export const quoteScaChallengeMinutes = 5;

/** The states of a quote and its transaction while its SCA challenge waits (production `PENDING_AUTHORIZATION`). */
export const pendingAuthorizationStatus = 'PENDING_AUTHORIZATION';

/** The failure reason of a transaction whose SCA challenge expired (7.5). */
export const scaNotCompletedReason = 'SCA_NOT_COMPLETED';
