import type { InvitationRecord } from './invitation-records.ts';

/** The tables of invitations, empty. */
export function emptyTables(): {
  /** Keyed by invitation code. */
  invitations: Record<string, InvitationRecord>;
} {
  return { invitations: {} };
}
