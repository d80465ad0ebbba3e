import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../customers/customer-record.ts';
import { emptyData, type ReferenceData } from './data.ts';
import { createFileStore } from './file-store.ts';
import { JournalFile } from './journal-file.ts';
import { createLowStore } from './store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reference-journal-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function customer(id: string, fullName = `Name ${id}`): CustomerRecord {
  return {
    id,
    platformCustomerId: `p-${id}`,
    customerType: 'INDIVIDUAL',
    verification: { kycStatus: 'UNVERIFIED' },
    profile: { fullName },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isDeleted: false,
  };
}

describe('the journal of a file store', () => {
  it('appends only the rows a transaction changed, and a restart replays them', async () => {
    const path = join(dir, 'db.json');
    const store = await createFileStore(path);
    const snapshot = await readFile(path);
    await store.transact((draft) => {
      draft.customers['c1'] = customer('c1');
      draft.customers['c2'] = customer('c2');
    });
    await store.transact((draft) => {
      draft.customers['c1']!.profile['fullName'] = 'Changed';
      delete draft.customers['c2'];
    });
    // A transaction that only reads, or writes back what is there, appends nothing.
    const journalBefore = await readFile(`${path}.journal`, 'utf8');
    await store.transact((draft) => void (draft.customers['c1']!.profile['fullName'] = 'Changed'));
    expect(await readFile(`${path}.journal`, 'utf8')).toBe(journalBefore);
    expect((await readFile(path)).equals(snapshot)).toBe(true);
    const lines = journalBefore.trim().split('\n').map((line) => JSON.parse(line) as { put: string[][]; del: string[][] });
    expect(lines.map((l) => [l.put, l.del])).toEqual([
      [[['customers', 'c1'], ['customers', 'c2']], []],
      [[['customers', 'c1']], [['customers', 'c2']]],
    ]);

    const reopened = await createFileStore(path);
    expect(await reopened.read((d) => Object.keys(d.customers))).toEqual(['c1']);
    expect(await reopened.read((d) => d.customers['c1']!.profile['fullName'])).toBe('Changed');
    // Opening writes a fresh snapshot and starts an empty journal.
    expect(JSON.parse(await readFile(path, 'utf8')).customers.c1.profile.fullName).toBe('Changed');
    expect((await stat(`${path}.journal`)).size).toBe(0);
  });

  it('ignores a last line torn by a crash, and refuses a damaged line before it', async () => {
    const path = join(dir, 'db.json');
    const store = await createFileStore(path);
    await store.transact((draft) => void (draft.customers['c1'] = customer('c1')));
    await appendFile(`${path}.journal`, '{"put":[["customers","c2"]],"del":[],"rows":[{"id":"c2"');
    const reopened = await createFileStore(path);
    expect(await reopened.read((d) => Object.keys(d.customers))).toEqual(['c1']);

    await reopened.transact((draft) => void (draft.customers['c3'] = customer('c3')));
    await appendFile(`${path}.journal`, 'garbage\n{"put":[],"del":[],"rows":[]}\n');
    await expect(createFileStore(path)).rejects.toThrow(/line 2 is damaged/);
  });

  it('compacts in the background once the journal outgrows the snapshot; a crash before the old journal is removed loses nothing', async () => {
    const path = join(dir, 'db.json');
    const adapter = new JournalFile(path);
    const db = new Low<ReferenceData>(adapter, emptyData());
    await db.write();
    const store = createLowStore(db);
    const big = 'x'.repeat(64 * 1024);
    // 8 MB of journal is the floor: 140 rows of 64 KB pass it.
    for (let i = 0; i < 140; i += 1) await store.transact((draft) => void (draft.customers[`c${i}`] = customer(`c${i}`, `${big}${i}`)));
    await adapter.settled();
    expect(adapter.sizes.journal).toBeLessThan(8 * 1024 * 1024);
    const snapshot = JSON.parse(await readFile(path, 'utf8')) as ReferenceData;
    expect(Object.keys(snapshot.customers).length).toBeGreaterThan(100);
    await expect(stat(`${path}.journal.old`)).rejects.toThrow();

    // As if the process died after the snapshot was written but before the old journal was removed: replaying it
    // again onto the newer snapshot changes nothing.
    await appendFile(`${path}.journal.old`, await readFile(`${path}.journal`));
    await store.transact((draft) => void (draft.customers['c0']!.profile['fullName'] = 'last'));
    await adapter.close();
    const reopened = await createFileStore(path);
    expect(await reopened.read((d) => Object.keys(d.customers).length)).toBe(140);
    expect(await reopened.read((d) => d.customers['c0']!.profile['fullName'])).toBe('last');
    expect(await reopened.read((d) => d.customers['c139']!.profile['fullName'])).toBe(`${big}139`);
  });
});
