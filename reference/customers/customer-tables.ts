import type { TableIndexes } from '../store/table-indexes.ts';
import type { CustomerRecord } from './customer-record.ts';

/** The table of customers, empty. */
export function emptyTables(): { customers: Record<string, CustomerRecord> } {
  return { customers: {} };
}

/** The lookups of these tables the store indexes: the uniqueness of an active customer's `platformCustomerId` and UMA address (4.3, 7.3); the receiver of a simulated UMA payment (4.4). */
export const tableIndexes: TableIndexes = {
  customers: {
    platformCustomerId: (row) => row['platformCustomerId'],
    umaAddress: (row) => (row['profile'] as Record<string, unknown> | undefined)?.['umaAddress'],
  },
};
