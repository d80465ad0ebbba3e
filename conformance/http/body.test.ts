import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody } from './body.ts';

let server: Server;
let origin = '';
const agent = new Agent();

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = Buffer.from('0123456789');
    // `/declared`: Content-Length; `/chunked`: none, the length is known only at the end.
    if (req.url === '/declared') res.writeHead(200, { 'content-length': String(body.length) });
    else res.writeHead(200, { 'transfer-encoding': 'chunked' });
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await agent.close();
  await new Promise<void>((done) => server.close(() => done()));
});

async function read(path: string, keepBytes: number) {
  const res = await request(`${origin}${path}`, { dispatcher: agent });
  const length = res.headers['content-length'];
  const body = await readBody(res.body, typeof length === 'string' ? length : undefined, keepBytes);
  return { text: body.bytes.toString('utf8'), totalBytes: body.totalBytes, truncated: body.truncated };
}

describe('readBody', () => {
  it('reads a body whose declared length fits whole', async () => {
    expect(await read('/declared', 10)).toEqual({ text: '0123456789', totalBytes: 10, truncated: false });
  });

  it('keeps only keepBytes of a declared body longer than that', async () => {
    expect(await read('/declared', 4)).toEqual({ text: '0123', totalBytes: 10, truncated: true });
  });

  it('keeps only keepBytes of a body of undeclared length', async () => {
    expect(await read('/chunked', 4)).toEqual({ text: '0123', totalBytes: 10, truncated: true });
    expect(await read('/chunked', 64)).toEqual({ text: '0123456789', totalBytes: 10, truncated: false });
  });
});
