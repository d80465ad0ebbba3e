import type { ExternalAccountRecord } from './external-account-record.ts';

/** The table of external accounts, empty. */
export function emptyTables(): { externalAccounts: Record<string, ExternalAccountRecord> } {
  return { externalAccounts: {} };
}
