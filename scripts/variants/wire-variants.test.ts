/**
 * Each wire variant, in front of a small Koa app answering the kinds of body the reference answers, really takes its
 * freedom on the wire (a variant that changed nothing would pass the suite and prove nothing), and keeps what the
 * document fixes: the same instants, the same members, the same statuses.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa, { type Middleware } from 'koa';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantById, variantCatalogue } from './catalogue.ts';
import { wireRun } from './variant.ts';

const bodies: Record<string, { status: number; body: unknown }> = {
  '/record': {
    status: 200,
    body: {
      id: 'ExternalAccount:2f1c8e9a-4b7d-4c2e-9f3a-1d2e3f4a5b6c',
      createdAt: '2026-01-02T03:04:05.678Z',
      expiresAt: '2026-01-02T03:09:05Z',
      accountInfo: { accountType: 'LIGHTNING', beneficiary: { fullName: 'Ada Lovelace' } },
      beneficiaryVerifiedData: { fullName: 'Ada Lovelace' },
    },
  },
  '/missing': { status: 404, body: { status: 404, code: 'REFERENCE_NOT_FOUND', message: 'No such customer.' } },
  '/list': { status: 200, body: { data: [{ id: 'AuthMethod:1' }, { id: 'AuthMethod:2' }] } },
  '/unauthorized': {
    status: 401,
    body: {
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Invalid OTP code',
      details: { reason: 'Invalid OTP code' },
      reason: 'Invalid OTP code',
    },
  },
  '/invalid': {
    status: 400,
    body: {
      status: 400,
      code: 'INVALID_INPUT',
      message: 'Invalid request body.',
      details: {
        errors: [
          { field: 'fullName', constraint: { required: true }, message: 'required' },
          { field: 'address.postalCode', message: 'required' },
        ],
      },
    },
  },
  '/verification': {
    status: 200,
    body: {
      verificationStatus: 'RESOLVE_ERRORS',
      errors: [
        { type: 'MISSING_FIELD', field: 'birthDate' },
        { type: 'MISSING_IDENTITY_DOCUMENT', acceptedDocumentTypes: ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'] },
      ],
    },
  },
};

interface Answer {
  readonly status: number;
  readonly rawHeaders: readonly string[];
  readonly headers: Record<string, unknown>;
  readonly text: string;
}

async function serve(outer: readonly Middleware[]): Promise<{ url: string; server: Server }> {
  const app = new Koa();
  for (const middleware of outer) app.use(middleware);
  app.use(async (ctx) => {
    const answer = bodies[ctx.path];
    if (answer === undefined) return;
    ctx.status = answer.status;
    ctx.body = structuredClone(answer.body);
  });
  const server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function fetchAll(url: string): Promise<Record<string, Answer>> {
  const out: Record<string, Answer> = {};
  for (const path of Object.keys(bodies)) {
    const res = await request(`${url}${path}`);
    const rawHeaders: string[] = [];
    for (const [name] of Object.entries(res.headers)) rawHeaders.push(name);
    out[path] = { status: res.statusCode, rawHeaders, headers: res.headers, text: await res.body.text() };
  }
  return out;
}

const servers: Server[] = [];
let plain: Record<string, Answer>;

beforeAll(async () => {
  const { url, server } = await serve([]);
  servers.push(server);
  plain = await fetchAll(url);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

async function answersOf(id: string): Promise<Record<string, Answer>> {
  const { url, server } = await serve(variantById(id).wire!(wireRun()));
  servers.push(server);
  return fetchAll(url);
}

/** Wire variants whose freedom shows in what is sent, not in how the connection or time is used. */
const visibleInAnswers = variantCatalogue.filter(
  (v) =>
    v.seam === 'wire' &&
    !v.id.startsWith('events-') &&
    ![
      'slower-answers',
      'rate-limited-now-and-then',
      'connection-closed-after-every-answer',
      'connection-closed-now-and-then',
      'header-names-upper-case',
    ].includes(v.id),
);

describe('the wire variants', () => {
  it.each(visibleInAnswers.map((v) => v.id))('%s changes some answer, and no status but a 404', async (id) => {
    const answers = await answersOf(id);
    const changed = Object.keys(bodies).filter((path) => {
      const a = answers[path]!;
      const b = plain[path]!;
      return (
        a.text !== b.text ||
        JSON.stringify(a.headers['content-type']) !== JSON.stringify(b.headers['content-type']) ||
        a.headers['content-length'] !== b.headers['content-length'] ||
        Object.keys(a.headers).length !== Object.keys(b.headers).length
      );
    });
    expect(changed.length, id).toBeGreaterThan(0);
    for (const path of Object.keys(bodies)) {
      if (path !== '/missing') expect(answers[path]!.status, `${id} ${path}`).toBe(plain[path]!.status);
    }
  });

  it('unknown-references-answer-400 answers a 404 as 400 INVALID_INPUT, with its envelope', async () => {
    const missing = (await answersOf('unknown-references-answer-400'))['/missing']!;
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.text)).toEqual({ status: 400, code: 'INVALID_INPUT', message: 'No such customer.' });
  });

  it('timestamps-with-other-offset writes the same instants at +02:00', async () => {
    const record = JSON.parse((await answersOf('timestamps-with-other-offset'))['/record']!.text) as Record<
      string,
      string
    >;
    expect(record['createdAt']).toBe('2026-01-02T05:04:05.678+02:00');
    expect(Date.parse(record['createdAt']!)).toBe(Date.parse('2026-01-02T03:04:05.678Z'));
    expect(Date.parse(record['expiresAt']!)).toBe(Date.parse('2026-01-02T03:09:05Z'));
  });

  it('timestamps-with-microseconds and -with-zero-offset keep the instants', async () => {
    for (const id of ['timestamps-with-microseconds', 'timestamps-with-zero-offset']) {
      const record = JSON.parse((await answersOf(id))['/record']!.text) as Record<string, string>;
      expect(record['createdAt'], id).not.toBe('2026-01-02T03:04:05.678Z');
      expect(Date.parse(record['createdAt']!), id).toBe(Date.parse('2026-01-02T03:04:05.678Z'));
    }
  });

  it('the reordering variants keep every entry', async () => {
    const list = JSON.parse((await answersOf('credential-list-other-order'))['/list']!.text) as { data: unknown[] };
    expect(list.data).toEqual([{ id: 'AuthMethod:2' }, { id: 'AuthMethod:1' }]);
    const members = JSON.parse((await answersOf('members-in-other-order'))['/record']!.text) as object;
    expect(Object.keys(members)).toEqual(Object.keys(bodies['/record']!.body as object).reverse());
    expect(members).toEqual(bodies['/record']!.body);
  });

  it('chunked-bodies sends no Content-Length, and connection-closed-after-every-answer closes', async () => {
    const chunked = await answersOf('chunked-bodies');
    expect(chunked['/record']!.headers['content-length']).toBeUndefined();
    expect(chunked['/record']!.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(chunked['/record']!.text)).toEqual(bodies['/record']!.body);
    const closed = await answersOf('connection-closed-after-every-answer');
    expect(closed['/record']!.headers['connection']).toBe('close');
  });

  it('connection-closed-now-and-then closes after one answer in 8', async () => {
    const { url, server } = await serve(variantById('connection-closed-now-and-then').wire!(wireRun()));
    servers.push(server);
    const connections: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const res = await request(`${url}/record`);
      await res.body.dump();
      connections.push(String(res.headers['connection']));
    }
    expect(connections.filter((c) => c === 'close')).toHaveLength(2);
    expect(connections[7]).toBe('close');
  });

  it('header-names-upper-case sends its header names in upper case', async () => {
    const { url, server } = await serve(variantById('header-names-upper-case').wire!(wireRun()));
    servers.push(server);
    const raw = await new Promise<string[]>((done, fail) => {
      import('node:http').then(
        ({ get }) =>
          get(`${url}/record`, (res) => {
            res.resume();
            done(res.rawHeaders);
          }).on('error', fail),
        fail,
      );
    });
    const names = raw.filter((_, i) => i % 2 === 0);
    expect(names).toEqual(expect.arrayContaining(['CONTENT-TYPE', 'CONTENT-LENGTH']));
    // Node's own (Date, Connection, Keep-Alive) are written by the HTTP server after the app.
    expect(names.filter((n) => n !== n.toUpperCase()).sort()).toEqual(['Connection', 'Date', 'Keep-Alive']);
  });

  it('rate-limited-now-and-then refuses one request in 60 with 429 and Retry-After, and serves its retry', async () => {
    const { url, server } = await serve(variantById('rate-limited-now-and-then').wire!(wireRun()));
    servers.push(server);
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 60; i += 1) {
      const res = await request(`${url}/record`);
      await res.body.dump();
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = res.headers['retry-after'];
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
    expect(retryAfter).toBe('1');
    const retry = await request(`${url}/record`);
    await retry.body.dump();
    expect(retry.statusCode).toBe(200);
  });
});
