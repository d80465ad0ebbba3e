import type { TableIndexes } from '../../store/table-indexes.ts';
import type { BeneficialOwnerRecord } from './owner-record.ts';

/** The table of beneficial owners, empty. */
export function emptyTables(): { beneficialOwners: Record<string, BeneficialOwnerRecord> } {
  return { beneficialOwners: {} };
}

/** The lookups of these tables the store indexes: a customer's owners. */
export const tableIndexes: TableIndexes = {
  beneficialOwners: {
    customerId: (row) => row['customerId'],
  },
};
