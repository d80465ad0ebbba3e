import { describe, expect, it } from 'vitest';
import { absent, steadyNonPasses, verdictChanges, type RunVerdicts } from './verdict-changes.ts';

const run = (label: string, tests: Record<string, [string, string?]>): RunVerdicts => ({
  label,
  tests: new Map(
    Object.entries(tests).map(([name, [outcome, reason]]) => [
      name,
      reason === undefined ? { outcome } : { outcome, reason },
    ]),
  ),
});

describe('verdictChanges', () => {
  it("lists exactly the tests whose outcome differs between runs, with every run's outcome and the reasons", () => {
    const runs = [
      run('run 1', { a: ['pass'], b: ['pass'], c: ['fail', 'boom'], d: ['skip', 'slow'] }),
      run('run 2', { a: ['pass'], b: ['error', 'timeout after 10000 ms'], c: ['fail', 'boom'], d: ['skip', 'slow'] }),
      run('run 3', { a: ['pass'], c: ['fail', 'boom'], d: ['skip', 'slow'] }),
    ];
    expect(verdictChanges(runs)).toEqual([
      {
        test: 'b',
        outcomes: { 'run 1': 'pass', 'run 2': 'error', 'run 3': absent },
        reasons: { 'run 2': 'timeout after 10000 ms' },
      },
    ]);
    expect(steadyNonPasses(runs)).toEqual([{ test: 'c', outcome: 'fail' }]);
  });

  it('finds no change among identical runs, nor in a single run', () => {
    const one = run('run 1', { a: ['pass'], b: ['fail', 'x'] });
    expect(verdictChanges([one, run('run 2', { a: ['pass'], b: ['fail', 'y'] })])).toEqual([]);
    expect(verdictChanges([one])).toEqual([]);
    expect(verdictChanges([])).toEqual([]);
  });
});
