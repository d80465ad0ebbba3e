import { describe, expect, it } from 'vitest';
import { inShare, shardOf, testName } from './test-share.ts';

const names = Array.from({ length: 300 }, (_, i) => testName(`area${i % 7}/f.conformance.ts`, `Part ${i % 5}`, `test ${i}`));

describe('test shares', () => {
  it('puts every test in exactly one of n shards, the same one every time', () => {
    for (const count of [1, 2, 3, 7]) {
      for (const name of names) {
        const holders = Array.from({ length: count }, (_, k) => k + 1).filter((index) => inShare(name, { shard: { index, count } }));
        expect(holders).toEqual([shardOf(name, count)]);
      }
    }
  });

  it('spreads tests over the shards', () => {
    const sizes = [1, 2, 3].map((index) => names.filter((n) => inShare(n, { shard: { index, count: 3 } })).length);
    for (const size of sizes) expect(size).toBeGreaterThan(60);
  });

  it('keeps only the named tests when names are given, within the shard', () => {
    const [a, b] = names;
    expect(names.filter((n) => inShare(n, { tests: [a!] }))).toEqual([a]);
    const shard = { index: shardOf(b!, 2), count: 2 };
    expect(inShare(b!, { tests: [b!], shard })).toBe(true);
    expect(inShare(b!, { tests: [b!], shard: { index: 3 - shard.index, count: 2 } })).toBe(false);
  });

  it('names a test by file, describe chain and title', () => {
    expect(testName('auth/a.conformance.ts', 'Part 5 > inner', 'title')).toBe('auth/a.conformance.ts > Part 5 > inner > title');
    expect(testName('a.conformance.ts', undefined, 't')).toBe('a.conformance.ts > t');
  });
});
