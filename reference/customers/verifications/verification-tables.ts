import type { TableIndexes } from '../../store/table-indexes.ts';
import type { VerificationRecord } from './verification-record.ts';

/** The table of verifications, empty. */
export function emptyTables(): {
  /** One per customer that was submitted. */
  verifications: Record<string, VerificationRecord>;
} {
  return { verifications: {} };
}

/** The lookups of these tables the store indexes: a customer's verification. */
export const tableIndexes: TableIndexes = {
  verifications: {
    customerId: (row) => row['customerId'],
  },
};
