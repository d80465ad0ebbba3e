import { Memory, type Low } from 'lowdb';
import { createMemoryBlobs, type BlobStore } from './blob-store.ts';
import { emptyData, setRow, type ReferenceData } from './data.ts';
import { createDraft, detach } from './draft.ts';
import { buildIndexes, reindexRow, rowsWhere } from './indexes.ts';
import type { JournalEntry } from './journal-file.ts';
import { createGroupCommit } from './group-commit.ts';
import { createMutex } from './mutex.ts';
import { captureData, type SnapshotCapture } from './snapshot-capture.ts';
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
   * Like `read`, but answers `fn`'s result as it is, without a copy: for an answer `fn` builds afresh and that is
   * only serialised afterwards, never modified. It may share values with committed rows; transactions replace
   * committed rows whole and never modify one, so what it shares stays as it was read.
   */
  view<T>(fn: (data: ReferenceData) => T): Promise<T>;
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

/** A store over lowdb; `idle` resolves once nothing is being persisted or compacted in the background. */
export type LowStore = Store & { idle(): Promise<void> };

/** An adapter that persists transactions in groups (see `journal-file.ts`) rather than the whole data. */
export interface AppendingAdapter {
  /** Persists the transactions, in order, durably; on failure persists none of them. */
  append(entries: readonly JournalEntry[]): Promise<void>;
  /** Sizes that decide when to compact, and the compaction itself (started between two appends). */
  readonly sizes: { journal: number; snapshot: number };
  /**
   * Sets the journal aside and writes `snapshot` (the data as it was when the call was made, see
   * `snapshot-capture.ts`) in its place; `durable` settles once everything in it has been appended: the snapshot
   * waits for it.
   */
  compact(snapshot: Promise<readonly string[]>, durable: Promise<void>): Promise<void>;
}

/**
 * The journal is compacted once it outgrows the snapshot (so compaction costs O(1) per write) and a floor: this one
 * unless configured (`LowStoreOptions`).
 */
export const defaultCompactionFloorBytes = 8 * 1024 * 1024;

export interface LowStoreOptions {
  /** The journal size below which it is never compacted, whatever the snapshot's size (bytes). */
  compactionFloorBytes?: number;
}

function isAppending(adapter: unknown): adapter is AppendingAdapter {
  return typeof (adapter as Partial<AppendingAdapter>).append === 'function';
}

type Tables = Record<string, Record<string, unknown>>;

/** A row as it was before a transaction changed it (`undefined`: absent), and as the transaction left it. */
interface Undo {
  readonly table: string;
  readonly id: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** A transaction applied to the committed data and queued for the journal, with what reverts it. */
interface Applied {
  readonly entry: JournalEntry;
  readonly undo: readonly Undo[];
}

/** Thrown to a transaction that read data whose persisting failed (that data was reverted). */
export class PersistFailedError extends Error {
  override readonly name = 'PersistFailedError';
}

/**
 * A store over a lowdb database whose `data` has already been loaded. With an appending adapter, a committed
 * transaction is applied to the data at once and queued for the journal; transactions committed while a flush is
 * under way are appended together and flushed by the next one (group commit). Nothing is answered before what it
 * saw is on the disk: `transact` resolves, and `read` answers, only once every transaction applied so far has been
 * flushed. When a flush fails, its transactions and every one queued after them are reverted in the data (newest
 * first) and refused, and a transaction running on data that was reverted is refused too. With lowdb's `Memory`
 * adapter nothing needs persisting; any other adapter is given the whole data (a new top-level object sharing the
 * unchanged tables) before it replaces `db.data`.
 */
export function createLowStore(
  db: Low<ReferenceData>,
  blobs: BlobStore = createMemoryBlobs(),
  options: LowStoreOptions = {},
): LowStore {
  const compactionFloorBytes = options.compactionFloorBytes ?? defaultCompactionFloorBytes;
  const mutex = createMutex();
  buildIndexes(db.data);
  const adapter = db.adapter;
  /** Increased on every revert: a transaction that began before one may have read reverted data. */
  let reverts = 0;
  let lastRevertCause: unknown;
  /** The compaction's capture under way: told each row's value before it changes. */
  let capture: SnapshotCapture | undefined;
  /** The sweep of unreferenced contents after the last compaction. */
  let sweeping: Promise<void> = Promise.resolve();
  const commits = isAppending(adapter)
    ? createGroupCommit<Applied>({
        write: (batch) => adapter.append(batch.map(({ entry }) => entry)),
        onFailure(failed, error) {
          for (const { undo } of [...failed].reverse()) {
            for (const { table, id, after } of undo) capture?.before(table, id, after);
            revert(db.data, undo);
          }
          reverts += 1;
          lastRevertCause = error;
        },
        async afterBatch() {
          const { journal, snapshot } = adapter.sizes;
          if (journal <= Math.max(compactionFloorBytes, snapshot)) return;
          const taken = captureData(db.data);
          capture = taken;
          const text = taken.text().finally(() => {
            if (capture === taken) capture = undefined;
          });
          await adapter.compact(text, commits!.flushed());
          // Contents nothing refers to any more go with the journal that may have referred to them (in the background).
          sweeping = blobs.sweep(referenced).then(
            () => undefined,
            () => undefined,
          );
        },
      })
    : undefined;
  const durable = () => commits?.flushed() ?? Promise.resolve();
  const referenced = (sha256: string) => isBlobReferenced(db.data, sha256);
  return {
    async idle() {
      await commits?.idle();
      await sweeping;
    },
    blobs: {
      ...blobs,
      // A content whose transaction failed is removed at once, unless something else holds or refers to it.
      async hold(content, use) {
        let digest: string | undefined;
        try {
          return await blobs.hold(content, (sha256) => use((digest = sha256)));
        } catch (error) {
          if (digest !== undefined) await blobs.sweep(referenced, [digest]).catch(() => undefined);
          throw error;
        }
      },
    },
    async read(fn) {
      const result = structuredClone(fn(db.data));
      await durable();
      return result;
    },
    async view(fn) {
      const result = fn(db.data);
      await durable();
      return result;
    },
    async transact(fn) {
      const { answer, persisted, failure } = await mutex.run(async () => {
        const revertsBefore = reverts;
        const draft = createDraft(db.data);
        let result: unknown;
        try {
          result = await fn(draft.data);
        } catch (error) {
          // Answered once what it saw is durable, like a result.
          return { failure: { error }, persisted: durable() };
        }
        if (reverts !== revertsBefore) {
          throw new PersistFailedError(
            `the data this transaction read could not be persisted: ${String((lastRevertCause as Error)?.message ?? lastRevertCause)}`,
          );
        }
        // Everything that could fail is done before persisting, so that a refused transaction writes nothing.
        const committed = db.data as unknown as Tables;
        const entry: { puts: JournalEntry['puts'][number][]; deletes: JournalEntry['deletes'][number][] } = {
          puts: [],
          deletes: [],
        };
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
        if (entry.puts.length === 0 && entry.deletes.length === 0) return { answer, persisted: durable() };

        const rows = entry.puts.map(({ json }) => JSON.parse(json) as unknown);
        if (commits) {
          const undo = apply(db.data, entry, rows, capture);
          return { answer, persisted: commits.enqueue({ entry, undo }) };
        }
        if (adapter instanceof Memory) {
          apply(db.data, entry, rows);
        } else {
          const next = { ...committed };
          for (const { table } of [...entry.puts, ...entry.deletes]) next[table] = { ...committed[table] };
          applyRows(next, entry, rows);
          await adapter.write(next as unknown as ReferenceData);
          db.data = next as unknown as ReferenceData;
          buildIndexes(db.data);
        }
        return { answer };
      });
      // Outside the mutex: the next transaction runs while this one waits for its flush.
      await persisted;
      if (failure) throw failure.error;
      return answer as Awaited<ReturnType<typeof fn>>;
    },
  };
}

/**
 * Whether any record of `data` refers to the stored content `sha256` (documents, by their index): the blobs a sweep
 * must keep. Data applied but not yet flushed counts: its transaction holds its content until it settles anyway.
 */
export function isBlobReferenced(data: ReferenceData, sha256: string): boolean {
  return rowsWhere(data, 'documents', 'sha256', sha256).length > 0;
}

/** Applies a checked entry to the committed data and its indexes (telling `capture`); answers what reverts it. */
function apply(data: ReferenceData, entry: JournalEntry, rows: readonly unknown[], capture?: SnapshotCapture): Undo[] {
  const tables = data as unknown as Tables;
  const undo: Undo[] = [];
  const current = (table: string, id: string) => (Object.hasOwn(tables[table]!, id) ? tables[table]![id] : undefined);
  for (const { table, id } of entry.deletes) undo.push({ table, id, before: current(table, id), after: undefined });
  entry.puts.forEach(({ table, id }, position) =>
    undo.push({ table, id, before: current(table, id), after: rows[position] }),
  );
  if (capture) for (const { table, id, before } of undo) capture.before(table, id, before);
  for (const { table, id, before, after } of undo) reindexRow(data, table, id, before, after);
  applyRows(tables, entry, rows);
  return undo;
}

/** Puts back the rows an applied entry changed, newest change first. */
function revert(data: ReferenceData, undo: readonly Undo[]): void {
  const tables = data as unknown as Tables;
  for (const { table, id, before, after } of [...undo].reverse()) {
    reindexRow(data, table, id, after, before);
    if (before === undefined) delete tables[table]![id];
    else setRow(tables[table]!, id, before);
  }
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
