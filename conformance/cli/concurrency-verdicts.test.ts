import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readResults, runCapturedCli } from './captured-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'concurrency-verdicts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small area whose file holds several tests, properties among them, and a test tagged sandbox-only. */
const selection = ['--only', '5/basic-auth,7.2/unauthorized-sandbox-reason', '--runs', '5', '--seed', '4242'];

async function runAt(concurrency: number) {
  const reportDir = join(dir, `c${concurrency}`);
  const run = await runCapturedCli([
    'run',
    ...selection,
    '--concurrency',
    String(concurrency),
    '--report-dir',
    reportDir,
  ]);
  return { run, results: readResults(reportDir) };
}

// That tests of a file do run at once at 8 is proven on a fixture server (engine/concurrency.test.ts).
describe('verdicts do not change with --concurrency', () => {
  it('the real CLI against the embedded reference gives every test and clause the same outcome at 1 and at 8', async () => {
    const one = await runAt(1);
    const eight = await runAt(8);
    expect(one.run.out).toContain('  concurrency 1 tests at once');
    expect(eight.run.out).toContain('  concurrency 8 tests at once');
    expect(one.run.code).toBe(0);
    expect(eight.run.code).toBe(0);

    const outcomes = (r: typeof one.results) => Object.fromEntries(r.tests.map((t) => [t.name, t.outcome]));
    expect(Object.keys(outcomes(one.results)).length).toBeGreaterThanOrEqual(5);
    expect(outcomes(eight.results)).toEqual(outcomes(one.results));
    const clauseOutcomes = (r: typeof one.results) => Object.fromEntries(r.clauses.map((c) => [c.id, c.outcome]));
    expect(clauseOutcomes(eight.results)).toEqual(clauseOutcomes(one.results));
  }, 600_000);
});
