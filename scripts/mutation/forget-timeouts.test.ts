import { describe, expect, it } from 'vitest';
import { forgetTimeouts } from './forget-timeouts.ts';

describe('forgetTimeouts', () => {
  const report = {
    files: {
      'reference/sca/a.ts': {
        source: 'a',
        mutants: [
          { id: '1', status: 'Timeout' },
          { id: '2', status: 'Killed' },
          { id: '3', status: 'Survived' },
        ],
      },
      'reference/scaffold/b.ts': { source: 'b', mutants: [{ id: '4', status: 'Timeout' }] },
      'reference/quotes/c.ts': { source: 'c', mutants: [{ id: '5', status: 'Timeout' }] },
    },
    testFiles: {},
  };

  it('removes the timed-out mutants of the files under the directories only, and counts them', () => {
    const { report: out, removed } = forgetTimeouts(report, ['reference/sca/']);
    expect(removed).toBe(1);
    expect(out.files['reference/sca/a.ts']!.mutants.map((m) => m['id'])).toEqual(['2', '3']);
    // A directory whose name only starts the same is another directory.
    expect(out.files['reference/scaffold/b.ts']!.mutants).toHaveLength(1);
    expect(out.files['reference/quotes/c.ts']!.mutants).toHaveLength(1);
    // The report given is left as it was.
    expect(report.files['reference/sca/a.ts'].mutants).toHaveLength(3);
  });
});
