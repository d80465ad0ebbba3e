import { close, fdatasync, fstat, ftruncate, open as openFd, write } from 'node:fs';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { dirname } from 'node:path';
import type { Adapter } from 'lowdb';
import { setRow, type ReferenceData } from './data.ts';
import { syncDirectory } from './sync-directory.ts';

/** One committed transaction as the journal holds it: rows written (as JSON text) and rows deleted. */
export interface JournalEntry {
  readonly puts: readonly { table: string; id: string; json: string }[];
  readonly deletes: readonly { table: string; id: string }[];
}

/**
 * How an append reaches the journal file: Node's `fs.write` and `fs.ftruncate` unless given (a test passes a write
 * that fails part-way, as a full disk does).
 */
export interface JournalIo {
  /** Writes up to `length` bytes of `buffer` from `offset` at the end of the file; resolves to the bytes written. */
  write(fd: number, buffer: Buffer, offset: number, length: number): Promise<number>;
  truncate(fd: number, length: number): Promise<void>;
}

/** A completed compaction: the journal bytes set aside, the snapshot's size after it. */
export interface CompactionSizes {
  readonly journalBytes: number;
  readonly snapshotBytes: number;
}

/**
 * A lowdb adapter that keeps the data as a snapshot (`<path>`, plain JSON, written atomically) and an append-only
 * journal of committed transactions (`<path>.journal`, one JSON line each, `fsync`ed before `append` resolves).
 *
 * - `read` loads the snapshot and replays the journals (a line torn by a crash is dropped: it was never
 *   acknowledged); the store then `write`s, so that it starts from a snapshot and an empty journal;
 * - `append` is the write of a group of transactions (see `group-commit.ts`): its cost is the size of the changes,
 *   not of the data, and one flush serves the whole group;
 * - `write` replaces the snapshot with the whole data (start-up, compaction) and empties the journals;
 * - `compact` starts a compaction between two appends: the journal is set aside as `<path>.journal.old`, a new one
 *   is started, and the snapshot is rewritten in the background, after which the old journal is removed.
 *
 * Replaying is idempotent (rows are written whole), so a snapshot taken at any point after a journal began, followed
 * by that journal, always gives the latest data: a crash at any step of a compaction loses nothing.
 */
export class JournalFile implements Adapter<ReferenceData> {
  readonly journalPath: string;
  readonly oldJournalPath: string;
  /**
   * The journal's file descriptor. A plain descriptor rather than a `FileHandle`: a store is not closed when a test
   * drops it, and Node warns about handles closed by the garbage collector.
   */
  #journal: number | undefined;
  #journalBytes = 0;
  /** The journal file's length after the last successful append: where a failed one is cut back to. */
  #fileBytes = 0;
  #broken: Error | undefined;
  #snapshotBytes = 0;
  #compacting: Promise<void> | undefined;

  readonly #onCompacted: ((sizes: CompactionSizes) => void) | undefined;
  readonly #io: JournalIo;

  /** `onCompacted`: told of each compaction once its snapshot is in place and the old journal removed. */
  constructor(
    readonly path: string,
    options: { onCompacted?: (sizes: CompactionSizes) => void; io?: JournalIo } = {},
  ) {
    this.#onCompacted = options.onCompacted;
    this.#io = options.io ?? nodeIo;
    this.journalPath = `${path}.journal`;
    this.oldJournalPath = `${path}.journal.old`;
  }

  /** Bytes appended since the journal was last set aside, and the snapshot's size: the store compacts on their ratio. */
  get sizes(): { journal: number; snapshot: number } {
    return { journal: this.#journalBytes, snapshot: this.#snapshotBytes };
  }

  async read(): Promise<ReferenceData | null> {
    const snapshot = await readIfExists(this.path);
    let data: Record<string, Record<string, unknown>> | null = null;
    if (snapshot !== undefined) {
      this.#snapshotBytes = snapshot.length;
      data = JSON.parse(snapshot.toString('utf8')) as Record<string, Record<string, unknown>>;
    }
    for (const journal of [this.oldJournalPath, this.journalPath]) {
      const bytes = await readIfExists(journal);
      if (bytes === undefined) continue;
      data ??= {};
      replay(data, bytes, journal);
    }
    return data as unknown as ReferenceData | null;
  }

  async write(data: ReferenceData): Promise<void> {
    await this.#compacting;
    await this.#writeSnapshot(JSON.stringify(data));
    await this.#closeJournal();
    await rm(this.oldJournalPath, { force: true });
    await rm(this.journalPath, { force: true });
    await this.#openJournal();
  }

  /**
   * Appends transactions (one line each) with one write and flushes them to the disk before resolving. When the
   * write or the flush fails, the journal is cut back to what it held before, so that no line of the failed batch is
   * ever read back; when even that fails, every later append is refused (the file's state is unknown until a restart
   * replays it).
   */
  async append(entries: readonly JournalEntry[]): Promise<void> {
    if (this.#broken) throw this.#broken;
    const journal = this.#journal ?? (await this.#openJournal());
    const bytes = Buffer.from(entries.map(journalLine).join(''));
    try {
      let written = 0;
      while (written < bytes.length) written += await this.#io.write(journal, bytes, written, bytes.length - written);
      await fdatasyncAsync(journal);
    } catch (error) {
      try {
        await this.#io.truncate(journal, this.#fileBytes);
        await fdatasyncAsync(journal);
      } catch (cutError) {
        this.#broken = new Error(`the journal ${this.journalPath} cannot be written: ${(cutError as Error).message}`);
      }
      throw error;
    }
    this.#fileBytes += bytes.length;
    this.#journalBytes += bytes.length;
  }

  /**
   * Starts a compaction (call between two appends): sets the journal aside and starts a new one, then writes
   * `snapshot` (the data's JSON text as it was at the call, built meanwhile) in the background and puts it in place
   * only once `durable` resolves (it may hold transactions not yet flushed: a snapshot must never hold what the
   * journal could still lose). Does nothing while a compaction is running.
   */
  async compact(snapshot: Promise<readonly string[]>, durable: Promise<void>): Promise<void> {
    // Whatever happens below, a snapshot not written is never waited for.
    snapshot.catch(() => undefined);
    if (this.#compacting) return;
    const oldExists = (await stat(this.oldJournalPath).catch(() => undefined)) !== undefined;
    if (!oldExists) {
      await this.#closeJournal();
      await rename(this.journalPath, this.oldJournalPath).catch(ignoreMissing);
      await this.#openJournal();
    }
    const journalBytes = this.#journalBytes;
    this.#journalBytes = 0;
    this.#compacting = (async () => {
      await this.#writeSnapshot(await snapshot, durable);
      await rm(this.oldJournalPath, { force: true });
      this.#onCompacted?.({ journalBytes, snapshotBytes: this.#snapshotBytes });
    })().finally(() => (this.#compacting = undefined));
    // A failed background compaction leaves the old journal in place: nothing is lost, the next one retries.
    this.#compacting.catch(() => undefined);
  }

  /** Resolves once any compaction under way has finished. */
  async settled(): Promise<void> {
    await this.#compacting?.catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.settled();
    await this.#closeJournal();
  }

  /** Writes `text` (whole, or in pieces) as the new snapshot, put in place once `durable` resolves. */
  async #writeSnapshot(text: string | readonly string[], durable?: Promise<void>): Promise<void> {
    const temporary = `${this.path}.tmp`;
    const file = await open(temporary, 'w');
    let bytes = 0;
    try {
      for (const piece of typeof text === 'string' ? [text] : text) {
        await file.write(piece);
        bytes += Buffer.byteLength(piece);
      }
      await file.datasync();
    } finally {
      await file.close();
    }
    try {
      await durable;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await rename(temporary, this.path);
    await syncDirectory(dirname(this.path));
    this.#snapshotBytes = bytes;
  }

  async #openJournal(): Promise<number> {
    const existed = (await stat(this.journalPath).catch(() => undefined)) !== undefined;
    const journal = await openAsync(this.journalPath, 'a');
    this.#journal = journal;
    this.#fileBytes = (await fstatAsync(journal)).size;
    if (!existed) await syncDirectory(dirname(this.journalPath));
    return journal;
  }

  async #closeJournal(): Promise<void> {
    const journal = this.#journal;
    this.#journal = undefined;
    if (journal !== undefined) await closeAsync(journal);
  }
}

const openAsync = promisify(openFd);
const closeAsync = promisify(close);
const fdatasyncAsync = promisify(fdatasync);
const ftruncateAsync = promisify(ftruncate);
const fstatAsync = promisify(fstat);
const nodeIo: JournalIo = {
  write: (fd, buffer, offset, length) =>
    new Promise<number>((resolve, reject) =>
      write(fd, buffer, offset, length, null, (error, bytes) => (error ? reject(error) : resolve(bytes))),
    ),
  truncate: (fd, length) => ftruncateAsync(fd, length),
};

async function readIfExists(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

/** One transaction as a journal line: the keys of the rows written and deleted, then the rows' JSON as it was checked. */
function journalLine(entry: JournalEntry): string {
  const keys = JSON.stringify({
    put: entry.puts.map(({ table, id }) => [table, id]),
    del: entry.deletes.map(({ table, id }) => [table, id]),
  });
  return `${keys.slice(0, -1)},"rows":[${entry.puts.map((p) => p.json).join(',')}]}\n`;
}

/**
 * Applies every complete line of a journal to `data`. Text after the last newline is a line torn by a crash (it was
 * never flushed whole, so never acknowledged): it is ignored, and the store rewrites its files on start, so it never
 * ends up before a later line. A damaged complete line is corruption and throws.
 */
function replay(data: Record<string, Record<string, unknown>>, bytes: Buffer, source: string): void {
  const lines = bytes.toString('utf8').split('\n');
  lines.pop();
  lines.forEach((line, index) => {
    let entry: { put: [string, string][]; del: [string, string][]; rows: unknown[] };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch (error) {
      throw new Error(`${source}: line ${index + 1} is damaged: ${(error as Error).message}`);
    }
    for (const [table, id] of entry.del) if (data[table]) delete data[table][id];
    entry.put.forEach(([table, id], position) => setRow((data[table] ??= {}), id, entry.rows[position]));
  });
}
