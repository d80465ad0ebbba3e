import { describe, expect, it } from 'vitest';
import type { Clause } from '../../spec/clauses/types.ts';
import { sampleRegistry, sampleRun } from './fixtures.ts';
import { aggregateOutcome, buildResults, overallOutcome, problemClauses, unattributedFailures } from './matrix.ts';
import type { RunResult, TestOutcome, TestResult } from './model.ts';

const clause = (id: string, extra: Partial<Clause> = {}): Clause => ({
  id,
  section: id.split('/', 1)[0] ?? id,
  title: `title of ${id}`,
  area: 'cards',
  testability: 'black-box',
  ...extra,
});

const test = (name: string, outcome: TestOutcome, clauses: string[], requests = 1): TestResult => ({
  name,
  file: 'f.conformance.ts',
  clauses,
  outcome,
  durationMs: 1,
  requests,
});

const run = (tests: TestResult[]): RunResult => ({
  target: { baseUrl: 'http://127.0.0.1:1/2025-10-13', profile: 'sandbox', embedded: true },
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 1000,
  seed: 7,
  selection: { only: [], skip: [] },
  tests,
});

describe('aggregateOutcome', () => {
  it.each<[TestOutcome[], string]>([
    [['pass', 'error', 'fail', 'skip'], 'fail'],
    [['fail'], 'fail'],
    [['pass', 'error', 'skip'], 'error'],
    [['skip', 'pass'], 'pass'],
    [['skip', 'skip'], 'skip'],
    [[], 'untested'],
  ])('%j aggregates to %s', (outcomes, expected) => {
    expect(aggregateOutcome(outcomes)).toBe(expected);
  });
});

describe('buildResults', () => {
  const registry = [
    clause('3.1/failing'),
    clause('3.1/erroring'),
    clause('3.1/passing'),
    clause('3.1/skipped'),
    clause('3.1/untested'),
    clause('3.1/not-testable', { testability: 'not-testable', reason: 'value not shown' }),
  ];
  const results = buildResults(
    run([
      test('a', 'pass', ['3.1/failing', '3.1/erroring', '3.1/passing']),
      test('b', 'fail', ['3.1/failing'], 4),
      test('c', 'error', ['3.1/erroring']),
      test('d', 'skip', ['3.1/erroring', '3.1/passing', '3.1/skipped'], 0),
      test('e', 'pass', ['1.0/ghost', '3.1/passing', '3.1/passing']),
    ]),
    registry,
  );
  const outcomeOf = (id: string) => results.clauses.find((c) => c.id === id)?.outcome;

  it('applies the aggregation rule to every clause', () => {
    expect(outcomeOf('3.1/failing')).toBe('fail');
    expect(outcomeOf('3.1/erroring')).toBe('error');
    expect(outcomeOf('3.1/passing')).toBe('pass');
    expect(outcomeOf('3.1/skipped')).toBe('skip');
    expect(outcomeOf('3.1/untested')).toBe('untested');
    expect(outcomeOf('3.1/not-testable')).toBe('untested');
  });

  it('lists citing tests once each, in run order', () => {
    expect(results.clauses.find((c) => c.id === '3.1/passing')?.tests).toEqual(['a', 'd', 'e']);
  });

  it('marks not-testable clauses and keeps their reason', () => {
    const row = results.clauses.find((c) => c.id === '3.1/not-testable');
    expect(row).toMatchObject({ testable: false, reason: 'value not shown', testability: 'not-testable' });
    expect(results.clauses.find((c) => c.id === '3.1/passing')?.testable).toBe(true);
  });

  it('surfaces unknown clause ids with their tests', () => {
    expect(results.unknownClauses).toEqual([{ id: '1.0/ghost', outcome: 'pass', tests: ['e'] }]);
    expect(results.summary.unknownClauses).toBe(1);
  });

  it('counts clauses, tests and requests', () => {
    expect(results.summary.clauses).toEqual({
      total: 6,
      pass: 1,
      fail: 1,
      error: 1,
      skip: 1,
      untested: 2,
      known: 0,
      notTestable: 1,
    });
    expect(results.summary.tests).toEqual({ total: 5, pass: 2, fail: 1, error: 1, skip: 1, known: 0 });
    expect(results.requests).toBe(7);
  });

  it('sums the answers the response check looked at and the violations it found', () => {
    const checked = (t: TestResult, exchangesChecked: number, violations: string[]): TestResult => ({
      ...t,
      responseCheck: { exchangesChecked, violations },
    });
    const tests = [
      checked(test('x', 'pass', ['1.1/a']), 4, []),
      checked(test('y', 'fail', ['1.1/a']), 2, ['one', 'two']),
      test('z', 'skip', ['1.1/a']),
    ];
    expect(buildResults(run(tests), [clause('1.1/a')]).responseCheck).toEqual({ exchangesChecked: 6, violations: 2 });
  });

  it('copies the run header', () => {
    expect(results).toMatchObject({
      target: { baseUrl: 'http://127.0.0.1:1/2025-10-13', profile: 'sandbox', embedded: true },
      startedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 1000,
      seed: 7,
      formatVersion: 1,
    });
  });

  it('sorts clauses by section in document order, then by registry order', () => {
    const sorted = buildResults(run([]), [
      clause('3.3/b'),
      clause('2.10/x'),
      clause('3.3/a'),
      clause('2.9/y'),
      clause('10/z'),
      clause('3/top'),
    ]);
    expect(sorted.clauses.map((c) => c.id)).toEqual(['2.9/y', '2.10/x', '3/top', '3.3/b', '3.3/a', '10/z']);
  });

  it('summarises parts in document order', () => {
    const results = buildResults(sampleRun, sampleRegistry);
    expect(results.summary.parts.map((p) => [p.part, p.title, p.clauses.total])).toEqual([
      ['2', 'Resources and their fields', 3],
      ['3', 'States and transitions', 2],
      ['4', 'Endpoints', 2],
      ['7', 'Errors', 1],
      ['8', 'Limits', 1],
    ]);
    expect(results.summary.parts[0]?.clauses).toMatchObject({ fail: 2, error: 1, pass: 0 });
  });

  it('survives a JSON round trip unchanged', () => {
    const results = buildResults(sampleRun, sampleRegistry);
    expect(JSON.parse(JSON.stringify(results))).toEqual(results);
  });
});

describe('overallOutcome', () => {
  const registry = [clause('3.1/a')];
  it('is fail when a test fails, error when one errors or cites an unknown clause, else pass', () => {
    expect(
      overallOutcome(buildResults(run([test('x', 'fail', ['3.1/a']), test('y', 'error', ['3.1/a'])]), registry)),
    ).toBe('fail');
    expect(overallOutcome(buildResults(run([test('x', 'error', ['3.1/a'])]), registry))).toBe('error');
    expect(overallOutcome(buildResults(run([test('x', 'pass', ['3.1/a', '0/ghost'])]), registry))).toBe('error');
    expect(overallOutcome(buildResults(run([test('x', 'pass', ['3.1/a']), test('y', 'skip', [])]), registry))).toBe(
      'pass',
    );
  });
});

describe('problemClauses', () => {
  it('lists failed then errored clauses with their failing and erroring tests, failures first', () => {
    const results = buildResults(sampleRun, sampleRegistry);
    expect(problemClauses(results).map((p) => [p.clause.id, p.tests.map((t) => t.outcome)])).toEqual([
      ['2.1/currency-required', ['fail']],
      ['2.9/early-field', ['fail']],
      ['3.3/closed-to-closed-rejected', ['fail']],
      ['2.10/late-field', ['error']],
    ]);
  });
});

describe('unattributedFailures', () => {
  it('lists failed and errored tests citing no registry clause', () => {
    const results = buildResults(
      run([
        test('cites-known', 'fail', ['3.1/a']),
        test('cites-unknown', 'fail', ['0/ghost']),
        test('cites-nothing', 'error', []),
        test('passes-unknown', 'pass', ['0/ghost']),
      ]),
      [clause('3.1/a')],
    );
    expect(unattributedFailures(results).map((t) => t.name)).toEqual(['cites-unknown', 'cites-nothing']);
  });
});

describe('buildResults over the real clause registry', () => {
  it('keeps every clause, in the document order of spec/clauses, with a named part each', async () => {
    const { clauses: registry, documentSections } = await import('../../spec/clauses/index.ts');
    const citingAll = test(
      'all',
      'pass',
      registry.map((c) => c.id),
    );
    const results = buildResults(run([citingAll]), registry);

    expect(results.clauses.map((c) => c.id).sort()).toEqual(registry.map((c) => c.id).sort());
    const order: readonly string[] = documentSections;
    const positions = results.clauses.map((c) => order.indexOf(c.section));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(results.summary.parts.every((p) => p.title !== '')).toBe(true);
    expect(results.unknownClauses).toEqual([]);
    expect(results.summary.clauses.pass).toBe(registry.length);
    for (const c of results.clauses.filter((row) => row.testability === 'not-testable')) {
      expect(c).toMatchObject({ testable: false, reason: expect.any(String) });
    }
  });
});

describe('failures laid on the clauses they broke', () => {
  const registry = [clause('7/envelope'), clause('7/fields'), clause('7/other')];
  const failedOnEnvelope: TestResult = {
    ...test('t', 'fail', ['7/envelope', '7/fields']),
    failedClauses: ['7/envelope'],
  };

  it('fails only the broken clause; the other cited clause gets no verdict from that test', () => {
    const results = buildResults(run([failedOnEnvelope]), registry);
    const outcome = (id: string) => results.clauses.find((c) => c.id === id)?.outcome;
    expect(outcome('7/envelope')).toBe('fail');
    expect(outcome('7/fields')).toBe('untested');
  });

  it('lets another test pass the clause the failed test did not reach', () => {
    const results = buildResults(run([failedOnEnvelope, test('u', 'pass', ['7/fields'])]), registry);
    expect(results.clauses.find((c) => c.id === '7/fields')?.outcome).toBe('pass');
  });

  it('fails every cited clause when the failure names none', () => {
    const results = buildResults(run([test('t', 'fail', ['7/envelope', '7/fields'])]), registry);
    expect(results.clauses.filter((c) => c.outcome === 'fail').map((c) => c.id)).toEqual(['7/envelope', '7/fields']);
  });

  it('lists as evidence of a failed clause only the tests that failed on it', () => {
    const other: TestResult = { ...test('v', 'fail', ['7/envelope', '7/other']), failedClauses: ['7/other'] };
    const results = buildResults(run([failedOnEnvelope, other]), registry);
    const evidence = problemClauses(results).map((p) => [p.clause.id, p.tests.map((t) => t.name)]);
    expect(evidence).toEqual([
      ['7/envelope', ['t']],
      ['7/other', ['v']],
    ]);
  });
});
