import type { TableIndexes } from '../store/table-indexes.ts';
import type { ProviderAccountRecord, StablecoinOperationRecord, StablecoinRecord } from './stablecoin-records.ts';

/** The tables of stablecoins, empty. */
export function emptyTables(): {
  /** Keyed by link id. */
  stablecoinProviderAccounts: Record<string, ProviderAccountRecord>;
  /** Keyed by stablecoin id. */
  stablecoins: Record<string, StablecoinRecord>;
  /** Keyed by operation id. */
  stablecoinOperations: Record<string, StablecoinOperationRecord>;
} {
  return { stablecoinProviderAccounts: {}, stablecoins: {}, stablecoinOperations: {} };
}

/** The lookups of these tables the store indexes: a stablecoin's operations; the active provider links. */
export const tableIndexes: TableIndexes = {
  stablecoinOperations: {
    stablecoinId: (row) => row['stablecoinId'],
  },
  stablecoinProviderAccounts: {
    status: (row) => row['status'],
  },
};
