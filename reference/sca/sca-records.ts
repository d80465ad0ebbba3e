import type { ScaFactor } from '../../spec/sca.ts';

/** A customer's SCA login session (5, 8): valid until `expiresAt`. Keyed by customer id. */
export interface ScaSessionRecord {
  customerId: string;
  startedAt: string;
  expiresAt: string;
}

/** A started SCA login waiting for its proof; keyed by `challengeId`. */
export interface ScaLoginRecord {
  challengeId: string;
  customerId: string;
  factor: ScaFactor;
  expiresAt: string;
}

/** An enrolled passkey factor (8: one per customer); keyed by its WebAuthn credential id. */
export interface ScaPasskeyFactorRecord {
  credentialId: string;
  customerId: string;
  publicKey: string;
  counter: number;
  createdAt: string;
}

/** A started passkey enrollment; keyed by customer id (a new start replaces the previous one). */
export interface ScaEnrollmentRecord {
  customerId: string;
  /** Base64url registration challenge. */
  challenge: string;
  expiresAt: string;
}

/** What an SCA challenge of a beneficiary authorizes. */
export type BeneficiaryTrustAction = 'TRUST' | 'UNTRUST';

/** A challenge issued by a trust or untrust start; keyed by its id. */
export interface BeneficiaryChallengeRecord {
  id: string;
  externalAccountId: string;
  customerId: string;
  action: BeneficiaryTrustAction;
  expiresAt: string;
}

export type ContactChannel = 'email' | 'phone';

/** Contact verification of a customer whose provider mandates it (1); keyed by customer id. */
export interface ContactVerificationRecord {
  customerId: string;
  email: 'PENDING' | 'VERIFIED';
  phone: 'PENDING' | 'VERIFIED';
  /** Channels a code was sent to and not yet confirmed. */
  codeSent: ContactChannel[];
}

/** A customer's failed SCA authorizations and the lock they brought (7.5); keyed by customer id. */
export interface ScaLockoutRecord {
  customerId: string;
  /** Cumulative failed authorizations since the last successful one. */
  failedAttempts: number;
  /** Until when the login is locked; null when not locked or suspended. */
  lockedUntil: string | null;
  /** Locked with no automatic expiry (production's last milestone). */
  suspended: boolean;
}
