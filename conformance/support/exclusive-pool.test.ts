import { describe, expect, it } from 'vitest';
import { ExclusivePool } from './exclusive-pool.ts';

/** Yields to the event loop `turns` times: callers hold their item for different spans, with no clock involved. */
const tick = async (turns: number) => {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('ExclusivePool', () => {
  it('never lends one item to two callers at once, and lends every item', async () => {
    const pool = new ExclusivePool(['a', 'b']);
    const held = new Set<string>();
    const used = new Set<string>();
    let most = 0;
    await Promise.all(
      [5, 1, 4, 2, 3, 1].map((turns) =>
        pool.with(async (item) => {
          expect(held.has(item)).toBe(false);
          held.add(item);
          used.add(item);
          most = Math.max(most, held.size);
          await tick(turns);
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
