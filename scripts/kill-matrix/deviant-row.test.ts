import { describe, expect, it } from 'vitest';
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import { alsoBrokenWith, sameRuleGroups } from '../../spec/clauses/index.ts';
import type { Deviant } from '../deviants/deviant.ts';
import { deviantRow, narrowedClauses, type RunFiles } from './deviant-row.ts';
import type { DeclaredTests } from './escalation.ts';

const deviant = (breaks: string, suites?: string[]): Deviant => ({
  id: 'd',
  family: 'errors',
  breaks,
  description: 'breaks it',
  areas: ['errors'],
  rules: {},
  ...(suites === undefined ? {} : { suites }),
});
const result = (file: string, clauses: string[], outcome: TestResult['outcome'], durationMs = 1): TestResult => ({
  name: `${file} > t ${clauses.join(',')}`,
  file,
  clauses,
  outcome,
  durationMs,
  requests: 1,
});
const run = (tests: TestResult[], durationMs = 5): RunResult => ({
  target: { baseUrl: 'http://127.0.0.1:1/2025-10-13', profile: 'sandbox', embedded: true },
  startedAt: '2026-11-28T00:00:00.000Z',
  durationMs,
  seed: 1,
  selection: { only: ['errors'], skip: [] },
  tests,
});

/** What a fake suite's tests declare, as the manifest holds it. */
const declarationsOf = (suite: Record<string, string[][]>): DeclaredTests =>
  Object.fromEntries(
    Object.entries(suite).map(([file, tests]) => [
      file,
      tests.map((clauses) => ({ name: result(file, clauses, 'pass').name, clauses, tags: [] })),
    ]),
  );

/**
 * A fake suite: each file's tests, a test failing on the clauses of `broken` it declares (in every file, or in those of
 * `failingIn`); a narrowed run keeps the tests declaring a selected clause.
 */
function fakeSuite(suite: Record<string, string[][]>, broken: string[], failingIn?: string[]) {
  const calls: { files: readonly string[]; clauses?: readonly string[] }[] = [];
  const runFiles: RunFiles = async (selection) => {
    calls.push(selection);
    const tests = selection.files.flatMap((file) =>
      (suite[file] ?? [])
        .filter((clauses) => selection.clauses === undefined || clauses.some((c) => selection.clauses?.includes(c)))
        .map((clauses) => {
          const fails = clauses.filter((c) => broken.includes(c));
          return fails.length > 0 && (failingIn ?? [file]).includes(file)
            ? { ...result(file, clauses, 'fail'), failedClauses: fails }
            : result(file, clauses, 'pass');
        }),
    );
    return run(tests);
  };
  return { calls, runFiles, declared: declarationsOf(suite) };
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
  // b.ts's test of 7/a took least time against the correct reference.
  const baseline = [
    result('a.ts', ['7/a'], 'pass', 30),
    result('a.ts', ['7/z'], 'pass', 1),
    result('b.ts', ['7/a'], 'pass', 10),
    result('b.ts', ['7/b'], 'pass', 1),
    result('c.ts', ['7/y'], 'pass', 1),
  ];
  const suite = { 'a.ts': [['7/a'], ['7/z']], 'b.ts': [['7/a'], ['7/b']], 'c.ts': [['7/y']] };

  it('stops at the tests declaring the clause in the file where they cost least, when they kill the deviant', async () => {
    const { calls, runFiles, declared } = fakeSuite(suite, ['7/a']);
    const row = await deviantRow(deviant('7/a'), ['a.ts', 'b.ts', 'c.ts'], baseline, runFiles, declared);
    expect(row.verdict).toBe('killed');
    expect(calls).toEqual([{ files: ['b.ts'], clauses: narrowedClauses('7/a') }]);
    expect(row.tests).toEqual({ total: 1, fail: 1, error: 0 });
    expect(row.files).toEqual(['b.ts']);
  });

  it('runs the declaring tests of the next file when those did not kill, until they do, reading the runs together', async () => {
    const threeFiles = { ...suite, 'd.ts': [['7/a']] };
    const took = [...baseline, result('d.ts', ['7/a'], 'pass', 50)];
    const { calls, runFiles, declared } = fakeSuite(threeFiles, ['7/a'], ['a.ts', 'd.ts']);
    const row = await deviantRow(deviant('7/a'), ['a.ts', 'b.ts', 'c.ts', 'd.ts'], took, runFiles, declared);
    expect(row.verdict).toBe('killed');
    // c.ts declares no selected clause: a narrowed run of it would select nothing; d.ts costs most, and is not needed.
    expect(calls).toEqual([
      { files: ['b.ts'], clauses: narrowedClauses('7/a') },
      { files: ['a.ts'], clauses: narrowedClauses('7/a') },
    ]);
    expect(row).toMatchObject({ files: ['b.ts', 'a.ts'], tests: { total: 2, fail: 1 }, durationMs: 10 });
  });

  it('kills on a rule stated twice only once the narrowed runs together failed on both statements', async () => {
    const [breaks, twin] = narrowedClauses(sameRuleGroups[0]?.clauses[0] ?? '');
    if (breaks === undefined || twin === undefined) throw new Error('no clause stated twice');
    const twice = { 'a.ts': [[twin]], 'b.ts': [[breaks]] };
    const { calls, runFiles, declared } = fakeSuite(twice, [breaks, twin]);
    const took = [result('a.ts', [twin], 'pass', 9), result('b.ts', [breaks], 'pass', 2)];
    const row = await deviantRow(deviant(breaks), ['a.ts', 'b.ts'], took, runFiles, declared);
    expect(calls.map((c) => c.files)).toEqual([['b.ts'], ['a.ts']]);
    expect(row.verdict).toBe('killed');
  });

  it('runs the files whole, the cheapest first, when no test declares the clause', async () => {
    // The clause is only cited through another test's response check: there is no narrowed run.
    const cited = { 'a.ts': [['7/z']], 'b.ts': [['7/y'], ['7/b']] };
    const runFiles: RunFiles = async (selection) => {
      calls.push(selection);
      const tests = selection.files.flatMap((file) =>
        (cited[file as keyof typeof cited] ?? []).map((c) =>
          result(
            file,
            file === 'b.ts' && c[0] === '7/y' ? ['7/y', '7/a'] : c,
            file === 'b.ts' && c[0] === '7/y' ? 'fail' : 'pass',
          ),
        ),
      );
      return run(tests);
    };
    const calls: { files: readonly string[]; clauses?: readonly string[] }[] = [];
    const row = await deviantRow(
      deviant('7/a'),
      ['a.ts', 'b.ts'],
      [result('a.ts', ['7/z'], 'pass'), result('b.ts', ['7/y'], 'pass'), result('b.ts', ['7/b'], 'pass')],
      runFiles,
      declarationsOf(cited),
    );
    expect(calls).toEqual([{ files: ['a.ts'] }, { files: ['b.ts'] }]);
    expect(row.verdict).toBe('killed');
    expect(row.tests.total).toBe(3);
  });

  it('gives the unnarrowed verdict when nothing kills, its time counting the narrowed runs', async () => {
    const { calls, runFiles, declared } = fakeSuite({ 'a.ts': [['7/a']], 'b.ts': [['7/a']] }, []);
    const row = await deviantRow(deviant('7/a'), ['a.ts', 'b.ts'], baseline, runFiles, declared);
    expect(row.verdict).toBe('survived');
    expect(calls.map((c) => c.clauses === undefined)).toEqual([false, false, true, true]);
    expect(row.tests.total).toBe(2);
    expect(row.durationMs).toBe(20);
  });

  it('runs the files a deviant names together once the narrowed runs did not kill', async () => {
    const { calls, runFiles, declared } = fakeSuite({ 'a.ts': [['7/z']], 'b.ts': [['7/b']] }, []);
    await deviantRow(deviant('7/a', ['a.ts', 'b.ts']), ['a.ts', 'b.ts'], baseline, runFiles, declared);
    expect(calls).toEqual([{ files: ['a.ts', 'b.ts'] }]);
  });
});
