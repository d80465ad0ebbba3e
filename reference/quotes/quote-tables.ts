import type { IdempotencyRecord } from './idempotency.ts';
import type { QuoteRecord } from './quote-record.ts';

/** The tables of quotes, empty. */
export function emptyTables(): {
  quotes: Record<string, QuoteRecord>;
  /** Keyed by platform and `Idempotency-Key` (see `idempotency.ts`). */
  idempotencyRecords: Record<string, IdempotencyRecord>;
} {
  return { quotes: {}, idempotencyRecords: {} };
}
