import type { InternalAccountRecord } from './internal-account-record.ts';

/** The table of internal accounts, empty. */
export function emptyTables(): { internalAccounts: Record<string, InternalAccountRecord> } {
  return { internalAccounts: {} };
}
