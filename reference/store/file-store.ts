import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import { createFileBlobs, type BlobStore } from './blob-store.ts';
import { emptyData, type ReferenceData } from './data.ts';
import { JournalFile, type CompactionSizes } from './journal-file.ts';
import { createLowStore, isBlobReferenced, withDefaultTables, type LowStoreOptions, type Store } from './store.ts';

export interface FileStoreOptions extends LowStoreOptions {
  /** Told of each compaction that completed (the journal folded into a new snapshot). */
  onCompacted?: (sizes: CompactionSizes) => void;
}

/**
 * A file store; `settled` resolves once a background compaction under way has finished. `close` waits for every
 * write, and for the compaction and sweep they started, then closes the journal: call it once nothing writes any
 * more, before another store opens the file.
 */
export type FileStore = Store & { settled(): Promise<void>; close(): Promise<void> };

/**
 * A store persisted as a JSON snapshot at `path`, a journal of transactions beside it (`journal-file.ts`) and the
 * uploaded documents' contents in `<path>.blobs/`, named by their SHA-256 (`blob-store.ts`): each
 * commit appends only what it changed and is flushed to the disk before the request is answered. Creates the
 * directory, loads the snapshot and replays the journal when they exist, then writes a fresh snapshot at once, so an
 * unusable path fails at start-up rather than on the first request, and removes the contents no record refers to
 * (again after each compaction). The journal is compacted once it outgrows the snapshot and
 * `options.compactionFloorBytes` (8 MiB by default). Throws when the file exists but is not a data file of the
 * reference.
 */
export async function createFileStore(path: string, options: FileStoreOptions = {}): Promise<FileStore> {
  await mkdir(dirname(path), { recursive: true });
  const adapter = new JournalFile(path, options.onCompacted ? { onCompacted: options.onCompacted } : {});
  let loaded: ReferenceData | null;
  try {
    loaded = await adapter.read();
  } catch (error) {
    throw new Error(`cannot load data file ${path}: ${(error as Error).message}`);
  }
  const db = new Low<ReferenceData>(adapter, emptyData());
  if (loaded !== null) db.data = withDefaultTables(loaded, path);
  const blobs = createFileBlobs(`${path}.blobs`);
  await moveInlineContents(db.data, blobs);
  await db.write();
  const store = createLowStore(db, blobs, { compactionFloorBytes: options.compactionFloorBytes });
  // Nothing is in flight yet: contents left by uploads that failed, or by deleted records, go now.
  await blobs.sweep((sha256) => isBlobReferenced(db.data, sha256));
  return Object.assign(store, {
    settled: () => adapter.settled(),
    async close() {
      await store.idle();
      await adapter.close();
    },
  });
}

/** Data files written before documents went to blobs hold the content as base64 in the record: moved out on load. */
async function moveInlineContents(data: ReferenceData, blobs: BlobStore): Promise<void> {
  for (const record of Object.values(data.documents) as unknown as Record<string, unknown>[]) {
    const inline = record['contentBase64'];
    if (typeof inline !== 'string') continue;
    record['sha256'] = await blobs.put(Buffer.from(inline, 'base64'));
    delete record['contentBase64'];
  }
}
