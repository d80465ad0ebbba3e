import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../report/model.ts';
import { writeReports } from '../report/write.ts';
import { ConfigurationError } from '../engine/configuration-error.ts';
import type { EngineOptions, EngineResult } from '../engine/run.ts';
import { runCli, type CliDeps } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'conformance-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secret = 'cli-secret-Zx81';

function fakeRun(options: EngineOptions, outcome: 'pass' | 'fail'): EngineResult {
  const run: RunResult = {
    target: { baseUrl: options.baseUrl, profile: options.profile, embedded: options.embedded },
    startedAt: new Date(0).toISOString(),
    durationMs: 1234,
    seed: options.seed,
    selection: { only: [...options.only], skip: [...options.skip] },
    tests: [
      {
        name: 'a.conformance.ts > ok',
        file: 'a.conformance.ts',
        clauses: ['5/basic-auth'],
        outcome: 'pass',
        durationMs: 5,
        requests: 2,
      },
      {
        name: 'a.conformance.ts > bad',
        file: 'a.conformance.ts',
        clauses: ['9/version-segment'],
        outcome,
        durationMs: 5,
        requests: 1,
        ...(outcome === 'fail' ? { reason: 'expected 404 to be 200' } : {}),
      },
    ],
  };
  return { run, exitCode: outcome === 'pass' ? 0 : 1 };
}

function harness(overrides: Partial<CliDeps> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const calls: EngineOptions[] = [];
  let closed = 0;
  const deps: Partial<CliDeps> = {
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
    runConformance: async (options) => {
      calls.push(options);
      options.log?.('ok   a.conformance.ts (1 pass) 0.1s');
      return fakeRun(options, 'fail');
    },
    startEmbedded: async () => ({
      url: 'http://127.0.0.1:1/2025-10-13',
      credentials: { clientId: 'embedded-id', clientSecret: secret },
      close: async () => {
        closed += 1;
      },
    }),
    writeReports,
    preflight: async () => ({
      ok: true,
      checks: ['GET /customers/end-user-terms answered 200 with the platform credentials'],
    }),
    collectPlan: async () => ({
      tests: [
        { name: 'a.conformance.ts > ok', file: 'a.conformance.ts', clauses: ['5/basic-auth'], selected: true },
        { name: 'a.conformance.ts > bad', file: 'a.conformance.ts', clauses: ['9/version-segment'], selected: true },
      ],
      brokenFiles: [],
    }),
    cwd: dir,
    ...overrides,
  };
  return { deps, out, err, calls, closed: () => closed };
}

describe('runCli', () => {
  it('answers a usage error with two lines on stderr and exit 2, running nothing', async () => {
    const h = harness();
    expect(await runCli(['run', '--runs', 'lots'], {}, h.deps)).toBe(2);
    expect(h.err).toEqual(['error: --runs must be an integer from 1 to 100000 (got "lots")', 'hint: run with --help']);
    expect(h.out).toEqual([]);
    expect(h.calls).toEqual([]);
  });

  it('treats a base URL without credentials as a configuration error (exit 2)', async () => {
    const h = harness();
    expect(await runCli(['run', '--base-url', 'https://x.test/2025-10-13'], {}, h.deps)).toBe(2);
    expect(h.err[0]).toMatch(/^error: --base-url needs platform credentials/);
  });

  it('prints the usage for --help and exits 0', async () => {
    const h = harness();
    expect(await runCli(['run', '--help'], {}, h.deps)).toBe(0);
    expect(h.out.join('\n')).toContain('Usage: payments-conformance run [options]');
  });

  it('runs against a base URL, writes the reports, prints seed, progress and summary, and exits 1 on a failure', async () => {
    const h = harness();
    const reportDir = join(dir, 'remote');
    const code = await runCli(
      [
        'run',
        '--base-url',
        'https://x.test/2025-10-13',
        '--client-id',
        'id',
        '--client-secret',
        secret,
        '--seed',
        '77',
        '--only',
        'auth',
        '--report-dir',
        reportDir,
      ],
      {},
      h.deps,
    );
    expect(code).toBe(1);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]).toMatchObject({
      baseUrl: 'https://x.test/2025-10-13',
      credentials: { clientId: 'id', clientSecret: secret },
      seed: 77,
      embedded: false,
      only: ['auth'],
      profile: 'sandbox',
      runs: 25,
    });
    const printed = h.out.join('\n');
    expect(printed).toContain('seed 77 (replay with --seed=77)');
    expect(printed).toContain('  ok   a.conformance.ts (1 pass) 0.1s');
    expect(printed).toMatch(/tests: 1 pass, 1 fail, 0 error, 0 skip \(of 2\)/);
    expect(printed).toContain(`reports: ${join(reportDir, 'junit.xml')}`);
    expect(h.out.at(-2)).toBe('FAIL (seed 77): 1 test failed');
    expect(h.out.at(-1)).toBe('conformance: 1 passed, 1 failed, 0 errored, 0 skipped (of 2)');
    expect(printed).toContain('  selection only [auth]: 2 tests in 1 file, citing 2 clauses');
    expect(printed).toContain('  preflight: GET /customers/end-user-terms answered 200 with the platform credentials');
    expect(printed).not.toContain(secret);
    expect(JSON.parse(readFileSync(join(reportDir, 'results.json'), 'utf8'))).toMatchObject({ seed: 77 });
  });

  it('exits 0 when every test passed, and draws a seed when none is given', async () => {
    const h = harness({ runConformance: async (options) => fakeRun(options, 'pass') });
    expect(await runCli(['run', '--report-dir', join(dir, 'pass')], {}, h.deps)).toBe(0);
    expect(h.out.at(-2)).toMatch(/^PASS \(seed \d+\)$/);
    expect(h.out.at(-1)).toMatch(/^conformance: \d+ passed, 0 failed, 0 errored, 0 skipped \(of \d+\)$/);
  });

  it('starts the embedded reference without a base URL, runs against it and closes it', async () => {
    const h = harness();
    await runCli(['run', '--report-dir', join(dir, 'embedded')], { CONFORMANCE_CLIENT_ID: 'ignored' }, h.deps);
    expect(h.calls[0]).toMatchObject({
      baseUrl: 'http://127.0.0.1:1/2025-10-13',
      credentials: { clientId: 'embedded-id', clientSecret: secret },
      embedded: true,
    });
    expect(h.closed()).toBe(1);
    expect(h.out[0]).toBe('conformance run against http://127.0.0.1:1/2025-10-13 (embedded reference)');
  });

  it('exits 2 when the embedded reference does not start', async () => {
    const h = harness({ startEmbedded: async () => Promise.reject(new Error('port in use')) });
    expect(await runCli(['run'], {}, h.deps)).toBe(2);
    expect(h.err).toEqual(['error: the embedded reference did not start: port in use']);
  });

  it('exits 2 on a configuration error of the engine, and still closes the reference', async () => {
    const h = harness({
      runConformance: async () =>
        Promise.reject(new ConfigurationError('binding module /x.ts does not export a createBinding(ctx) function')),
    });
    expect(await runCli(['run'], {}, h.deps)).toBe(2);
    expect(h.err[0]).toMatch(/^error: binding module/);
    expect(h.closed()).toBe(1);
  });

  it('exits 2 when the reports cannot be written', async () => {
    const h = harness({ writeReports: async () => Promise.reject(new Error('EACCES')) });
    expect(await runCli(['run', '--report-dir', '/proc/nope'], {}, h.deps)).toBe(2);
    expect(h.err[0]).toBe('error: cannot write the reports to /proc/nope: EACCES');
    expect(existsSync('/proc/nope')).toBe(false);
  });
});
