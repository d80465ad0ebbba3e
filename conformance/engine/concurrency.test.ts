import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRemoteWorkers, planConcurrency, remoteRequestsPerTest } from './concurrency.ts';
import { runConformance, type EngineOptions } from './run.ts';

describe('planConcurrency', () => {
  it('embedded: puts one worker per core and the rest as tests at once inside each, requests as many at once', () => {
    expect(planConcurrency(8, undefined, 2)).toEqual({ workers: 2, testsPerWorker: 4, requestsPerTest: 4, sharedSlots: 8 });
    expect(planConcurrency(2, undefined, 2)).toEqual({ workers: 2, testsPerWorker: 1, requestsPerTest: 1, sharedSlots: 2 });
  });
  it('never has more than the concurrency in flight: the workers\' places, or the slots they share where the places are more', () => {
    expect(planConcurrency(1, undefined, 4)).toEqual({ workers: 1, testsPerWorker: 1, requestsPerTest: 1 });
    const odd = planConcurrency(7, undefined, 2);
    expect(odd.workers * odd.testsPerWorker).toBeLessThanOrEqual(7);
    expect(odd).toEqual({ workers: 2, testsPerWorker: 3, requestsPerTest: 3, sharedSlots: 6 });
    for (const target of ['embedded', 'remote'] as const) {
      for (const n of [1, 2, 3, 7, 8, 16, 40]) {
        for (const limit of [1, 2, 3, maxRemoteWorkers]) {
          const plan = planConcurrency(n, undefined, limit, target);
          const inFlight = Math.min(plan.workers * plan.testsPerWorker, plan.sharedSlots ?? Infinity);
          expect(inFlight, `${target} at ${n}, ${limit} workers at most`).toBeLessThanOrEqual(n);
          expect(plan.requestsPerTest, `${target} at ${n}`).toBeLessThanOrEqual(n);
          // Several workers always share slots: a test that must run alone keeps the other workers' tests out.
          expect(plan.workers > 1 ? plan.sharedSlots : undefined, `${target} at ${n}`).toBe(plan.workers > 1 ? inFlight : undefined);
        }
      }
    }
  });
  it('remote: narrow workers, one more than the concurrency fills, their spare places bound by the shared slots', () => {
    expect(planConcurrency(16, undefined, maxRemoteWorkers, 'remote')).toEqual({ workers: 8, testsPerWorker: 2, requestsPerTest: remoteRequestsPerTest, sharedSlots: 16 });
    expect(planConcurrency(8, undefined, maxRemoteWorkers, 'remote')).toEqual({ workers: 5, testsPerWorker: 2, requestsPerTest: remoteRequestsPerTest, sharedSlots: 8 });
    // Two tests at once: two workers of two places, so a file that runs its tests one by one leaves its spare place
    // to the other worker's file.
    expect(planConcurrency(2, undefined, maxRemoteWorkers, 'remote')).toEqual({ workers: 2, testsPerWorker: 2, requestsPerTest: 2, sharedSlots: 2 });
    // Fewer files than workers wanted: the limit holds, the tests go into the workers there are.
    expect(planConcurrency(16, undefined, 3, 'remote')).toEqual({ workers: 3, testsPerWorker: 5, requestsPerTest: 5, sharedSlots: 15 });
    // --concurrency 1 stays one request at a time.
    expect(planConcurrency(1, undefined, maxRemoteWorkers, 'remote')).toEqual({ workers: 1, testsPerWorker: 1, requestsPerTest: 1 });
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
/** Requests held at once, and the most there have been since the last reset. */
let inFlight = 0;
let mostInFlight = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    arrivals += 1;
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    res.once('finish', () => (inFlight -= 1));
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
    } else if (path === '/v/held') {
      setTimeout(() => answer(200), 50);
    } else answer(404);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

function options(concurrency: number, timeoutMs: number, fixture: { readonly dir: string; readonly maxWorkers: number } = { dir: 'concurrency', maxWorkers: 1 }): EngineOptions {
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
    suitesDir: resolve(import.meta.dirname, 'fixtures', fixture.dir),
    pattern: '*.conformance-fixture.ts',
    concurrency,
    // One worker whatever the machine (all the tests at once run inside it), unless the fixture needs more.
    maxWorkers: fixture.maxWorkers,
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

describe('--concurrency across workers: the slots they share', () => {
  it('at 2 with two workers of two places: never more than two tests at once, and a state-sharing test beside none', async () => {
    mostInFlight = 0;
    const { run } = await runConformance(options(2, 60_000, { dir: 'shared-slots', maxWorkers: 2 }));
    expect(run.tests.map((t) => [t.name.split(' > ').at(-1), t.outcome])).toEqual([
      ['runs beside no test of any worker (1)', 'pass'],
      ['runs beside no test of any worker (2)', 'pass'],
      ['keeps requests in flight (1)', 'pass'],
      ['keeps requests in flight (2)', 'pass'],
      ['keeps requests in flight (3)', 'pass'],
      ['keeps requests in flight (4)', 'pass'],
    ]);
    // Four places, two slots, each test one request at a time.
    expect(mostInFlight).toBeLessThanOrEqual(2);
  }, 120_000);
});
