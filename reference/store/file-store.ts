import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import { emptyData, type ReferenceData } from './data.ts';
import { JournalFile } from './journal-file.ts';
import { createLowStore, withDefaultTables, type Store } from './store.ts';

/**
 * A store persisted as a JSON snapshot at `path` and a journal of transactions beside it (`journal-file.ts`): each
 * commit appends only what it changed and is flushed to the disk before the request is answered. Creates the
 * directory, loads the snapshot and replays the journal when they exist, then writes a fresh snapshot at once, so an
 * unusable path fails at start-up rather than on the first request. Throws when the file exists but is not a data
 * file of the reference.
 */
export async function createFileStore(path: string): Promise<Store> {
  await mkdir(dirname(path), { recursive: true });
  const adapter = new JournalFile(path);
  let loaded: ReferenceData | null;
  try {
    loaded = await adapter.read();
  } catch (error) {
    throw new Error(`cannot load data file ${path}: ${(error as Error).message}`);
  }
  const db = new Low<ReferenceData>(adapter, emptyData());
  if (loaded !== null) db.data = withDefaultTables(loaded, path);
  await db.write();
  return createLowStore(db);
}
