import type { TableIndexes } from '../store/table-indexes.ts';
import { platformHolder } from './platform-holder.ts';
import type { ExternalAccountRecord } from './external-account-record.ts';

/** The table of external accounts, empty. */
export function emptyTables(): { externalAccounts: Record<string, ExternalAccountRecord> } {
  return { externalAccounts: {} };
}

/** The lookups of these tables the store indexes: an external account's identity (its uniqueness) and its holder's accounts. */
export const tableIndexes: TableIndexes = {
  externalAccounts: {
    identityKey: (row) => row['identityKey'],
    /** The customer's id; a platform account (no customer) under {@link platformHolder}. */
    holder: (row) => (row['customerId'] === null ? platformHolder : row['customerId']),
  },
};
