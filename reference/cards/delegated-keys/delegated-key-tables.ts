import type { DelegatedKeyRecord } from './delegated-key-record.ts';

/** The table of delegated signing keys, empty. */
export function emptyTables(): {
  /** Keyed by delegated key id. */
  delegatedKeys: Record<string, DelegatedKeyRecord>;
} {
  return { delegatedKeys: {} };
}
