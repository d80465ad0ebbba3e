import type { OutgoingTransactionRecord } from './outgoing-transaction.ts';
import type { IncomingTransactionRecord } from './transaction-record.ts';

/** The tables of transactions, empty. */
export function emptyTables(): {
  /** Payments received (so far only the sandbox's simulated incoming UMA payments). */
  transactions: Record<string, IncomingTransactionRecord>;
  /** Payments sent: one per executed quote. Ids share the `Transaction:` form with the incoming ones. */
  outgoingTransactions: Record<string, OutgoingTransactionRecord>;
} {
  return { transactions: {}, outgoingTransactions: {} };
}
