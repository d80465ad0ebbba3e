import { describe, expect, test } from 'vitest';
import { mergeIncremental, type IncrementalReport } from './merge-incremental.ts';

const suite = 'conformance/suites/a.conformance.ts';

describe('mergeIncremental', () => {
  const into: IncrementalReport = {
    files: {
      'reference/x/a.ts': { source: 'old', mutants: [{ id: '1', status: 'Survived', coveredBy: ['0'] }] },
      'reference/y/b.ts': {
        source: 'theirs',
        mutants: [{ id: '2', status: 'Killed', coveredBy: ['0', '1'], killedBy: ['1'] }],
      },
    },
    testFiles: {
      [suite]: {
        source: 's',
        tests: [
          { id: '0', name: 'first' },
          { id: '1', name: 'second' },
        ],
      },
    },
  };
  const from: IncrementalReport = {
    files: {
      'reference/x/a.ts': {
        source: 'new',
        mutants: [{ id: '1', status: 'Killed', coveredBy: ['5', '7'], killedBy: ['7'] }],
      },
      'reference/y/b.ts': { source: 'stale', mutants: [] },
    },
    testFiles: {
      [suite]: { source: 's', tests: [{ id: '7', name: 'second' }] },
      'conformance/suites/new.conformance.ts': { source: 'n', tests: [{ id: '5', name: 'added' }] },
    },
  };

  test("takes only the named directory's files, with test ids translated through file and name", () => {
    const merged = mergeIncremental(into, from, ['reference/x']);
    expect(merged.files['reference/y/b.ts']).toEqual(into.files['reference/y/b.ts']);
    expect(merged.files['reference/x/a.ts']).toEqual({
      source: 'new',
      mutants: [{ id: '1', status: 'Killed', coveredBy: ['2', '1'], killedBy: ['1'] }],
    });
    expect(merged.testFiles?.['conformance/suites/new.conformance.ts']).toEqual({
      source: 'n',
      tests: [{ id: '2', name: 'added' }],
    });
    expect(merged.testFiles?.[suite]?.tests.map((t) => t.id)).toEqual(['0', '1']);
    expect(Object.keys(merged.files), 'the files keep their order').toEqual(['reference/x/a.ts', 'reference/y/b.ts']);
  });

  test('drops files of the directory that the source no longer has, and leaves the input unchanged', () => {
    const merged = mergeIncremental(into, { files: {}, testFiles: {} }, ['reference/x/']);
    expect(Object.keys(merged.files)).toEqual(['reference/y/b.ts']);
    expect(into.files['reference/x/a.ts']?.mutants[0]?.['status']).toBe('Survived');
  });

  test('a glob takes the files it matches and no file of a directory below (reference/*.ts: the top-level files)', () => {
    const top: IncrementalReport = {
      files: { ...from.files, 'reference/app.ts': { source: 'app', mutants: [] } },
      testFiles: from.testFiles,
    };
    const merged = mergeIncremental(
      { ...into, files: { ...into.files, 'reference/app.ts': { source: 'old app', mutants: [] } } },
      top,
      ['reference/*.ts'],
    );
    expect(merged.files['reference/app.ts']?.['source']).toBe('app');
    expect(merged.files['reference/x/a.ts']?.['source']).toBe('old');
    expect(merged.files['reference/y/b.ts']?.['source']).toBe('theirs');
  });
});
