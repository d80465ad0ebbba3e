import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../customers/customer-record.ts';
import { emptyData, type ReferenceData } from './data.ts';
import { createFileStore } from './file-store.ts';
import { rowsWhere } from './indexes.ts';
import { createGroupCommit } from './group-commit.ts';
import { JournalFile, type JournalEntry } from './journal-file.ts';
import { createLowStore, PersistFailedError } from './store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reference-group-commit-'));
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

/** The real journal, with each append (one write and one flush) recorded, and held or failed on demand. */
class ObservedJournal extends JournalFile {
  readonly batches: number[] = [];
  gate: Promise<void> | undefined;
  failNext: Error | undefined;
  #entered = 0;
  readonly #waiting: { count: number; resolve: () => void }[] = [];

  /** Resolves once `count` appends have begun (each before its gate): a point the test can wait for without sleeping. */
  entered(count: number): Promise<void> {
    if (this.#entered >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push({ count, resolve }));
  }

  override async append(entries: readonly JournalEntry[]): Promise<void> {
    this.#entered += 1;
    for (const waiter of this.#waiting.filter(({ count }) => count <= this.#entered)) waiter.resolve();
    await this.gate;
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
    await super.append(entries);
    this.batches.push(entries.length);
  }
}

async function openObserved(path: string) {
  const journal = new ObservedJournal(path);
  const db = new Low<ReferenceData>(journal, emptyData());
  await db.write();
  return { journal, store: createLowStore(db) };
}

const journalLines = async (path: string) => (await readFile(`${path}.journal`, 'utf8')).split('\n').filter(Boolean);

describe('group commit of a file store', () => {
  it('journals transactions that arrive during a flush together, one line each, and all of them survive a restart', async () => {
    const path = join(dir, 'db.json');
    const { journal, store } = await openObserved(path);
    const count = 50;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        store.transact((draft) => void (draft.customers[`c${i}`] = customer(`c${i}`))),
      ),
    );

    expect(journal.batches.reduce((sum, size) => sum + size, 0)).toBe(count);
    expect(journal.batches.length).toBeLessThan(count / 2);
    expect(await journalLines(path)).toHaveLength(count);
    const reopened = await createFileStore(path);
    expect(await reopened.read((d) => Object.keys(d.customers).length)).toBe(count);
  });

  it('answers a transaction, and a read of what it wrote, only once its flush is done', async () => {
    const path = join(dir, 'db.json');
    const { journal, store } = await openObserved(path);
    let release!: () => void;
    journal.gate = new Promise<void>((resolve) => (release = resolve));
    const settled: string[] = [];
    const writing = store
      .transact((draft) => void (draft.customers['c1'] = customer('c1')))
      .then(() => settled.push('transact'));
    await journal.entered(1);
    // Applied but not flushed: a read sees it, and is answered after the flush.
    const reading = store.read((d) => Object.keys(d.customers)).then((ids) => settled.push(`read ${ids.join(',')}`));
    // The next transaction runs on the applied data meanwhile (it is not held behind the flush).
    let nextRan!: () => void;
    const nextBodyRan = new Promise<void>((resolve) => (nextRan = resolve));
    const next = store.transact((draft) => {
      nextRan();
      return draft.customers['c1']?.profile['fullName'];
    });
    await nextBodyRan;
    expect(settled).toEqual([]);
    expect(await journalLines(path)).toEqual([]);

    release();
    await Promise.all([writing, reading]);
    expect(await next).toBe('Name c1');
    expect(settled.sort()).toEqual(['read c1', 'transact']);
    expect(await journalLines(path)).toHaveLength(1);
  });

  it('refuses and reverts, all or nothing, a failed batch and every transaction queued behind it; later ones commit', async () => {
    const path = join(dir, 'db.json');
    const { journal, store } = await openObserved(path);
    await store.transact((draft) => void (draft.customers['kept'] = customer('kept')));

    let release!: () => void;
    journal.gate = new Promise<void>((resolve) => (release = resolve));
    journal.failNext = new Error('disk full');
    // Three transactions reach the journal behind the held one; the first batch fails, which fails all three.
    const failing = [
      store.transact((draft) => {
        draft.customers['a'] = customer('a');
        draft.customers['kept']!.profile['fullName'] = 'changed by a';
      }),
      store.transact(
        (draft) => void (draft.customers['b'] = customer('b', draft.customers['a']!.profile['fullName'] as string)),
      ),
      store.transact((draft) => void delete draft.customers['kept']),
    ].map((outcome) =>
      outcome.then(
        () => 'committed',
        (error: Error) => error.message,
      ),
    );
    // A transaction still running when the failure is reverted read reverted data: refused too.
    let finishRunning!: () => void;
    let runningStarted!: () => void;
    const started = new Promise<void>((resolve) => (runningStarted = resolve));
    const running = store.transact(async (draft) => {
      const seen = draft.customers['a']?.profile['fullName'];
      const held = new Promise<void>((resolve) => (finishRunning = resolve));
      runningStarted();
      await held;
      draft.customers['c'] = customer('c', String(seen));
    });
    await Promise.all([journal.entered(1), started]);
    release();
    expect(await Promise.all(failing)).toEqual(['disk full', 'disk full', 'disk full']);
    finishRunning();
    const refusal = await running.then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(refusal).toBeInstanceOf(PersistFailedError);
    expect(refusal!.name).toBe('PersistFailedError');
    expect(refusal!.message).toBe('the data this transaction read could not be persisted: disk full');

    expect(await store.read((d) => Object.keys(d.customers).sort())).toEqual(['kept']);
    expect(await store.read((d) => d.customers['kept']!.profile['fullName'])).toBe('Name kept');
    expect(await store.read((d) => rowsWhere(d, 'customers', 'platformCustomerId', 'p-a'))).toEqual([]);
    await store.transact((draft) => void (draft.customers['after'] = customer('after')));

    const reopened = await createFileStore(path);
    expect(await reopened.read((d) => Object.keys(d.customers).sort())).toEqual(['after', 'kept']);
    expect(await reopened.read((d) => d.customers['kept']!.profile['fullName'])).toBe('Name kept');
  });
});

describe('createGroupCommit on its own', () => {
  it('writes the entries queued during a write as the next batch, with no work between batches', async () => {
    const batches: string[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const commits = createGroupCommit<string>({
      async write(batch) {
        batches.push([...batch]);
        if (batches.length === 1) await held;
      },
      onFailure: () => undefined,
    });
    const first = commits.enqueue('a');
    const later = [commits.enqueue('b'), commits.enqueue('c')];
    release();
    await Promise.all([first, ...later]);
    await commits.flushed();
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it('is idle only once the work after the last batch is done, including a batch queued during that work', async () => {
    const log: string[] = [];
    let finishWork!: () => void;
    const work = new Promise<void>((resolve) => (finishWork = resolve));
    const commits = createGroupCommit<string>({
      async write(batch) {
        log.push(`write ${batch.join(',')}`);
      },
      onFailure: () => undefined,
      async afterBatch() {
        if (log.length === 1) await work;
        log.push('after');
      },
    });
    await commits.enqueue('a');
    let idle = false;
    const waited = commits.idle().then(() => (idle = true));
    // The entry is durable, but the work after its batch is not done: not idle yet.
    await commits.flushed();
    expect(idle).toBe(false);
    const late = commits.enqueue('b');
    finishWork();
    await Promise.all([waited, late]);
    expect(log).toEqual(['write a', 'after', 'write b', 'after']);
  });
});
