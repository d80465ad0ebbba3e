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
