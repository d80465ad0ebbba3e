import type { ApiTokenRecord } from './token-record.ts';

/** The table of API tokens, empty. */
export function emptyTables(): {
  /** Keyed by token id. */
  apiTokens: Record<string, ApiTokenRecord>;
} {
  return { apiTokens: {} };
}
