import { describe, expect, it } from 'vitest';
import { clauses } from '../../spec/clauses/index.ts';
import { validateDeclaration, type ConformanceTestMeta } from './declare.ts';

const notTestable = clauses.find((c) => c.testability === 'not-testable');

describe('validateDeclaration', () => {
  it('accepts known, testable clauses and known tags', () => {
    expect(() => validateDeclaration('t', { clauses: ['5/basic-auth'], tags: ['slow', 'webhooks'], timeoutMs: 5 })).not.toThrow();
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
