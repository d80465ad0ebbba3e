import { emptyAreaData, type AreaData } from './area-tables.ts';
import type { PendingSignedRequest } from '../signed-retry/pending-request.ts';

/**
 * Everything the reference stores, one table per resource, each keyed by resource id. Each area declares its tables
 * in its own folder (`area-tables.ts`); data files written before a table existed get it empty. The signed-retry
 * table is the store's own: the signed flows of several areas share it.
 */
export interface ReferenceData extends AreaData {
  /** Signed-retry requests waiting for (or done with) their retry, keyed by `requestId`. */
  signedRequests: Record<string, PendingSignedRequest>;
}

/** A fresh, empty database. */
export function emptyData(): ReferenceData {
  return { signedRequests: {}, ...emptyAreaData() };
}

/**
 * The row with this id, if the table holds one. Uses an own-property check so that ids such as `__proto__` or
 * `constructor` (they come from URLs) never resolve to something inherited.
 */
export function rowById<Row>(table: Readonly<Record<string, Row>>, id: string): Row | undefined {
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/** Sets a row as an own member whatever its id (an id of `__proto__` must not reach the prototype). */
export function setRow(table: Record<string, unknown>, id: string, row: unknown): void {
  Object.defineProperty(table, id, { value: row, writable: true, enumerable: true, configurable: true });
}
