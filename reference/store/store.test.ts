import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Low, Memory } from 'lowdb';
import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../customers/customer-record.ts';
import { emptyData, rowById, setRow, type ReferenceData } from './data.ts';
import { createFileStore } from './file-store.ts';
import { createMemoryStore } from './memory-store.ts';
import { emptyAreaData } from './area-tables.ts';
import { rowsWhere } from './indexes.ts';
import { createLowStore, withDefaultTables } from './store.ts';

function customer(id: string, platformCustomerId = id): CustomerRecord {
  return {
    id,
    platformCustomerId,
    customerType: 'INDIVIDUAL',
    verification: { kycStatus: 'UNVERIFIED' },
    profile: { fullName: `Name ${id}` },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isDeleted: false,
  };
}

const ids = (data: ReferenceData) => Object.keys(data.customers).sort();

describe('Store.transact', () => {
  it('commits the draft when the function returns', async () => {
    const store = createMemoryStore();
    await store.transact((draft) => {
      draft.customers['c1'] = customer('c1');
    });
    expect(await store.read(ids)).toEqual(['c1']);
  });

  it('keeps nothing of a function that throws after writing (sync and async)', async () => {
    const store = createMemoryStore();
    await store.transact((draft) => {
      draft.customers['c1'] = customer('c1');
    });
    await expect(
      store.transact((draft) => {
        draft.customers['c2'] = customer('c2');
        draft.customers['c1']!.profile['fullName'] = 'changed';
        throw new Error('domain rule failed');
      }),
    ).rejects.toThrow('domain rule failed');
    await expect(
      store.transact(async (draft) => {
        draft.customers['c3'] = customer('c3');
        await Promise.resolve();
        throw new Error('later failure');
      }),
    ).rejects.toThrow('later failure');
    expect(await store.read(ids)).toEqual(['c1']);
    expect(await store.read((d) => d.customers['c1']!.profile['fullName'])).toBe('Name c1');
  });

  it("refuses with the function's own error", async () => {
    const store = createMemoryStore();
    const error = new Error('domain rule failed');
    await expect(
      store.transact(() => {
        throw error;
      }),
    ).rejects.toBe(error);
  });

  it('names the row it refuses to store', async () => {
    const store = createMemoryStore();
    await expect(
      store.transact(
        (draft) => void (draft.customers['c1'] = { ...customer('c1'), profile: { fullName: Number.NaN } } as never),
      ),
    ).rejects.toThrow('customers row "c1": a number that is not finite');
    expect(await store.read(ids)).toEqual([]);
  });

  it('gives an adapter that writes whole data every table, the unchanged ones included', async () => {
    const written: ReferenceData[] = [];
    const adapter = {
      read: async () => null,
      write: async (data: ReferenceData) => void written.push(structuredClone(data)),
    };
    const store = createLowStore(
      new Low<ReferenceData>(adapter, { ...emptyData(), agents: { a1: { id: 'a1' } as never } }),
    );
    await store.transact((draft) => void (draft.customers['c1'] = customer('c1')));
    expect(Object.keys(written[0]!.agents)).toEqual(['a1']);
    expect(Object.keys(written[0]!.customers)).toEqual(['c1']);
    expect(await store.read((d) => [Object.keys(d.agents), Object.keys(d.customers)])).toEqual([['a1'], ['c1']]);
  });

  it('keeps nothing when persisting fails, and later transactions still run', async () => {
    const adapter = new Memory<ReferenceData>();
    let failWrites = false;
    const failing = {
      read: () => adapter.read(),
      write: async (data: ReferenceData) => {
        if (failWrites) throw new Error('disk full');
        await adapter.write(data);
      },
    };
    const store = createLowStore(new Low<ReferenceData>(failing, emptyData()));
    await store.transact((draft) => {
      draft.customers['c1'] = customer('c1');
    });
    failWrites = true;
    await expect(
      store.transact((draft) => {
        draft.customers['c2'] = customer('c2');
      }),
    ).rejects.toThrow('disk full');
    expect(await store.read(ids)).toEqual(['c1']);
    failWrites = false;
    await store.transact((draft) => {
      draft.customers['c3'] = customer('c3');
    });
    expect(await store.read(ids)).toEqual(['c1', 'c3']);
    expect(Object.keys((await adapter.read())!.customers).sort()).toEqual(['c1', 'c3']);
  });

  it('runs transactions one at a time, so concurrent read-modify-writes lose nothing', async () => {
    const store = createMemoryStore();
    await store.transact((draft) => {
      draft.customers['c'] = customer('c');
      draft.customers['c'].profile['count'] = 0;
    });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        store.transact(async (draft) => {
          const current = draft.customers['c']!.profile['count'] as number;
          // A turn of the event loop between the read and the write: the others would run here if allowed to.
          await new Promise((resolve) => setImmediate(resolve));
          draft.customers['c']!.profile['count'] = current + 1;
        }),
      ),
    );
    expect(await store.read((d) => d.customers['c']!.profile['count'])).toBe(20);
  });

  it('answers copies: changing a result does not change the store', async () => {
    const store = createMemoryStore();
    const created = await store.transact((draft) => (draft.customers['c1'] = customer('c1')));
    created.profile['fullName'] = 'mutated after commit';
    const read = await store.read((d) => d.customers['c1']!);
    read.profile['fullName'] = 'mutated after read';
    expect(await store.read((d) => d.customers['c1']!.profile['fullName'])).toBe('Name c1');
  });
});

describe('Store.view', () => {
  it('answers what fn built, uncopied, and what it shares with a row stays as read when a transaction changes the row', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-view-'));
    try {
      for (const store of [createMemoryStore(), await createFileStore(join(dir, 'db.json'))]) {
        await store.transact((draft) => {
          draft.customers['c1'] = {
            ...customer('c1'),
            profile: { fullName: 'First', address: { line1: 'One Street' } },
          };
        });
        const built = { seen: undefined as unknown };
        const answer = await store.view((data) => {
          built.seen = data.customers['c1']!.profile;
          return built;
        });
        expect(answer).toBe(built);
        await store.transact((draft) => {
          const row = draft.customers['c1']!;
          row.profile['fullName'] = 'Second';
          (row.profile['address'] as { line1: string }).line1 = 'Two Street';
        });
        expect(answer.seen).toEqual({ fullName: 'First', address: { line1: 'One Street' } });
        expect(await store.view((data) => data.customers['c1']!.profile['fullName'])).toBe('Second');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the draft of a transaction', () => {
  it('keeps its writes private until commit: a read during an unfinished transaction sees the committed data', async () => {
    const store = createMemoryStore();
    await store.transact((draft) => void (draft.customers['c1'] = customer('c1')));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const running = store.transact(async (draft) => {
      draft.customers['c1']!.profile['fullName'] = 'changed';
      draft.customers['c2'] = customer('c2');
      delete draft.customers['c1'];
      wrote();
      await gate;
      throw new Error('rolled back');
    });
    await written;
    expect(await store.read(ids)).toEqual(['c1']);
    expect(await store.read((d) => d.customers['c1']!.profile['fullName'])).toBe('Name c1');
    release();
    await expect(running).rejects.toThrow('rolled back');
    expect(await store.read(ids)).toEqual(['c1']);
    expect(await store.read((d) => d.customers['c1']!.profile['fullName'])).toBe('Name c1');
  });

  it('sees its own writes: keys, values, deletes, rows stored back, and nested objects changed in place', async () => {
    const store = createMemoryStore();
    await store.transact((draft) => {
      draft.customers['c1'] = customer('c1');
      draft.customers['c2'] = customer('c2');
    });
    const seen = await store.transact((draft) => {
      const c1 = draft.customers['c1']!;
      c1.profile['fullName'] = 'changed';
      draft.customers['c1'] = c1;
      delete draft.customers['c2'];
      draft.customers['c3'] = customer('c3');
      return {
        keys: Object.keys(draft.customers),
        has: ['c1', 'c2', 'c3'].map((id) => Object.hasOwn(draft.customers, id)),
        name: draft.customers['c1']!.profile['fullName'],
        inherited: rowById(draft.customers, 'constructor'),
        c1,
      };
    });
    expect(seen).toEqual({
      keys: ['c1', 'c3'],
      has: [true, false, true],
      name: 'changed',
      inherited: undefined,
      c1: { ...customer('c1'), profile: { fullName: 'changed' } },
    });
    expect(await store.read(ids)).toEqual(['c1', 'c3']);
    expect(await store.read((d) => d.customers['c1']!.profile['fullName'])).toBe('changed');
  });

  it('finds rows by an indexed member as the transaction sees them', async () => {
    const store = createMemoryStore();
    await store.transact((draft) => {
      draft.customers['c1'] = customer('c1', 'p-1');
      draft.customers['c2'] = customer('c2', 'p-2');
    });
    const found = await store.transact((draft) => {
      const before = rowsWhere<CustomerRecord>(draft, 'customers', 'platformCustomerId', 'p-1').map((c) => c.id);
      draft.customers['c1']!.platformCustomerId = 'p-9';
      draft.customers['c3'] = customer('c3', 'p-1');
      delete draft.customers['c2'];
      return {
        before,
        p1: rowsWhere<CustomerRecord>(draft, 'customers', 'platformCustomerId', 'p-1').map((c) => c.id),
        p2: rowsWhere<CustomerRecord>(draft, 'customers', 'platformCustomerId', 'p-2').map((c) => c.id),
        p9: rowsWhere<CustomerRecord>(draft, 'customers', 'platformCustomerId', 'p-9').map((c) => c.id),
      };
    });
    expect(found).toEqual({ before: ['c1'], p1: ['c3'], p2: [], p9: ['c1'] });
    expect(
      await store.read((d) => rowsWhere<CustomerRecord>(d, 'customers', 'platformCustomerId', 'p-1').map((c) => c.id)),
    ).toEqual(['c3']);
    expect(
      await store.read((d) => rowsWhere<CustomerRecord>(d, 'customers', 'platformCustomerId', 'p-9').map((c) => c.id)),
    ).toEqual(['c1']);
  });
});

describe('rowById', () => {
  it('sets a row as an own member that reads, lists and replaces like any other, whatever its id', () => {
    const table: Record<string, unknown> = {};
    setRow(table, '__proto__', { id: 'first' });
    table['__proto__'] = { id: 'second' };
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
    expect(Object.keys(table)).toEqual(['__proto__']);
    expect(rowById(table, '__proto__')).toEqual({ id: 'second' });
    delete table['__proto__'];
    expect(Object.keys(table)).toEqual([]);
  });

  it('finds own rows only, never inherited members', () => {
    const table = { c1: customer('c1') };
    expect(rowById(table, 'c1')?.id).toBe('c1');
    expect(rowById(table, '__proto__')).toBeUndefined();
    expect(rowById(table, 'constructor')).toBeUndefined();
  });
});

describe('withDefaultTables', () => {
  it("starts a database with every area's tables, empty", () => {
    const areaTables = Object.keys(emptyAreaData());
    expect(areaTables.length).toBeGreaterThan(0);
    const data = emptyData() as unknown as Record<string, unknown>;
    for (const table of areaTables) expect(data[table]).toEqual({});
  });

  it('adds missing tables and keeps stored ones', () => {
    expect(withDefaultTables({}, 'f')).toEqual(emptyData());
    const stored = { customers: { c1: customer('c1') } };
    expect(withDefaultTables(stored, 'f').customers['c1']?.id).toBe('c1');
  });

  it('refuses data that is not an object of tables', () => {
    expect(() => withDefaultTables([], 'file.json')).toThrow(/file.json/);
    expect(() => withDefaultTables({ customers: [] }, 'file.json')).toThrow(/customers/);
    for (const notAnObject of [null, 'text', 5, true]) {
      expect(() => withDefaultTables(notAnObject, 'file.json')).toThrow('file.json: expected a JSON object of tables');
      expect(() => withDefaultTables({ customers: notAnObject }, 'file.json')).toThrow(
        'file.json: table "customers" is not an object of rows',
      );
    }
  });
});
