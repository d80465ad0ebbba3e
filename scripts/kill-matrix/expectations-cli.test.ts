/**
 * Expected failures through the real CLI: a deviant reference (one documented rule broken) fails a test; an
 * expectations file naming that clause turns the failure into `known` and the run passes (exit 0); against the correct
 * reference the same entry is an unexpected pass, which fails the run under --strict-expectations; an entry naming a
 * clause or a test that does not exist is a configuration error (exit 2).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedReference } from '../../conformance/cli/embedded.ts';
import { readResults, runCapturedCli } from '../../conformance/cli/captured-cli.ts';
import { rulesWith } from '../../reference/rules.ts';
import { deviantById } from '../deviants/catalogue.ts';

const root = mkdtempSync(join(tmpdir(), 'conformance-expectations-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const deviant = deviantById('basic-auth-answers-invalid-signature');
const testName =
  'auth/basic-auth.conformance.ts > Part 5: platform calls use HTTP Basic > a call without credentials answers 401 UNAUTHORIZED';

function expectationsFile(name: string, entries: unknown[]): string {
  const path = join(root, name);
  writeFileSync(path, JSON.stringify({ expectations: entries }));
  return path;
}

/** The test checks the answer of a platform call without credentials: the deviant's answer breaks both clauses it cites. */
const knownGap = expectationsFile('known.json', [
  {
    clause: deviant.breaks,
    outcome: 'fail',
    reason: 'answers INVALID_SIGNATURE to wrong credentials',
    link: 'https://tracker.example/GAP-1',
  },
  { clause: '5/basic-auth', outcome: 'fail', reason: 'same gap, seen on the Basic scheme' },
]);

async function runAgainst(rules: ReturnType<typeof rulesWith> | undefined, dir: string, extra: string[]) {
  const reference = await startEmbeddedReference(rules === undefined ? {} : { rules, logError: () => undefined });
  try {
    return await runCapturedCli(
      [
        'run',
        '--base-url',
        reference.url,
        '--client-id',
        reference.credentials.clientId,
        '--test',
        testName,
        '--seed',
        '3',
        '--runs',
        '2',
        '--report-dir',
        dir,
        ...extra,
      ],
      { CONFORMANCE_CLIENT_SECRET: reference.credentials.clientSecret },
    );
  } finally {
    await reference.close();
  }
}

describe('an expectations file, through the CLI', () => {
  it(`turns ${deviant.id}'s failure into known, reports it apart, and exits 0`, async () => {
    const dir = join(root, 'deviant');
    const run = await runAgainst(rulesWith(deviant.rules), dir, ['--expectations', knownGap]);
    expect(run.code, run.err.join('\n')).toBe(0);
    const results = readResults(dir);
    const [test] = results.tests;
    expect(results.tests).toHaveLength(1);
    expect(test).toMatchObject({
      name: testName,
      outcome: 'known',
      expected: {
        outcome: 'fail',
        by: `clause 5/basic-auth, ${deviant.breaks}`,
        link: 'https://tracker.example/GAP-1',
      },
    });
    expect(test?.expected?.reason).toBe(
      'same gap, seen on the Basic scheme; answers INVALID_SIGNATURE to wrong credentials',
    );
    expect(test?.failedClauses).toContain(deviant.breaks);
    expect(results.clauses.find((c) => c.id === deviant.breaks)?.outcome).toBe('known');
    expect(results.summary.tests).toMatchObject({ known: 1, fail: 0, error: 0 });
    expect(results.expectations).toMatchObject({ known: 1, unexpectedPasses: [] });
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain('## Known failures (1)');
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toMatch(
      /<skipped message="known failure: expected fail \(clause 5\/basic-auth, 7\.2\/unauthorized-api-credentials\)/,
    );
    expect(run.out.at(-1)).toBe('conformance: 0 passed, 0 failed, 0 errored, 0 skipped, 1 known (of 1)');
  }, 240_000);

  it('against the correct reference the entry is an unexpected pass, which fails the run with --strict-expectations', async () => {
    const dir = join(root, 'fixed');
    const run = await runAgainst(undefined, dir, ['--expectations', knownGap, '--strict-expectations']);
    expect(run.code).toBe(1);
    const results = readResults(dir);
    expect(results.tests.map((t) => t.outcome)).toEqual(['pass']);
    expect(results.expectations?.unexpectedPasses).toEqual([
      {
        subject: `clause ${deviant.breaks}`,
        expected: 'fail',
        reason: 'answers INVALID_SIGNATURE to wrong credentials',
      },
      { subject: 'clause 5/basic-auth', expected: 'fail', reason: 'same gap, seen on the Basic scheme' },
    ]);
    expect(run.out).toContain(
      `  UNEXPECTED PASS clause ${deviant.breaks} (expected fail: answers INVALID_SIGNATURE to wrong credentials): remove the entry`,
    );
  }, 240_000);

  it('an entry naming a clause or a test that does not exist is a configuration error (exit 2)', async () => {
    const badClause = expectationsFile('bad-clause.json', [
      { clause: '7.2/no-such-clause', outcome: 'fail', reason: 'x' },
    ]);
    const clauseRun = await runCapturedCli(['run', '--expectations', badClause, '--list']);
    expect(clauseRun.code).toBe(2);
    expect(clauseRun.err).toEqual([
      `error: expectations file ${badClause}, entry 1 names clause "7.2/no-such-clause", which is not in the registry`,
    ]);
    const badTest = expectationsFile('bad-test.json', [
      { test: `${testName} (renamed)`, outcome: 'fail', reason: 'x' },
    ]);
    const testRun = await runCapturedCli(['run', '--expectations', badTest, '--list', '--only', 'versioning']);
    expect(testRun.code).toBe(2);
    expect(testRun.err[0]).toMatch(/^error: expectations file .* names test ".*\(renamed\)", which no suite declares/);
  }, 240_000);
});
