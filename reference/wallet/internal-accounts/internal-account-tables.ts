import type { TableIndexes } from '../../store/table-indexes.ts';
import type { InternalAccountRecord } from './internal-account-record.ts';

/** The table of internal accounts, empty. */
export function emptyTables(): { internalAccounts: Record<string, InternalAccountRecord> } {
  return { internalAccounts: {} };
}

/** The lookups of these tables the store indexes: a customer's internal accounts. */
export const tableIndexes: TableIndexes = {
  internalAccounts: {
    customerId: (row) => row['customerId'],
  },
};
