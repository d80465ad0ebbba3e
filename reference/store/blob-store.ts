import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Immutable byte contents (uploaded documents) kept outside the data, named by their SHA-256: the data holds only
 * the digest, so a large upload costs neither memory in every transaction nor bytes in the journal and snapshot.
 * A content is written (and flushed) before the transaction that refers to it; one whose transaction then fails is
 * left unreferenced, which is harmless, since the same bytes always have the same name.
 */
export interface BlobStore {
  /** Stores `content` durably and resolves to its SHA-256, hex. */
  put(content: Uint8Array): Promise<string>;
  /** The content with this SHA-256, if stored. */
  get(sha256: string): Promise<Buffer | undefined>;
}

const digestPattern = /^[0-9a-f]{64}$/;

function digestOf(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Blobs in memory (memory stores). */
export function createMemoryBlobs(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    async put(content) {
      const digest = digestOf(content);
      if (!blobs.has(digest)) blobs.set(digest, Buffer.from(content));
      return digest;
    },
    async get(sha256) {
      const found = blobs.get(sha256);
      return found === undefined ? undefined : Buffer.from(found);
    },
  };
}

/** Blobs as files `<directory>/<sha256>`, each written to a temporary name, flushed and renamed into place. */
export function createFileBlobs(directory: string): BlobStore {
  let ready: Promise<unknown> | undefined;
  return {
    async put(content) {
      await (ready ??= mkdir(directory, { recursive: true }));
      const digest = digestOf(content);
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
      const dir = await open(directory, 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
      return digest;
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
  };
}
