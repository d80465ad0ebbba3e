import type { TableIndexes } from '../store/table-indexes.ts';
import type { AuthMethodRecord, AuthSessionRecord, OtpTargetRecord, PasskeyChallengeRecord } from './wallet-records.ts';

/** The tables of embedded-wallet credentials and sessions, empty. */
export function emptyTables(): {
  /** Embedded-wallet credentials (`AuthMethod`). */
  authMethods: Record<string, AuthMethodRecord>;
  authSessions: Record<string, AuthSessionRecord>;
  /** Keyed by the credential id: its latest OTP challenge. */
  otpTargets: Record<string, OtpTargetRecord>;
  /** Keyed by `requestId`. */
  passkeyChallenges: Record<string, PasskeyChallengeRecord>;
  /** Keyed by credential id: when its challenges were issued (ISO 8601), for the re-issue rate limit. */
  challengeIssues: Record<string, string[]>;
} {
  return { authMethods: {}, authSessions: {}, otpTargets: {}, passkeyChallenges: {}, challengeIssues: {} };
}

/** The lookups of these tables the store indexes: an account's credentials and sessions, a credential's sessions, a session by its key (the signed retry of 3.4), the e-mail tied to an `EMAIL_OTP` credential (its uniqueness). */
export const tableIndexes: TableIndexes = {
  authMethods: {
    accountId: (row) => row['accountId'],
    /** The e-mail an `EMAIL_OTP` credential is tied to (its nickname), lower-cased; other credentials have none. */
    tiedEmail: (row) =>
      row['type'] === 'EMAIL_OTP' && typeof row['nickname'] === 'string' ? row['nickname'].toLowerCase() : undefined,
  },
  authSessions: {
    accountId: (row) => row['accountId'],
    authMethodId: (row) => row['authMethodId'],
    publicKeyHex: (row) => row['publicKeyHex'],
  },
};
