import type { QuoteRecord } from './quote-record.ts';

/** The tables of quotes, empty. */
export function emptyTables(): { quotes: Record<string, QuoteRecord> } {
  return { quotes: {} };
}
