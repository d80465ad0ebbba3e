/**
 * Loopback servers that misbehave, one function per behaviour, for proving that the runner survives them (see
 * `hostile-servers.test.ts`). Each listens on 127.0.0.1 on an ephemeral port and returns the base URL to point the
 * suite at (the version segment included), the arrival time of every request it saw, and `close`, which drops every
 * open connection so that no test waits on a socket the server keeps.
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { apiVersion } from '../../spec/enums.ts';

export interface HostileServer {
  /** Base URL to run the suite against: `http://127.0.0.1:<port>/2025-10-13`. */
  readonly url: string;
  /** `performance.now()` at the arrival of each request (each connection, for servers that do not speak HTTP). */
  readonly arrivals: readonly number[];
  close(): Promise<void>;
}

function baseUrl(server: HttpServer | TcpServer): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/${apiVersion}`;
}

/** Drops the open connections (`dropConnections`), then stops listening. */
function closeWith(server: HttpServer | TcpServer, dropConnections: () => void): () => Promise<void> {
  return () =>
    new Promise<void>((resolve, reject) => {
      dropConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
}

function listen(server: HttpServer | TcpServer): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
}

/** An HTTP server whose every request goes to `handle`; the request body is read and ignored. */
async function httpServer(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<HostileServer> {
  const arrivals: number[] = [];
  const server = createHttpServer((req, res) => {
    arrivals.push(performance.now());
    req.resume();
    handle(req, res);
  });
  await listen(server);
  return {
    url: baseUrl(server),
    arrivals,
    close: closeWith(server, () => server.closeAllConnections()),
  };
}

/** A TCP server that hands each connection to `handle` and destroys whatever is still open on close. */
async function tcpServer(handle: (socket: Socket) => void): Promise<HostileServer> {
  const arrivals: number[] = [];
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    arrivals.push(performance.now());
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset by the client is expected here, not an error of the server.
    socket.on('error', () => sockets.delete(socket));
    handle(socket);
  });
  await listen(server);
  return {
    url: baseUrl(server),
    arrivals,
    close: closeWith(server, () => {
      for (const socket of sockets) socket.destroy();
    }),
  };
}

/** A port that was bound and then closed: every connection is refused. */
export async function refusingServer(): Promise<HostileServer> {
  const server = createTcpServer();
  await listen(server);
  const url = baseUrl(server);
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return { url, arrivals: [], close: async () => undefined };
}

/** Accepts connections and reads the requests, never answering a byte. */
export function silentServer(): Promise<HostileServer> {
  return tcpServer((socket) => socket.resume());
}

/** Answers a well-formed 200 only after `delayMs`, before which not even the status line is sent. */
export function slowHeadersServer(delayMs: number): Promise<HostileServer> {
  return httpServer((_req, res) => {
    const timer = setTimeout(() => {
      if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
}

/** Sends the 200 headers at once, then the body one byte every `intervalMs`, never ending it. */
export function tricklingServer(intervalMs: number): Promise<HostileServer> {
  return httpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{');
    const timer = setInterval(() => res.write(' '), intervalMs);
    res.on('close', () => clearInterval(timer));
  });
}

/** Announces a 1000-byte JSON body, sends part of it, then destroys the socket. */
export function resettingServer(): Promise<HostileServer> {
  return httpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    res.write('{"status":401,"code":"UNAUTH', () => res.socket?.destroy());
  });
}

/** Answers every request 200 with an HTML page, as a misrouted proxy or a login portal would. */
export function htmlServer(): Promise<HostileServer> {
  return httpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><head><title>Welcome</title></head><body><h1>It works!</h1></body></html>');
  });
}

/** Where {@link redirectingServer} sends every request. */
export const redirectLocation = 'https://login.example.com/sso?next=%2F';

/** Answers every request 302 to a login page, as a single sign-on gateway in front of the wrong path would. */
export function redirectingServer(): Promise<HostileServer> {
  return httpServer((_req, res) => {
    res.writeHead(302, { location: redirectLocation, 'content-type': 'text/html; charset=utf-8' });
    res.end('<a href="https://login.example.com/sso">Found</a>');
  });
}

/** Answers every request 200 with an empty JSON object, as a catch-all stub would. */
export function emptyJsonServer(): Promise<HostileServer> {
  return httpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
}

/** Answers every request 200, declared JSON, with bytes that are neither JSON nor text. */
export function garbageServer(): Promise<HostileServer> {
  const garbage = Buffer.from([0x00, 0xff, 0xfe, 0x7b, 0x22, 0x01, 0x9c, 0x80, 0x0a, 0xc3, 0x28, 0x5d, 0x7d]);
  return httpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(garbage);
  });
}

/** Answers each connection with bytes that are not HTTP at all, then closes it. */
export function notHttpServer(): Promise<HostileServer> {
  return tcpServer((socket) => {
    socket.resume();
    socket.end('SSH-2.0-OpenSSH_9.6\r\n\u0000\u0001 this is not HTTP\r\n\r\n');
  });
}

/** Answers every request 200 with a JSON-looking body of `bytes` bytes (an unterminated string). */
export function hugeBodyServer(bytes: number): Promise<HostileServer> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return httpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(bytes) });
    let left = bytes;
    const head = Buffer.from('{"filler":"');
    res.write(head);
    left -= head.byteLength;
    // Written as the client reads, not queued whole: the point is the client's memory, not the server's.
    const pump = (): void => {
      while (left > 0 && !res.destroyed) {
        const part = left >= chunk.byteLength ? chunk : chunk.subarray(0, left);
        left -= part.byteLength;
        if (left === 0) res.end(part);
        else if (!res.write(part)) {
          res.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/**
 * Answers 429 `RATE_LIMITED` with `Retry-After: <retryAfterSeconds>` to the first `limitedAnswers` requests
 * (`Infinity`: to all of them), then a well-formed 200.
 */
export function rateLimitingServer(retryAfterSeconds: number, limitedAnswers: number): Promise<HostileServer> {
  let answered = 0;
  return httpServer((req, res) => {
    answered += 1;
    if (answered <= limitedAnswers) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) });
      res.end(JSON.stringify({ status: 429, code: 'RATE_LIMITED', message: 'slow down' }));
      return;
    }
    // Past the limit it answers as the interface does: a call without credentials is refused (7.2).
    if (req.headers.authorization === undefined) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 401, code: 'UNAUTHORIZED', message: 'no credentials' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
}
