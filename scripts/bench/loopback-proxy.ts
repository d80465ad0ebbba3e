/**
 * A loopback HTTP proxy for the benchmarks: forwards every request to `target` (an origin), after `delayMs`, and can
 * keep what it forwarded (method, path, headers, body, the status and body answered) in memory, never on disk: the
 * requests carry the run's credentials.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';

export interface ForwardedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
  readonly status: number;
  /** The answer's body (kept when recording). */
  readonly answer?: Buffer;
}

export interface LoopbackProxy {
  /** `http://127.0.0.1:<port>`: put the target's base path after it. */
  readonly origin: string;
  /** Requests forwarded so far. */
  readonly count: () => number;
  /** The most requests the proxy held at one time (received, not yet answered): what the client had in flight. */
  readonly mostInFlight: () => number;
  /** What was forwarded, in arrival order, when `record` was asked for. */
  readonly recorded: readonly ForwardedRequest[];
  close(): Promise<void>;
}

/** Hop-by-hop headers, and those undici sets itself. */
const notForwarded = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || notForwarded.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export async function startLoopbackProxy(
  target: string,
  options: { readonly delayMs?: number; readonly record?: boolean } = {},
): Promise<LoopbackProxy> {
  const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });
  const recorded: ForwardedRequest[] = [];
  let count = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      count += 1;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      res.once('close', () => {
        inFlight -= 1;
      });
      const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
      const headers = forwardable(req.headers);
      const forward = async () => {
        const answer = await request(`${target}${req.url ?? '/'}`, {
          method: (req.method ?? 'GET') as 'GET',
          headers,
          ...(body === undefined ? {} : { body }),
          dispatcher: agent,
        });
        const payload = Buffer.from(await answer.body.arrayBuffer());
        if (options.record)
          recorded.push({
            method: req.method ?? 'GET',
            path: req.url ?? '/',
            headers,
            ...(body === undefined ? {} : { body }),
            status: answer.statusCode,
            answer: payload,
          });
        const back: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !notForwarded.has(name)) back[name] = value;
        }
        res.writeHead(answer.statusCode, back);
        res.end(payload);
      };
      const go = () =>
        forward().catch((error: unknown) => {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`proxy: ${(error as Error).message}`);
        });
      if ((options.delayMs ?? 0) > 0) setTimeout(go, options.delayMs);
      else void go();
    });
  });
  // Idle connections are closed by the client only, as the embedded reference does: a server closing one just as the
  // client reuses it resets that request.
  server.keepAliveTimeout = 0;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => count,
    mostInFlight: () => mostInFlight,
    recorded,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await agent.close();
    },
  };
}
