import { describe, expect, it } from 'vitest';
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import { cheapestFirst, narrowedOrder, mergedRuns } from './escalation.ts';

const test = (file: string, name = 't'): TestResult => ({
  name: `${file} > ${name}`,
  file,
  clauses: ['7/a'],
  outcome: 'pass',
  durationMs: 1,
  requests: 1,
});
const run = (tests: TestResult[], durationMs: number): RunResult => ({
  target: { baseUrl: 'http://127.0.0.1:1/2025-10-13', profile: 'sandbox', embedded: true },
  startedAt: '2026-11-28T00:00:00.000Z',
  durationMs,
  seed: 1,
  selection: { only: ['errors'], skip: [] },
  tests,
});

describe('escalation from the cheapest file', () => {
  const baseline = [test('a.ts', '1'), test('a.ts', '2'), test('b.ts'), test('c.ts', '1'), test('c.ts', '2')];

  it('runs first the file with the fewest tests, the first of equals, then the others in their order', () => {
    expect(cheapestFirst(['a.ts', 'b.ts', 'c.ts'], baseline)).toEqual({ first: ['b.ts'], rest: ['a.ts', 'c.ts'] });
    expect(cheapestFirst(['c.ts', 'a.ts'], baseline)).toEqual({ first: ['c.ts'], rest: ['a.ts'] });
    expect(cheapestFirst(['a.ts'], baseline)).toEqual({ first: ['a.ts'], rest: [] });
  });

  it('orders the files declaring a clause by the requests, then the time, of their declaring tests; none else', () => {
    const ran = (name: string, requests: number, durationMs = 1): TestResult => ({
      ...test(name.split(' ')[0] ?? ''),
      name,
      requests,
      durationMs,
    });
    const declared = {
      'a.ts': [{ name: 'a.ts > 1', clauses: ['7/a'], tags: [] }],
      'b.ts': [
        { name: 'b.ts > 1', clauses: ['7/a'], tags: [] },
        { name: 'b.ts > 2', clauses: ['7/b', '7/z'], tags: [] },
      ],
      'c.ts': [{ name: 'c.ts > 1', clauses: ['7/z'], tags: [] }],
      'd.ts': [{ name: 'd.ts > 1', clauses: ['7/b'], tags: [] }],
      'e.ts': [{ name: 'e.ts > 1', clauses: ['7/b'], tags: [] }],
    };
    const baseline = [
      ran('a.ts > 1', 30),
      ran('b.ts > 1', 10),
      ran('b.ts > 2', 15, 1),
      ran('d.ts > 1', 25, 9),
      ran('e.ts > 1', 25, 9),
    ];
    const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts'];
    expect(narrowedOrder(files, ['7/a'], baseline, declared)).toEqual(['b.ts', 'a.ts']);
    // b.ts, d.ts and e.ts sent as many requests; b.ts took less time; d.ts comes before e.ts.
    expect(narrowedOrder(files, ['7/a', '7/b'], baseline, declared)).toEqual(['b.ts', 'd.ts', 'e.ts', 'a.ts']);
    expect(narrowedOrder(files, ['7/q'], baseline, declared)).toEqual([]);
  });

  it('reads two runs as one', () => {
    const merged = mergedRuns(run([test('b.ts')], 100), run([test('a.ts'), test('c.ts')], 250));
    expect(merged.durationMs).toBe(350);
    expect(merged.tests.map((t) => t.file)).toEqual(['b.ts', 'a.ts', 'c.ts']);
  });
});
