import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../customers/documents/document-record.ts';
import { createFileBlobs, createMemoryBlobs, type BlobStore, type BlobStoreOptions } from './blob-store.ts';
import { createFileStore } from './file-store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reference-blobs-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const digestOf = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');
const filesIn = async (directory: string) => (await readdir(directory).catch(() => [] as string[])).sort();

function documentFor(id: string, sha256: string): DocumentRecord {
  return {
    id,
    documentHolder: 'Customer:1',
    documentType: 'PASSPORT',
    country: 'US',
    fileName: 'scan.pdf',
    mediaType: 'application/pdf',
    sizeBytes: 3,
    sha256,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** Holds `content` for a record of a transaction that then fails. */
function holdInFailedTransaction(
  store: Awaited<ReturnType<typeof createFileStore>>,
  content: Buffer,
): Promise<unknown> {
  return store.blobs.hold(content, (sha256) =>
    store.transact((draft) => {
      draft.documents['Document:2'] = documentFor('Document:2', sha256);
      throw new Error('no such holder');
    }),
  );
}

describe('unreferenced contents of a file store', () => {
  it('removes the content of a transaction that failed at once, and keeps one a record refers to', async () => {
    const path = join(dir, 'db.json');
    const store = await createFileStore(path);
    const kept = Buffer.from('%PDF kept');
    const refused = Buffer.from('%PDF refused');
    await store.blobs.hold(kept, (sha256) =>
      store.transact((draft) => void (draft.documents['Document:1'] = documentFor('Document:1', sha256))),
    );
    await expect(holdInFailedTransaction(store, refused)).rejects.toThrow('no such holder');
    expect(await filesIn(`${path}.blobs`)).toEqual([digestOf(kept)]);
    expect(await store.blobs.get(digestOf(kept))).toEqual(kept);
  });

  it('keeps the content of a failed transaction that a committed record also refers to', async () => {
    const path = join(dir, 'db.json');
    const store = await createFileStore(path);
    const shared = Buffer.from('%PDF shared');
    await store.blobs.hold(shared, (sha256) =>
      store.transact((draft) => void (draft.documents['Document:1'] = documentFor('Document:1', sha256))),
    );
    await expect(holdInFailedTransaction(store, shared)).rejects.toThrow('no such holder');
    expect(await store.blobs.get(digestOf(shared))).toEqual(shared);
  });

  it('removes, when the store opens, contents no record refers to and temporary files a crash left; keeps referenced ones', async () => {
    const path = join(dir, 'db.json');
    const first = await createFileStore(path);
    const kept = Buffer.from('%PDF kept');
    const deleted = Buffer.from('%PDF of a deleted record');
    for (const [id, content] of [
      ['Document:1', kept],
      ['Document:2', deleted],
    ] as const) {
      await first.blobs.hold(content, (sha256) =>
        first.transact((draft) => void (draft.documents[id] = documentFor(id, sha256))),
      );
    }
    await first.transact((draft) => void delete draft.documents['Document:2']);
    // As a crash leaves them: a content written before its transaction, a write cut short, and a younger one.
    const orphan = Buffer.from('%PDF written, then the process died');
    await writeFile(join(`${path}.blobs`, digestOf(orphan)), orphan);
    const staleTemporary = join(`${path}.blobs`, `${digestOf(orphan)}.123.abc.tmp`);
    await writeFile(staleTemporary, 'half');
    await utimes(staleTemporary, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    const freshTemporary = `${digestOf(kept)}.456.def.tmp`;
    await writeFile(join(`${path}.blobs`, freshTemporary), 'in progress');

    const reopened = await createFileStore(path);
    expect(await filesIn(`${path}.blobs`)).toEqual([digestOf(kept), freshTemporary].sort());
    expect(await reopened.blobs.get(digestOf(kept))).toEqual(kept);
  });

  it('spares contents held by an open transaction and contents put within the grace period', async () => {
    const directory = join(dir, 'blobs');
    await mkdir(directory);
    let now = 1_000_000;
    const blobs = createFileBlobs(directory, { graceMs: 60_000, now: () => now });
    const nothingReferenced = () => false;
    const put = await blobs.put(Buffer.from('put alone'));
    let removedWhileHeld: string[] = [];
    const held = await blobs.hold(Buffer.from('held'), async (sha256) => {
      removedWhileHeld = await blobs.sweep(nothingReferenced);
      return sha256;
    });
    expect(removedWhileHeld).toEqual([]);
    expect(await filesIn(directory)).toEqual([put, held].sort());

    expect(await blobs.sweep(nothingReferenced)).toEqual([held]);
    now += 60_000;
    expect(await blobs.sweep((sha256) => sha256 === put)).toEqual([]);
    expect(await blobs.sweep(nothingReferenced)).toEqual([put]);
    expect(await filesIn(directory)).toEqual([]);
    // A content removed can be stored again.
    expect(await blobs.put(Buffer.from('put alone'))).toBe(put);
    expect(await blobs.get(put)).toEqual(Buffer.from('put alone'));
  });
});

const kinds: [string, (options: BlobStoreOptions) => BlobStore][] = [
  ['memory', (options) => createMemoryBlobs(options)],
  ['file', (options) => createFileBlobs(join(dir, 'blobs'), options)],
];

describe.each(kinds)('%s blobs', (_kind, create) => {
  const nothingReferenced = () => false;

  it('answers a stored content by its SHA-256, as a copy, and nothing for an unknown digest', async () => {
    const blobs = create({});
    const content = Buffer.from('%PDF stored');
    const sha256 = await blobs.put(content);
    expect(sha256).toBe(digestOf(content));
    const found = await blobs.get(sha256);
    expect(found).toEqual(content);
    found![0] = 0;
    expect(await blobs.get(sha256)).toEqual(content);
    expect(await blobs.get(digestOf(Buffer.from('never stored')))).toBeUndefined();
  });

  it('spares a content put outside hold for ten minutes by default', async () => {
    let now = 5_000_000;
    const blobs = create({ now: () => now });
    const sha256 = await blobs.put(Buffer.from('put alone'));
    now += 10 * 60 * 1000 - 1;
    expect(await blobs.sweep(nothingReferenced)).toEqual([]);
    now += 1;
    expect(await blobs.sweep(nothingReferenced)).toEqual([sha256]);
    expect(await blobs.get(sha256)).toBeUndefined();
  });

  it('keeps a content held twice until both holds have settled', async () => {
    const blobs = create({ graceMs: 0 });
    const content = Buffer.from('held twice');
    const removedInside = await blobs.hold(content, async (sha256) => {
      await blobs.hold(content, async () => undefined);
      expect(await blobs.get(sha256)).toEqual(content);
      return blobs.sweep(nothingReferenced);
    });
    expect(removedInside).toEqual([]);
    expect(await blobs.sweep(nothingReferenced)).toEqual([digestOf(content)]);
  });

  it('sweeps only the contents named, skipping digests not stored, and asks isReferenced for the rest', async () => {
    const blobs = create({ graceMs: 0 });
    const named = await blobs.put(Buffer.from('named'));
    const other = await blobs.put(Buffer.from('other'));
    const referenced = await blobs.put(Buffer.from('referenced'));
    const absent = digestOf(Buffer.from('absent'));
    expect(await blobs.sweep(nothingReferenced, [absent])).toEqual([]);
    expect(await blobs.sweep((sha256) => sha256 === referenced, [named, referenced, absent])).toEqual([named]);
    expect(await blobs.get(other)).toEqual(Buffer.from('other'));
    expect(await blobs.sweep((sha256) => sha256 === referenced)).toEqual([other]);
    expect(await blobs.get(referenced)).toEqual(Buffer.from('referenced'));
  });

  it('releases a hold whose use failed', async () => {
    const blobs = create({ graceMs: 0 });
    const content = Buffer.from('refused');
    await expect(blobs.hold(content, async () => Promise.reject(new Error('transaction failed')))).rejects.toThrow(
      'transaction failed',
    );
    expect(await blobs.sweep(nothingReferenced)).toEqual([digestOf(content)]);
  });
});

describe('file blobs: the directory holds contents and their temporary files only', () => {
  it('resolves a sweep of a directory not yet created to no removal', async () => {
    expect(await createFileBlobs(join(dir, 'never-created')).sweep(() => false)).toEqual([]);
  });

  it('reports a directory it cannot read, and a content it cannot read or remove, instead of hiding them', async () => {
    const notADirectory = join(dir, 'a-file');
    await writeFile(notADirectory, 'x');
    await expect(createFileBlobs(notADirectory).sweep(() => false)).rejects.toThrow();
    const directory = join(dir, 'blobs');
    const blobs = createFileBlobs(directory, { graceMs: 0 });
    const blocked = digestOf(Buffer.from('a directory in the way'));
    await mkdir(join(directory, blocked), { recursive: true });
    await expect(blobs.get(blocked)).rejects.toThrow();
    await expect(blobs.sweep(() => false, [blocked])).rejects.toThrow();
  });

  it('leaves files that are not named by a digest, and reads no path that is not a digest', async () => {
    const directory = join(dir, 'blobs');
    const outside = join(dir, 'outside');
    await mkdir(directory);
    await mkdir(outside);
    const content = Buffer.from('outside the store');
    const digest = digestOf(content);
    await writeFile(join(outside, digest), content);
    const strangers = ['README', `${digest}.bak`, `old-${digest}`];
    for (const name of strangers) await writeFile(join(directory, name), 'not a content');
    const blobs = createFileBlobs(directory, { graceMs: 0 });
    expect(await blobs.get(`../outside/${digest}`)).toBeUndefined();
    expect(await blobs.sweep(() => false)).toEqual([]);
    expect(await filesIn(directory)).toEqual([...strangers].sort());
  });

  it('removes a temporary file once it is as old as the grace period', async () => {
    const directory = join(dir, 'blobs');
    await mkdir(directory);
    const temporary = join(directory, `${'0'.repeat(64)}.1.a.tmp`);
    await writeFile(temporary, 'half');
    const written = 1_700_000_000;
    await utimes(temporary, written, written);
    let now = written * 1000 + 59_999;
    const blobs = createFileBlobs(directory, { graceMs: 60_000, now: () => now });
    await blobs.sweep(() => false);
    expect(await filesIn(directory)).toHaveLength(1);
    now += 1;
    await blobs.sweep(() => false);
    expect(await filesIn(directory)).toEqual([]);
  });

  it('gives two whole sweeps running together the same answer', async () => {
    const directory = join(dir, 'blobs');
    const blobs = createFileBlobs(directory, { graceMs: 0 });
    const sha256 = await blobs.put(Buffer.from('swept once'));
    const [first, second] = await Promise.all([blobs.sweep(() => false), blobs.sweep(() => false)]);
    expect(first).toEqual([sha256]);
    expect(second).toEqual(first);
  });
});
