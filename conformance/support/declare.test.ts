import { describe, expect, it } from 'vitest';
import { clauses } from '../../spec/clauses/index.ts';
import {
  BUDGET_RUNS,
  budgetForRuns,
  DEFAULT_TEST_TIMEOUT_MS,
  runsConcurrently,
  validateDeclaration,
  type ConformanceTestMeta,
} from './declare.ts';

const notTestable = clauses.find((c) => c.testability === 'not-testable');

describe('validateDeclaration', () => {
  it('accepts known, testable clauses and known tags', () => {
    expect(() =>
      validateDeclaration('t', { clauses: ['5/basic-auth'], tags: ['slow', 'webhooks'], timeoutMs: 5 }),
    ).not.toThrow();
  });
  it.each([
    [{ clauses: [] }, /cites no clause/],
    [{ clauses: ['5/basic-auht'] }, /unknown clause id "5\/basic-auht"/],
    [{ clauses: ['5/basic-auth', '5/basic-auth'] }, /cites a clause twice/],
    [{ clauses: ['5/basic-auth'], tags: ['fast'] }, /unknown tag "fast"/],
    [{ clauses: ['5/basic-auth'], timeoutMs: 0 }, /timeoutMs must be a positive integer/],
  ])('refuses %j', (meta, message) => {
    expect(() => validateDeclaration('the test', meta as never)).toThrow(message);
  });
  it('refuses a clause the registry marks not-testable', () => {
    expect(notTestable).toBeDefined();
    // The registry's ids are plain strings: a caller outside the typed unions, as JavaScript would be.
    expect(() => validateDeclaration('t', { clauses: [notTestable!.id] } as never)).toThrow(/marked not-testable/);
  });
  it('types clause ids, and still refuses an unknown id from untyped callers', () => {
    // @ts-expect-error a misspelt clause id is not a ClauseId
    const meta: ConformanceTestMeta = { clauses: ['5/basic-auht'] };
    expect(() => validateDeclaration('t', meta)).toThrow(/unknown clause id/);
  });
});

describe('budgetForRuns: a test budget grows with the property runs', () => {
  it('is the declared budget at the default runs, and never less with fewer', () => {
    expect(budgetForRuns(DEFAULT_TEST_TIMEOUT_MS, BUDGET_RUNS)).toBe(DEFAULT_TEST_TIMEOUT_MS);
    expect(budgetForRuns(DEFAULT_TEST_TIMEOUT_MS, 1)).toBe(DEFAULT_TEST_TIMEOUT_MS);
  });
  it('adds the per-run half of the budget for every run beyond the default: --runs 400 gives 8.5 times as long', () => {
    expect(budgetForRuns(120_000, 100)).toBe(60_000 + 2_400 * 100);
    expect(budgetForRuns(120_000, 400)).toBe(1_020_000);
    expect(budgetForRuns(60_000, 50)).toBe(30_000 + 1_200 * 50);
  });
});

describe('runsConcurrently: tests that share state run alone', () => {
  it('runs a test beside others of its file only when the run allows more than one at once', () => {
    expect(runsConcurrently(['sandbox-only', 'moves-money'], 4)).toBe(true);
    expect(runsConcurrently([], 1)).toBe(false);
    expect(runsConcurrently([], undefined)).toBe(false);
  });
  it.each([['webhooks'], ['sandbox-time'], ['platform-config']] as const)('never a test tagged %s', (tag) => {
    expect(runsConcurrently(['sandbox-only', tag], 8)).toBe(false);
  });
});
