import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestTimeoutError } from '../engine/setup-error.ts';
import { loadFactor, maxLoadFactor, startTimeBudget, widenedForLoad } from './time-budget.ts';

afterEach(() => vi.useRealTimers());

/** Whether a promise has settled, after pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the load factor', () => {
  it('is the load per core, from 1 to the cap', () => {
    expect(loadFactor(0.5, 2)).toBe(1);
    expect(loadFactor(5, 2)).toBe(2.5);
    expect(loadFactor(23, 2)).toBe(maxLoadFactor);
    expect(loadFactor(3, 0)).toBe(3);
    expect(widenedForLoad(120_000, 2.5)).toBe(300_000);
    expect(widenedForLoad(120_000, 1)).toBe(120_000);
  });
});

describe('a time budget', () => {
  it('expires after its time, with a TestTimeoutError', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const budget = startTimeBudget(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(budget.expired)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(budget.expired).rejects.toBeInstanceOf(TestTimeoutError);
  });

  it('does not count a wait for another test, and bounds that wait on its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const budget = startTimeBudget(1_000);
    await vi.advanceTimersByTimeAsync(400);
    let grant: (value: string) => void = () => undefined;
    const turn = budget.outside(
      new Promise<string>((resolve) => (grant = resolve)),
      60_000,
      () => new Error('too long'),
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await settled(budget.expired)).toBe(false);
    grant('granted');
    expect(await turn).toBe('granted');
    await vi.advanceTimersByTimeAsync(599);
    expect(await settled(budget.expired)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(budget.expired).rejects.toBeInstanceOf(TestTimeoutError);

    const other = startTimeBudget(1_000);
    const endless = other.outside(new Promise<never>(() => undefined), 5_000, () => new Error('waited too long'));
    endless.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(endless).rejects.toThrow('waited too long');
    other.clear();
  });
});
