import { describe, expect, it } from 'vitest';
import type { ConformanceSession } from '../../conformance/engine/session.ts';
import { openLanes, sharesOf } from './lanes.ts';

/** A session that runs nothing: `each` hands it to the task, which says which lane it came from. */
function fakeSession(): ConformanceSession {
  return {
    run: () => Promise.reject(new Error('not run here')),
    threadsStarted: () => 0,
    close: () => Promise.resolve(),
  };
}

const tick = () => new Promise((done) => setTimeout(done, 1));

describe('openLanes', () => {
  it('runs as many tasks at once as there are lanes, and answers in item order', async () => {
    const lanes = await openLanes(2, async () => fakeSession());
    let running = 0;
    let most = 0;
    const results = await lanes.each([5, 1, 3, 2, 4], async (_session, n) => {
      running += 1;
      most = Math.max(most, running);
      for (let i = 0; i < n; i += 1) await tick();
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 30, 20, 40]);
    expect(most).toBe(2);
    await lanes.close();
  });

  it('gives each lane a session of its own', async () => {
    const lanes = await openLanes(3, async () => fakeSession());
    expect(new Set(lanes.sessions).size).toBe(3);
    const seen = new Set(
      await lanes.each([1, 2, 3, 4, 5, 6], async (session) => {
        await tick();
        return session;
      }),
    );
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('sharesOf', () => {
  const files = Array.from({ length: 20 }, (_, i) => `f${String(i).padStart(2, '0')}.ts`);
  const cost = (file: string) => Number(file.slice(1, 3));

  it('shares every file once, the costliest first, single files at the end', () => {
    const shares = sharesOf(files, cost, 2);
    expect(shares.flat().sort()).toEqual(files);
    expect(shares[0]![0]).toBe('f19.ts');
    expect(shares[0]!.length).toBeGreaterThan(1);
    expect(shares.at(-1)).toHaveLength(1);
    const sizes = shares.map((s) => s.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('gives one file a share of its own', () => {
    expect(sharesOf(['a.ts'], () => 1, 2)).toEqual([['a.ts']]);
  });
});
