import type { QuoteRecord } from './quote-record.ts';

/** The tables of quotes, empty. */
export function emptyQuoteTables(): { quotes: Record<string, QuoteRecord> } {
  return { quotes: {} };
}
