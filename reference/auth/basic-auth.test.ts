import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config.ts';
import { documentRules } from '../rules.ts';
import { authorizationHeaders, basicAuthFailures, checkBasicAuth, requirePlatformAuth } from './basic-auth.ts';
import { errorEnvelope } from '../http/error-envelope.ts';
import { createMemoryStore } from '../store/memory-store.ts';

const expected = { clientId: 'client-1', clientSecret: 'p@ss:word' };
const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;

describe('checkBasicAuth', () => {
  it('accepts the platform credentials; the password may hold colons, the scheme any case', () => {
    expect(checkBasicAuth(basic('client-1:p@ss:word'), expected)).toEqual({ ok: true });
    expect(checkBasicAuth(basic('client-1:p@ss:word').replace('Basic', 'bAsIc'), expected)).toEqual({ ok: true });
    expect(checkBasicAuth([basic('client-1:p@ss:word')], expected)).toEqual({ ok: true });
  });

  it.each([
    ['no header', undefined, basicAuthFailures.missing],
    ['an empty header', '  ', basicAuthFailures.missing],
    ['another scheme', 'Bearer abc', basicAuthFailures.notBasic],
    ['no token', 'Basic', basicAuthFailures.malformed],
    ['a token that is not base64', 'Basic %%%%', basicAuthFailures.malformed],
    ['base64 with bad padding', 'Basic YWJj=', basicAuthFailures.malformed],
    ['two tokens', `${basic('client-1:p@ss:word')} extra`, basicAuthFailures.malformed],
    ['no colon', basic('client-1'), basicAuthFailures.malformed],
    [
      'bytes that are not UTF-8',
      `Basic ${Buffer.from([0xff, 0x3a, 0x61]).toString('base64')}`,
      basicAuthFailures.malformed,
    ],
    ['a wrong user', basic('client-2:p@ss:word'), basicAuthFailures.unknownClient],
    ['a wrong password', basic('client-1:p@ss'), basicAuthFailures.wrongSecret],
    ['two headers, both right', [basic('client-1:p@ss:word'), basic('client-1:p@ss:word')], basicAuthFailures.repeated],
    ['two headers, the first right', [basic('client-1:p@ss:word'), 'Bearer abc'], basicAuthFailures.repeated],
    ['a longer password', basic('client-1:p@ss:word!'), basicAuthFailures.wrongSecret],
    ['an empty password', basic('client-1:'), basicAuthFailures.wrongSecret],
  ])('refuses %s and names the failed check', (_label, header, reason) => {
    expect(checkBasicAuth(header, expected)).toEqual({ ok: false, reason });
  });
});

describe('requirePlatformAuth over HTTP (a header found valid is remembered)', () => {
  const silent = { info: () => undefined, error: () => undefined };
  let server: Server;
  let origin: string;
  const config = defaultConfig({ clientId: 'client-1', clientSecret: 'p@ss:word' });

  beforeAll(async () => {
    const app = new Koa();
    app.use(errorEnvelope(silent));
    app.use(requirePlatformAuth(config, documentRules, createMemoryStore()));
    app.use((ctx) => {
      ctx.body = { served: true };
    });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = async (headers: Record<string, string | string[]>) => {
    const answer = await request(origin, { headers });
    return { status: answer.statusCode, body: (await answer.body.json()) as Record<string, unknown> };
  };

  it('serves a valid header every time, and still refuses wrong ones after it (with their own reason)', async () => {
    const valid = basic('client-1:p@ss:word');
    for (let i = 0; i < 3; i += 1)
      expect(await call({ authorization: valid })).toEqual({ status: 200, body: { served: true } });
    const wrong = await call({ authorization: basic('client-1:p@ss:wordX') });
    expect([wrong.status, wrong.body['reason']]).toEqual([401, basicAuthFailures.wrongSecret]);
    const twice = await call({ authorization: [valid, valid] });
    expect([twice.status, twice.body['reason']]).toEqual([401, basicAuthFailures.repeated]);
    expect((await call({ authorization: valid.toLowerCase().replace('basic', 'BASIC') })).status).toBe(401);
  });

  it('forgets remembered headers when the configured credentials change', async () => {
    const before = basic('client-1:p@ss:word');
    expect((await call({ authorization: before })).status).toBe(200);
    config.clientSecret = 'rotated-secret';
    try {
      const stale = await call({ authorization: before });
      expect([stale.status, stale.body['reason']]).toEqual([401, basicAuthFailures.wrongSecret]);
      expect((await call({ authorization: basic('client-1:rotated-secret') })).status).toBe(200);
    } finally {
      config.clientSecret = 'p@ss:word';
    }
    expect((await call({ authorization: before })).status).toBe(200);
  });
});

describe('authorizationHeaders', () => {
  it('reads every Authorization value off the raw headers, whatever the case of the name, as headersDistinct does', () => {
    expect(
      authorizationHeaders(['Host', 'x', 'authorization', 'Basic a', 'Accept', '*/*', 'AUTHORIZATION', 'Basic b']),
    ).toEqual(['Basic a', 'Basic b']);
    expect(authorizationHeaders(['Host', 'x', 'Authorization', ''])).toEqual(['']);
    expect(authorizationHeaders(['Host', 'x', 'X-Authorization', 'Basic a', 'Authorizatio', 'n'])).toBeUndefined();
    expect(authorizationHeaders([])).toBeUndefined();
  });
});
