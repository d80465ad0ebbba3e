import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SuiteManifest } from '../../conformance/engine/suite-manifest.ts';
import type { Results } from '../../conformance/report/matrix.ts';
import type { TestResult } from '../../conformance/report/model.ts';
import { baselineFrom, readBaselineFile } from './baseline-file.ts';

const result = (file: string, title: string, outcome: TestResult['outcome'] = 'pass'): TestResult => ({
  name: `${file} > ${title}`,
  file,
  clauses: ['7/a'],
  outcome,
  durationMs: 5,
  requests: 1,
});

const manifest: SuiteManifest = {
  files: {
    'a.conformance.ts': [{ name: 'a.conformance.ts > one', clauses: ['7/a'], tags: [] }],
    'b.conformance.ts': [
      { name: 'b.conformance.ts > one', clauses: ['7/a'], tags: [] },
      { name: 'b.conformance.ts > two', clauses: ['7/a'], tags: [] },
    ],
  },
};

const results = (extra: Partial<Results> = {}): Results =>
  ({
    target: { baseUrl: 'http://127.0.0.1:1/v', profile: 'sandbox', embedded: true },
    seed: 7,
    tests: [result('a.conformance.ts', 'one'), result('b.conformance.ts', 'one'), result('b.conformance.ts', 'two')],
    ...extra,
  }) as Results;

describe('an earlier run as the kill matrix baseline', () => {
  it('serves with the tests of the files asked for, when whole and passed', () => {
    const baseline = baselineFrom(results(), ['b.conformance.ts'], manifest);
    expect(baseline).toEqual({
      usable: true,
      seed: 7,
      tests: [result('b.conformance.ts', 'one'), result('b.conformance.ts', 'two')],
    });
  });

  it('does not serve when a test of a wanted file failed, errored or was known to fail', () => {
    for (const outcome of ['fail', 'error', 'known'] as const) {
      const tests = [result('a.conformance.ts', 'one', outcome), result('b.conformance.ts', 'one')];
      const baseline = baselineFrom(results({ tests }), ['a.conformance.ts'], manifest);
      expect(baseline.usable).toBe(false);
    }
    // A failure in a file the matrix does not need does not matter.
    const tests = [result('a.conformance.ts', 'one', 'fail'), result('b.conformance.ts', 'one')];
    expect(baselineFrom(results({ tests }), ['b.conformance.ts'], { files: { 'b.conformance.ts': [] } }).usable).toBe(
      true,
    );
  });

  it('does not serve when stale: a test of the manifest has no result under its name', () => {
    const tests = [result('a.conformance.ts', 'one'), result('b.conformance.ts', 'one')];
    const baseline = baselineFrom(results({ tests }), ['b.conformance.ts'], manifest);
    expect(baseline).toEqual({ usable: false, why: 'it has no result for "b.conformance.ts > two"' });
  });

  it('does not serve from a deployment, another profile, a shard or a run that did not start', () => {
    const files = ['a.conformance.ts'];
    const deployment = { baseUrl: 'https://x.example/v', profile: 'sandbox', embedded: false } as const;
    expect(baselineFrom(results({ target: deployment }), files, manifest).usable).toBe(false);
    const production = { ...deployment, embedded: true, profile: 'production' } as const;
    expect(baselineFrom(results({ target: production }), files, manifest).usable).toBe(false);
    expect(baselineFrom(results({ shard: { index: 1, count: 2 } }), files, manifest).usable).toBe(false);
    expect(baselineFrom(results({ notStarted: 'down' }), files, manifest).usable).toBe(false);
  });

  it('reads the file from disk; a missing or foreign file does not serve, with the reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baseline-file-'));
    const path = join(dir, 'results.json');
    writeFileSync(path, JSON.stringify(results()));
    expect(readBaselineFile(path, ['a.conformance.ts'], manifest).usable).toBe(true);
    const missing = readBaselineFile(join(dir, 'none.json'), ['a.conformance.ts'], manifest);
    expect(missing.usable === false && missing.why).toMatch(/cannot be read as JSON/);
    writeFileSync(path, '{"kill":"matrix"}');
    const foreign = readBaselineFile(path, ['a.conformance.ts'], manifest);
    expect(foreign).toEqual({ usable: false, why: 'it is not the results.json of a conformance run' });
  });
});
