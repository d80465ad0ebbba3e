import { describe, expect, it } from 'vitest';
import { emptyData, type ReferenceData } from './data.ts';
import { createDraft } from './draft.ts';
import { platformHolder } from '../external-accounts/platform-holder.ts';
import { dailyVolumeKey } from '../transactions/daily-volume-key.ts';
import { buildIndexes, reindexRow, rowsWhere } from './indexes.ts';

type Row = Record<string, unknown>;

function dataWith(tables: Record<string, Record<string, Row>>): ReferenceData {
  return Object.assign(emptyData(), tables) as ReferenceData;
}

const idsWhere = (data: ReferenceData, table: keyof ReferenceData & string, member: string, value: string) =>
  rowsWhere<Row>(data, table, member, value)
    .map((row) => row['id'])
    .sort();

describe('rowsWhere', () => {
  it('scans data that has no indexes (a plain object)', () => {
    const data = dataWith({ documents: { d1: { id: 'd1', sha256: 'aa' }, d2: { id: 'd2', sha256: 'bb' } } });
    expect(idsWhere(data, 'documents', 'sha256', 'aa')).toEqual(['d1']);
  });

  it('refuses a member that is not indexed, naming it', () => {
    const data = dataWith({});
    expect(() => rowsWhere(data, 'agents', 'name', 'x')).toThrow('agents.name is not indexed');
    expect(() => rowsWhere(data, 'customers', 'fullName', 'x')).toThrow('customers.fullName is not indexed');
  });

  it("finds customers by their profile's UMA address, and by platformCustomerId; a customer without a profile has none", () => {
    const data = dataWith({
      customers: {
        c1: { id: 'c1', platformCustomerId: 'p1', profile: { umaAddress: '$one@example.com' } },
        c2: { id: 'c2', platformCustomerId: 'p2' },
      },
    });
    buildIndexes(data);
    expect(idsWhere(data, 'customers', 'umaAddress', '$one@example.com')).toEqual(['c1']);
    expect(idsWhere(data, 'customers', 'platformCustomerId', 'p2')).toEqual(['c2']);
    expect(idsWhere(data, 'customers', 'umaAddress', 'undefined')).toEqual([]);
  });

  it("finds external accounts by their identity, and a customer's internal accounts; a platform account has no customer", () => {
    const data = dataWith({
      externalAccounts: { e1: { id: 'e1', identityKey: 'k1' }, e2: { id: 'e2', identityKey: 'k2' } },
      internalAccounts: { i1: { id: 'i1', customerId: 'c1' }, i2: { id: 'i2', customerId: 'c1' }, i3: { id: 'i3' } },
    });
    buildIndexes(data);
    expect(idsWhere(data, 'externalAccounts', 'identityKey', 'k2')).toEqual(['e2']);
    expect(idsWhere(data, 'internalAccounts', 'customerId', 'c1')).toEqual(['i1', 'i2']);
    expect(idsWhere(data, 'internalAccounts', 'customerId', 'undefined')).toEqual([]);
    // A draft's new row is found before it is committed.
    const { data: draft } = createDraft(data);
    (draft.externalAccounts as unknown as Record<string, Row>)['e3'] = { id: 'e3', identityKey: 'k1' };
    expect(idsWhere(draft, 'externalAccounts', 'identityKey', 'k1')).toEqual(['e1', 'e3']);
  });

  it('keeps every row holding a value when one of them changes or goes, and a new one joins them', () => {
    const d1 = { id: 'd1', sha256: 'shared' };
    const d2 = { id: 'd2', sha256: 'shared' };
    const data = dataWith({ documents: { d1, d2 } });
    buildIndexes(data);
    const tables = data as unknown as Record<string, Record<string, Row>>;
    delete tables['documents']!['d1'];
    reindexRow(data, 'documents', 'd1', d1, undefined);
    expect(idsWhere(data, 'documents', 'sha256', 'shared')).toEqual(['d2']);
    const d3 = { id: 'd3', sha256: 'shared' };
    tables['documents']!['d3'] = d3;
    reindexRow(data, 'documents', 'd3', undefined, d3);
    expect(idsWhere(data, 'documents', 'sha256', 'shared')).toEqual(['d2', 'd3']);
    const moved = { id: 'd2', sha256: 'other' };
    tables['documents']!['d2'] = moved;
    reindexRow(data, 'documents', 'd2', d2, moved);
    expect(idsWhere(data, 'documents', 'sha256', 'shared')).toEqual(['d3']);
    expect(idsWhere(data, 'documents', 'sha256', 'other')).toEqual(['d2']);
  });

  it("sees a draft's writes and deletes over the committed index", () => {
    const data = dataWith({
      documents: { d1: { id: 'd1', sha256: 'aa' }, d2: { id: 'd2', sha256: 'aa' }, d3: { id: 'd3', sha256: 'bb' } },
    });
    buildIndexes(data);
    const { data: draft } = createDraft(data);
    const documents = draft.documents as unknown as Record<string, Row>;
    delete documents['d1'];
    documents['d3']!['sha256'] = 'aa';
    documents['d4'] = { id: 'd4', sha256: 'aa' };
    expect(idsWhere(draft, 'documents', 'sha256', 'aa')).toEqual(['d2', 'd3', 'd4']);
    expect(idsWhere(draft, 'documents', 'sha256', 'bb')).toEqual([]);
    expect(idsWhere(data, 'documents', 'sha256', 'aa')).toEqual(['d1', 'd2']);
  });

  it("finds an account's credentials, and the EMAIL_OTP ones by their e-mail whatever its case; other types have none", () => {
    const data = dataWith({
      authMethods: {
        m1: { id: 'm1', accountId: 'a1', type: 'EMAIL_OTP', nickname: 'Ann@Example.com' },
        m2: { id: 'm2', accountId: 'a2', type: 'EMAIL_OTP', nickname: 'ann@example.com' },
        m3: { id: 'm3', accountId: 'a1', type: 'PASSKEY', nickname: 'ann@example.com' },
      },
    });
    buildIndexes(data);
    expect(idsWhere(data, 'authMethods', 'accountId', 'a1')).toEqual(['m1', 'm3']);
    expect(idsWhere(data, 'authMethods', 'tiedEmail', 'ann@example.com')).toEqual(['m1', 'm2']);
    expect(idsWhere(data, 'authMethods', 'tiedEmail', 'Ann@Example.com')).toEqual([]);
  });

  it('files a platform external account under the platform holder, a customer one under its customer', () => {
    const data = dataWith({
      externalAccounts: { e1: { id: 'e1', customerId: null }, e2: { id: 'e2', customerId: 'c1' } },
    });
    buildIndexes(data);
    expect(idsWhere(data, 'externalAccounts', 'holder', platformHolder)).toEqual(['e1']);
    expect(idsWhere(data, 'externalAccounts', 'holder', 'c1')).toEqual(['e2']);
  });

  it("finds a customer's transfers of one UTC day in one source currency, not those of another day, currency or customer", () => {
    const tx = (id: string, customerId: string, currency: string, executedAt: string) => ({
      id,
      customerId,
      source: { currency },
      executedAt,
    });
    const data = dataWith({
      outgoingTransactions: {
        t1: tx('t1', 'c1', 'USD', '2026-03-01T00:00:00.000Z'),
        t2: tx('t2', 'c1', 'USD', '2026-03-01T23:59:59.999Z'),
        t3: tx('t3', 'c1', 'USD', '2026-03-02T00:00:00.000Z'),
        t4: tx('t4', 'c1', 'EUR', '2026-03-01T12:00:00.000Z'),
        t5: tx('t5', 'c2', 'USD', '2026-03-01T12:00:00.000Z'),
      },
    });
    buildIndexes(data);
    expect(
      idsWhere(data, 'outgoingTransactions', 'dailyVolume', dailyVolumeKey('c1', 'USD', '2026-03-01T18:30:00.000Z')),
    ).toEqual(['t1', 't2']);
    expect(
      idsWhere(data, 'outgoingTransactions', 'dailyVolume', dailyVolumeKey('c1', 'USD', '2026-03-02T08:00:00.000Z')),
    ).toEqual(['t3']);
  });
});
