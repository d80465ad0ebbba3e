import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../spec/production/validate.ts';
import { createManualClock, type ManualClock } from '../clock.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';

let running: ReferenceUnderTest | undefined;
let clock: ManualClock;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

type Json = Record<string, unknown>;

/** A reference holding `count` individuals created a second apart (`p-0`, `p-1`...) and one business. */
async function withCustomers(count: number): Promise<{ ref: ReferenceUnderTest; ids: string[] }> {
  clock = createManualClock(new Date('2026-03-01T10:00:00.000Z'));
  const ref = (running = await startReferenceUnderTest({ clock }));
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await ref.call('POST', '/customers', {
      json: { customerType: 'INDIVIDUAL', platformCustomerId: `p-${i}`, fullName: 'Ada Lovelace' },
    });
    expect(created.status, created.text).toBe(201);
    ids.push(String((created.json as Json)['id']));
    await clock.advance(1000);
  }
  const business = await ref.call('POST', '/customers', {
    json: {
      customerType: 'BUSINESS',
      platformCustomerId: 'b-0',
      businessInfo: { legalName: 'Acme', country: 'US', incorporatedOn: '2001-02-03', taxId: '12-3456789' },
    },
  });
  expect(business.status, business.text).toBe(201);
  return { ref, ids };
}

async function list(ref: ReferenceUnderTest, query: string): Promise<Json> {
  const answer = await ref.call('GET', `/customers${query}`);
  expect(answer.status, answer.text).toBe(200);
  expect(checkProductionAnswer('listCustomers', 200, answer.json)).toEqual({ kind: 'valid' });
  return answer.json as Json;
}

describe('GET /customers (production: filters, limit and cursor)', () => {
  it("pages through every customer in creation order, each page in production's shape, the last without nextCursor", async () => {
    const { ref, ids } = await withCustomers(5);
    const seen: string[] = [];
    let query = '?customerType=INDIVIDUAL&limit=2';
    const pages: Json[] = [];
    for (;;) {
      const page = await list(ref, query);
      pages.push(page);
      seen.push(...(page['data'] as Json[]).map((c) => String(c['id'])));
      if (page['hasMore'] !== true) break;
      query = `?customerType=INDIVIDUAL&limit=2&cursor=${String(page['nextCursor'])}`;
    }
    expect(seen).toEqual(ids);
    expect(pages.map((p) => (p['data'] as Json[]).length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)).not.toHaveProperty('nextCursor');
    expect(pages.every((p) => p['totalCount'] === 5)).toBe(true);
  });

  it('filters by platformCustomerId, umaAddress and creation time; defaults to 20 a page', async () => {
    const { ref, ids } = await withCustomers(22);
    expect(((await list(ref, '?platformCustomerId=p-3'))['data'] as Json[]).map((c) => c['id'])).toEqual([ids[3]]);
    const first = (await list(ref, ''))['data'] as Json[];
    expect(first).toHaveLength(20);
    const uma = String(first[4]?.['umaAddress']);
    expect(((await list(ref, `?umaAddress=${encodeURIComponent(uma)}`))['data'] as Json[]).map((c) => c['id'])).toEqual(
      [ids[4]],
    );
    const late = await list(ref, '?customerType=INDIVIDUAL&createdAfter=2026-03-01T10:00:20.000Z');
    expect((late['data'] as Json[]).map((c) => c['id'])).toEqual(ids.slice(20));
  });

  it('answers 400 INVALID_INPUT for a limit outside 1 to 100, a foreign cursor or a timestamp that is no date-time', async () => {
    const { ref } = await withCustomers(1);
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?cursor=not-a-cursor', '?createdAfter=yesterday']) {
      const answer = await ref.call('GET', `/customers${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.json as Json)['code']).toBe('INVALID_INPUT');
    }
  });
});

describe('GET /customers/internal-accounts pages the same way', () => {
  it('limit 1 gives one account and a cursor to the next', async () => {
    const { ref } = await withCustomers(2);
    const first = await ref.call('GET', '/customers/internal-accounts?limit=1');
    expect(first.status, first.text).toBe(200);
    expect(checkProductionAnswer('listCustomerInternalAccounts', 200, first.json)).toEqual({ kind: 'valid' });
    const body = first.json as Json;
    expect(body['data']).toHaveLength(1);
    expect(body['hasMore']).toBe(true);
    const next = await ref.call('GET', `/customers/internal-accounts?limit=1&cursor=${String(body['nextCursor'])}`);
    expect((next.json as Json[] & Json)['data']).toHaveLength(1);
    expect(((next.json as Json)['data'] as Json[])[0]?.['id']).not.toBe((body['data'] as Json[])[0]?.['id']);
  });
});
