import { describe, expect, it } from 'vitest';
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import type { Deviant } from '../deviants/deviant.ts';
import { killRowOf } from './verdict.ts';

const deviant: Deviant = {
  id: 'suffix-002-approved',
  family: 'customers',
  breaks: '3.2/individual-suffix-002-rejected',
  description: 'an individual ending 002 is approved',
  areas: ['customers'],
  rules: {},
};

const test = (outcome: TestResult['outcome'], clauses: string[], failedClauses?: string[]): TestResult => ({
  name: `customers/x.conformance.ts > ${outcome} ${clauses.join(' ')}`,
  file: 'customers/x.conformance.ts',
  clauses,
  outcome,
  durationMs: 5,
  requests: 1,
  ...(failedClauses === undefined ? {} : { failedClauses }),
});

const run = (...tests: TestResult[]): RunResult => ({
  target: { baseUrl: 'http://127.0.0.1:1/2025-10-13', profile: 'sandbox', embedded: true },
  startedAt: '2026-11-23T00:00:00.000Z',
  durationMs: 1234,
  seed: 1,
  selection: { only: ['customers'], skip: [] },
  tests,
});

describe('killRowOf', () => {
  it('is killed when a failed test names the broken clause among the clauses it broke', () => {
    const row = killRowOf(
      deviant,
      run(test('pass', ['7/envelope-required-members']), test('fail', [deviant.breaks, '3.2/other'], [deviant.breaks])),
      ['customers/x.conformance.ts'],
    );
    expect(row.verdict).toBe('killed');
    expect(row.failedClauses).toEqual([deviant.breaks]);
    expect(row.tests).toEqual({ total: 2, fail: 1, error: 0 });
    expect(row.files).toEqual(['customers/x.conformance.ts']);
    expect(row.durationMs).toBe(1234);
  });

  it('reads a known failure (an expectations file) as the failure it is, and a known error as an error', () => {
    const known = {
      ...test('fail', [deviant.breaks], [deviant.breaks]),
      outcome: 'known' as const,
      expected: { outcome: 'fail' as const, by: 'test', reason: 'gap' },
    };
    expect(killRowOf(deviant, run(known), []).verdict).toBe('killed');
    const knownError = {
      ...test('error', [deviant.breaks]),
      outcome: 'known' as const,
      expected: { outcome: 'error' as const, by: 'test', reason: 'gap' },
    };
    expect(killRowOf(deviant, run(knownError), []).verdict).toBe('error');
  });

  it('counts every cited clause of a failed test that named none', () => {
    const row = killRowOf(deviant, run(test('fail', ['3.2/other', deviant.breaks])), []);
    expect(row.verdict).toBe('killed');
    expect(row.failedClauses).toEqual(['3.2/individual-suffix-002-rejected', '3.2/other']);
  });

  it('is failed-elsewhere when tests failed only on other clauses, even if they cite the broken one', () => {
    const row = killRowOf(deviant, run(test('fail', [deviant.breaks, '3.2/other'], ['3.2/other'])), []);
    expect(row.verdict).toBe('failed-elsewhere');
    expect(row.failedClauses).toEqual(['3.2/other']);
  });

  it('is killed on a rule stated in several sections only when every clause stating it failed', () => {
    const closed: Deviant = {
      ...deviant,
      id: 'closed-card-closes-again',
      family: 'cards',
      breaks: '3.3/closed-to-closed-rejected',
    };
    const both = killRowOf(
      closed,
      run(
        test('fail', ['3.3/closed-to-closed-rejected'], ['3.3/closed-to-closed-rejected']),
        test('fail', ['7.3/card-already-closed']),
      ),
      [],
    );
    expect(both.verdict).toBe('killed');
    expect(both.sameRuleNotFailed).toBeUndefined();
    const one = killRowOf(
      closed,
      run(
        test('fail', ['3.3/closed-to-closed-rejected'], ['3.3/closed-to-closed-rejected']),
        test('pass', ['7.3/card-already-closed']),
      ),
      [],
    );
    expect(one.verdict).toBe('partly-attributed');
    expect(one.sameRuleNotFailed).toEqual(['7.3/card-already-closed']);
    expect(one.failedClauses).toEqual(['3.3/closed-to-closed-rejected']);
    // A wider clause stating the rule among others must fail too.
    const skew: Deviant = {
      ...deviant,
      id: 'oidc-skew-refused',
      family: 'wallet',
      breaks: '4.5/oidc-iat-clock-skew-5s',
    };
    const narrow = killRowOf(
      skew,
      run(test('fail', ['4.5/oidc-iat-clock-skew-5s'], ['4.5/oidc-iat-clock-skew-5s'])),
      [],
    );
    expect(narrow.verdict).toBe('partly-attributed');
    expect(narrow.sameRuleNotFailed).toEqual(['8/oidc-token-age-60s']);
    const widened = killRowOf(
      skew,
      run(test('fail', ['4.5/oidc-iat-clock-skew-5s'], ['4.5/oidc-iat-clock-skew-5s', '8/oidc-token-age-60s'])),
      [],
    );
    expect(widened.verdict).toBe('killed');
    // The restatement failing alone is not a kill: the broken clause itself did not fail.
    expect(killRowOf(closed, run(test('fail', ['7.3/card-already-closed'])), []).verdict).toBe('failed-elsewhere');
  });

  it('is survived when everything passed or was skipped, and error when nothing failed but a test errored', () => {
    expect(killRowOf(deviant, run(test('pass', [deviant.breaks]), test('skip', ['3.2/other'])), []).verdict).toBe(
      'survived',
    );
    expect(killRowOf(deviant, run(test('pass', [deviant.breaks]), test('error', [deviant.breaks])), []).verdict).toBe(
      'error',
    );
  });
});
