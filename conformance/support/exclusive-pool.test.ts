import { describe, expect, it } from 'vitest';
import { ExclusivePool } from './exclusive-pool.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ExclusivePool', () => {
  it('never lends one item to two callers at once, and lends every item', async () => {
    const pool = new ExclusivePool(['a', 'b']);
    const held = new Set<string>();
    const used = new Set<string>();
    let most = 0;
    await Promise.all(
      [5, 1, 4, 2, 3, 1].map((ms) =>
        pool.with(async (item) => {
          expect(held.has(item)).toBe(false);
          held.add(item);
          used.add(item);
          most = Math.max(most, held.size);
          await tick(ms);
          held.delete(item);
        }),
      ),
    );
    expect(most).toBe(2);
    expect([...used].sort()).toEqual(['a', 'b']);
  });

  it('hands the item back when the caller fails, and answers what the caller answers', async () => {
    const pool = new ExclusivePool([1]);
    await expect(pool.with(async () => Promise.reject(new Error('run failed')))).rejects.toThrow('run failed');
    expect(await pool.with(async (n) => n + 1)).toBe(2);
  });

  it('refuses an empty pool', () => {
    expect(() => new ExclusivePool([])).toThrow('at least one item');
  });
});
