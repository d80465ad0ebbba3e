import type { TableIndexes } from '../store/table-indexes.ts';
import { dailyVolumeKey } from './daily-volume-key.ts';
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

/** The lookups of these tables the store indexes: a customer's transfers of one day in one currency (the daily volume of 7.5). */
export const tableIndexes: TableIndexes = {
  outgoingTransactions: {
    /** See {@link dailyVolumeKey}. */
    dailyVolume: (row) =>
      typeof row['executedAt'] === 'string'
        ? dailyVolumeKey(
            row['customerId'],
            (row['source'] as Record<string, unknown> | undefined)?.['currency'],
            row['executedAt'],
          )
        : undefined,
  },
};
