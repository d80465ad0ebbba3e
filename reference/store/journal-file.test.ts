import { ftruncateSync, writeSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../customers/customer-record.ts';
import { emptyData, type ReferenceData } from './data.ts';
import { createFileStore } from './file-store.ts';
import { JournalFile, type CompactionSizes, type JournalIo } from './journal-file.ts';
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
    const lines = journalBefore
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { put: string[][]; del: string[][] });
    expect(lines.map((l) => [l.put, l.del])).toEqual([
      [
        [
          ['customers', 'c1'],
          ['customers', 'c2'],
        ],
        [],
      ],
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
    for (let i = 0; i < 140; i += 1)
      await store.transact((draft) => void (draft.customers[`c${i}`] = customer(`c${i}`, `${big}${i}`)));
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

  describe('an append whose write fails part-way (a full disk)', () => {
    /** Real writes, except that while `failing`, a write puts half its bytes in the file, then fails. */
    function halfWrites(): JournalIo & { failing: boolean; truncates: number; truncateFails: boolean } {
      const io = {
        failing: false,
        truncates: 0,
        truncateFails: false,
        async write(fd: number, buffer: Buffer, offset: number, length: number) {
          if (!io.failing) return writeSync(fd, buffer, offset, length);
          if (length > 1) return writeSync(fd, buffer, offset, Math.floor(length / 2));
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        },
        async truncate(fd: number, length: number) {
          io.truncates += 1;
          if (io.truncateFails) throw Object.assign(new Error('EIO: i/o error, ftruncate'), { code: 'EIO' });
          ftruncateSync(fd, length);
        },
      };
      return io;
    }

    async function open(path: string, io: JournalIo) {
      const adapter = new JournalFile(path, { io });
      const db = new Low<ReferenceData>(adapter, emptyData());
      await db.write();
      return { adapter, store: createLowStore(db) };
    }

    it('cuts the journal back: the failed record is refused and never loaded, and later writes succeed and load', async () => {
      const path = join(dir, 'db.json');
      const io = halfWrites();
      const { adapter, store } = await open(path, io);
      await store.transact((draft) => void (draft.customers['c1'] = customer('c1')));
      const before = await readFile(`${path}.journal`);

      io.failing = true;
      await expect(
        store.transact((draft) => void (draft.customers['c2'] = customer('c2', 'never stored'))),
      ).rejects.toThrow(/ENOSPC/);
      expect(io.truncates).toBe(1);
      expect((await readFile(`${path}.journal`)).equals(before)).toBe(true);
      expect(await store.read((d) => Object.keys(d.customers))).toEqual(['c1']);

      io.failing = false;
      await store.transact((draft) => void (draft.customers['c3'] = customer('c3')));
      await store.transact((draft) => void (draft.customers['c1']!.profile['fullName'] = 'after the failure'));
      expect(await store.read((d) => Object.keys(d.customers).sort())).toEqual(['c1', 'c3']);
      await adapter.close();

      const reopened = await createFileStore(path);
      expect(await reopened.read((d) => Object.keys(d.customers).sort())).toEqual(['c1', 'c3']);
      expect(await reopened.read((d) => d.customers['c1']!.profile['fullName'])).toBe('after the failure');
    });

    it('refuses every later append when the journal cannot even be cut back; a restart loads what was acknowledged', async () => {
      const path = join(dir, 'db.json');
      const io = halfWrites();
      const { adapter, store } = await open(path, io);
      await store.transact((draft) => void (draft.customers['c1'] = customer('c1')));
      io.failing = true;
      io.truncateFails = true;
      await expect(store.transact((draft) => void (draft.customers['c2'] = customer('c2')))).rejects.toThrow(/ENOSPC/);
      io.failing = false;
      io.truncateFails = false;
      await expect(store.transact((draft) => void (draft.customers['c3'] = customer('c3')))).rejects.toThrow(
        /cannot be written/,
      );
      expect(await store.read((d) => Object.keys(d.customers))).toEqual(['c1']);
      await adapter.close();

      // The half-written line is the journal's last, torn: replay drops it, as after a crash.
      const reopened = await createFileStore(path);
      expect(await reopened.read((d) => Object.keys(d.customers))).toEqual(['c1']);
      await reopened.transact((draft) => void (draft.customers['c4'] = customer('c4')));
      expect(await (await createFileStore(path)).read((d) => Object.keys(d.customers).sort())).toEqual(['c1', 'c4']);
    });
  });
});

describe('JournalFile on its own', () => {
  const put = (table: string, id: string, row: unknown) => ({
    puts: [{ table, id, json: JSON.stringify(row) }],
    deletes: [],
  });
  const line = (entry: { put?: string[][]; del?: string[][]; rows?: unknown[] }) =>
    `${JSON.stringify({ put: [], del: [], rows: [], ...entry })}\n`;
  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );

  /** A promise and the functions that settle it, for a snapshot or a flush the test decides the end of. */
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<T>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    return { promise, resolve, reject };
  }

  it('opens the journal on the first append when nothing opened it, and a restart reads it back', async () => {
    const path = join(dir, 'db.json');
    const journal = new JournalFile(path);
    await journal.append([put('customers', 'c1', { id: 'c1' })]);
    await journal.close();
    expect(await new JournalFile(path).read()).toEqual({ customers: { c1: { id: 'c1' } } });
  });

  it('replays the journal a crash set aside during a compaction, then the current journal, onto the snapshot', async () => {
    const path = join(dir, 'db.json');
    await appendFile(path, JSON.stringify({ customers: { c1: { v: 1 }, c2: { v: 1 } } }));
    await appendFile(
      `${path}.journal.old`,
      line({ put: [['customers', 'c1']], rows: [{ v: 2 }] }) +
        line({
          del: [
            ['customers', 'c2'],
            ['agents', 'a1'],
          ],
        }),
    );
    await appendFile(
      `${path}.journal`,
      line({
        put: [
          ['customers', 'c1'],
          ['agents', 'a1'],
        ],
        rows: [{ v: 3 }, { v: 1 }],
      }),
    );
    expect(await new JournalFile(path).read()).toEqual({ customers: { c1: { v: 3 } }, agents: { a1: { v: 1 } } });
  });

  it('refuses to start from a snapshot it cannot read (not a missing one)', async () => {
    const path = join(dir, 'db.json');
    await mkdir(path);
    await expect(new JournalFile(path).read()).rejects.toThrow();
  });

  it('sets the journal aside, writes the snapshot in pieces and removes the old journal; each compaction is reported', async () => {
    const path = join(dir, 'db.json');
    const compactions: CompactionSizes[] = [];
    const journal = new JournalFile(path, { onCompacted: (sizes) => compactions.push(sizes) });
    await journal.write(emptyData());
    await journal.append([put('customers', 'c1', { id: 'c1' }), put('customers', 'c2', { id: 'c2' })]);
    const appended = (await stat(journal.journalPath)).size;
    expect(journal.sizes.journal).toBe(appended);
    const pieces = ['{"customers":', '{"c1":{"id":"c1"},"c2":{"id":"c2"}}}'];
    await journal.compact(Promise.resolve(pieces), Promise.resolve());
    await journal.settled();
    expect(await readFile(path, 'utf8')).toBe(pieces.join(''));
    expect((await stat(journal.journalPath)).size).toBe(0);
    expect(await exists(journal.oldJournalPath)).toBe(false);
    const snapshotBytes = Buffer.byteLength(pieces.join(''));
    expect(journal.sizes).toEqual({ journal: 0, snapshot: snapshotBytes });
    expect(compactions).toEqual([{ journalBytes: appended, snapshotBytes }]);

    await journal.append([put('customers', 'c3', { id: 'c3' })]);
    await journal.compact(Promise.resolve(['{"customers":{}}']), Promise.resolve());
    await journal.close();
    expect(compactions).toHaveLength(2);
    expect(await readFile(path, 'utf8')).toBe('{"customers":{}}');
  });

  it('completes a compaction when no journal was ever opened, and close waits for it', async () => {
    const path = join(dir, 'db.json');
    const compactions: CompactionSizes[] = [];
    const journal = new JournalFile(path, { onCompacted: (sizes) => compactions.push(sizes) });
    await journal.compact(Promise.resolve(['{}']), Promise.resolve());
    await journal.close();
    expect(await readFile(path, 'utf8')).toBe('{}');
    expect(await exists(journal.oldJournalPath)).toBe(false);
    expect(compactions).toEqual([{ journalBytes: 0, snapshotBytes: 2 }]);
  });

  it('ignores a compaction asked for while one is running', async () => {
    const path = join(dir, 'db.json');
    const compactions: CompactionSizes[] = [];
    const journal = new JournalFile(path, { onCompacted: (sizes) => compactions.push(sizes) });
    await journal.write(emptyData());
    const durable = deferred<void>();
    await journal.compact(Promise.resolve(['"first"']), durable.promise);
    await journal.compact(Promise.resolve(['"second"']), Promise.resolve());
    await journal.append([put('customers', 'c1', { id: 'c1' })]);
    durable.resolve();
    await journal.close();
    expect(await readFile(path, 'utf8')).toBe('"first"');
    expect(compactions).toHaveLength(1);
  });

  it('leaves the snapshot and the old journal as they were when what the snapshot holds is never flushed, and a later compaction loses neither journal', async () => {
    const path = join(dir, 'db.json');
    const compactions: CompactionSizes[] = [];
    const journal = new JournalFile(path, { onCompacted: (sizes) => compactions.push(sizes) });
    await journal.write(emptyData());
    const snapshotBefore = await readFile(path, 'utf8');
    await journal.append([put('customers', 'c1', { id: 'c1' })]);
    const failedFlush = Promise.reject(new Error('the flush failed'));
    // Handled here, as the store's flush promise is, until the compaction gets to wait for it.
    failedFlush.catch(() => undefined);
    await journal.compact(Promise.resolve(['{"customers":{"c1":{"id":"c1"}}}']), failedFlush);
    await journal.settled();
    expect(await readFile(path, 'utf8')).toBe(snapshotBefore);
    expect(await exists(journal.oldJournalPath)).toBe(true);
    expect(await exists(`${path}.tmp`)).toBe(false);
    expect(compactions).toEqual([]);

    // A second compaction starts, and the process dies before its snapshot is written.
    await journal.append([put('customers', 'c2', { id: 'c2' })]);
    const snapshot = deferred<readonly string[]>();
    await journal.compact(snapshot.promise, Promise.resolve());
    const afterCrash = (await new JournalFile(path).read()) as unknown as { customers: Record<string, unknown> };
    expect(Object.keys(afterCrash.customers).sort()).toEqual(['c1', 'c2']);
    snapshot.reject(new Error('the process died'));
    await journal.close();
  });
});
