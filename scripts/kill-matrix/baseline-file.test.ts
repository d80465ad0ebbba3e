import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SuiteManifest } from '../../conformance/engine/suite-manifest.ts';
import type { Results } from '../../conformance/report/matrix.ts';
import type { TestResult } from '../../conformance/report/model.ts';
import { baselineFrom, readBaselineFile, type BaselineNeeds } from './baseline-file.ts';

const needs = (files: string[], m: SuiteManifest = manifest): BaselineNeeds => ({
  areas: ['errors'],
  files,
  manifest: m,
});

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
    selection: { only: [], skip: [] },
    tests: [result('a.conformance.ts', 'one'), result('b.conformance.ts', 'one'), result('b.conformance.ts', 'two')],
    ...extra,
  }) as Results;

describe('an earlier run as the kill matrix baseline', () => {
  it('serves with the tests of the files asked for, when whole and passed', () => {
    const baseline = baselineFrom(results(), needs(['b.conformance.ts']));
    expect(baseline).toEqual({
      usable: true,
      seed: 7,
      tests: [result('b.conformance.ts', 'one'), result('b.conformance.ts', 'two')],
    });
  });

  it('does not serve when a test of a wanted file failed, errored or was known to fail', () => {
    for (const outcome of ['fail', 'error', 'known'] as const) {
      const tests = [result('a.conformance.ts', 'one', outcome), result('b.conformance.ts', 'one')];
      const baseline = baselineFrom(results({ tests }), needs(['a.conformance.ts']));
      expect(baseline.usable).toBe(false);
    }
    // A failure in a file the matrix does not need does not matter.
    const tests = [result('a.conformance.ts', 'one', 'fail'), result('b.conformance.ts', 'one')];
    expect(
      baselineFrom(results({ tests }), needs(['b.conformance.ts'], { files: { 'b.conformance.ts': [] } })).usable,
    ).toBe(true);
  });

  it('does not serve when stale: a test of the manifest has no result under its name', () => {
    const tests = [result('a.conformance.ts', 'one'), result('b.conformance.ts', 'one')];
    const baseline = baselineFrom(results({ tests }), needs(['b.conformance.ts']));
    expect(baseline).toEqual({ usable: false, why: 'it has no result for "b.conformance.ts > two"' });
  });

  it('does not serve from a deployment, another profile, a shard or a run that did not start', () => {
    const files = needs(['a.conformance.ts']);
    const deployment = { baseUrl: 'https://x.example/v', profile: 'sandbox', embedded: false } as const;
    expect(baselineFrom(results({ target: deployment }), files).usable).toBe(false);
    const production = { ...deployment, embedded: true, profile: 'production' } as const;
    expect(baselineFrom(results({ target: production }), files).usable).toBe(false);
    expect(baselineFrom(results({ shard: { index: 1, count: 2 } }), files).usable).toBe(false);
    expect(baselineFrom(results({ notStarted: 'down' }), files).usable).toBe(false);
  });

  it('does not serve when its selection left out tests of the areas the matrix needs', () => {
    const files = needs(['a.conformance.ts']);
    expect(baselineFrom(results({ selection: { only: ['errors', 'auth'], skip: [] } }), files).usable).toBe(true);
    for (const selection of [
      { only: ['auth'], skip: [] },
      { only: [], skip: ['errors'] },
      { only: [], skip: [], tests: ['a.conformance.ts > one'] },
    ])
      expect(baselineFrom(results({ selection }), files)).toEqual({
        usable: false,
        why: 'its selection left out tests the matrix needs',
      });
  });

  it('reads the file from disk; a missing or foreign file does not serve, with the reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baseline-file-'));
    const path = join(dir, 'results.json');
    writeFileSync(path, JSON.stringify(results()));
    expect(readBaselineFile(path, needs(['a.conformance.ts'])).usable).toBe(true);
    const missing = readBaselineFile(join(dir, 'none.json'), needs(['a.conformance.ts']));
    expect(missing.usable === false && missing.why).toMatch(/cannot be read as JSON/);
    writeFileSync(path, '{"kill":"matrix"}');
    const foreign = readBaselineFile(path, needs(['a.conformance.ts']));
    expect(foreign).toEqual({ usable: false, why: 'it is not the results.json of a conformance run' });
  });
});
