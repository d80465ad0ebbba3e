import { describe, expect, test } from 'vitest';
import {
  domainOf,
  filterReport,
  mergeReports,
  overallScore,
  parseMutationReport,
  renamePaths,
  scoreOf,
  scoresByDomain,
  type MutationReport,
  type ReportedMutant,
} from './mutation-score.ts';

function mutant(id: string, status: ReportedMutant['status']): ReportedMutant {
  return { id, mutatorName: 'StringLiteral', replacement: '""', status, location: { start: { line: 1, column: 1 } } };
}

describe('scoreOf', () => {
  test('killed and timed-out mutants are detected; errors and ignored ones are left out of both scores', () => {
    const row = scoreOf('m', [
      mutant('1', 'Killed'),
      mutant('2', 'Timeout'),
      mutant('3', 'Survived'),
      mutant('4', 'NoCoverage'),
      mutant('5', 'CompileError'),
      mutant('6', 'Ignored'),
    ]);
    expect(row).toMatchObject({ killed: 1, timeout: 1, survived: 1, noCoverage: 1, errors: 1, ignored: 1 });
    expect(row.score).toBe(50);
    expect(row.coveredScore).toBeCloseTo(66.67, 2);
  });
});

describe('the score without the exclusions', () => {
  test('counts a mutant an exclusion left out as survived, a static mutant left unrun not at all', () => {
    const excluded = (id: string, statusReason: string): ReportedMutant => ({ ...mutant(id, 'Ignored'), statusReason });
    const row = scoreOf('m', [
      mutant('1', 'Killed'),
      mutant('2', 'Killed'),
      mutant('3', 'Survived'),
      excluded('4', 'equivalent: the same refusal by another branch'),
      excluded('5', 'Static mutant (and "ignoreStatic" was enabled)'),
      excluded('6', 'Ignored because of excluded mutation "Regex"'),
    ]);
    expect(row).toMatchObject({ ignored: 3, excluded: 1 });
    expect(row.score).toBeCloseTo(66.67, 2); // 2 of 3
    expect(row.scoreWithoutExclusions).toBe(50); // 2 of 4
  });
});

describe('renamePaths', () => {
  test('moves a file under its new folder or name, the longest old path first', () => {
    const report: MutationReport = {
      files: {
        'reference/webhooks/a.ts': { mutants: [mutant('1', 'Killed')] },
        'reference/http/page.ts': { mutants: [mutant('2', 'Killed')] },
        'reference/http/json-body.ts': { mutants: [mutant('3', 'Killed')] },
      },
    };
    const renamed = renamePaths(report, {
      'reference/webhooks/': 'reference/events/',
      'reference/http/page.ts': 'reference/http/page.outside-document.ts',
    });
    expect(Object.keys(renamed.files).sort()).toEqual([
      'reference/events/a.ts',
      'reference/http/json-body.ts',
      'reference/http/page.outside-document.ts',
    ]);
  });
});

describe('mergeReports', () => {
  test('unites the files of several reports; a file in more than one is taken from the last', () => {
    const first: MutationReport = {
      files: { 'a.ts': { mutants: [mutant('1', 'Survived')] }, 'b.ts': { mutants: [mutant('2', 'Killed')] } },
    };
    const second: MutationReport = {
      files: { 'a.ts': { mutants: [mutant('1', 'Killed')] }, 'c.ts': { mutants: [mutant('3', 'NoCoverage')] } },
    };
    const merged = mergeReports([first, second]);
    expect(Object.keys(merged.files).sort()).toEqual(['a.ts', 'b.ts', 'c.ts']);
    expect(merged.files['a.ts']?.mutants[0]?.status).toBe('Killed');
    expect(overallScore(merged)).toMatchObject({ killed: 2, noCoverage: 1, survived: 0 });
    expect(first.files['a.ts']?.mutants[0]?.status).toBe('Survived');
  });
});

describe('parseMutationReport', () => {
  test('rejects what is not a mutation report', () => {
    expect(() => parseMutationReport('{}')).toThrow('no "files" object');
    expect(() => parseMutationReport(JSON.stringify({ files: { 'a.ts': { mutants: [{ status: 'Odd' }] } } }))).toThrow(
      'unknown status',
    );
  });
});

describe('scoresByDomain', () => {
  test('groups by the first directory under the top one; top-level files by the top directory; expected ones unmeasured', () => {
    const report: MutationReport = {
      files: {
        'reference/http/a.ts': { mutants: [mutant('1', 'Killed'), mutant('2', 'Survived')] },
        'reference/http/deep/b.ts': { mutants: [mutant('3', 'Timeout'), mutant('4', 'NoCoverage')] },
        'reference/app.ts': { mutants: [mutant('5', 'Killed')] },
      },
    };
    const rows = scoresByDomain(report, ['reference/agents', 'reference/http']);
    expect(rows.map((r) => r.module)).toEqual(['reference', 'reference/agents', 'reference/http']);
    expect(rows[2]).toMatchObject({ killed: 1, timeout: 1, survived: 1, noCoverage: 1, score: 50 });
    expect(rows[1]?.score).toBeUndefined();
    expect(domainOf('x.ts')).toBe('.');
  });
});

describe('filterReport', () => {
  test('keeps only the accepted files and the rest of the report as it was', () => {
    const report = {
      schemaVersion: '2',
      files: { 'a/x.ts': { mutants: [mutant('1', 'Killed')] }, 'b/y.ts': { mutants: [] } },
    };
    const kept = filterReport(report, (file) => file.startsWith('a/'));
    expect(Object.keys(kept.files)).toEqual(['a/x.ts']);
    expect(kept.schemaVersion).toBe('2');
    expect(Object.keys(report.files)).toHaveLength(2);
  });
});
