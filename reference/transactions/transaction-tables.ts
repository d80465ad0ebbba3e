import type { IncomingTransactionRecord } from './transaction-record.ts';

/** The tables of transactions, empty. */
export function emptyTransactionTables(): {
  /** Payments received (so far only the sandbox's simulated incoming UMA payments). */
  transactions: Record<string, IncomingTransactionRecord>;
} {
  return { transactions: {} };
}
