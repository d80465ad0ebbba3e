import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { createManualClock } from '../../clock.ts';
import {
  basicAuthorization,
  startReferenceUnderTest,
  type ReferenceUnderTest,
} from '../../test-support/reference-under-test.ts';

type Json = Record<string, any>;

const start = new Date('2026-03-01T10:00:00.000Z');

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function created(s: ReferenceUnderTest, body: Json): Promise<Json> {
  const res = await s.call('POST', '/tokens', { json: body });
  expect(res.status, res.text).toBe(201);
  expect(checkProductionAnswer('createToken', 201, res.json)).toEqual({ kind: 'valid' });
  return res.json as Json;
}

describe('API tokens over HTTP', () => {
  it("creates a token of production's shape whose secret is answered once", async () => {
    server = await startReferenceUnderTest({ clock: createManualClock(start) });
    const token = await created(server, { name: 'Sandbox read-only', permissions: ['VIEW', 'TRANSACT'] });
    expect(token).toEqual({
      id: expect.stringMatching(/^Token:[0-9a-f-]{36}$/),
      name: 'Sandbox read-only',
      permissions: ['VIEW', 'TRANSACT'],
      clientId: token['id'].slice('Token:'.length).replaceAll('-', ''),
      clientSecret: expect.stringMatching(/^[0-9a-f]{36}$/),
      createdAt: start.toISOString(),
      updatedAt: start.toISOString(),
    });
    const read = await server.call('GET', `/tokens/${token['id']}`);
    expect(read.status).toBe(200);
    expect(checkProductionAnswer('getTokenById', 200, read.json)).toEqual({ kind: 'valid' });
    const { clientSecret: _, ...withoutSecret } = token;
    expect(read.json).toEqual(withoutSecret);
  });

  it('refuses a body without its members, or with a permission production does not give, with the envelope', async () => {
    server = await startReferenceUnderTest();
    for (const body of [{ name: 'x' }, { permissions: ['VIEW'] }, { name: 'x', permissions: ['ADMIN'] }]) {
      const res = await server.call('POST', '/tokens', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    }
    expect((await server.call('GET', '/tokens')).json).toMatchObject({ data: [], hasMore: false });
  });

  it("a token's client id and secret authenticate platform calls until it is deleted", async () => {
    server = await startReferenceUnderTest();
    const token = await created(server, { name: 'ci', permissions: ['MANAGE'] });
    const asToken = basicAuthorization(token['clientId'], token['clientSecret']);
    const customers = await server.call('GET', '/customers', { authorization: asToken });
    expect(customers.status, customers.text).toBe(200);
    const tokens = await server.call('GET', '/tokens', { authorization: asToken });
    expect(tokens.status).toBe(200);

    const wrongSecret = basicAuthorization(token['clientId'], `${token['clientSecret']}0`);
    const refused = await server.call('GET', '/customers', { authorization: wrongSecret });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ code: 'UNAUTHORIZED', details: { reason: expect.stringMatching(/secret/) } });

    const deleted = await server.call('DELETE', `/tokens/${token['id']}`, { authorization: asToken });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const after = await server.call('GET', '/customers', { authorization: asToken });
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await server.call('GET', `/tokens/${token['id']}`)).status).toBe(404);
    expect((await server.call('DELETE', `/tokens/${token['id']}`)).status).toBe(404);
  });

  it('lists tokens a page at a time, filtered by name and by creation and update times', async () => {
    const clock = createManualClock(start);
    server = await startReferenceUnderTest({ clock });
    const first = await created(server, { name: 'alpha', permissions: ['VIEW'] });
    await clock.advance(60_000);
    const second = await created(server, { name: 'beta', permissions: ['VIEW'] });
    await clock.advance(60_000);
    const third = await created(server, { name: 'alpha', permissions: ['TRANSACT'] });

    const all = await server.call('GET', '/tokens?limit=2');
    expect(checkProductionAnswer('listTokens', 200, all.json)).toEqual({ kind: 'valid' });
    const page = all.json as Json;
    expect(page['data'].map((t: Json) => t['id'])).toEqual([first['id'], second['id']]);
    expect(page).toMatchObject({ hasMore: true, totalCount: 3 });
    expect(page['data'].every((t: Json) => !('clientSecret' in t))).toBe(true);
    const next = (await server.call('GET', `/tokens?limit=2&cursor=${page['nextCursor']}`)).json as Json;
    expect(next['data'].map((t: Json) => t['id'])).toEqual([third['id']]);

    const named = (await server.call('GET', '/tokens?name=alpha')).json as Json;
    expect(named['data'].map((t: Json) => t['id'])).toEqual([first['id'], third['id']]);
    const after = new Date(start.getTime() + 60_000).toISOString();
    const since = (await server.call('GET', `/tokens?createdAfter=${encodeURIComponent(after)}`)).json as Json;
    expect(since['data'].map((t: Json) => t['id'])).toEqual([second['id'], third['id']]);
    const until = (await server.call('GET', `/tokens?updatedBefore=${encodeURIComponent(after)}`)).json as Json;
    expect(until['data'].map((t: Json) => t['id'])).toEqual([first['id'], second['id']]);
    const bad = await server.call('GET', '/tokens?createdAfter=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'createdAfter' }] } });
  });
});
