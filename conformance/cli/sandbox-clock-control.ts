/**
 * The sandbox clock's control endpoint: a loopback HTTP server of the embedded composition root, apart from the
 * reference (which never serves it), through which the suite's tests, in vitest workers, lease the clock and advance
 * it. Every request carries the run's random bearer token; the token travels to the workers with the run's secrets.
 *
 * POST /leases    {"exclusive": boolean, "ttlMs": n} -> 200 {"leaseId", "offsetMs"} once granted (it may wait)
 * DELETE /leases/{id}                                 -> 204, or 404 when not held
 * POST /advance   {"leaseId", "ms": n}                -> 200 {"offsetMs"} after every task that became due has run;
 *                                                       409 unless the lease is held and exclusive
 * POST /settled   {"withinMs": n}                     -> 200 {"settled": boolean} once the server has nothing under
 *                                                       way that could send a webhook within n ms of its clock
 *                                                       (true), or once that time has passed (false)
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClockLeases } from './clock-leases.ts';

/** What the control endpoint drives: the sandbox clock of the reference, seen without importing it. */
export interface ControlledClock {
  advance(ms: number): Promise<void>;
  offsetMs(): number;
}

/**
 * The server's quiescence, seen without importing it: resolves true once nothing it has under way could send a webhook
 * within `withinMs` of its clock, false once that time has passed first or `signal` aborted.
 */
export type SettledProbe = (withinMs: number, signal: AbortSignal) => Promise<boolean>;

export interface SandboxClockControl {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Bearer token of every request; a secret. */
  readonly token: string;
  close(): Promise<void>;
}

/** The longest single advance: beyond any sandbox delay, and small enough that a typo cannot push the clock years ahead. */
export const maxAdvanceMs = 24 * 60 * 60 * 1000;
const maxBodyBytes = 1024;

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startSandboxClockControl(
  clock: ControlledClock,
  options: { readonly settled?: SettledProbe } = {},
): Promise<SandboxClockControl> {
  const token = randomBytes(32).toString('base64url');
  const expected = digest(`Bearer ${token}`);
  const leases = createClockLeases(() => randomUUID());
  // One advance at a time, even from one holder, so that offsets reported back are in order.
  let advancing: Promise<unknown> = Promise.resolve();

  const handle = async (req: IncomingMessage, _res: ServerResponse, signal: AbortSignal): Promise<unknown> => {
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected))
      throw new ControlError(401, 'unauthorized');
    const path = new URL(req.url ?? '/', 'http://control').pathname;
    if (req.method === 'POST' && path === '/leases') {
      const body = await readJson(req);
      const exclusive = body['exclusive'];
      const ttlMs = body['ttlMs'];
      if (typeof exclusive !== 'boolean' || typeof ttlMs !== 'number' || !Number.isInteger(ttlMs) || ttlMs <= 0) {
        throw new ControlError(400, 'exclusive (boolean) and ttlMs (positive integer) are required');
      }
      const lease = await leases.acquire({ exclusive, ttlMs }, signal);
      if (signal.aborted) leases.release(lease.id);
      return { leaseId: lease.id, offsetMs: clock.offsetMs() };
    }
    const leasePath = /^\/leases\/([^/]+)$/.exec(path);
    if (req.method === 'DELETE' && leasePath) {
      if (!leases.release(decodeURIComponent(leasePath[1]!))) throw new ControlError(404, 'no such lease');
      return undefined;
    }
    if (req.method === 'POST' && path === '/advance') {
      const body = await readJson(req);
      const ms = body['ms'];
      const leaseId = body['leaseId'];
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > maxAdvanceMs) {
        throw new ControlError(400, `ms must be an integer from 0 to ${maxAdvanceMs}`);
      }
      if (typeof leaseId !== 'string' || leases.held(leaseId)?.exclusive !== true) {
        throw new ControlError(409, 'advancing the clock needs an exclusive lease (tag the test sandbox-time)');
      }
      const step = advancing.then(() => clock.advance(ms));
      advancing = step.catch(() => undefined);
      await step;
      return { offsetMs: clock.offsetMs() };
    }
    if (req.method === 'POST' && path === '/settled' && options.settled !== undefined) {
      const withinMs = (await readJson(req))['withinMs'];
      if (typeof withinMs !== 'number' || !Number.isInteger(withinMs) || withinMs < 0 || withinMs > maxAdvanceMs) {
        throw new ControlError(400, `withinMs must be an integer from 0 to ${maxAdvanceMs}`);
      }
      return { settled: await options.settled(withinMs, signal) };
    }
    throw new ControlError(404, 'not found');
  };

  const server = createServer((req, res) => {
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    handle(req, res, gone.signal).then(
      (result) => {
        if (result === undefined) return void res.writeHead(204).end();
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      },
      (error: unknown) => {
        if (res.headersSent || gone.signal.aborted) return void res.destroy();
        const status = error instanceof ControlError ? error.status : 500;
        const message = error instanceof Error ? error.message : String(error);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: message }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        leases.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new ControlError(413, 'body too large');
    chunks.push(chunk);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Answered below, as every body that is not a JSON object.
  }
  throw new ControlError(400, 'the body must be a JSON object');
}
