import { describe, expect, it } from 'vitest';
import { formatMarkedRow, markedRows } from './ignored-marks.ts';

const report = {
  files: {
    'reference/a/x.ts': {
      mutants: [
        { status: 'Killed' },
        { status: 'Timeout' },
        { status: 'Killed' },
        { status: 'Survived' },
        { status: 'NoCoverage' },
        { status: 'Ignored', statusReason: 'Static mutant (and "ignoreStatic" was enabled)' },
        { status: 'Ignored', statusReason: ' equivalent: the same 401 by another branch' },
        { status: 'Ignored', statusReason: 'outside the document: not shown (6)' },
        { status: 'Ignored', statusReason: 'outside the document: the envelope' },
      ],
    },
    'reference/b/y.ts': { mutants: [{ status: 'Ignored', statusReason: 'Ignored because of excluded mutation' }] },
  },
};

describe('markedRows', () => {
  it('counts marks by the category their reason starts with, apart from static mutants, per directory', () => {
    const [a, b] = markedRows(report);
    expect(a).toEqual({
      directory: 'reference/a',
      killed: 3,
      notKilled: 2,
      marked: 3,
      staticIgnored: 1,
      byCategory: { equivalent: 1, 'outside the document': 2 },
    });
    expect(b?.byCategory).toEqual({ '(no category)': 1 });
  });

  it('gives the score with the marks and without them (a marked mutant counted as not killed)', () => {
    const line = formatMarkedRow(markedRows(report)[0]!);
    expect(line).toContain('60.0 % with the marks'); // 3 of 5
    expect(line).toContain('37.5 % without'); // 3 of 8
    expect(line).toContain('marked 3: equivalent 1, outside the document 2');
    expect(line).toContain('static not run 1');
  });
});
