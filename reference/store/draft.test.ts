import { describe, expect, it } from 'vitest';
import { emptyData, rowById, setRow, type ReferenceData } from './data.ts';
import { createDraft, detach, draftParts } from './draft.ts';

type Row = Record<string, unknown>;

/** Committed data with two customers (plain rows, as the store holds them) and one array row. */
function committedData(): ReferenceData {
  const data = emptyData();
  const tables = data as unknown as Record<string, Record<string, unknown>>;
  tables['customers'] = {
    c1: { id: 'c1', isDeleted: false, profile: { fullName: 'One', tags: ['a'] } },
    c2: { id: 'c2', isDeleted: false, profile: { fullName: 'Two' } },
  };
  tables['challengeIssues'] = { k1: ['2026-01-01T00:00:00.000Z'] };
  return data;
}

const customers = (data: ReferenceData) => data.customers as unknown as Record<string, Row>;
const profileOf = (row: unknown) => (row as { profile: Row }).profile;

describe('createDraft: the committed data is never modified', () => {
  it('keeps writes, nested changes and deletes in the draft only', () => {
    const committed = committedData();
    const before = structuredClone(committed);
    const { data } = createDraft(committed);
    profileOf(customers(data)['c1'])['fullName'] = 'Changed';
    customers(data)['c3'] = { id: 'c3' };
    delete customers(data)['c2'];
    expect(committed).toEqual(before);
    expect(profileOf(customers(data)['c1'])['fullName']).toBe('Changed');
  });

  it('reads a row it only read without copying it: a scan of primitive members changes nothing', () => {
    const draft = createDraft(committedData());
    const rows = Object.values(customers(draft.data));
    expect(rows.map((row) => row['isDeleted'])).toEqual([false, false]);
    expect(rows.map((row) => Object.getOwnPropertyDescriptor(row, 'id')?.value)).toEqual(['c1', 'c2']);
    expect(draft.changes()).toEqual([]);
  });

  it('copies a row once one of its objects is reached, and reports it among the changes', () => {
    const committed = committedData();
    const draft = createDraft(committed);
    const profile = Object.getOwnPropertyDescriptor(customers(draft.data)['c1'], 'profile')!.value as Row;
    profile['fullName'] = 'Through a descriptor';
    expect(profileOf(committed.customers['c1'])['fullName']).toBe('One');
    expect(profileOf(customers(draft.data)['c1'])['fullName']).toBe('Through a descriptor');
    expect(draft.changes().map(({ table, id }) => `${table}/${id}`)).toEqual(['customers/c1']);
  });

  it('hands out one view per row, so a row read twice is the same object', () => {
    const { data } = createDraft(committedData());
    expect(customers(data)['c1']).toBe(customers(data)['c1']);
  });

  it('reads a row that is no object (null, a number) as itself', () => {
    const committed = committedData();
    Object.assign(committed.customers, { empty: null, count: 3 });
    const { data } = createDraft(committed);
    expect(customers(data)['empty']).toBeNull();
    expect(customers(data)['count']).toBe(3);
  });

  it('copies an array row before it is changed', () => {
    const committed = committedData();
    const draft = createDraft(committed);
    draft.data.challengeIssues['k1']!.push('2026-01-02T00:00:00.000Z');
    expect(committed.challengeIssues['k1']).toEqual(['2026-01-01T00:00:00.000Z']);
    expect(draft.data.challengeIssues['k1']).toHaveLength(2);
    expect(draft.changes()).toEqual([
      { table: 'challengeIssues', id: 'k1', value: ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'] },
    ]);
  });
});

describe('createDraft: a table reads like a plain object holding the draft rows', () => {
  it('lists, finds and reads rows as written and deleted in the draft', () => {
    const { data } = createDraft(committedData());
    const table = customers(data);
    delete table['c1'];
    table['c3'] = { id: 'c3' };
    expect(Object.keys(table)).toEqual(['c2', 'c3']);
    expect(Reflect.ownKeys(table)).toEqual(['c2', 'c3']);
    expect(table['c1']).toBeUndefined();
    expect('c1' in table).toBe(false);
    expect(Object.hasOwn(table, 'c1')).toBe(false);
    expect(rowById(table, 'c1')).toBeUndefined();
    expect('c2' in table && 'c3' in table).toBe(true);
    expect(Object.hasOwn(table, 'c3')).toBe(true);
    expect('missing' in table).toBe(false);
    expect(Object.hasOwn(table, 'missing')).toBe(false);
    expect(Object.entries(table).map(([id, row]) => `${id}:${String(row['id'])}`)).toEqual(['c2:c2', 'c3:c3']);
  });

  it('keeps what a plain object inherits', () => {
    const { data } = createDraft(committedData());
    const table = customers(data);
    expect(table['toString']).toBe(Object.prototype.toString);
    expect('toString' in table).toBe(true);
    expect(Object.hasOwn(table, 'toString')).toBe(false);
    expect(Symbol.iterator in table).toBe(false);
  });

  it('refuses members that are no row id: symbols and accessors', () => {
    const { data } = createDraft(committedData());
    const table = customers(data) as Record<string | symbol, unknown>;
    const member = Symbol('member');
    expect(() => {
      table[member] = 1;
    }).toThrow(TypeError);
    expect(() => Object.defineProperty(table, member, { value: 1 })).toThrow(TypeError);
    expect(() => Object.defineProperty(table, 'c9', { get: () => ({}) })).toThrow(TypeError);
    expect(() => delete table[member]).toThrow(TypeError);
    expect(Object.keys(table)).toEqual(['c1', 'c2']);
  });

  it('stores a row set as an own member whatever its id (setRow)', () => {
    const draft = createDraft(committedData());
    const table = customers(draft.data);
    setRow(table, '__proto__', { id: '__proto__' });
    expect(Object.hasOwn(table, '__proto__')).toBe(true);
    expect(rowById(table, '__proto__')).toEqual({ id: '__proto__' });
    expect(draft.changes()).toEqual([{ table: 'customers', id: '__proto__', value: { id: '__proto__' } }]);
  });

  it('keeps the object a transaction stores as the row', () => {
    const { data } = createDraft(committedData());
    const row = { id: 'c3', profile: { fullName: 'Three' } };
    customers(data)['c3'] = row;
    expect(customers(data)['c3']).toBe(row);
  });

  it('reports no change for a row created and deleted in the same draft', () => {
    const draft = createDraft(committedData());
    customers(draft.data)['c3'] = { id: 'c3' };
    delete customers(draft.data)['c3'];
    expect(draft.changes()).toEqual([]);
    delete customers(draft.data)['c1'];
    expect(draft.changes()).toEqual([{ table: 'customers', id: 'c1', value: undefined }]);
  });

  it('refuses to replace or delete a table', () => {
    const { data } = createDraft(committedData());
    const tables = data as unknown as Record<string, unknown>;
    expect(() => {
      tables['customers'] = {};
    }).toThrow('cannot be replaced');
    expect(() => delete tables['customers']).toThrow('cannot be deleted');
  });
});

describe('createDraft: a row view stored back or elsewhere', () => {
  it('stores a row read back under its own id as that row, so objects already reached still write to it', () => {
    const { data } = createDraft(committedData());
    const row = customers(data)['c1']!;
    const profile = profileOf(row);
    customers(data)['c1'] = row;
    profile['fullName'] = 'After storing back';
    expect(profileOf(customers(data)['c1'])['fullName']).toBe('After storing back');
  });

  it('stores a row read under another id, or in another table, as an independent copy', () => {
    const committed = committedData();
    const { data } = createDraft(committed);
    const row = customers(data)['c1']!;
    customers(data)['copy'] = row;
    (data.beneficialOwners as unknown as Record<string, unknown>)['c1'] = row;
    profileOf(customers(data)['copy'])['fullName'] = 'Only the copy';
    expect(profileOf(customers(data)['c1'])['fullName']).toBe('One');
    expect(profileOf((data.beneficialOwners as unknown as Record<string, unknown>)['c1'])['fullName']).toBe('One');
    expect(profileOf(committed.customers['c1'])['fullName']).toBe('One');
  });

  it('writes members defined on or deleted from a view into the draft copy', () => {
    const committed = committedData();
    const { data } = createDraft(committed);
    const row = customers(data)['c1']!;
    Object.defineProperty(row, 'note', { value: 'defined', writable: true, enumerable: true, configurable: true });
    delete row['isDeleted'];
    expect(row['note']).toBe('defined');
    expect('isDeleted' in row).toBe(false);
    expect('profile' in row && 'note' in row).toBe(true);
    expect(Object.hasOwn(row, 'missing')).toBe(false);
    expect(Object.keys(committed.customers['c1']!)).toEqual(['id', 'isDeleted', 'profile']);
  });
});

describe('draftParts', () => {
  it('finds the committed data and the overlay behind a draft, and takes plain data as committed', () => {
    const committed = committedData();
    const { data } = createDraft(committed);
    customers(data)['c3'] = { id: 'c3' };
    const parts = draftParts(data);
    expect(parts.committed).toBe(committed);
    expect([...parts.overlay!('customers').written.keys()]).toEqual(['c3']);
    expect(draftParts(committed)).toEqual({ committed });
  });
});

describe('detach', () => {
  it('copies views into plain values that no longer follow the draft', () => {
    const { data } = createDraft(committedData());
    const row = customers(data)['c1']!;
    const copy = detach(row);
    const inList = detach([row]);
    const inBareObject = detach(Object.assign(Object.create(null) as Row, { row }));
    profileOf(row)['fullName'] = 'Later';
    for (const detached of [copy, inList[0], inBareObject['row']]) {
      expect(detached).toEqual({ id: 'c1', isDeleted: false, profile: { fullName: 'One', tags: ['a'] } });
    }
    expect(copy).not.toBe(row);
    expect(Array.isArray(inList)).toBe(true);
  });

  it('drops undefined members, keeps null and copies class instances', () => {
    const date = new Date(0);
    const copy = detach({ gone: undefined, kept: null, nested: { gone: undefined, n: 1 }, date });
    expect(Object.keys(copy)).toEqual(['kept', 'nested', 'date']);
    expect(Object.keys(copy.nested)).toEqual(['n']);
    expect(copy.date).toEqual(date);
    expect(copy.date).not.toBe(date);
    const bare = detach(Object.assign(Object.create(null) as Row, { gone: undefined, n: 1 }));
    expect(Object.keys(bare)).toEqual(['n']);
  });

  it('throws for functions and symbols, as structuredClone does', () => {
    expect(() => detach({ f: () => 1 })).toThrow();
    expect(() => detach({ s: Symbol('s') })).toThrow();
    expect(() => detach(Symbol('s'))).toThrow();
  });
});
