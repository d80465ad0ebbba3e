/**
 * The runner against hostile servers: the real CLI entry (`runCli` with its real engine and report writer, and once
 * the `conformance/cli/main.ts` process itself) pointed at loopback servers that refuse, stall, trickle, reset, answer
 * garbage, answer 10 MB or rate-limit. Each run must end within a bound derived from its timeouts, write all four
 * reports, tell `error` (no verdict) from `fail` (a documented clause broken), and exit 1; unusable configuration
 * exits 2.
 *
 * The runs go one after another (vitest's default for the tests of a file): each starts vitest workers of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Results } from '../report/matrix.ts';
import type { TestOutcome, TestResult } from '../report/model.ts';
import { reportFileNames } from '../report/write.ts';
import { maxRemoteWorkers, planConcurrency } from '../engine/concurrency.ts';
import { projectRoot } from '../engine/run.ts';
import { runCli } from './main.ts';
import { defaultConcurrency } from './options.ts';
import {
  emptyJsonServer,
  garbageServer,
  htmlServer,
  redirectingServer,
  hugeBodyServer,
  notHttpServer,
  rateLimitingServer,
  refusingServer,
  resettingServer,
  silentServer,
  slowHeadersServer,
  tricklingServer,
  type HostileServer,
} from './hostile-servers.ts';

/** Per-request timeout of the runs against servers that never give a usable answer: each request costs this much. */
const timeoutMs = 300;
/**
 * Per-request timeout of the runs against servers that answer at once: never reached, so it costs nothing, and it
 * is large enough that a busy machine cannot turn a wrong answer into a timeout.
 */
const answeringTimeoutMs = 10_000;
/**
 * The ten tests citing these clauses: six of `auth/basic-auth` (two of them properties), three of
 * `auth/basic-auth-header` and one of `versioning/version-segment`, each starting with a request to the server.
 */
const selection = '5/basic-auth,9/version-segment';
const selectedFiles = [
  ...Array<string>(3).fill('auth/basic-auth-header.conformance.ts'),
  ...Array<string>(6).fill('auth/basic-auth.conformance.ts'),
  'versioning/version-segment.conformance.ts',
] as const;
const selectedTests = selectedFiles.length;
/** Requests a test against a deployment sends at once, at the default concurrency. */
const firstBatchAtMost = planConcurrency(
  defaultConcurrency.remote,
  undefined,
  maxRemoteWorkers,
  'remote',
).requestsPerTest;
/** One test, one request (two with the 429 retry): for the servers whose every answer costs a second. */
const oneTest = '9/version-segment';
const oneTestFiles = ['versioning/version-segment.conformance.ts'] as const;

/**
 * How much slower than idle the machine is: its load per core, at least 1. The bounds below measure real time, so
 * they widen with it.
 */
const loadFactor = Math.max(1, loadavg()[0]! / availableParallelism());
/**
 * Fixed cost of a run, whatever the server does: vitest starting its workers and collecting every suite file (the
 * selection is applied inside them), then the reports. About 2-3 s on an idle two-core machine; generous, since the
 * unit tests of other files run beside this one, and wider on a loaded machine.
 */
const startupMs = Math.round(20_000 * loadFactor);
/**
 * The longest a run may take: start-up, plus every request it makes one after another, each ending within the
 * per-request timeout (the client's timer covers the headers and the whole body), plus the waits `Retry-After` asked
 * for (one per request at most: the client retries once, and caps the wait). Counting the requests as sequential
 * over-estimates: the two files run in parallel workers.
 */
function boundMs(requests: number, requestTimeoutMs: number, retryWaitMs = 0): number {
  return startupMs + requests * (requestTimeoutMs + retryWaitMs);
}

interface CliRun {
  readonly code: number;
  readonly elapsedMs: number;
  readonly out: string;
  readonly err: string;
  readonly dir: string;
  readonly results: Results;
}

const tempRoot = mkdtempSync(join(tmpdir(), 'conformance-hostile-'));
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** `only` empty: the whole suite. */
const baseArgs = (url: string, dir: string, only: string, requestTimeoutMs: number, runs = 2): string[] => [
  'run',
  '--base-url',
  url,
  '--client-id',
  'x',
  '--client-secret',
  'y',
  '--timeout',
  String(requestTimeoutMs),
  // These runs prove what happens inside a run against such a server; the preflight would stop them before it.
  '--no-preflight',
  ...(only === '' ? [] : ['--only', only]),
  '--runs',
  String(runs),
  '--seed',
  '1',
  '--report-dir',
  dir,
];

/** Every report file exists and parses as what it claims to be; returns results.json. */
function readReports(dir: string): Results {
  for (const name of reportFileNames) expect(existsSync(join(dir, name)), `${name} is written`).toBe(true);
  const junit = readFileSync(join(dir, 'junit.xml'), 'utf8');
  expect(junit.startsWith('<?xml')).toBe(true);
  // Servers send control bytes; XML 1.0 allows none but tab, line feed and carriage return.
  expect(junit).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
  expect(junit).toContain('<testsuites');
  expect(junit.trimEnd().endsWith('</testsuites>')).toBe(true);
  const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
  expect(summary).toMatch(/^# Conformance summary: (PASS|FAIL|ERROR)\n/);
  const html = readFileSync(join(dir, 'report.html'), 'utf8');
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
  return JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as Results;
}

/** Runs the CLI in this process, with its real engine and report writer; only the console is captured. */
async function runInProcess(url: string, requestTimeoutMs: number, only = selection, runs = 2): Promise<CliRun> {
  const dir = mkdtempSync(join(tempRoot, 'run-'));
  const out: string[] = [];
  const err: string[] = [];
  const started = performance.now();
  const code = await runCli(
    baseArgs(url, dir, only, requestTimeoutMs, runs),
    {},
    { io: { out: (l) => out.push(l), err: (l) => err.push(l) } },
  );
  const elapsedMs = performance.now() - started;
  return { code, elapsedMs, out: out.join('\n'), err: err.join('\n'), dir, results: readReports(dir) };
}

/** Runs the CLI as its own process, as `npm run conformance` and the package do (`bin/payments-conformance.js`). */
async function runAsProcess(
  args: readonly string[],
): Promise<{ code: number | null; elapsedMs: number; out: string; err: string }> {
  // The process adds its own start-up (node, the CLI bundle) to the run's; the bounds below allow 5 s for it.
  const started = performance.now();
  // Only what node needs: a developer's CONFORMANCE_* variables must not change the run.
  const env = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? tempRoot };
  const child = spawn(process.execPath, [resolve(projectRoot, 'bin/payments-conformance.js'), ...args], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('close', (exit) => done(exit));
  });
  return { code, elapsedMs: performance.now() - started, out, err };
}

function outcomes(tests: readonly TestResult[]): Partial<Record<TestOutcome, number>> {
  // No expectations file in these runs: no test can be `known`.
  const counts: Partial<Record<TestOutcome, number>> = { pass: 0, fail: 0, error: 0, skip: 0 };
  for (const t of tests) counts[t.outcome] = (counts[t.outcome] ?? 0) + 1;
  return counts;
}

/**
 * The run holds the selected tests and nothing else: no result of a file that could not run, none for errors outside
 * any test (an unhandled rejection, a crashed worker).
 */
function expectOnlySelectedTests(results: Results, files: readonly string[]): void {
  expect(results.tests.map((t) => t.file).sort()).toEqual([...files]);
}

function logRun(name: string, run: CliRun): void {
  // The figures of each run, for whoever reads the test output.
  console.info(
    `${name}: exit ${run.code}, ${Math.round(run.elapsedMs)} ms, ${JSON.stringify(outcomes(run.results.tests))}, requests ${run.results.requests}`,
  );
}

/**
 * Servers that never give a usable answer: every selected test must end `error` on its first requests (a property
 * stops at the first transport failure, the loop of the malformed-header test too), so the run makes one request per
 * test, or the first batch of a property whose runs go at once, and is bounded by one timeout per test. Which transport failure it was (a reset, or the timeout
 * that beat it on a busy machine) is the transport library's business: the runner's is that there is no verdict and
 * the report says why. Only the suite's own timeout message is checked where a timeout is what the server forces.
 */
function expectNoVerdict(run: Omit<CliRun, 'dir'>, ownMessage?: RegExp): void {
  expect(run.code, run.err).toBe(1);
  expectOnlySelectedTests(run.results, selectedFiles);
  expect(outcomes(run.results.tests)).toEqual({ pass: 0, fail: 0, error: selectedTests, skip: 0 });
  // A property whose runs are independent sends its first runs at once, so a test may fail several requests at once;
  // none sends anything after its first failure.
  expect(run.results.requests).toBeGreaterThanOrEqual(selectedTests);
  expect(run.results.requests).toBeLessThanOrEqual(selectedTests * firstBatchAtMost);
  for (const test of run.results.tests) {
    const transportError = test.transcript?.at(-1)?.transportError;
    expect(transportError, `${test.name}: the exchange records its transport failure`).toEqual(expect.any(String));
    expect(transportError?.length, test.name).toBeGreaterThan(0);
    expect(test.reason, `${test.name}: the reason names the transport failure`).toContain(transportError);
    if (ownMessage) expect(test.reason, test.name).toMatch(ownMessage);
  }
  // The clauses the tests cite get no verdict: error, never fail.
  const cited = run.results.clauses.filter((c) => c.tests.length > 0);
  expect(cited.length).toBeGreaterThan(0);
  expect(cited.map((c) => c.outcome)).toEqual(cited.map(() => 'error'));
  expect(run.out).toContain(
    `conformance: 0 passed, 0 failed, ${selectedTests} errored, 0 skipped (of ${selectedTests})`,
  );
  // Transport failures are grouped by cause: one line with a count, no progress line per test (the summary still
  // lists each errored clause once).
  expect(run.out).toMatch(/^transport failure, \d+ tests?: /m);
  expect(run.out).not.toMatch(/^ {9}ERROR /m);
}

const timedOut = new RegExp(`timeout after ${timeoutMs} ms`);

describe('the runner against servers that give no usable answer', () => {
  // The server that never answers runs against the CLI process below.
  const cases: readonly [string, () => Promise<HostileServer>, RegExp?][] = [
    ['a refused connection (a port bound, then closed)', refusingServer],
    ['headers sent only after ten times the timeout', () => slowHeadersServer(timeoutMs * 10), timedOut],
    ['a body trickled a byte every 50 ms, never ending', () => tricklingServer(50), timedOut],
    ['a connection reset in the middle of the body', resettingServer],
    ['bytes that are not HTTP', notHttpServer],
  ];

  for (const [name, start, ownMessage] of cases) {
    it(
      `${name}: every test errors, the reports are written, exit 1 within the bound`,
      async () => {
        server = await start();
        const run = await runInProcess(server.url, timeoutMs);
        logRun(name, run);
        expect(run.elapsedMs).toBeLessThan(boundMs(selectedTests, timeoutMs));
        expectNoVerdict(run, ownMessage);
      },
      boundMs(selectedTests, timeoutMs) + 10_000,
    );
  }
});

/**
 * Servers that answer 200 with something else than the documented answer: the tests expecting a 401 error envelope
 * fail (the clause is broken); the three that only expect a 200 fail too when the answer is not JSON, by the automatic
 * response check (1), and pass otherwise. Never `error`: the server answered. A property fails on its first run and
 * shrinks, so these runs make more requests than tests; each request is answered at once.
 */
describe('the runner against servers that answer 200 with the wrong thing', () => {
  /**
   * Servers answering every request alike, as a web server's default page, a catch-all stub or a gateway's login
   * redirect do: the whole suite runs against each (the preflight would stop it first), and no test may pass, since
   * every test asserts the documented answer, never only "not 2xx" or "not a server error".
   */
  describe('the whole suite against servers answering every request alike', () => {
    const alike: readonly [string, () => Promise<HostileServer>][] = [
      ['302 to a login page', redirectingServer],
      ['200 with {}', emptyJsonServer],
      ['200 with an HTML page', htmlServer],
    ];
    for (const [name, start] of alike) {
      it(`${name}: no test passes, exit 1`, async () => {
        server = await start();
        const run = await runInProcess(server.url, answeringTimeoutMs, '', 1);
        logRun(name, run);
        expect(run.code).toBe(1);
        expect(run.results.tests.length).toBeGreaterThan(200);
        expect(run.results.tests.filter((t) => t.outcome === 'pass').map((t) => t.name)).toEqual([]);
      }, 180_000);
    }
  });

  /**
   * The ten first requests, then the properties' further runs and shrinking (12 requests in all with seed 1: a
   * failing string shrinks to "" in a few steps); 100 leaves room without allowing a runaway.
   */
  const maxAnsweredRequests = 100;

  const expectWrongAnswerRun = (run: CliRun, answer: { readonly json: boolean }): void => {
    expect(run.code).toBe(1);
    expect(run.results.requests).toBeLessThanOrEqual(maxAnsweredRequests);
    expect(run.elapsedMs).toBeLessThan(boundMs(run.results.requests, answeringTimeoutMs));
    expectOnlySelectedTests(run.results, selectedFiles);
    // The three tests expecting a 200 also expect the call without credentials to be refused: none passes.
    expect(outcomes(run.results.tests)).toEqual({ pass: 0, fail: selectedTests, error: 0, skip: 0 });
    for (const test of run.results.tests.filter((t) => t.outcome === 'fail')) {
      expect(test.reason, test.name).toMatch(
        answer.json ? /expected 200 to be 401/s : /expected 200 to be 401|\[1\/json-bodies\]/s,
      );
    }
    const clause = (id: string) => run.results.clauses.find((c) => c.id === id)?.outcome;
    expect(clause('7.2/unauthorized-api-credentials')).toBe('fail');
    if (!answer.json) expect(clause('1/json-bodies')).toBe('fail');
  };

  it(
    'an HTML page: the 401 clauses fail, exit 1',
    async () => {
      server = await htmlServer();
      const run = await runInProcess(server.url, answeringTimeoutMs);
      logRun('html', run);
      expectWrongAnswerRun(run, { json: false });
      expect(run.results.tests.find((t) => t.outcome === 'fail')?.reason).toContain('It works!');
    },
    boundMs(maxAnsweredRequests, answeringTimeoutMs) + 10_000,
  );

  it(
    'binary garbage declared as JSON: the 401 clauses fail, exit 1',
    async () => {
      server = await garbageServer();
      const run = await runInProcess(server.url, answeringTimeoutMs);
      logRun('garbage', run);
      expectWrongAnswerRun(run, { json: false });
    },
    boundMs(maxAnsweredRequests, answeringTimeoutMs) + 10_000,
  );

  it(
    'a 10 MB body: the client keeps a bounded prefix, the reports stay small, exit 1',
    async () => {
      const bytes = 10 * 1024 * 1024;
      server = await hugeBodyServer(bytes);
      const run = await runInProcess(server.url, answeringTimeoutMs);
      logRun('10 MB body', run);
      expectWrongAnswerRun(run, { json: true });
      const failed = run.results.tests.filter((t) => t.outcome === 'fail');
      for (const test of failed) {
        const body = test.transcript?.at(-1)?.responseBody ?? '';
        expect(body, test.name).toContain(`[... truncated: ${bytes} bytes received]`);
        expect(body.length, test.name).toBeLessThan(64 * 1024);
      }
      for (const name of reportFileNames) {
        expect(statSync(join(run.dir, name)).size, name).toBeLessThan(2 * 1024 * 1024);
      }
    },
    boundMs(maxAnsweredRequests, answeringTimeoutMs) + 10_000,
  );
});

describe('the runner against a server that rate-limits with Retry-After', () => {
  /** What the client waits for `Retry-After: 1` (below its 5 s cap). */
  const waitMs = 1_000;
  /** Timers may fire a millisecond early against the clock; 5 ms covers that without hiding a missing wait. */
  const timerSlackMs = 5;

  it(
    '429 with Retry-After: 1, then a normal answer: waits, retries once, passes, exit 0',
    async () => {
      server = await rateLimitingServer(1, 1);
      const run = await runInProcess(server.url, answeringTimeoutMs, oneTest);
      logRun('429 then 200', run);
      expect(run.code).toBe(0);
      expect(run.elapsedMs).toBeLessThan(boundMs(2, answeringTimeoutMs, waitMs));
      expectOnlySelectedTests(run.results, oneTestFiles);
      expect(outcomes(run.results.tests)).toEqual({ pass: 1, fail: 0, error: 0, skip: 0 });
      // The test makes two calls (with and without credentials); the report counts the retry of the first.
      expect(run.results.tests[0]?.requests).toBe(3);
      expect(run.results.requests).toBe(3);
      expect(server.arrivals).toHaveLength(3);
      expect(server.arrivals[1]! - server.arrivals[0]!).toBeGreaterThanOrEqual(waitMs - timerSlackMs);
    },
    boundMs(2, answeringTimeoutMs, waitMs) + 10_000,
  );

  it(
    '429 with Retry-After: 1 on every request: waits, retries once, then errors (no verdict), exit 1',
    async () => {
      server = await rateLimitingServer(1, Infinity);
      const run = await runInProcess(server.url, answeringTimeoutMs, oneTest);
      logRun('429 always', run);
      expect(run.code).toBe(1);
      expect(run.elapsedMs).toBeLessThan(boundMs(2, answeringTimeoutMs, waitMs));
      expectOnlySelectedTests(run.results, oneTestFiles);
      const [test] = run.results.tests;
      expect(test?.outcome).toBe('error');
      expect(test?.reason).toMatch(/still rate limited \(429\) after waiting 1000 ms as Retry-After asked/);
      expect(test?.requests).toBe(2);
      expect(test?.transcript?.map((e) => [e.status, e.note])).toEqual([
        [429, undefined],
        [429, 'retried once after 429: waited 1000 ms (Retry-After: "1")'],
      ]);
      expect(readFileSync(join(run.dir, 'report.html'), 'utf8')).toContain(
        'retried once after 429: waited 1000 ms (Retry-After: &quot;1&quot;)',
      );
      expect(readFileSync(join(run.dir, 'junit.xml'), 'utf8')).toContain('# retried once after 429: waited 1000 ms');
      expect(server.arrivals).toHaveLength(2);
      expect(server.arrivals[1]! - server.arrivals[0]!).toBeGreaterThanOrEqual(waitMs - timerSlackMs);
    },
    boundMs(2, answeringTimeoutMs, waitMs) + 10_000,
  );
});

describe('the CLI process against a hostile server', () => {
  it(
    'a server that reads the request and never answers: every test errors, the reports are written, exit 1 within the bound',
    async () => {
      server = await silentServer();
      const dir = join(tempRoot, 'process');
      const run = await runAsProcess(baseArgs(server.url, dir, selection, timeoutMs));
      const results = readReports(dir);
      console.info(
        `process against a silent server: exit ${run.code}, ${Math.round(run.elapsedMs)} ms, ${JSON.stringify(outcomes(results.tests))}, requests ${results.requests}`,
      );
      expect(run.elapsedMs).toBeLessThan(boundMs(selectedTests, timeoutMs) + 5_000);
      expect(server.arrivals.length).toBeGreaterThan(0);
      expectNoVerdict({ ...run, code: run.code ?? -1, results }, timedOut);
      expect(run.err).not.toMatch(/internal error|unhandled/i);
    },
    boundMs(selectedTests, timeoutMs) + 15_000,
  );

  it('a malformed base URL exits 2 before anything runs, and writes no report', async () => {
    const dir = join(tempRoot, 'malformed');
    const run = await runAsProcess([
      'run',
      '--base-url',
      'http//127.0.0.1:1/2025-10-13',
      '--client-id',
      'x',
      '--client-secret',
      'y',
      '--report-dir',
      dir,
    ]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('error: --base-url is not a URL (got "http//127.0.0.1:1/2025-10-13")');
    expect(existsSync(dir)).toBe(false);
    // The bound is the process's start on a loaded machine, after a source change rebuilt the CLI bundle at worst.
  }, 60_000);
});

describe('the CLI refuses unusable configuration with exit 2', () => {
  const refused = async (args: string[]): Promise<{ code: number; err: string; dir: string }> => {
    const dir = join(tempRoot, `refused-${Math.random().toString(36).slice(2)}`);
    const err: string[] = [];
    const code = await runCli(
      [...args, '--report-dir', dir],
      {},
      { io: { out: () => undefined, err: (l) => err.push(l) } },
    );
    return { code, err: err.join('\n'), dir };
  };

  it('a base URL that is not http(s)', async () => {
    const r = await refused([
      'run',
      '--base-url',
      'ftp://127.0.0.1/2025-10-13',
      '--client-id',
      'x',
      '--client-secret',
      'y',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--base-url must be an http or https URL');
    expect(existsSync(r.dir)).toBe(false);
  });

  it('a base URL without credentials, or with half of them', async () => {
    const none = await refused(['run', '--base-url', 'http://127.0.0.1:1/2025-10-13']);
    expect(none.code).toBe(2);
    expect(none.err).toContain('--base-url needs platform credentials');
    const half = await refused(['run', '--base-url', 'http://127.0.0.1:1/2025-10-13', '--client-id', 'x']);
    expect(half.code).toBe(2);
    expect(half.err).toContain('given without a client secret');
    expect(existsSync(none.dir) || existsSync(half.dir)).toBe(false);
  });

  it('a timeout that is not a positive integer', async () => {
    const r = await refused([
      'run',
      '--base-url',
      'http://127.0.0.1:1/2025-10-13',
      '--client-id',
      'x',
      '--client-secret',
      'y',
      '--timeout',
      '0',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--timeout must be an integer from 1 to 600000 (got "0")');
  });
});
