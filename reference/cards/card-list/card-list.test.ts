import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { createManualClock } from '../../clock.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';
import { cardholder } from '../card-test-support.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /cards over HTTP', () => {
  it("pages the cards newest first (asc on request) in production's shape, filtered by holder, account, id and state", async () => {
    const clock = createManualClock(new Date('2026-05-01T08:00:00.000Z'));
    server = await startReferenceUnderTest({ clock });
    const ann = await cardholder(server);
    const bob = await cardholder(server, 'Bob Jones');
    const issue = async (holder: { customerId: string; accountId: string }, platformCardId: string) => {
      await clock.advance(1000);
      const res = await server!.call('POST', '/cards', {
        json: { cardholderId: holder.customerId, form: 'VIRTUAL', fundingSources: [holder.accountId], platformCardId },
      });
      expect(res.status, res.text).toBe(201);
      return (res.json as Json)['id'] as string;
    };
    const a1 = await issue(ann, 'a-1');
    const a2 = await issue(ann, 'a-2');
    const b1 = await issue(bob, 'b-1');
    await server.call('PATCH', `/cards/${a2}`, { json: { state: 'FROZEN' } });

    const ids = async (query: string) => {
      const res = await server!.call('GET', `/cards${query}`);
      expect(res.status, res.text).toBe(200);
      expect(checkProductionAnswer('listCards', 200, res.json)).toEqual({ kind: 'valid' });
      return (res.json as Json)['data'].map((c: Json) => c['id']);
    };
    expect(await ids('')).toEqual([b1, a2, a1]);
    expect(await ids('?sortOrder=asc')).toEqual([a1, a2, b1]);
    expect(await ids(`?cardholderId=${ann.customerId}`)).toEqual([a2, a1]);
    expect(await ids(`?accountId=${bob.accountId}`)).toEqual([b1]);
    expect(await ids('?platformCardId=a-1')).toEqual([a1]);
    expect(await ids('?state=FROZEN')).toEqual([a2]);
    expect(await ids('?state=PROCESSING')).toEqual([]);

    const first = (await server.call('GET', '/cards?limit=2')).json as Json;
    expect(first).toMatchObject({ hasMore: true, totalCount: 3 });
    const rest = (await server.call('GET', `/cards?limit=2&cursor=${first['nextCursor']}`)).json as Json;
    expect(rest['data'].map((c: Json) => c['id'])).toEqual([a1]);
    expect(rest['hasMore']).toBe(false);
  });

  it('refuses an unusable state, sortOrder or limit naming each, and answers 401 without credentials', async () => {
    server = await startReferenceUnderTest();
    const bad = await server.call('GET', '/cards?state=LOST&sortOrder=up');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'state' }, { field: 'sortOrder' }] },
    });
    expect((await server.call('GET', '/cards?limit=0')).status).toBe(400);
    expect((await server.call('GET', '/cards', { authorization: null })).status).toBe(401);
  });
});
