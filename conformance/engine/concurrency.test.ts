import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRemoteWorkers, planConcurrency, remoteRequestsPerTest } from './concurrency.ts';
import { runConformance, type EngineOptions } from './run.ts';

describe('planConcurrency', () => {
  it('embedded: puts one worker per core and the rest as tests at once inside each, requests as many at once', () => {
    expect(planConcurrency(8, undefined, 2)).toEqual({ workers: 2, testsPerWorker: 4, requestsPerTest: 4 });
    expect(planConcurrency(2, undefined, 2)).toEqual({ workers: 2, testsPerWorker: 1, requestsPerTest: 1 });
  });
  it('never has more than the concurrency in flight: fewer tests than cores, or a remainder, is left unused', () => {
    expect(planConcurrency(1, undefined, 4)).toEqual({ workers: 1, testsPerWorker: 1, requestsPerTest: 1 });
    const odd = planConcurrency(7, undefined, 2);
    expect(odd.workers * odd.testsPerWorker).toBeLessThanOrEqual(7);
    expect(odd).toEqual({ workers: 2, testsPerWorker: 3, requestsPerTest: 3 });
    for (const n of [1, 2, 3, 4, 7, 8, 16, 36, 40, 100]) {
      const remote = planConcurrency(n, undefined, maxRemoteWorkers, 'remote');
      expect(remote.workers * remote.testsPerWorker, `remote at ${n}`).toBeLessThanOrEqual(n);
      expect(remote.requestsPerTest, `remote at ${n}`).toBeLessThanOrEqual(n);
    }
  });
  it('remote: narrow workers, as many as the limit allows; a test sends a few requests at once', () => {
    expect(planConcurrency(36, undefined, maxRemoteWorkers, 'remote')).toEqual({
      workers: 12,
      testsPerWorker: 3,
      requestsPerTest: remoteRequestsPerTest,
    });
    // Beyond the most workers, wider ones.
    expect(planConcurrency(48, undefined, maxRemoteWorkers, 'remote')).toEqual({
      workers: maxRemoteWorkers,
      testsPerWorker: 48 / maxRemoteWorkers,
      requestsPerTest: remoteRequestsPerTest,
    });
    // The workers around three tests each that leave the fewest unused: 5 of 3, not 6 of 2.
    expect(planConcurrency(16, undefined, maxRemoteWorkers, 'remote')).toEqual({
      workers: 5,
      testsPerWorker: 3,
      requestsPerTest: Math.min(16, remoteRequestsPerTest),
    });
    // A test's requests at once are bounded by the concurrency; on a tie, the more workers.
    expect(planConcurrency(4, undefined, maxRemoteWorkers, 'remote')).toEqual({
      workers: 2,
      testsPerWorker: 2,
      requestsPerTest: Math.min(4, remoteRequestsPerTest),
    });
    // Fewer files than workers wanted: the limit holds, the tests go into the workers there are.
    expect(planConcurrency(16, undefined, 3, 'remote')).toEqual({
      workers: 3,
      testsPerWorker: 5,
      requestsPerTest: Math.min(16, remoteRequestsPerTest),
    });
    // --concurrency 1 stays one request at a time.
    expect(planConcurrency(1, undefined, maxRemoteWorkers, 'remote')).toEqual({
      workers: 1,
      testsPerWorker: 1,
      requestsPerTest: 1,
    });
  });
  it('splits the rate evenly between the workers', () => {
    expect(planConcurrency(8, 20, 2).ratePerWorker).toBe(10);
    expect(planConcurrency(1, 20, 2).ratePerWorker).toBe(20);
  });
  it('refuses a concurrency that is not a positive integer', () => {
    expect(() => planConcurrency(0, undefined, 2)).toThrow(/positive integer/);
  });
});

/**
 * The fixture server: `/barrier` answers 200 once two requests wait at it together, or 503 when one has waited alone
 * for `barrierDeadlineMs` (when set); `/alone` holds a request 300 ms and answers 409 when any other request arrived
 * meanwhile.
 */
let server: Server;
let barrierDeadlineMs: number | undefined;
let baseUrl = '';
let waiting: (() => void)[] = [];
let arrivals = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    arrivals += 1;
    const path = (req.url ?? '').split('?')[0];
    const answer = (status: number) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{}' : `{"status":${status},"code":"FIXTURE","message":"fixture"}`);
    };
    if (path === '/v/barrier') {
      const timer =
        barrierDeadlineMs === undefined
          ? undefined
          : setTimeout(() => {
              waiting = waiting.filter((w) => w !== release);
              answer(503);
            }, barrierDeadlineMs);
      const release = () => {
        clearTimeout(timer);
        answer(200);
      };
      waiting.push(release);
      if (waiting.length >= 2) for (const w of waiting.splice(0)) w();
    } else if (path === '/v/alone') {
      const seen = arrivals;
      setTimeout(() => answer(arrivals === seen ? 200 : 409), 300);
    } else answer(404);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

function options(concurrency: number, timeoutMs: number): EngineOptions {
  return {
    baseUrl,
    credentials: { clientId: 'fixture-client', clientSecret: 'fixture-secret-C0ncur' },
    profile: 'production',
    seed: 1,
    runs: 1,
    timeoutMs,
    walletSignatureHeader: 'Service-Wallet-Signature',
    includeSlow: false,
    only: [],
    skip: [],
    embedded: false,
    suitesDir: resolve(import.meta.dirname, 'fixtures', 'concurrency'),
    pattern: '*.conformance-fixture.ts',
    concurrency,
    // One worker whatever the machine: all the tests at once run inside it.
    maxWorkers: 1,
  };
}

describe('--concurrency in a run: tests and blocks of a file at once, those sharing state alone', () => {
  it('at 4, the barrier tests meet each other and the state-sharing tests still run alone', async () => {
    // No deadline at the barrier: on a loaded machine the second request may come late, but it comes. Only the test's
    // own timeout bounds the wait (the requests' timeout is set above it).
    barrierDeadlineMs = undefined;
    const { run } = await runConformance(options(4, 200_000));
    const outcomes = Object.fromEntries(run.tests.map((t) => [t.name.split(' > ').at(-1), t.outcome]));
    expect(outcomes).toEqual({
      'meets the others at the barrier (1)': 'pass',
      'meets the others at the barrier (2)': 'pass',
      'meets the others at the barrier (3)': 'pass',
      'meets the others at the barrier (4)': 'pass',
      'meets the others at the barrier (5)': 'pass',
      'meets the others at the barrier (6)': 'pass',
      'runs alone (1)': 'pass',
      'runs alone (2)': 'pass',
      'runs alone (3)': 'pass',
    });
  }, 120_000);

  it('at 1, the tests run one by one: no barrier test meets another', async () => {
    // Here a request waits alone at the barrier until its deadline: that nobody came is what the test measures.
    barrierDeadlineMs = 3_000;
    const { run } = await runConformance(options(1, 10_000));
    const barrier = run.tests.filter((t) => t.name.includes('meets the others'));
    expect(barrier.map((t) => t.outcome)).toEqual(['fail', 'fail', 'fail', 'fail', 'fail', 'fail']);
  }, 120_000);
});
