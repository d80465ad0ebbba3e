import type { CustomerRecord } from '../customers/customer-record.ts';

/**
 * Everything the reference stores, one table per resource, each keyed by resource id. A slice that needs a new
 * table adds it here and in `emptyData`; data files written before it existed get the empty table when loaded.
 */
export interface ReferenceData {
  customers: Record<string, CustomerRecord>;
}

/** A fresh, empty database. */
export function emptyData(): ReferenceData {
  return { customers: {} };
}

/**
 * The row with this id, if the table holds one. Uses an own-property check so that ids such as `__proto__` or
 * `constructor` (they come from URLs) never resolve to something inherited.
 */
export function rowById<Row>(table: Readonly<Record<string, Row>>, id: string): Row | undefined {
  return Object.hasOwn(table, id) ? table[id] : undefined;
}
