import { describe, expect, it } from 'vitest';
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import { variantById } from '../variants/catalogue.ts';
import { killMatrixOf, toKillMatrixMarkdown } from './matrix-report.ts';
import { everyVariantPassed, variantSummaryLine, variantTableOf } from './variant-report.ts';
import { variantRowOf } from './variant-verdict.ts';

const variant = variantById('extra-members-nested');

const test = (outcome: TestResult['outcome'], reason?: string): TestResult => ({
  name: `external-accounts/x.conformance.ts > ${outcome}`,
  file: 'external-accounts/x.conformance.ts',
  clauses: ['2.3/usd-account-fields'],
  outcome,
  durationMs: 5,
  requests: 1,
  ...(reason === undefined ? {} : { reason, failedClauses: ['2.3/usd-account-fields'] }),
});

const run = (...tests: TestResult[]): RunResult => ({
  target: { baseUrl: 'http://127.0.0.1:1/2025-10-13', profile: 'sandbox', embedded: true },
  startedAt: '2026-11-28T00:00:00.000Z',
  durationMs: 2500,
  seed: 1,
  selection: { only: [], skip: [] },
  tests,
});

describe('variantRowOf', () => {
  it('is passed when every test passed or was skipped, and some passed', () => {
    const row = variantRowOf(variant, run(test('pass'), test('skip')), 'all');
    expect(row.verdict).toBe('passed');
    expect(row.tests).toEqual({ total: 2, passed: 1, fail: 0, error: 0 });
    expect(row.failures).toEqual([]);
    expect(row.leftOpenBy).toBe(variant.leftOpenBy);
  });

  it('is failed, a false verdict of the suite, when a test failed; the failure is listed with its clauses and reason', () => {
    const row = variantRowOf(
      variant,
      run(
        test('pass'),
        test('fail', 'accountInfo.beneficiary is returned as sent\nmore\n1\n2\n3\n4\n5'),
        test('error', 'set-up'),
      ),
      'all',
    );
    expect(row.verdict).toBe('failed');
    expect(row.files).toBe('all');
    expect(row.failures.map((f) => f.outcome)).toEqual(['fail', 'error']);
    expect(row.failures[0]!.clauses).toEqual(['2.3/usd-account-fields']);
    expect(row.failures[0]!.reason?.split('\n')).toHaveLength(6);
  });

  it('is error when a test reached no verdict, or when nothing passed at all', () => {
    expect(variantRowOf(variant, run(test('pass'), test('error', 'set-up')), 'all').verdict).toBe('error');
    expect(variantRowOf(variant, run(test('skip')), 'all').verdict).toBe('error');
    expect(variantRowOf(variant, run(), 'all').verdict).toBe('error');
  });
});

describe('the variants in the kill-matrix report', () => {
  const passed = variantRowOf(variant, run(test('pass')), 'all');
  const failed = variantRowOf(variantById('members-in-other-order'), run(test('fail', 'order | pipe')), [
    'a.conformance.ts',
  ]);
  const table = variantTableOf([passed, failed]);

  it('counts the verdicts and says them in one line', () => {
    expect(table.summary).toEqual({ total: 2, passed: 1, failed: 1, error: 0, composites: { total: 0, passed: 0 } });
    expect(variantSummaryLine(table)).toBe('1 of 2 conformant variants passed (failed 1, error 0)');
    expect(everyVariantPassed(table)).toBe(false);
  });

  it('counts a composite apart from the variants, and a composite failed whole fails the table', () => {
    const whole = {
      ...variantRowOf(variant, run(test('fail', 'together')), 'all'),
      id: 'composite-1',
      ranIn: 'composite-1',
    };
    const member = { ...passed, ranIn: 'composite-1' };
    const table = variantTableOf([member, whole]);
    expect(table.summary).toEqual({ total: 1, passed: 1, failed: 0, error: 0, composites: { total: 1, passed: 0 } });
    expect(variantSummaryLine(table)).toBe(
      '1 of 1 conformant variants passed (failed 0, error 0; 0 of 1 composites passed whole)',
    );
    expect(everyVariantPassed(table)).toBe(false);
    expect(toKillMatrixMarkdown(killMatrixOf([], { seed: 3, runs: 1, at: new Date() }, table))).toContain(
      '| 1/1 | composite-1 |',
    );
  });

  it('goes into the JSON beside the deviants, and into the Markdown as a table of its own', () => {
    const matrix = killMatrixOf([], { seed: 3, runs: 1, at: new Date('2026-11-28T00:00:00Z') }, table);
    expect(matrix.variants).toBe(table);
    const markdown = toKillMatrixMarkdown(matrix);
    expect(markdown).toContain('# Conformant variants');
    expect(markdown).toContain('1 of 2 conformant variants passed (failed 1, error 0).');
    expect(markdown).toContain(`| extra-members-nested | wire | ${variant.freedom} |`);
    expect(markdown).toContain('| 1/1 | alone | 2.5 |');
    expect(markdown).toContain('| 0/1 | alone, 1 files | 2.5 |');
    expect(markdown).toContain('failed (fail: external-accounts/x.conformance.ts > fail)');
    expect(killMatrixOf([], { seed: 3, runs: 1, at: new Date() }).variants).toBeUndefined();
    expect(toKillMatrixMarkdown(killMatrixOf([], { seed: 3, runs: 1, at: new Date() }))).not.toContain(
      'Conformant variants',
    );
  });
});
