import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyData } from './data.ts';
import { createFileStore } from './file-store.ts';
import { UnstorableDataError } from './storable.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reference-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createFileStore', () => {
  it('creates the directory and the file, and data survives a restart', async () => {
    const path = join(dir, 'nested', 'deeper', 'db.json');
    const first = await createFileStore(path);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(emptyData());
    await first.transact((draft) => {
      draft.customers['Customer:1'] = {
        id: 'Customer:1',
        platformCustomerId: 'p-1',
        customerType: 'BUSINESS',
        verification: { kybStatus: 'UNVERIFIED' },
        profile: { businessInfo: { legalName: 'Acme' } },
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        isDeleted: false,
      };
    });

    const reopened = await createFileStore(path);
    const stored = await reopened.read((data) => data.customers['Customer:1']);
    expect(stored?.platformCustomerId).toBe('p-1');
    expect(stored?.profile).toEqual({ businessInfo: { legalName: 'Acme' } });
  });

  it('compacts once the journal outgrows the configured floor and the snapshot, and not before; the data reloads whole', async () => {
    const path = join(dir, 'db.json');
    const compactions: { journalBytes: number; snapshotBytes: number }[] = [];
    let compacted!: () => void;
    // Compaction runs in the background: the test waits for it to say so, bounded by the test's timeout, not a clock.
    const firstCompaction = new Promise<void>((done) => (compacted = done));
    const store = await createFileStore(path, {
      compactionFloorBytes: 4096,
      onCompacted: (sizes) => {
        compactions.push(sizes);
        compacted();
      },
    });
    const write = (n: number) =>
      store.transact((draft) => {
        draft.customers[`Customer:${n}`] = {
          id: `Customer:${n}`,
          platformCustomerId: `p-${n}`,
          customerType: 'INDIVIDUAL',
          verification: { kycStatus: 'UNVERIFIED' },
          profile: { fullName: `Name ${n} ${'x'.repeat(200)}` },
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          isDeleted: false,
        };
      });
    await write(0);
    expect(compactions).toEqual([]);
    for (let n = 1; n < 60; n += 1) await write(n);
    await firstCompaction;
    expect(compactions.length).toBeGreaterThan(0);
    expect(compactions[0]!.journalBytes).toBeGreaterThan(4096);
    // A later compaction may still be writing: one store at a time owns the file.
    await store.settled();
    const snapshot = JSON.parse(await readFile(path, 'utf8')) as { customers: Record<string, unknown> };
    expect(Object.keys(snapshot.customers).length).toBeGreaterThan(1);
    const reopened = await createFileStore(path);
    expect(await reopened.read((data) => Object.keys(data.customers).length)).toBe(60);
  });

  it('closes only once the compaction its last write started is done: the file is whole and another store opens it', async () => {
    const path = join(dir, 'db.json');
    let compactions = 0;
    const store = await createFileStore(path, { compactionFloorBytes: 1024, onCompacted: () => (compactions += 1) });
    const row = (n: number) => ({ id: `Agent:${n}`, name: `agent ${n} ${'y'.repeat(400)}` }) as never;
    // Written at once: the batches' compactions start in the background, and close is called while they run.
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => store.transact((draft) => void (draft.agents[`Agent:${n}`] = row(n)))),
    );
    await store.close();
    expect(compactions).toBeGreaterThan(0);
    expect((await readdir(dir)).sort()).not.toContain('db.json.tmp');
    expect((await readdir(dir)).sort()).not.toContain('db.json.journal.old');
    const reopened = await createFileStore(path);
    expect(await reopened.read((data) => Object.keys(data.agents).length)).toBe(40);
    await reopened.close();
  });

  it('does not persist a transaction that failed', async () => {
    const path = join(dir, 'db.json');
    const store = await createFileStore(path);
    await expect(
      store.transact((draft) => {
        draft.customers['x'] = {} as never;
        throw new Error('rejected');
      }),
    ).rejects.toThrow('rejected');
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(emptyData());
  });

  it('refuses a file that is not a data file of the reference, and leaves it untouched', async () => {
    const path = join(dir, 'db.json');
    await writeFile(path, 'not json');
    await expect(createFileStore(path)).rejects.toThrow(/db\.json/);
    await writeFile(path, '[1,2]');
    await expect(createFileStore(path)).rejects.toThrow(/db\.json/);
    expect(await readFile(path, 'utf8')).toBe('[1,2]');
  });

  it('refuses a transaction whose data could not be stored or whose result could not be copied; the file stays as it was', async () => {
    const path = join(dir, 'db.json');
    const store = await createFileStore(path);
    await store.transact((draft) => {
      draft.platformConfig['platform'] = { id: 'PlatformConfig:1', settings: {}, createdAt: 't', updatedAt: 't' };
    });
    const files = async () => Buffer.concat([await readFile(path), await readFile(`${path}.journal`)]);
    const before = await files();
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 3000; i += 1) deep = { a: deep };
    await expect(
      store.transact((draft) => void (draft.platformConfig['platform']!.settings['x'] = deep)),
    ).rejects.toThrow(UnstorableDataError);
    await expect(
      store.transact((draft) => void (draft.platformConfig['platform']!.settings['x'] = Number.NaN)),
    ).rejects.toThrow(UnstorableDataError);
    await expect(
      store.transact((draft) => void (draft.platformConfig['platform']!.settings['x'] = new Date())),
    ).rejects.toThrow(UnstorableDataError);
    await expect(
      store.transact((draft) => {
        draft.platformConfig['platform']!.settings['x'] = 1;
        return () => 'a function cannot be copied';
      }),
    ).rejects.toThrow();
    expect((await files()).equals(before)).toBe(true);
    expect(await store.read((data) => data.platformConfig['platform']!.settings)).toEqual({});
    await store.transact((draft) => void (draft.platformConfig['platform']!.settings['x'] = 2));
    const reopened = await createFileStore(path);
    expect(await reopened.read((data) => data.platformConfig['platform']!.settings)).toEqual({ x: 2 });
  });

  it('keeps contents as files named by their SHA-256 beside the data, and moves base64 contents of older files out', async () => {
    const path = join(dir, 'db.json');
    const content = Buffer.from('%PDF-1.7 a document');
    const digest = createHash('sha256').update(content).digest('hex');
    const legacy = {
      ...emptyData(),
      documents: { 'Document:1': { id: 'Document:1', sha256: 'stale', contentBase64: content.toString('base64') } },
    };
    await writeFile(path, JSON.stringify(legacy));
    const store = await createFileStore(path);
    expect(await readFile(join(`${path}.blobs`, digest))).toEqual(content);
    expect(await store.read((d) => d.documents['Document:1'])).toEqual({ id: 'Document:1', sha256: digest });
    expect(await readFile(path, 'utf8')).not.toContain('contentBase64');
    expect(await store.blobs.get(digest)).toEqual(content);
    expect(await store.blobs.put(content)).toBe(digest);
    expect(await store.blobs.get('../db.json')).toBeUndefined();
    expect(await store.blobs.get('0'.repeat(64))).toBeUndefined();
  });
});
