import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyData } from './data.ts';
import { createFileStore } from './file-store.ts';

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
});
