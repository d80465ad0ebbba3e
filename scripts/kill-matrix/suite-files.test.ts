import { describe, expect, it } from 'vitest';
import type { TestResult } from '../../conformance/report/model.ts';
import type { Deviant } from '../deviants/deviant.ts';
import { clauseFilesOf, suiteFilesFor } from './suite-files.ts';

const test = (file: string, clauses: string[]): TestResult => ({
  name: `${file} > t`,
  file,
  clauses,
  outcome: 'pass',
  durationMs: 1,
  requests: 1,
});

const deviant = (extra: Partial<Deviant> = {}): Deviant => ({
  id: 'd',
  family: 'errors',
  breaks: '7/a',
  description: 'd',
  areas: ['errors'],
  rules: {},
  ...extra,
});

describe('suite files of a deviant', () => {
  const cited = clauseFilesOf([
    test('b.conformance.ts', ['7/a', '7/b']),
    test('a.conformance.ts', ['7/a']),
    test('a.conformance.ts', ['7/a']),
  ]);

  it('maps each clause to the sorted files whose tests cite it, once each', () => {
    expect(cited.get('7/a')).toEqual(['a.conformance.ts', 'b.conformance.ts']);
    expect(cited.get('7/b')).toEqual(['b.conformance.ts']);
  });

  it('uses the files citing the broken clause, or the files the deviant names', () => {
    expect(suiteFilesFor(deviant(), cited)).toEqual(['a.conformance.ts', 'b.conformance.ts']);
    expect(suiteFilesFor(deviant({ suites: ['c.conformance.ts'] }), cited)).toEqual(['c.conformance.ts']);
  });

  it('refuses a deviant whose clause no test of the baseline cites', () => {
    expect(() => suiteFilesFor(deviant({ breaks: '7/none' }), cited)).toThrow(/no test of areas errors cites 7\/none/);
  });
});
