import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, type ApiClientOptions, type RecordedExchange } from './client.ts';
import { Redactor } from './redact.ts';
import { TransportError } from './transport-error.ts';
import { isSetupError, SetupError } from '../engine/setup-error.ts';

const clientId = 'client-id-1';
const clientSecret = 'secret-Zq8v3W1x';
const agentToken = 'gat_feedfacecafe';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_req, res) => res.end();
let connections = 0;
let server: Server;
let baseUrl: string;
const dispatcher = new Agent({ keepAliveTimeout: 2_000 });
const agents: Agent[] = [dispatcher];
/** A pool of its own, for tests that count connections. */
function fresh(): Agent {
  const agent = new Agent({ keepAliveTimeout: 2_000 });
  agents.push(agent);
  return agent;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2025-10-13`;
});

afterAll(async () => {
  await Promise.all(agents.map((a) => a.close()));
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  connections = 0;
});

function client(overrides: Partial<ApiClientOptions> = {}): { api: ApiClient; exchanges: RecordedExchange[] } {
  const exchanges: RecordedExchange[] = [];
  const api = new ApiClient({
    baseUrl,
    timeoutMs: 1_000,
    credentials: { clientId, clientSecret, agentToken },
    redactor: new Redactor({ secrets: [clientSecret, agentToken], walletSignatureHeader: 'Service-Wallet-Signature' }),
    recorder: (e) => exchanges.push(e),
    dispatcher,
    ...overrides,
  });
  return { api, exchanges };
}

function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}

describe('ApiClient requests', () => {
  it('sends platform Basic credentials, a JSON body and the query, under the base path', async () => {
    let seen: { url?: string; auth?: string; type?: string; body?: string } = {};
    handler = (req, res, body) => {
      seen = { url: req.url, auth: req.headers.authorization, type: req.headers['content-type'], body };
      json(res, 201, { id: 'Customer:1' });
    };
    const { api, exchanges } = client();
    const res = await api.post('/customers', {
      json: { a: 1 },
      query: { limit: 5, currency: ['USD', 'EUR'], skip: undefined },
    });
    expect(seen).toEqual({
      url: '/2025-10-13/customers?limit=5&currency=USD&currency=EUR',
      auth: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      type: 'application/json',
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: 'Customer:1' });
    expect(res.headers['content-type']).toBe('application/json');
    expect(api.requestCount).toBe(1);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({
      method: 'POST',
      status: 201,
      requestBody: '{"a":1}',
      responseBody: '{"id":"Customer:1"}',
    });
    expect(exchanges[0]!.curl).toContain('-u "$CONFORMANCE_CLIENT_ID:$CONFORMANCE_CLIENT_SECRET"');
  });

  it('records for later the same redacted exchange, made once and only when asked for', async () => {
    handler = (_req, res) => json(res, 200, { echoed: clientSecret });
    const later: (() => RecordedExchange)[] = [];
    const { api, exchanges } = client({ recordLater: (make) => later.push(make) });
    const res = await api.post('/customers', { json: { secret: clientSecret } });
    // The test sees the answer as sent; only the record is redacted.
    expect(res.json).toEqual({ echoed: clientSecret });
    expect(later).toHaveLength(1);
    const record = later[0]!();
    expect(record).toEqual(exchanges[0]);
    expect(JSON.stringify(record)).not.toContain(clientSecret);
    expect(record.responseBody).toContain('echoed');
    expect(later[0]!()).toBe(record);
  });

  it('sends the agent token as a Bearer token, and explicit credentials as given', async () => {
    const auths: (string | undefined)[] = [];
    handler = (req, res) => {
      auths.push(req.headers.authorization);
      res.end();
    };
    const { api } = client();
    await api.get('/agents/me', { auth: 'agent' });
    await api.get('/x', { auth: { bearer: 'other' } });
    await api.get('/x', { auth: { basic: { user: 'u', password: 'p' } } });
    await api.get('/x', { auth: 'none' });
    await api.get('/x', { auth: 'none', headers: { Authorization: 'Digest x' } });
    expect(auths).toEqual([
      `Bearer ${agentToken}`,
      'Bearer other',
      `Basic ${Buffer.from('u:p').toString('base64')}`,
      undefined,
      'Digest x',
    ]);
  });

  it('prints a Bearer token as $CONFORMANCE_AGENT_TOKEN in the curl line, which runs as printed', async () => {
    const seen: (string | undefined)[] = [];
    handler = (req, res) => {
      seen.push(req.headers.authorization);
      res.end();
    };
    const { api, exchanges } = client();
    const agentOwnToken = 'gat_agent-own-token-value';
    api.redactor.addSecret(agentOwnToken);
    await api.get('/agents/me', { auth: 'agent' });
    await api.get('/x', { auth: { bearer: agentOwnToken } });
    await api.get('/x', { auth: { bearer: 'made-up-token' } });
    const curls = exchanges.map((e) => e.curl);
    expect(curls[0]).toContain('-H "Authorization: Bearer $CONFORMANCE_AGENT_TOKEN"');
    expect(curls[1]).toContain('-H "Authorization: Bearer $CONFORMANCE_AGENT_TOKEN"');
    expect(curls[2]).toContain('-H "Authorization: Bearer $CONFORMANCE_AGENT_TOKEN"');
    for (const curl of curls) expect(curl).not.toContain('<redacted>');
    seen.length = 0;
    for (const [curl, token] of [
      [curls[0]!, agentToken],
      [curls[1]!, agentOwnToken],
      [curls[2]!, 'made-up-token'],
    ] as const) {
      // Asynchronously: the server answering curl runs in this process.
      const child = spawn('sh', ['-c', `${curl} --max-time 10`], {
        env: { PATH: process.env['PATH'] ?? '', CONFORMANCE_AGENT_TOKEN: token },
        stdio: 'ignore',
      });
      const status = await new Promise<number | null>((done) => child.once('close', done));
      expect(status).toBe(0);
    }
    expect(seen).toEqual([`Bearer ${agentToken}`, `Bearer ${agentOwnToken}`, 'Bearer made-up-token']);
  });

  it('refuses an agent call when the run has no agent token, as a set-up error', async () => {
    const { api } = client({ credentials: { clientId, clientSecret } });
    await expect(api.get('/agents/me', { auth: 'agent' })).rejects.toBeInstanceOf(SetupError);
  });

  it('leaves json undefined for a body that is not JSON, and keeps the text', async () => {
    handler = (_req, res) => res.end('<html>oops</html>');
    const res = await client().api.get('/x');
    expect(res.json).toBeUndefined();
    expect(res.text).toBe('<html>oops</html>');
  });

  it('records a multipart body as a summary and a curl line with -F', async () => {
    let contentType: string | undefined;
    handler = (req, res) => {
      contentType = req.headers['content-type'];
      res.end();
    };
    const form = new FormData();
    form.append('documentType', 'PASSPORT');
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'scan.png');
    const { api, exchanges } = client();
    await api.post('/documents', { body: form });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(exchanges[0]!.requestBody).toContain('file=<file scan.png, 3 bytes, image/png>');
    expect(exchanges[0]!.curl).toContain(`-F 'file=@scan.png;type=image/png'`);
  });
});

describe('ApiClient redaction', () => {
  it('never records the client secret or agent token, wherever the request or response carries them', async () => {
    handler = (req, res, body) =>
      json(res, 200, { echo: body, auth: req.headers.authorization, url: req.url }, { 'x-echo': clientSecret });
    const { api, exchanges } = client();
    await api.post(`/x/${clientSecret}`, {
      query: { q: agentToken },
      headers: { 'x-note': `token ${agentToken}`, 'Service-Wallet-Signature': 'stamp-value-123' },
      json: { note: clientSecret, nested: { accessToken: 'opaque-token-value', privateKey: 'k-e-y-value' } },
    });
    await api.get('/y', { auth: { bearer: clientSecret } });
    await api.get('/z', { auth: { basic: { user: clientSecret, password: clientId } } });
    const recorded = JSON.stringify(exchanges);
    for (const leaked of [clientSecret, agentToken, 'opaque-token-value', 'k-e-y-value', 'stamp-value-123']) {
      expect(recorded).not.toContain(leaked);
    }
    expect(recorded).not.toContain(Buffer.from(`${clientId}:${clientSecret}`).toString('base64'));
    expect(recorded).not.toContain(Buffer.from(`${clientSecret}:${clientId}`).toString('base64'));
    expect(exchanges.map((e) => e.curl).join('\n')).not.toContain(clientSecret);
    expect(exchanges[0]!.requestHeaders['authorization']).toBe('Basic <redacted>');
  });
});

describe('ApiClient transport failures', () => {
  it('turns a server that never answers into a timeout TransportError, recorded', async () => {
    handler = () => {
      /* never answers */
    };
    const { api, exchanges } = client({ timeoutMs: 200 });
    const started = Date.now();
    const error = await api.get('/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(isSetupError(error)).toBe(true);
    expect((error as TransportError).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(exchanges[0]!.transportError).toMatch(/timeout after 200 ms/);
    expect(exchanges[0]!.status).toBeUndefined();
  });

  it('times out a body that stalls after the headers (the timeout covers the body too)', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"par');
    };
    const { api, exchanges } = client({ timeoutMs: 250 });
    const error = await api.get('/stall').catch((e: unknown) => e);
    expect((error as TransportError).code).toBe('timeout');
    expect(exchanges[0]!.status).toBe(200);
    expect(exchanges[0]!.transportError).toMatch(/timeout/);
  });

  it('turns a connection reset in the middle of the body into a TransportError', async () => {
    handler = (req, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('partial', () => req.socket.destroy());
    };
    const error = await client()
      .api.get('/reset')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).code).not.toBe('timeout');
  });

  it('turns a refused connection into a TransportError', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await client({ baseUrl: `http://127.0.0.1:${port}` })
      .api.get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).code).toBe('ECONNREFUSED');
  });

  it('turns an answer that is not HTTP into a TransportError', async () => {
    const garbage = createTcpServer((socket) => {
      socket.on('data', () => socket.end('SSH-2.0-OpenSSH_9.6\r\nthis is not http\r\n\r\n'));
    });
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const port = (garbage.address() as AddressInfo).port;
    try {
      const error = await client({ baseUrl: `http://127.0.0.1:${port}` })
        .api.get('/x')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).code).toMatch(/^HPE_|HTTPParserError/);
    } finally {
      await new Promise<void>((resolve) => garbage.close(() => resolve()));
    }
  });

  it('refuses requests once the test signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await client({ signal: controller.signal })
      .api.get('/x')
      .catch((e: unknown) => e);
    expect((error as TransportError).code).toBe('aborted');
  });

  it('aborts every request in flight when the test signal aborts, not as a timeout', async () => {
    handler = () => {
      /* never answers */
    };
    const controller = new AbortController();
    const { api, exchanges } = client({ signal: controller.signal, timeoutMs: 10_000 });
    const started = Date.now();
    const pending = [api.get('/a'), api.get('/b')].map((p) => p.catch((e: unknown) => e));
    setTimeout(() => controller.abort(), 100);
    const errors = await Promise.all(pending);
    expect(errors.map((e) => (e as TransportError).code)).toEqual(['aborted', 'aborted']);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(exchanges.map((e) => e.transportError)).toEqual([
      expect.stringMatching(/aborted/),
      expect.stringMatching(/aborted/),
    ]);
  });
});

describe('ApiClient 429 handling', () => {
  it('retries once after 429, waiting Retry-After capped, and notes it in the second exchange', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1)
        json(res, 429, { status: 429, code: 'RATE_LIMITED', message: 'slow down' }, { 'retry-after': '30' });
      else json(res, 200, { ok: true });
    };
    const { api, exchanges } = client({ retryAfterCapMs: 150 });
    const started = Date.now();
    const res = await api.get('/limited');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.status).toBe(200);
    expect(exchanges.map((e) => e.status)).toEqual([429, 200]);
    expect(exchanges[1]!.note).toBe('retried once after 429: waited 150 ms (Retry-After: "30")');
    expect(api.requestCount).toBe(2);
  });

  it('retries only once: a second 429 is a TransportError (no verdict), both exchanges recorded', async () => {
    handler = (_req, res) => json(res, 429, {}, { 'retry-after': '0' });
    const { api, exchanges } = client();
    const error = await api.get('/limited', { query: { token: 'abc' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).code).toBe('rate-limited');
    expect(isSetupError(error)).toBe(true);
    expect((error as TransportError).message).toBe(
      `GET ${baseUrl}/limited?token=%3Credacted%3E: still rate limited (429) after waiting 0 ms as Retry-After asked`,
    );
    expect(exchanges.map((e) => [e.status, e.note])).toEqual([
      [429, undefined],
      [429, 'retried once after 429: waited 0 ms (Retry-After: "0")'],
    ]);
    expect(api.requestCount).toBe(2);
  });

  it('does not retry when the test asks to see the 429', async () => {
    handler = (_req, res) => json(res, 429, {}, { 'retry-after': '0' });
    const { api, exchanges } = client();
    expect((await api.get('/limited', { retryOn429: false })).status).toBe(429);
    expect(exchanges).toHaveLength(1);
  });
});

describe('ApiClient response bodies', () => {
  it('keeps 1 MiB of a 10 MB body, drains the rest and reuses the connection', async () => {
    const tenMb = 10 * 1024 * 1024;
    const ports: number[] = [];
    handler = (req, res) => {
      ports.push(req.socket.remotePort ?? -1);
      if (req.url?.endsWith('/big')) {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(tenMb) });
        res.end(Buffer.alloc(tenMb, 'a'));
      } else res.end('small');
    };
    const { api, exchanges } = client({ timeoutMs: 5_000, dispatcher: fresh() });
    const big = await api.get('/big');
    expect(big.truncated).toBe(true);
    expect(big.text.length).toBe(1024 * 1024);
    expect(big.bodyBytes).toBe(tenMb);
    expect(exchanges[0]!.responseBody!.length).toBeLessThan(40 * 1024);
    expect(exchanges[0]!.responseBody).toContain(`truncated: ${tenMb} bytes received`);
    for (let i = 0; i < 4; i += 1) expect((await api.get('/small')).text).toBe('small');
    // The socket that carried the big body was drained and went back to the pool.
    expect(ports.slice(1)).toContain(ports[0]);
  });

  it('abandons the connection past the drain limit instead of reading forever', async () => {
    handler = (req, res) => {
      if (req.url?.endsWith('/huge')) {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(4 * 1024 * 1024) });
        res.end(Buffer.alloc(4 * 1024 * 1024, 'b'));
      } else res.end('ok');
    };
    const { api } = client({ keepBodyBytes: 1024, drainBodyBytes: 64 * 1024 });
    const huge = await api.get('/huge');
    expect(huge.truncated).toBe(true);
    expect(huge.text.length).toBe(1024);
    expect(huge.bodyBytes).toBeLessThan(4 * 1024 * 1024);
    expect((await api.get('/after')).text).toBe('ok');
  });

  it('consumes every body, whatever the status, so that one connection serves many requests', async () => {
    const statuses = [200, 204, 404, 500, 201, 400];
    let i = 0;
    const ports = new Set<number | undefined>();
    handler = (req, res) => {
      ports.add(req.socket.remotePort);
      const status = statuses[i++ % statuses.length]!;
      if (status === 204) {
        res.writeHead(204);
        res.end();
      } else json(res, status, { status, code: 'X', message: 'x'.repeat(20_000) });
    };
    const { api } = client({ dispatcher: fresh() });
    for (let n = 0; n < 3 * statuses.length; n += 1) await api.get(`/n${n}`);
    // undici keeps up to two sockets busy in turn; a body left unread would pin its socket and force a new one.
    expect(ports.size).toBeLessThanOrEqual(2);
    expect(connections).toBe(ports.size);
  });
});

describe('ApiClient connections', () => {
  it('keeps as many requests in flight as the process is told it may, each on a connection of its own', async () => {
    const atOnce = 40;
    const held: ServerResponse[] = [];
    handler = (_req, res) => {
      held.push(res);
      // Every request is answered only once all of them are in flight: a smaller pool would hold the rest back and
      // every request would time out.
      if (held.length === atOnce) for (const r of held) json(r, 200, { ok: true });
    };
    const { api } = client({ dispatcher: undefined, connections: atOnce });
    const answers = await Promise.all(Array.from({ length: atOnce }, (_, n) => api.get(`/at-once/${n}`)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: atOnce }, () => 200));
    expect(connections).toBe(atOnce);
  });
});
