import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../documents/document-record.ts';
import { createFileBlobs } from './blob-store.ts';
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

describe('unreferenced contents of a file store', () => {
  it('removes the content of a transaction that failed at once, and keeps one a record refers to', async () => {
    const path = join(dir, 'db.json');
    const store = await createFileStore(path);
    const kept = Buffer.from('%PDF kept');
    const refused = Buffer.from('%PDF refused');
    await store.blobs.hold(kept, (sha256) => store.transact((draft) => void (draft.documents['Document:1'] = documentFor('Document:1', sha256))));
    await expect(
      store.blobs.hold(refused, (sha256) =>
        store.transact((draft) => {
          draft.documents['Document:2'] = documentFor('Document:2', sha256);
          throw new Error('no such holder');
        }),
      ),
    ).rejects.toThrow('no such holder');
    expect(await filesIn(`${path}.blobs`)).toEqual([digestOf(kept)]);
    expect(await store.blobs.get(digestOf(kept))).toEqual(kept);
  });

  it('removes, when the store opens, contents no record refers to and temporary files a crash left; keeps referenced ones', async () => {
    const path = join(dir, 'db.json');
    const first = await createFileStore(path);
    const kept = Buffer.from('%PDF kept');
    const deleted = Buffer.from('%PDF of a deleted record');
    for (const [id, content] of [['Document:1', kept], ['Document:2', deleted]] as const) {
      await first.blobs.hold(content, (sha256) => first.transact((draft) => void (draft.documents[id] = documentFor(id, sha256))));
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
