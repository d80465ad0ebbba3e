import { describe, expect, it } from 'vitest';
import { chainPath, chainSeed, chainStride, parseChainPath, planChains } from './run-chains.ts';

describe('planChains', () => {
  it('makes numRuns draws in all, evenly spread, chain 0 first', () => {
    expect(planChains(25, 4)).toEqual([7, 6, 6, 6]);
    expect(planChains(10, 3)).toEqual([4, 3, 3]);
    for (const [n, k] of [
      [25, 4],
      [100, 4],
      [7, 8],
      [1, 4],
    ] as const) {
      expect(planChains(n, k).reduce((a, b) => a + b, 0)).toBe(n);
    }
  });

  it('makes no chain of zero draws, and one chain when asked for one', () => {
    expect(planChains(3, 8)).toEqual([1, 1, 1]);
    expect(planChains(25, 1)).toEqual([25]);
    expect(planChains(0, 4)).toEqual([0]);
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
