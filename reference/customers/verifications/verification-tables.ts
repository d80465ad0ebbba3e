import type { VerificationRecord } from './verification-record.ts';

/** The table of verifications, empty. */
export function emptyTables(): {
  /** One per customer that was submitted. */
  verifications: Record<string, VerificationRecord>;
} {
  return { verifications: {} };
}
