import type { Low } from 'lowdb';
import { emptyData, type ReferenceData } from './data.ts';
import { createMutex } from './mutex.ts';
import { assertStorable } from './storable.ts';

/**
 * The storage of the reference. A request either commits all its writes or none: writes happen only inside
 * `transact`, on a private copy of the data that replaces the committed data only after it has been persisted.
 */
export interface Store {
  /**
   * Runs `fn` against the committed data and returns a copy of its result. `fn` must not modify `data`; changes
   * belong in `transact`.
   */
  read<T>(fn: (data: ReferenceData) => T): Promise<T>;
  /**
   * Runs `fn` on a draft copy of the data, one transaction at a time. When `fn` returns, the draft is checked (see
   * `storable.ts`), persisted and becomes the committed data; when `fn` throws, the check fails or persisting fails,
   * the draft is dropped and nothing changes.
   * Resolves to a copy of `fn`'s result.
   */
  transact<T>(fn: (draft: ReferenceData) => T | Promise<T>): Promise<T>;
}

/**
 * A store over a lowdb database whose `data` has already been loaded. The draft is written through the adapter
 * before it replaces `db.data`, so readers never see data that failed to persist.
 */
export function createLowStore(db: Low<ReferenceData>): Store {
  const mutex = createMutex();
  return {
    async read(fn) {
      return structuredClone(fn(db.data));
    },
    transact(fn) {
      return mutex.run(async () => {
        const draft = structuredClone(db.data);
        const result = await fn(draft);
        // Everything that could fail is done before persisting, so that a refused transaction writes nothing.
        assertStorable(draft, 'transaction data');
        const answer = structuredClone(result);
        await db.adapter.write(draft);
        db.data = draft;
        return answer;
      });
    },
  };
}

/**
 * Completes data loaded from storage: tables added since it was written start empty. Refuses anything that is not a
 * JSON object of tables, so a foreign or damaged file is never silently overwritten.
 */
export function withDefaultTables(loaded: unknown, source: string): ReferenceData {
  if (!isPlainObject(loaded)) throw new Error(`${source}: expected a JSON object of tables`);
  const data: Record<string, unknown> = { ...emptyData() };
  for (const [table, rows] of Object.entries(loaded)) {
    if (!isPlainObject(rows)) throw new Error(`${source}: table ${JSON.stringify(table)} is not an object of rows`);
    data[table] = rows;
  }
  return data as unknown as ReferenceData;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
