import { Readable } from 'node:stream';
import { Low, Memory } from 'lowdb';
import { afterEach, describe, expect, it } from 'vitest';
import { appDeps } from './app.ts';
import { createManualClock } from './clock.ts';
import { defaultConfig } from './config.ts';
import { basicAuthFailures } from './auth/basic-auth.ts';
import { createMemoryStore } from './store/memory-store.ts';
import { emptyData, type ReferenceData } from './store/data.ts';
import { createMemoryBlobs } from './store/blob-store.ts';
import { createLowStore, type Store } from './store/store.ts';
import {
  basicAuthorization,
  startReferenceUnderTest,
  type Answer,
  type ReferenceUnderTest,
} from './test-support/reference-under-test.ts';

let running: ReferenceUnderTest | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(options: Parameters<typeof startReferenceUnderTest>[0] = {}): Promise<ReferenceUnderTest> {
  running = await startReferenceUnderTest(options);
  return running;
}

/** Asserts the envelope of part 7 and returns it. */
function expectEnvelope(answer: Answer, status: number, code: string): Record<string, unknown> {
  expect(answer.status).toBe(status);
  expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
  const body = answer.json as Record<string, unknown>;
  expect(body).toMatchObject({ status, code });
  expect(typeof body['message']).toBe('string');
  return body;
}

const individual = { customerType: 'INDIVIDUAL', fullName: 'Ada Lovelace', platformCustomerId: 'pc-1' };

describe('platform authentication', () => {
  it.each([
    ['no Authorization header', null, basicAuthFailures.missing],
    ['a wrong user', basicAuthorization('someone-else', 'local-client-secret'), basicAuthFailures.unknownClient],
    ['a wrong password', basicAuthorization('local-client-id', 'guess'), basicAuthFailures.wrongSecret],
    ['a malformed Basic header', 'Basic not*base64', basicAuthFailures.malformed],
    ['another scheme', 'Bearer gat_00', basicAuthFailures.notBasic],
  ])('%s answers 401 UNAUTHORIZED with a Basic challenge and the reason', async (_label, authorization, reason) => {
    const ref = await start();
    const answer = await ref.call('GET', '/customers/end-user-terms', { authorization });
    const body = expectEnvelope(answer, 401, 'UNAUTHORIZED');
    expect(answer.headers['www-authenticate']).toMatch(/^Basic /);
    expect(body['details']).toEqual({ reason });
    expect(body['reason']).toBe(reason);
    expect(answer.text).not.toContain('local-client-secret');
  });

  it('authenticates before reading the body', async () => {
    const ref = await start();
    const answer = await ref.call('POST', '/customers', {
      authorization: null,
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(answer, 401, 'UNAUTHORIZED');
  });

  it('gives no reason outside sandbox mode', async () => {
    const ref = await start({ config: { sandbox: false } });
    const answer = await ref.call('GET', '/customers/end-user-terms', { authorization: null });
    const body = expectEnvelope(answer, 401, 'UNAUTHORIZED');
    expect(body).not.toHaveProperty('details');
    expect(body).not.toHaveProperty('reason');
  });

  it('accepts configured credentials', async () => {
    const ref = await start({ config: { clientId: 'id-9', clientSecret: 's3cret' } });
    const answer = await ref.call('GET', '/customers/end-user-terms', {
      authorization: basicAuthorization('id-9', 's3cret'),
    });
    expect(answer.status).toBe(200);
  });
});

describe('request bodies', () => {
  it.each([
    ['malformed JSON', '{"customerType": ', 'application/json'],
    ['a JSON array', '[]', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0x7d]), 'application/json'],
    ['a text/plain body', JSON.stringify(individual), 'text/plain'],
    ['a form body', 'customerType=INDIVIDUAL', 'application/x-www-form-urlencoded'],
  ])('%s answers 400 INVALID_INPUT', async (_label, body, contentType) => {
    const ref = await start();
    const answer = await ref.call('POST', '/customers', { body, headers: { 'content-type': contentType } });
    expectEnvelope(answer, 400, 'INVALID_INPUT');
  });

  it('a missing body answers 400 INVALID_INPUT', async () => {
    const ref = await start();
    const answer = await ref.call('POST', '/customers', { headers: { 'content-type': 'application/json' } });
    expectEnvelope(answer, 400, 'INVALID_INPUT');
  });

  it('accepts application/json with a charset parameter', async () => {
    const ref = await start();
    const answer = await ref.call('POST', '/customers', {
      body: JSON.stringify(individual),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(answer.status).toBe(201);
  });

  it('a body over the limit answers 413, declared or streamed, and the connection stays usable', async () => {
    const ref = await start({ config: { bodyLimitBytes: 1024 } });
    const oversized = JSON.stringify({ ...individual, padding: 'x'.repeat(2048) });
    const declared = await ref.call('POST', '/customers', { json: JSON.parse(oversized) });
    expectEnvelope(declared, 413, 'PAYLOAD_TOO_LARGE');

    // Without Content-Length (chunked), the limit is enforced while reading.
    async function* chunks() {
      yield Buffer.from(oversized.slice(0, 1000));
      yield Buffer.from(oversized.slice(1000));
    }
    const { request } = await import('undici');
    const streamed = await request(`${ref.url}/customers`, {
      method: 'POST',
      body: Readable.from(chunks()),
      headers: {
        authorization: basicAuthorization(ref.config.clientId, ref.config.clientSecret),
        'content-type': 'application/json',
      },
    });
    expect(streamed.statusCode).toBe(413);
    expect(await streamed.body.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });

    const after = await ref.call('POST', '/customers', { json: individual });
    expect(after.status).toBe(201);
    expect(await ref.store.read((d) => Object.keys(d.customers).length)).toBe(1);
  });

  it('the default limit is 1 MiB', async () => {
    const ref = await start();
    const answer = await ref.call('POST', '/customers', {
      body: JSON.stringify({ ...individual, padding: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(answer, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('routing', () => {
  it('an unknown path answers a JSON 404, inside and outside the base path', async () => {
    const ref = await start();
    expectEnvelope(await ref.call('GET', '/no-such-thing'), 404, 'REFERENCE_NOT_FOUND');
    expectEnvelope(await ref.call('GET', '/elsewhere/customers/end-user-terms'), 404, 'REFERENCE_NOT_FOUND');
  });

  it('routes are mounted under the base path only', async () => {
    const ref = await start();
    expect(ref.url.endsWith('/2025-10-13')).toBe(true);
    const root = ref.url.slice(0, -'/2025-10-13'.length);
    const { request } = await import('undici');
    const answer = await request(`${root}/customers/end-user-terms`, {
      headers: { authorization: basicAuthorization(ref.config.clientId, ref.config.clientSecret) },
    });
    expect(answer.statusCode).toBe(404);
    expect(await answer.body.json()).toMatchObject({ status: 404, code: 'REFERENCE_NOT_FOUND' });
  });

  it('a known path with an unknown method answers a JSON 405 with Allow', async () => {
    const ref = await start();
    const answer = await ref.call('DELETE', '/customers');
    expectEnvelope(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(String(answer.headers['allow']).split(', ')).toContain('POST');

    const onTerms = await ref.call('PUT', '/customers/end-user-terms', { json: {} });
    expectEnvelope(onTerms, 405, 'METHOD_NOT_ALLOWED');
    expect(String(onTerms.headers['allow']).split(', ')).toEqual(expect.arrayContaining(['GET', 'PATCH']));
  });
});

describe('unexpected failures', () => {
  /** A store that fails like a broken database, with an internal message that must not leak. */
  const brokenStore: Store = {
    read: async () => {
      throw new Error('connection refused by db-internal-7.corp:5432');
    },
    view: async () => {
      throw new Error('connection refused by db-internal-7.corp:5432');
    },
    transact: async () => {
      throw new TypeError('Cannot read properties of undefined (reading db-internal-7)');
    },
    blobs: createMemoryBlobs(),
  };

  it('answer 500 INTERNAL_ERROR with a generic message, no stack, and are logged', async () => {
    const ref = await start({ store: brokenStore });
    for (const answer of [
      await ref.call('POST', '/customers', { json: individual }),
      await ref.call('GET', '/customers/Customer:00000000-0000-4000-8000-000000000000'),
    ]) {
      const body = expectEnvelope(answer, 500, 'INTERNAL_ERROR');
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status']);
      expect(answer.text).not.toContain('db-internal-7');
      expect(answer.text).not.toMatch(/\bat .*\.ts:\d+/);
    }
    expect(ref.errorLog).toHaveLength(2);
    expect(ref.errorLog[0]).toContain('db-internal-7');
    expect(ref.errorLog.join('\n')).not.toContain(ref.config.clientSecret);
  });

  it('a scheduled task that fails is logged, and the tasks due after it still run', async () => {
    const clock = createManualClock(new Date('2026-03-01T12:00:00.000Z'));
    const errors: string[] = [];
    const deps = appDeps({
      store: createMemoryStore(),
      clock,
      config: defaultConfig(),
      logger: { info: () => undefined, error: (line) => errors.push(line) },
    });
    const ran: string[] = [];
    deps.scheduler.after(1_000, () => {
      throw new Error('transition db-internal-7 failed');
    });
    deps.scheduler.after(2_000, () => void ran.push('next'));
    await clock.advance(2_000);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('db-internal-7');
    expect(ran).toEqual(['next']);
    deps.scheduler.close();
  });
});

describe('nothing half-written', () => {
  it('a request whose commit fails leaves no trace, and the same request succeeds afterwards', async () => {
    const memory = new Memory<ReferenceData>();
    let failWrites = true;
    const store = createLowStore(
      new Low<ReferenceData>(
        {
          read: () => memory.read(),
          write: async (data) => {
            if (failWrites) throw new Error('write failed');
            await memory.write(data);
          },
        },
        emptyData(),
      ),
    );
    const ref = await start({ store });
    expectEnvelope(await ref.call('POST', '/customers', { json: individual }), 500, 'INTERNAL_ERROR');
    expect(await store.read((d) => Object.keys(d.customers))).toEqual([]);
    failWrites = false;
    expect((await ref.call('POST', '/customers', { json: individual })).status).toBe(201);
  });

  it('an update refused half-way keeps every field it had already changed in its draft', async () => {
    const ref = await start();
    const first = await ref.call('POST', '/customers', {
      json: { ...individual, platformCustomerId: 'pc-a', umaAddress: '$a@uma.test' },
    });
    await ref.call('POST', '/customers', {
      json: { ...individual, platformCustomerId: 'pc-b', umaAddress: '$b@uma.test' },
    });
    const id = (first.json as { id: string }).id;
    // platformCustomerId is free, so the draft takes it; the UMA address then collides and refuses the request.
    const refused = await ref.call('PATCH', `/customers/${id}`, {
      json: { customerType: 'INDIVIDUAL', platformCustomerId: 'pc-new', umaAddress: '$b@uma.test', fullName: 'X' },
    });
    expectEnvelope(refused, 409, 'UMA_ADDRESS_EXISTS');
    const stored = (await ref.call('GET', `/customers/${id}`)).json as Record<string, unknown>;
    expect(stored['platformCustomerId']).toBe('pc-a');
    expect(stored['fullName']).toBe('Ada Lovelace');
  });
});
