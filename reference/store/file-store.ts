import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { emptyData, type ReferenceData } from './data.ts';
import { createLowStore, withDefaultTables, type Store } from './store.ts';

/**
 * A store persisted as one JSON file (lowdb `JSONFile`, written atomically through a temporary file). Creates the
 * directory, loads the file when it exists and writes it at once, so an unusable path fails at start-up rather than
 * on the first request. Throws when the file exists but is not a data file of the reference.
 */
export async function createFileStore(path: string): Promise<Store> {
  await mkdir(dirname(path), { recursive: true });
  const adapter = new JSONFile<ReferenceData>(path);
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
