import { Memory, type Low } from 'lowdb';
import { createMemoryBlobs, type BlobStore } from './blob-store.ts';
import { emptyData, setRow, type ReferenceData } from './data.ts';
import { createDraft, detach } from './draft.ts';
import { buildIndexes, reindexRow } from './indexes.ts';
import type { JournalEntry } from './journal-file.ts';
import { createMutex } from './mutex.ts';
import { assertStorable } from './storable.ts';

/**
 * The storage of the reference. A request either commits all its writes or none: writes happen only inside
 * `transact`, on a private draft that changes the committed data only after its changes have been persisted.
 */
export interface Store {
  /**
   * Runs `fn` against the committed data and returns a copy of its result. `fn` must not modify `data`; changes
   * belong in `transact`.
   */
  read<T>(fn: (data: ReferenceData) => T): Promise<T>;
  /**
   * Runs `fn` on a draft of the data, one transaction at a time. The draft copies only the rows `fn` touches (see
   * `draft.ts`). When `fn` returns, the rows it changed are checked (see `storable.ts`), persisted and applied to
   * the committed data; when `fn` throws, a check fails or persisting fails, the draft is dropped and nothing
   * changes. Resolves to a copy of `fn`'s result.
   */
  transact<T>(fn: (draft: ReferenceData) => T | Promise<T>): Promise<T>;
  /** Contents kept beside the data, by SHA-256 (uploaded documents). */
  readonly blobs: BlobStore;
}

/** An adapter that persists transactions one by one (see `journal-file.ts`) rather than the whole data. */
export interface AppendingAdapter {
  append(entry: JournalEntry): Promise<void>;
  /** Sizes that decide when to compact, and the compaction itself (started between transactions). */
  readonly sizes: { journal: number; snapshot: number };
  compact(data: ReferenceData): Promise<void>;
}

/** The journal is compacted once it outgrows the snapshot (so compaction costs O(1) per write) and this floor. */
const compactionFloorBytes = 8 * 1024 * 1024;

function isAppending(adapter: unknown): adapter is AppendingAdapter {
  return typeof (adapter as Partial<AppendingAdapter>).append === 'function';
}

type Tables = Record<string, Record<string, unknown>>;

/**
 * A store over a lowdb database whose `data` has already been loaded. With an appending adapter each commit appends
 * its changed rows; with lowdb's `Memory` adapter nothing needs persisting; any other adapter is given the whole
 * data (a new top-level object sharing the unchanged tables) before it replaces `db.data`.
 */
export function createLowStore(db: Low<ReferenceData>, blobs: BlobStore = createMemoryBlobs()): Store {
  const mutex = createMutex();
  buildIndexes(db.data);
  const adapter = db.adapter;
  return {
    blobs,
    async read(fn) {
      return structuredClone(fn(db.data));
    },
    transact(fn) {
      return mutex.run(async () => {
        const draft = createDraft(db.data);
        const result = await fn(draft.data);
        // Everything that could fail is done before persisting, so that a refused transaction writes nothing.
        const committed = db.data as unknown as Tables;
        const entry: { puts: JournalEntry['puts'][number][]; deletes: JournalEntry['deletes'][number][] } = { puts: [], deletes: [] };
        for (const { table, id, value } of draft.changes()) {
          const before = Object.hasOwn(committed[table]!, id) ? committed[table]![id] : undefined;
          if (value === undefined) {
            if (before !== undefined) entry.deletes.push({ table, id });
            continue;
          }
          const row = detach(value);
          assertStorable(row, `${table} row ${JSON.stringify(id)}`);
          const json = JSON.stringify(row);
          if (before === undefined || JSON.stringify(before) !== json) entry.puts.push({ table, id, json });
        }
        const answer = detach(result);
        if (entry.puts.length === 0 && entry.deletes.length === 0) return answer;

        const rows = entry.puts.map(({ json }) => JSON.parse(json) as unknown);
        if (isAppending(adapter)) {
          await adapter.append(entry);
          apply(db.data, entry, rows);
          const { journal, snapshot } = adapter.sizes;
          if (journal > Math.max(compactionFloorBytes, snapshot)) await adapter.compact(db.data);
        } else if (adapter instanceof Memory) {
          apply(db.data, entry, rows);
        } else {
          const next = { ...committed };
          for (const { table } of [...entry.puts, ...entry.deletes]) next[table] = { ...committed[table] };
          applyRows(next, entry, rows);
          await adapter.write(next as unknown as ReferenceData);
          db.data = next as unknown as ReferenceData;
          buildIndexes(db.data);
        }
        return answer;
      });
    },
  };
}

/** Applies a persisted entry to the committed data and its indexes. */
function apply(data: ReferenceData, entry: JournalEntry, rows: readonly unknown[]): void {
  const tables = data as unknown as Tables;
  for (const { table, id } of entry.deletes) {
    reindexRow(data, table, id, tables[table]![id], undefined);
  }
  entry.puts.forEach(({ table, id }, position) => {
    reindexRow(data, table, id, Object.hasOwn(tables[table]!, id) ? tables[table]![id] : undefined, rows[position]);
  });
  applyRows(tables, entry, rows);
}

function applyRows(tables: Tables, entry: JournalEntry, rows: readonly unknown[]): void {
  for (const { table, id } of entry.deletes) delete tables[table]![id];
  entry.puts.forEach(({ table, id }, position) => setRow(tables[table]!, id, rows[position]));
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
