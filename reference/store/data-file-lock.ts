import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync, rmSync } from 'node:fs';

/** The lock a process holds on its data file while it serves from it (`<data file>.lock`, holding its pid). */
export interface DataFileLock {
  readonly path: string;
  /** Removes the lock, if it is still this process's. */
  release(): Promise<void>;
  /** The same, synchronously: for `process.on('exit')`, where nothing asynchronous runs any more. */
  releaseSync(): void;
}

/** Another live process holds the data file. */
export class DataFileInUseError extends Error {
  override readonly name = 'DataFileInUseError';
  constructor(
    readonly dataFile: string,
    readonly holder: number,
  ) {
    super(`data file ${dataFile} is in use by process ${holder} (lock ${dataFile}.lock)`);
  }
}

export interface LockOptions {
  /** The pid written into the lock (this process's unless given). */
  readonly pid?: number;
  /** Whether a process runs (by default, signal 0: a process that exists but is not ours still counts). */
  readonly isAlive?: (pid: number) => boolean;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names; undefined when the file is gone or names none. */
async function holderOf(path: string): Promise<number | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  return parseHolder(text);
}

function parseHolder(text: string | undefined): number | undefined {
  const pid = text === undefined ? Number.NaN : Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Takes the lock on `dataFile`, so that one process only serves from it: two writers would interleave their journals
 * and overwrite each other's snapshots. The lock file is written whole beside the lock and linked into place, which
 * fails when a lock exists, so a lock is never seen half-written. A lock naming a live process (this one included: a
 * second store in the same process is refused too) throws {@link DataFileInUseError}; a lock naming a process that
 * is gone (it crashed or was killed) is taken over. Two processes taking over the same stale lock at the same moment
 * may both remove it, but only one link succeeds; the other finds the winner's lock and refuses.
 */
export async function lockDataFile(dataFile: string, options: LockOptions = {}): Promise<DataFileLock> {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? processIsAlive;
  const path = `${dataFile}.lock`;
  const staging = `${path}.${pid}`;
  await writeFile(staging, `${pid}\n`);
  try {
    // A stale lock is removed, then linked again: a few rounds cover a competitor doing the same.
    for (let round = 0; round < 5; round += 1) {
      try {
        await link(staging, path);
        return ownLock(path, pid);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await holderOf(path);
      if (holder !== undefined && (holder === pid || isAlive(holder))) throw new DataFileInUseError(dataFile, holder);
      // Removed only if it still names the process found gone (or nothing), not a lock a competitor just took.
      if ((await holderOf(path)) === holder) await rm(path, { force: true });
    }
    throw new Error(`cannot take the lock ${path}: it keeps changing hands`);
  } finally {
    await rm(staging, { force: true });
  }
}

function ownLock(path: string, pid: number): DataFileLock {
  const ours = (text: string | undefined) => parseHolder(text) === pid;
  return {
    path,
    async release() {
      if (ours(await readFile(path, 'utf8').catch(() => undefined))) await rm(path, { force: true });
    },
    releaseSync() {
      let text: string | undefined;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return;
      }
      if (ours(text)) rmSync(path, { force: true });
    },
  };
}
