import type { CustomerRecord } from './customer-record.ts';

/** The table of customers, empty. */
export function emptyTables(): { customers: Record<string, CustomerRecord> } {
  return { customers: {} };
}
