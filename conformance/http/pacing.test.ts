import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from './client.ts';
import { Pacer } from './pacing.ts';
import { Redactor } from './redact.ts';

/** Arrival times (ms since the epoch) of every request the fake server received, by path. */
let arrivals: { path: string; at: number }[] = [];
/** Paths answered 429 with `Retry-After: 1` the first time they are asked for. */
const limitedOnce = new Set<string>();
let server: Server;
let baseUrl = '';
const dir = mkdtempSync(join(tmpdir(), 'pacing-test-'));

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    arrivals.push({ path, at: Date.now() });
    if (limitedOnce.delete(path)) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ status: 429, code: 'RATE_LIMITED', message: 'slow down' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  arrivals = [];
  limitedOnce.clear();
});

const client = (pacer: Pacer) =>
  new ApiClient({
    baseUrl,
    timeoutMs: 5_000,
    redactor: new Redactor({ secrets: [] }),
    credentials: { clientId: 'id', clientSecret: 'secret' },
    pacer,
  });

/** Sends from `clients` with `inFlight` requests each kept in flight, until `ms` have passed. */
async function hammer(clients: readonly ApiClient[], inFlight: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  await Promise.all(
    clients.flatMap((api, c) =>
      Array.from({ length: inFlight }, async (_, i) => {
        while (Date.now() < end) await api.get(`/w${c}/s${i}`);
      }),
    ),
  );
}

/** The most requests that arrived within any window of `windowMs`. */
function busiestWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (sorted[i]! - sorted[j]! >= windowMs) j += 1;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('--rate: every worker sends its share, the run stays under the rate', () => {
  it('two workers at 4/s each (a run at 8/s) never exceed 8 requests in any second', async () => {
    await hammer([client(new Pacer({ ratePerSecond: 4 })), client(new Pacer({ ratePerSecond: 4 }))], 8, 2_500);
    const times = arrivals.map((a) => a.at);
    // Each worker sends at most one request every 250 ms: 10 in a second at most. Arrivals at the server may bunch a
    // little when a busy machine delays them unevenly: the bound is generous.
    expect(busiestWindow(times, 1_000)).toBeLessThanOrEqual(14);
    // And the limit is not met by sending nothing: about 20 requests in 2.5 s.
    expect(times.length).toBeGreaterThanOrEqual(12);
  });

  it('without a rate the same clients send far more (the bound above is the limiter, not the server)', async () => {
    await hammer([client(new Pacer()), client(new Pacer())], 8, 1_000);
    expect(
      busiestWindow(
        arrivals.map((a) => a.at),
        1_000,
      ),
    ).toBeGreaterThan(30);
  });
});

describe('Retry-After holds every worker of the run', () => {
  it('a worker told to wait makes another worker (its own pacer, the same pause file) wait as long', async () => {
    const pauseFile = join(dir, 'two-pacers');
    const told = client(new Pacer({ pauseFile }));
    const other = client(new Pacer({ pauseFile }));
    limitedOnce.add('/told');
    const retried = told.get('/told');
    // Let the 429 arrive and the pause be written before the other worker sends.
    await waitFor(() => arrivals.some((a) => a.path === '/told'));
    await new Promise((done) => setTimeout(done, 50));
    const askedAt = Date.now();
    await other.get('/other');
    expect((await retried).status).toBe(200);
    const limitedAt = arrivals.find((a) => a.path === '/told')!.at;
    const otherAt = arrivals.find((a) => a.path === '/other')!.at;
    expect(otherAt - askedAt).toBeGreaterThanOrEqual(800);
    expect(otherAt - limitedAt).toBeGreaterThanOrEqual(990);
  });

  it('without a shared file the other worker does not wait (the file is what carries the pause)', async () => {
    const told = client(new Pacer());
    const other = client(new Pacer());
    limitedOnce.add('/told');
    const retried = told.get('/told');
    await waitFor(() => arrivals.some((a) => a.path === '/told'));
    const askedAt = Date.now();
    await other.get('/other');
    expect(arrivals.find((a) => a.path === '/other')!.at - askedAt).toBeLessThan(500);
    await retried;
  });

  it('holds a worker in another process', async () => {
    const pauseFile = join(dir, 'two-processes');
    const worker = await startWorkerProcess(pauseFile, `${baseUrl}/from-child`);
    limitedOnce.add('/told');
    const retried = client(new Pacer({ pauseFile })).get('/told');
    await waitFor(() => arrivals.some((a) => a.path === '/told'));
    await new Promise((done) => setTimeout(done, 50));
    await worker.go();
    await retried;
    const limitedAt = arrivals.find((a) => a.path === '/told')!.at;
    const childAt = arrivals.find((a) => a.path === '/from-child')!.at;
    expect(childAt - limitedAt).toBeGreaterThanOrEqual(990);
  });
});

describe('the pause file is looked at once per check interval, not per request', () => {
  it('a pause another pacer writes is seen after the interval, and one this pacer writes at once', async () => {
    const pauseFile = join(dir, 'interval');
    // The interval runs on a monotonic time the test moves, so a stall of the machine cannot change what is seen.
    let monotonic = 0;
    const reader = new Pacer({ pauseFile, checkEveryMs: 150, monotonicMs: () => monotonic });
    const writer = new Pacer({ pauseFile });
    expect(reader.pausedUntil()).toBeLessThan(Date.now());
    // A pause is an epoch deadline in the shared file: these reads only bound it from below, whatever the machine's speed.
    const pausedFrom = Date.now();
    writer.pause(5_000);
    // Within the interval the reader does not look again: no stat for this request.
    monotonic = 149;
    expect(reader.pausedUntil()).toBeLessThan(pausedFrom);
    monotonic = 150;
    expect(reader.pausedUntil()).toBeGreaterThanOrEqual(pausedFrom + 5_000);
    const ownFrom = Date.now();
    reader.pause(8_000);
    expect(reader.pausedUntil()).toBeGreaterThanOrEqual(ownFrom + 8_000);
  });
});

/**
 * A separate Node process that, once told to go, sends one request through a pacer reading `pauseFile`. It starts
 * first and says when it is ready, so that its start-up time is not mistaken for a wait.
 */
async function startWorkerProcess(pauseFile: string, url: string): Promise<{ go(): Promise<void> }> {
  const pacing = resolve(import.meta.dirname, 'pacing.ts');
  const script = `import { Pacer } from ${JSON.stringify(pacing)};
const pacer = new Pacer({ pauseFile: ${JSON.stringify(pauseFile)} });
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  await pacer.turn();
  await fetch(${JSON.stringify(url)}).then((r) => r.text());
  process.exit(0);
});`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`worker process exited ${code}: ${stderr}`))));
  });
  await Promise.race([new Promise((done) => child.stdout.once('data', done)), exited]);
  return {
    go: async () => {
      child.stdin.write('go\n');
      await exited;
    },
  };
}

async function waitFor(condition: () => boolean): Promise<void> {
  const end = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met within 5 s');
    await new Promise((done) => setTimeout(done, 5));
  }
}
