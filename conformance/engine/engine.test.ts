import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult, TestResult } from '../report/model.ts';
import { ConfigurationError } from './configuration-error.ts';
import { exitCodeOf, runConformance, type EngineOptions } from './run.ts';

const clientSecret = 'fixture-secret-Qw3rty';
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const path = (req.url ?? '').split('?')[0];
    if (path === '/v/hang') return; // never answers
    res.setHeader('content-type', 'application/json');
    if (path === '/v/ok') res.end('{"ok":true}');
    else if (path === '/v/customers/Customer%3A1') res.end('{"id":"Customer:1"}');
    else {
      res.statusCode = 404;
      res.end('{"status":404,"code":"NOT_FOUND","message":"no"}');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

function options(overrides: Partial<EngineOptions> = {}): EngineOptions {
  return {
    baseUrl,
    credentials: { clientId: 'fixture-client', clientSecret },
    profile: 'production',
    seed: 424242,
    runs: 40,
    timeoutMs: 10_000,
    walletSignatureHeader: 'Service-Wallet-Signature',
    includeSlow: false,
    only: [],
    skip: ['cards'],
    embedded: false,
    suitesDir: resolve(import.meta.dirname, 'fixtures'),
    pattern: '*.conformance-fixture.ts',
    ...overrides,
  };
}

describe('runConformance on the fixture suites', () => {
  let run: RunResult;
  let exitCode: number;
  const lines: string[] = [];
  const byTitle = (title: string): TestResult => {
    const found = run.tests.find((t) => t.name === `outcomes.conformance-fixture.ts > outcomes > ${title}`);
    if (!found) throw new Error(`no result for "${title}" in ${run.tests.map((t) => t.name).join(', ')}`);
    return found;
  };

  beforeAll(async () => {
    ({ run, exitCode } = await runConformance(options({ log: (line) => lines.push(line) })));
  }, 60_000);

  it('describes the run: target, seed, selection', () => {
    expect(run.target).toEqual({ baseUrl, profile: 'production', embedded: false });
    expect(run.seed).toBe(424242);
    expect(run.selection).toEqual({ only: [], skip: ['cards'] });
    expect(Number.isNaN(Date.parse(run.startedAt))).toBe(false);
    expect(run.durationMs).toBeGreaterThan(0);
  });

  it('exits 1 because tests failed and errored', () => {
    expect(exitCode).toBe(1);
  });

  it('maps a passing test to pass, with its clauses and request count', () => {
    expect(byTitle('passes')).toMatchObject({
      outcome: 'pass',
      clauses: ['5/basic-auth'],
      requests: 1,
      file: 'outcomes.conformance-fixture.ts',
    });
    expect(byTitle('passes').transcript).toBeUndefined();
  });

  it('maps an assertion failure to fail, with a redacted transcript and curl line', () => {
    const failed = byTitle('fails on an assertion');
    expect(failed.outcome).toBe('fail');
    expect(failed.clauses).toEqual(['5/basic-auth', '9/version-segment']);
    expect(failed.reason).toContain('the fixture server answers 200, not 201');
    expect(failed.transcript).toHaveLength(1);
    expect(failed.transcript![0]!.curl).toContain(`'${baseUrl}/ok'`);
    expect(failed.reason).toContain('(sent <redacted>)');
    expect(JSON.stringify(failed)).not.toContain(clientSecret);
  });

  it('maps a set-up failure to error, naming the step', () => {
    const errored = byTitle('errors in a set-up step');
    expect(errored.outcome).toBe('error');
    expect(errored.reason).toContain('set-up "create the thing" failed: the thing cannot be made');
  });

  it('maps a transport timeout to error, with the exchange that timed out', () => {
    const errored = byTitle('errors on a transport timeout');
    expect(errored.outcome).toBe('error');
    expect(errored.reason).toMatch(/timeout after 300 ms/);
    expect(errored.transcript?.[0]?.transportError).toMatch(/timeout/);
  });

  it('maps t.skip(reason) and the profile and slow rules to skip, with the reason', () => {
    expect(byTitle('skips itself')).toMatchObject({ outcome: 'skip', reason: 'capability off on this deployment' });
    expect(byTitle('is sandbox-only')).toMatchObject({
      outcome: 'skip',
      reason: 'sandbox-only clause; profile is production',
    });
    expect(byTitle('is slow')).toMatchObject({ outcome: 'skip', reason: 'slow test; run with --include-slow' });
  });

  it('maps a failed property to fail, with a replayable counterexample and its transcript', () => {
    const failed = byTitle('fails a property');
    expect(failed.outcome).toBe('fail');
    expect(failed.counterexample).toMatchObject({ seed: 424242, value: '[50]' });
    expect(failed.reason).toContain('replay: --seed=424242');
    expect(failed.reason?.split('\n')[0]).toContain('n stays below 50');
    expect(failed.requests).toBeGreaterThan(1);
    expect(failed.transcript?.at(-1)?.url).toContain('n=50');
  });

  it('uses the default binding, and maps a binding failure to error', () => {
    expect(byTitle('reads through the binding').outcome).toBe('pass');
    const errored = byTitle('errors when the binding fails');
    expect(errored.outcome).toBe('error');
    expect(errored.reason).toContain('GET /customers/{customerId} answered 404');
  });

  it('leaves unselected tests out of the run entirely', () => {
    expect(run.tests.some((t) => t.name.includes('not selected'))).toBe(false);
  });

  it('turns a file citing an unknown clause id into an error', () => {
    const broken = run.tests.filter((t) => t.file === 'broken.conformance-fixture.ts');
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({ outcome: 'error' });
    expect(broken[0]!.reason).toContain('unknown clause id "5/basic-auht"');
  });

  it('prints a progress line per file and a line per failed test', () => {
    expect(
      lines.some((l) => /^FAIL outcomes\.conformance-fixture\.ts \(2 pass, 2 fail, 3 error, 3 skip\)/.test(l)),
    ).toBe(true);
    expect(
      lines.some((l) => l.includes('FAIL outcomes > fails on an assertion: the fixture server answers 200, not 201')),
    ).toBe(true);
    expect(lines.join('\n')).not.toContain(clientSecret);
  });
});

describe('runConformance selection and user binding', () => {
  it('runs only the tests citing a selected clause, with the user binding module', async () => {
    const { run } = await runConformance(
      options({
        only: ['9/version-segment'],
        skip: [],
        pattern: 'outcomes.conformance-fixture.ts',
        profile: 'sandbox',
        bindingModule: resolve(import.meta.dirname, 'fixtures', 'user-binding.ts'),
      }),
    );
    const outcomes = Object.fromEntries(run.tests.map((t) => [t.name.split(' > ').at(-1), t.outcome]));
    expect(outcomes).toEqual({
      'fails on an assertion': 'fail',
      'fails a property': 'fail',
      'reads through the binding': 'pass',
    });
  }, 60_000);

  it('refuses a binding module that does not load or exports no createBinding, before running anything', async () => {
    const missing = runConformance(options({ bindingModule: resolve(import.meta.dirname, 'fixtures', 'nope.ts') }));
    await expect(missing).rejects.toThrow(ConfigurationError);
    await expect(missing).rejects.toThrow(/cannot load binding module/);
    const wrong = runConformance(
      options({ bindingModule: resolve(import.meta.dirname, 'fixtures', 'not-a-binding.ts') }),
    );
    await expect(wrong).rejects.toThrow(/does not export a createBinding\(ctx\) function/);
  });
});

describe('exitCodeOf', () => {
  it('is 0 when every test passed or was skipped, 1 on any fail or error', () => {
    expect(exitCodeOf([])).toBe(0);
    expect(exitCodeOf([{ outcome: 'pass' }, { outcome: 'skip' }])).toBe(0);
    expect(exitCodeOf([{ outcome: 'pass' }, { outcome: 'fail' }])).toBe(1);
    expect(exitCodeOf([{ outcome: 'skip' }, { outcome: 'error' }])).toBe(1);
  });
});
