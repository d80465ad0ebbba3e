import { describe, expect, test } from 'vitest';
import { inScope, mutateFor, reportLabel, splitArguments } from './arguments.ts';

describe('splitArguments', () => {
  test('takes --scope (both spellings) and --survivors, passes everything else to Stryker in order', () => {
    expect(
      splitArguments(['--scope', 'reference/customers', '--concurrency', '1', '--scope=reference/http', '--survivors']),
    ).toEqual({
      scopes: ['reference/customers', 'reference/http'],
      survivors: true,
      unit: undefined,
      stryker: ['--concurrency', '1'],
    });
  });

  test('takes --unit (both spellings) and --harness, the harness group by name', () => {
    expect(splitArguments(['--unit', 'store', '--concurrency', '2'])).toEqual({
      scopes: [],
      survivors: false,
      unit: 'store',
      stryker: ['--concurrency', '2'],
    });
    expect(splitArguments(['--unit=store']).unit).toBe('store');
    expect(splitArguments(['--harness']).unit).toBe('harness');
  });

  test('rejects --unit without a value', () => {
    expect(() => splitArguments(['--unit'])).toThrow('--unit needs the name of a unit group');
  });

  test('rejects --scope without a value', () => {
    expect(() => splitArguments(['--scope'])).toThrow('--scope needs a directory or glob');
  });
});

describe('mutateFor', () => {
  const configured = ['reference/**/*.ts', '!reference/**/*.test.ts', '!reference/main.ts'];

  test('a directory stands for its .ts files; the configured exclusions follow, the configured inclusions do not', () => {
    const isDirectory = (path: string) => path === 'reference/customers';
    expect(mutateFor(['reference/customers/', 'reference/http/*.ts'], configured, isDirectory)).toBe(
      'reference/customers/**/*.ts,reference/http/*.ts,!reference/**/*.test.ts,!reference/main.ts',
    );
  });
});

describe('reportLabel', () => {
  test('names the scopes without reference/, separators and globs as -, joined with +; all without a scope', () => {
    expect(reportLabel([])).toBe('all');
    expect(reportLabel(['reference/customers/'])).toBe('customers');
    expect(reportLabel(['./reference/http', 'reference/wallet/*.ts'])).toBe('http+wallet-.ts');
    expect(reportLabel(['reference'])).toBe('reference');
  });

  test('never leaves the report directory', () => {
    for (const label of [reportLabel(['../../etc']), reportLabel(['reference/../..'])]) {
      expect(label).not.toMatch(/\//);
      expect(label).not.toMatch(/^\./);
    }
  });
});

describe('inScope', () => {
  const isDirectory = (path: string) => path === 'reference/sandbox' || path === 'reference/http';
  test('a directory holds the files under it, not a sibling that shares its prefix', () => {
    const sandbox = inScope('./reference/sandbox/', isDirectory);
    expect(sandbox('reference/sandbox/routes.ts')).toBe(true);
    expect(sandbox('reference/sandbox/deep/x.ts')).toBe(true);
    expect(sandbox('reference/sandbox-extra/routes.ts')).toBe(false);
    expect(sandbox('reference/sandbox.ts')).toBe(false);
  });
  test('a glob: ** spans directories, * and ? stay within a segment, other characters are literal', () => {
    expect(inScope('reference/**/*.ts', isDirectory)('reference/a/b/c.ts')).toBe(true);
    expect(inScope('reference/**/*.ts', isDirectory)('reference/c.ts')).toBe(true);
    expect(inScope('reference/http/*.ts', isDirectory)('reference/http/a/b.ts')).toBe(false);
    expect(inScope('reference/http/*.ts', isDirectory)('reference/http/b.ts')).toBe(true);
    expect(inScope('reference/a?.ts', isDirectory)('reference/ab.ts')).toBe(true);
    expect(inScope('reference/a.ts', isDirectory)('reference/abts')).toBe(false);
  });
});
