import type { CardRecord } from './card-record.ts';
import type { CardTransactionRecord } from './card-transaction-record.ts';

/** The tables of cards, empty. */
export function emptyTables(): {
  cards: Record<string, CardRecord>;
  /** Card transactions made by the sandbox card simulation. */
  cardTransactions: Record<string, CardTransactionRecord>;
} {
  return { cards: {}, cardTransactions: {} };
}
