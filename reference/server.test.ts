import { connect } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from './config.ts';
import { startReference, type RunningReference } from './server.ts';

describe('startReference', () => {
  it('listens on an ephemeral loopback port and answers at url', async () => {
    const config = defaultConfig();
    const server = await startReference({ config, port: 0, logger: { info: () => {}, error: () => {} } });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/2025-10-13`);
      const answer = await request(`${server.url}/customers/end-user-terms`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        },
      });
      expect(answer.statusCode).toBe(200);
      expect(await answer.body.json()).toEqual(config.endUserTerms);
    } finally {
      await server.close();
    }
    await expect(request(`${server.url}/customers/end-user-terms`)).rejects.toThrow();
  });

  it('closes even with an idle keep-alive connection open, and close() can be called twice', async () => {
    const server = await startReference({ config: defaultConfig(), logger: { info: () => {}, error: () => {} } });
    const answer = await request(`${server.url}/nowhere`);
    await answer.body.text();
    const started = Date.now();
    await Promise.all([server.close(), server.close()]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses a port that is taken', async () => {
    const first = await startReference({ config: defaultConfig(), logger: { info: () => {}, error: () => {} } });
    try {
      await expect(startReference({ config: defaultConfig(), port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});

/** Writes `raw` to a fresh connection and resolves with everything the server sent until it closed. */
function exchange(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
    socket.write(raw);
  });
}

/** The one HTTP answer of `text`: status, headers (lower-case names) and JSON body. */
function parseAnswer(text: string) {
  const headEnd = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = text.slice(0, headEnd).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const body = text.slice(headEnd + 4);
  return { status: Number(statusLine.split(' ')[1]), headers, body, json: JSON.parse(body) as Record<string, unknown> };
}

describe('answers outside the routes carry the error envelope (raw sockets)', () => {
  const config = defaultConfig();
  const auth = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  const path = `${config.basePath}/customers`;
  let server: RunningReference;
  beforeAll(async () => {
    server = await startReference({ config, logger: { info: () => {}, error: () => {} } });
  });
  afterAll(() => server.close());

  const expectEnvelope = (text: string, status: number, code: string) => {
    const answer = parseAnswer(text);
    expect(answer.status, text).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.json).toMatchObject({ status, code, message: expect.any(String) });
    return answer;
  };

  it.each([
    [
      'a 20 KB header',
      `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    ],
    [
      'two Content-Length headers',
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}`,
    ],
    [
      'Content-Length with chunked encoding',
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'a malformed chunk size',
      `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
  ])('refuses %s at the parser with 400 INVALID_INPUT and closes the connection', async (_label, raw) => {
    const text = await exchange(server.port, raw);
    const answer = expectEnvelope(text, 400, 'INVALID_INPUT');
    expect(answer.headers['connection']).toBe('close');
    // One answer only, nothing after its body.
    expect(text.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
  });

  it.each(['utf-16', 'UTF-16LE', 'iso-8859-1', '"latin1"'])(
    'refuses a JSON body declared charset=%s with 400 INVALID_INPUT',
    async (charset) => {
      const body = '{"customerType":"INDIVIDUAL","fullName":"Ann Smith"}';
      const raw = `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: ${auth}\r\nContent-Type: application/json; charset=${charset}\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
      const answer = expectEnvelope(await exchange(server.port, raw), 400, 'INVALID_INPUT');
      expect(String(answer.json['message'])).toMatch(/UTF-8/);
    },
  );

  it('accepts the same body declared charset=utf-8 (any case), so the refusal is about the charset', async () => {
    const body = '{"customerType":"INDIVIDUAL","fullName":"Ann Smith"}';
    const raw = `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: ${auth}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    expect(parseAnswer(await exchange(server.port, raw)).status).toBe(201);
  });

  it('refuses two Authorization headers with 401 UNAUTHORIZED, even when both are right', async () => {
    const raw = `GET ${config.basePath}/customers/end-user-terms HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: ${auth}\r\nAuthorization: ${auth}\r\n\r\n`;
    const answer = expectEnvelope(await exchange(server.port, raw), 401, 'UNAUTHORIZED');
    expect(answer.json['reason']).toBe('more than one Authorization header');
    const single = `GET ${config.basePath}/customers/end-user-terms HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: ${auth}\r\n\r\n`;
    expect(parseAnswer(await exchange(server.port, single)).status).toBe(200);
  });
});
