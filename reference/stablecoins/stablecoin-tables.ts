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
