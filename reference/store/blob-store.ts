import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createMutex } from './mutex.ts';
import { syncDirectory } from './sync-directory.ts';

/**
 * Immutable byte contents (uploaded documents) kept outside the data, named by their SHA-256: the data holds only
 * the digest, so a large upload costs neither memory in every transaction nor bytes in the journal and snapshot.
 * A content is written (and flushed) before the transaction that refers to it; one that no record refers to in the
 * end (the transaction failed, or its record was deleted) is removed by a sweep.
 */
export interface BlobStore {
  /**
   * Stores `content` durably and resolves to its SHA-256, hex. Sweeps spare it for a while (the store's grace
   * period); a caller that stores a content for a transaction uses `hold`.
   */
  put(content: Uint8Array): Promise<string>;
  /**
   * Stores `content` and runs `use` with its SHA-256; no sweep removes it until `use` has settled (the transaction
   * that refers to it has committed or failed).
   */
  hold<T>(content: Uint8Array, use: (sha256: string) => Promise<T>): Promise<T>;
  /** The content with this SHA-256, if stored. */
  get(sha256: string): Promise<Buffer | undefined>;
  /**
   * Removes the stored contents `isReferenced` does not name (all of them, or those of `only`), except contents held
   * or put within the grace period; also removes temporary files older than the grace period, left by a write that
   * a crash interrupted. `isReferenced` is asked at the moment of each removal. Resolves to the digests removed.
   */
  sweep(isReferenced: (sha256: string) => boolean, only?: readonly string[]): Promise<string[]>;
}

export interface BlobStoreOptions {
  /** How long a content `put` outside `hold` is spared by sweeps (and how old a temporary file must be to go). */
  readonly graceMs?: number;
  readonly now?: () => number;
}

const defaultGraceMs = 10 * 60 * 1000;
const digestPattern = /^[0-9a-f]{64}$/;

function digestOf(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Which contents must survive a sweep whatever the data says: held ones, and ones put recently. */
function createKeepers(options: BlobStoreOptions) {
  const graceMs = options.graceMs ?? defaultGraceMs;
  const now = options.now ?? Date.now;
  const held = new Map<string, number>();
  const putAt = new Map<string, number>();
  return {
    graceMs,
    now,
    hold(digest: string) {
      held.set(digest, (held.get(digest) ?? 0) + 1);
    },
    release(digest: string) {
      const count = (held.get(digest) ?? 1) - 1;
      if (count === 0) held.delete(digest);
      else held.set(digest, count);
    },
    put(digest: string) {
      putAt.set(digest, now());
    },
    spares(digest: string): boolean {
      if (held.has(digest)) return true;
      const at = putAt.get(digest);
      if (at !== undefined && now() - at < graceMs) return true;
      putAt.delete(digest);
      return false;
    },
  };
}

/** Blobs in memory (memory stores). */
export function createMemoryBlobs(options: BlobStoreOptions = {}): BlobStore {
  const blobs = new Map<string, Buffer>();
  const keepers = createKeepers(options);
  const store = (content: Uint8Array) => {
    const digest = digestOf(content);
    if (!blobs.has(digest)) blobs.set(digest, Buffer.from(content));
    return digest;
  };
  return {
    async put(content) {
      const digest = store(content);
      keepers.put(digest);
      return digest;
    },
    async hold(content, use) {
      const digest = store(content);
      keepers.hold(digest);
      try {
        return await use(digest);
      } finally {
        keepers.release(digest);
      }
    },
    async get(sha256) {
      const found = blobs.get(sha256);
      return found === undefined ? undefined : Buffer.from(found);
    },
    async sweep(isReferenced, only) {
      const removed: string[] = [];
      for (const digest of only ?? [...blobs.keys()]) {
        if (!blobs.has(digest) || keepers.spares(digest) || isReferenced(digest)) continue;
        blobs.delete(digest);
        removed.push(digest);
      }
      return removed;
    },
  };
}

/**
 * Blobs as files `<directory>/<sha256>`, each written to a temporary name, flushed and renamed into place. Writing a
 * content and removing one are done one at a time, so that a sweep never removes a file a write has just found in
 * place (and answered as stored).
 */
export function createFileBlobs(directory: string, options: BlobStoreOptions = {}): BlobStore {
  let ready: Promise<unknown> | undefined;
  const keepers = createKeepers(options);
  const files = createMutex();
  let sweeping: Promise<string[]> | undefined;

  const store = async (content: Uint8Array, before: (digest: string) => void): Promise<string> => {
    await (ready ??= mkdir(directory, { recursive: true }));
    const digest = digestOf(content);
    return files.run(async () => {
      before(digest);
      const path = join(directory, digest);
      if ((await stat(path).catch(() => undefined)) !== undefined) return digest;
      const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      const file = await open(temporary, 'w');
      try {
        await file.write(content);
        await file.datasync();
      } finally {
        await file.close();
      }
      await rename(temporary, path);
      await syncDirectory(directory);
      return digest;
    });
  };

  const sweep = async (isReferenced: (sha256: string) => boolean, only?: readonly string[]): Promise<string[]> => {
    let names: string[];
    try {
      names = only ? [...only] : await readdir(directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const removed: string[] = [];
    for (const name of names) {
      const path = join(directory, name);
      if (name.endsWith('.tmp')) {
        const found = await stat(path).catch(() => undefined);
        if (found && keepers.now() - found.mtimeMs >= keepers.graceMs) {
          await rm(path, { force: true });
        }
        continue;
      }
      if (!digestPattern.test(name)) continue;
      const gone = await files.run(async () => {
        if (keepers.spares(name) || isReferenced(name)) return false;
        try {
          await rm(path);
          return true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
          throw error;
        }
      });
      if (gone) removed.push(name);
    }
    if (removed.length > 0) await syncDirectory(directory);
    return removed;
  };

  return {
    put: (content) => store(content, (digest) => keepers.put(digest)),
    async hold(content, use) {
      let digest: string | undefined;
      try {
        // Held from before the write, so that no sweep between the write and `use` can remove it.
        await store(content, (found) => keepers.hold((digest = found)));
        return await use(digest!);
      } finally {
        if (digest !== undefined) keepers.release(digest);
      }
    },
    async get(sha256) {
      if (!digestPattern.test(sha256)) return undefined;
      try {
        return await readFile(join(directory, sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    sweep(isReferenced, only) {
      // Sweeps of the whole directory run one at a time; one over a few named contents may run beside it.
      if (only) return sweep(isReferenced, only);
      return (sweeping ??= sweep(isReferenced).finally(() => (sweeping = undefined)));
    },
  };
}
