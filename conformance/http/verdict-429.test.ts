import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client.ts';
import { Redactor } from './redact.ts';

let server: Server;
let baseUrl = '';
let hits = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    const code = req.url === '/volume' ? 'DAILY_VOLUME_LIMIT_EXCEEDED' : 'RATE_LIMITED';
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
    res.end(JSON.stringify({ status: 429, code, message: 'no' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = () =>
  new ApiClient({
    baseUrl,
    timeoutMs: 2_000,
    redactor: new Redactor({ secrets: [] }),
    retryAfterCapMs: 10,
    credentials: { clientId: 'id', clientSecret: 'secret' },
  });

describe('a 429 DAILY_VOLUME_LIMIT_EXCEEDED is a verdict', () => {
  it('is handed to the test as answered, never sent again (a retry could move money)', async () => {
    hits = 0;
    const res = await api().post('/volume', { json: { amount: 1 } });
    expect(res.status).toBe(429);
    expect(hits).toBe(1);
  });

  it('while a rate-limiting 429 is still retried once', async () => {
    hits = 0;
    await expect(api().post('/other', { json: {} })).rejects.toThrow(/rate limited/);
    expect(hits).toBe(2);
  });
});
