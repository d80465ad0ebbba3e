import { describe, expect, it } from 'vitest';
import { chainPath, chainSeed, chainStride, parseChainPath, planChains } from './run-chains.ts';

describe('planChains', () => {
  it('makes numRuns runs in all, evenly spread, chain 0 first', () => {
    expect(planChains(25, 3, 4)).toEqual([7, 6, 6, 6]);
    expect(planChains(10, 0, 3)).toEqual([4, 3, 3]);
    for (const [n, e, k] of [[25, 3, 4], [100, 40, 4], [7, 2, 8], [1, 0, 4]] as const) {
      expect(planChains(n, e, k).reduce((a, b) => a + b, 0)).toBe(n);
    }
  });

  it('gives chain 0 every fixed example, and no chain zero runs', () => {
    expect(planChains(25, 12, 4)).toEqual([12, 5, 4, 4]);
    expect(planChains(3, 0, 8)).toEqual([1, 1, 1]);
    expect(planChains(100, 40, 4)[0]).toBe(40);
  });

  it('is one chain when asked for one, or when the fixed examples take every run', () => {
    expect(planChains(25, 3, 1)).toEqual([25]);
    expect(planChains(25, 25, 4)).toEqual([25]);
    expect(planChains(5, 9, 4)).toEqual([5]);
  });
});

describe('chain seeds and paths', () => {
  it('keeps the run seed for chain 0 and derives distinct 32-bit seeds for the others', () => {
    expect(chainSeed(1234, 0)).toBe(1234);
    const seeds = [1, 2, 3, 4].map((i) => chainSeed(1234, i));
    expect(new Set([1234, ...seeds]).size).toBe(5);
    for (const s of seeds) expect(s).toBe(s | 0);
  });

  it('names the chain in the first segment of the path, and reads it back', () => {
    expect(chainPath(0, '4:1:0')).toBe('4:1:0');
    expect(chainPath(3, '4:1:0')).toBe(`${3 * chainStride + 4}:1:0`);
    expect(parseChainPath(chainPath(3, '4:1:0'))).toEqual({ chain: 3, path: '4:1:0' });
    expect(parseChainPath(chainPath(2, '0'))).toEqual({ chain: 2, path: '0' });
    expect(parseChainPath('4:1:0')).toEqual({ chain: 0, path: '4:1:0' });
  });
});
