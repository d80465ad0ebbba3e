import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { send, SendTimeout, type Outgoing } from './send.ts';

/** Requests the server holds for the test to act on: the socket of `/reset-mid-body`, the arrivals at `/never`. */
const held = { resetSocket: undefined as IncomingMessage['socket'] | undefined, neverArrived: 0 };

const routes: Record<string, (req: IncomingMessage, res: ServerResponse, body: string) => void> = {
  '/declared': (_req, res) => {
    res.writeHead(200, { 'content-length': '10', 'x-twice': ['a', 'b'] });
    res.end('0123456789');
  },
  '/chunked': (_req, res) => {
    res.writeHead(201, { 'transfer-encoding': 'chunked' });
    res.write('01234');
    setImmediate(() => res.end('56789'));
  },
  '/echo': (req, res, body) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, url: req.url, auth: req.headers['authorization'], body }));
  },
  '/early-hints': (_req, res) => {
    res.writeEarlyHints({ link: '</a.css>; rel=preload' });
    res.writeHead(204);
    res.end();
  },
  '/never': () => void (held.neverArrived += 1),
  '/stall-body': (_req, res) => {
    res.writeHead(200, { 'content-length': '100' });
    res.write('0123456789');
  },
  '/reset-mid-body': (req, res) => {
    res.writeHead(200, { 'content-length': '100', 'x-sent': 'yes' });
    // The test breaks the connection once the client holds the head: no delay to guess.
    res.write('0123456789', () => (held.resetSocket = req.socket));
  },
  '/big': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const more = () => {
      while (sent < 4 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end();
    };
    more();
  },
};

let server: Server;
let origin = '';
/** The client port of each request, in order. */
const ports: number[] = [];
const agent = new Agent({ keepAliveTimeout: 2_000 });

beforeAll(async () => {
  server = createServer((req, res) => {
    ports.push(req.socket.remotePort ?? -1);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      routes[new URL(req.url ?? '/', 'http://x').pathname]!(req, res, Buffer.concat(chunks).toString('utf8')),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await agent.close();
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

const outgoing = (path: string, more: Partial<Outgoing> = {}): Outgoing => ({
  origin,
  path,
  method: 'GET',
  headers: { accept: '*/*' },
  timeoutMs: 1_000,
  keepBytes: 1024,
  drainBytes: 1024 * 1024,
  ...more,
});
const text = (body: { bytes: Buffer }) => body.bytes.toString('utf8');

describe('send', () => {
  it('answers the status, the headers by lower-case name (repeated ones joined) and a declared body', async () => {
    const answer = await send(agent, outgoing('/declared')).answer;
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe('10');
    expect(answer.headers['x-twice']).toBe('a, b');
    expect({ text: text(answer.body), totalBytes: answer.body.totalBytes, truncated: answer.body.truncated }).toEqual({
      text: '0123456789',
      totalBytes: 10,
      truncated: false,
    });
  });

  it('reads a chunked body to its end', async () => {
    const answer = await send(agent, outgoing('/chunked')).answer;
    expect([answer.status, text(answer.body)]).toEqual([201, '0123456789']);
  });

  it('sends the method, the path with its query, the headers and the body', async () => {
    const answer = await send(
      agent,
      outgoing('/echo?a=1&b=%20', {
        method: 'POST',
        headers: { authorization: 'Basic x', 'content-type': 'application/json' },
        body: '{"k":1}',
      }),
    ).answer;
    expect(JSON.parse(text(answer.body))).toEqual({
      method: 'POST',
      url: '/echo?a=1&b=%20',
      auth: 'Basic x',
      body: '{"k":1}',
    });
  });

  it('gives the final answer after an informational one', async () => {
    const answer = await send(agent, outgoing('/early-hints')).answer;
    expect(answer.status).toBe(204);
    expect(answer.headers['link']).toBeUndefined();
  });

  it('keeps keepBytes of a long body, drains the rest and keeps the connection', async () => {
    const own = new Agent({ keepAliveTimeout: 2_000 });
    try {
      const answer = await send(own, outgoing('/big', { keepBytes: 100, drainBytes: 8 * 1024 * 1024 })).answer;
      expect([answer.body.bytes.length, answer.body.totalBytes, answer.body.truncated]).toEqual([
        100,
        4 * 1024 * 1024,
        true,
      ]);
      const bigPort = ports.at(-1);
      for (let i = 0; i < 3; i += 1) expect((await send(own, outgoing('/declared')).answer).status).toBe(200);
      // Undici hands a socket back a turn of the event loop after its answer ended: a later request takes it.
      expect(ports.slice(-3)).toContain(bigPort);
    } finally {
      await own.close();
    }
  });

  it('abandons the connection past the drain limit, answering what it kept', async () => {
    const own = new Agent({ keepAliveTimeout: 2_000 });
    try {
      const answer = await send(own, outgoing('/big', { keepBytes: 10, drainBytes: 256 * 1024 })).answer;
      expect(answer.body.bytes.length).toBe(10);
      expect(answer.body.truncated).toBe(true);
      expect(answer.body.totalBytes).toBeGreaterThan(256 * 1024);
      expect(answer.body.totalBytes).toBeLessThan(4 * 1024 * 1024);
      const bigPort = ports.at(-1);
      for (let i = 0; i < 3; i += 1) expect((await send(own, outgoing('/declared')).answer).status).toBe(200);
      expect(ports.slice(-3)).not.toContain(bigPort);
    } finally {
      await own.close();
    }
  });

  it('ends a request no answer comes to in a SendTimeout', async () => {
    const started = performance.now();
    await expect(send(agent, outgoing('/never', { timeoutMs: 150 })).answer).rejects.toBeInstanceOf(SendTimeout);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('times out a body that stalls after the headers, and keeps the head that came', async () => {
    const sending = send(agent, outgoing('/stall-body', { timeoutMs: 150 }));
    await expect(sending.answer).rejects.toThrow();
    expect(sending.head?.status).toBe(200);
  });

  it("rejects with undici's error when the connection breaks in the body, the head kept", async () => {
    held.resetSocket = undefined;
    const sending = send(agent, outgoing('/reset-mid-body', { timeoutMs: 10_000 }));
    await vi.waitFor(() => expect(sending.head !== undefined && held.resetSocket !== undefined).toBe(true), {
      timeout: 10_000,
    });
    (held.resetSocket as IncomingMessage['socket'] | undefined)?.destroy();
    const error = await sending.answer.then(
      () => undefined,
      (e: unknown) => e as { code?: string },
    );
    expect(error?.code).toMatch(/^UND_ERR_/);
    expect(sending.head?.headers['x-sent']).toBe('yes');
  });

  it("rejects with undici's error when nothing listens", async () => {
    const error = await send(agent, outgoing('/declared', { origin: 'http://127.0.0.1:9' })).answer.then(
      () => undefined,
      (e: unknown) => e as { code?: string },
    );
    expect(error?.code).toBe('ECONNREFUSED');
  });

  it('rejects with the reason it is aborted with, in flight or before it is sent', async () => {
    const arrivedBefore = held.neverArrived;
    const inFlight = send(agent, outgoing('/never', { timeoutMs: 10_000 }));
    // Aborted once the server holds the request: in flight, whatever the machine's speed.
    await vi.waitFor(() => expect(held.neverArrived).toBeGreaterThan(arrivedBefore), { timeout: 10_000 });
    inFlight.abort(new Error('test ended'));
    await expect(inFlight.answer).rejects.toThrow('test ended');
    const early = send(agent, outgoing('/declared'));
    early.abort('stopped');
    await expect(early.answer).rejects.toBe('stopped');
  });
});
