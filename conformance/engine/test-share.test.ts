import { describe, expect, it } from 'vitest';
import { inShare, shareOf, testName } from './test-share.ts';

const names = Array.from({ length: 20 }, (_, i) => testName(`area${i % 3}/f.conformance.ts`, 'Part 5', `test ${i}`));

describe('test shares', () => {
  it('puts every selected test in exactly one of n shards, sizes differing by one at most', () => {
    for (const count of [1, 2, 3, 7, 25]) {
      const shares = Array.from({ length: count }, (_, k) => shareOf(names, { index: k + 1, count }));
      expect(shares.flat().sort()).toEqual([...names].sort());
      const sizes = shares.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('is the same share every time for the same plan', () => {
    expect(shareOf(names, { index: 2, count: 3 })).toEqual(shareOf([...names], { index: 2, count: 3 }));
  });

  it('keeps only the named tests when names are given, none when the list is empty', () => {
    expect(names.filter((n) => inShare(n, { tests: [names[3]!] }))).toEqual([names[3]]);
    expect(names.filter((n) => inShare(n, { tests: [] }))).toEqual([]);
    expect(names.filter((n) => inShare(n, {}))).toEqual(names);
  });

  it('names a test by file, describe chain and title', () => {
    expect(testName('auth/a.conformance.ts', 'Part 5 > inner', 'title')).toBe(
      'auth/a.conformance.ts > Part 5 > inner > title',
    );
    expect(testName('a.conformance.ts', undefined, 't')).toBe('a.conformance.ts > t');
  });
});
