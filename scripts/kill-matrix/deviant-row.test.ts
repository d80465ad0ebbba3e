import { describe, expect, it } from 'vitest';
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import { alsoBrokenWith, sameRuleGroups } from '../../spec/clauses/index.ts';
import type { Deviant } from '../deviants/deviant.ts';
import { deviantRow, narrowedClauses, type RunFiles } from './deviant-row.ts';

const deviant = (breaks: string, suites?: string[]): Deviant => ({
  id: 'd',
  family: 'errors',
  breaks,
  description: 'breaks it',
  areas: ['errors'],
  rules: {},
  ...(suites === undefined ? {} : { suites }),
});
const result = (file: string, clauses: string[], outcome: TestResult['outcome']): TestResult => ({
  name: `${file} > t ${clauses.join(',')}`,
  file,
  clauses,
  outcome,
  durationMs: 1,
  requests: 1,
});
const run = (tests: TestResult[]): RunResult => ({
  target: { baseUrl: 'http://127.0.0.1:1/2025-10-13', profile: 'sandbox', embedded: true },
  startedAt: '2026-11-28T00:00:00.000Z',
  durationMs: 5,
  seed: 1,
  selection: { only: ['errors'], skip: [] },
  tests,
});

/** A fake suite: each file's tests, failing on `broken`; a narrowed run keeps the tests declaring a selected clause. */
function fakeSuite(suite: Record<string, string[][]>, broken: string) {
  const calls: { files: readonly string[]; clauses?: readonly string[] }[] = [];
  const runFiles: RunFiles = async (selection) => {
    calls.push(selection);
    const tests = selection.files.flatMap((file) =>
      (suite[file] ?? [])
        .filter((clauses) => selection.clauses === undefined || clauses.some((c) => selection.clauses?.includes(c)))
        .map((clauses) => result(file, clauses, clauses.includes(broken) ? 'fail' : 'pass')),
    );
    return run(tests);
  };
  return { calls, runFiles };
}

describe('narrowedClauses', () => {
  it('is the broken clause and every clause stating the same rule', () => {
    const breaks = sameRuleGroups[0]?.clauses[0] ?? '';
    expect(breaks).not.toBe('');
    expect(narrowedClauses(breaks)).toEqual([breaks, ...alsoBrokenWith(breaks)]);
    expect(alsoBrokenWith(breaks).length).toBeGreaterThan(0);
  });
});

describe('deviantRow', () => {
  const baseline = [result('a.ts', ['7/a'], 'pass'), result('b.ts', ['7/a'], 'pass'), result('b.ts', ['7/b'], 'pass')];

  it('stops at the narrowed run when the tests declaring the clause kill the deviant', async () => {
    const { calls, runFiles } = fakeSuite({ 'a.ts': [['7/a'], ['7/z']], 'b.ts': [['7/a'], ['7/b']] }, '7/a');
    const row = await deviantRow(deviant('7/a'), ['a.ts', 'b.ts'], baseline, runFiles);
    expect(row.verdict).toBe('killed');
    expect(calls).toEqual([{ files: ['a.ts', 'b.ts'], clauses: narrowedClauses('7/a') }]);
    expect(row.tests).toEqual({ total: 2, fail: 2, error: 0 });
    expect(row.files).toEqual(['a.ts', 'b.ts']);
  });

  it('runs the files whole, the cheapest first, when no test declares the clause', async () => {
    // The clause is only cited through another test's response check: the narrowed run selects nothing.
    const suite = { 'a.ts': [['7/z']], 'b.ts': [['7/y'], ['7/b']] };
    const runFiles: RunFiles = async (selection) => {
      if (selection.clauses !== undefined) return run([]);
      const tests = selection.files.flatMap((file) =>
        (suite[file as keyof typeof suite] ?? []).map((c) =>
          result(
            file,
            file === 'b.ts' && c[0] === '7/y' ? ['7/y', '7/a'] : c,
            file === 'b.ts' && c[0] === '7/y' ? 'fail' : 'pass',
          ),
        ),
      );
      calls.push(selection);
      return run(tests);
    };
    const calls: { files: readonly string[]; clauses?: readonly string[] }[] = [];
    const row = await deviantRow(deviant('7/a'), ['a.ts', 'b.ts'], baseline, runFiles);
    expect(calls).toEqual([{ files: ['a.ts'] }, { files: ['b.ts'] }]);
    expect(row.verdict).toBe('killed');
    expect(row.tests.total).toBe(3);
  });

  it('gives the unnarrowed verdict when nothing kills', async () => {
    const { calls, runFiles } = fakeSuite({ 'a.ts': [['7/a']], 'b.ts': [['7/a']] }, 'nothing');
    const row = await deviantRow(deviant('7/a'), ['a.ts', 'b.ts'], baseline, runFiles);
    expect(row.verdict).toBe('survived');
    expect(calls.map((c) => c.clauses === undefined)).toEqual([false, true, true]);
    expect(row.tests.total).toBe(2);
  });

  it('runs the files a deviant names together once the narrowed run did not kill', async () => {
    const { calls, runFiles } = fakeSuite({ 'a.ts': [['7/z']], 'b.ts': [['7/b']] }, 'nothing');
    await deviantRow(deviant('7/a', ['a.ts', 'b.ts']), ['a.ts', 'b.ts'], baseline, runFiles);
    expect(calls.slice(1)).toEqual([{ files: ['a.ts', 'b.ts'] }]);
  });
});
