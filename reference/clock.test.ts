import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock, createSandboxClock, systemClock } from './clock.ts';

afterEach(() => vi.useRealTimers());

describe('clocks', () => {
  it('the system clock follows wall time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a manual clock moves only when told, and cannot be moved through the dates it returns', async () => {
    const clock = createManualClock(new Date('2026-01-01T00:00:00.000Z'));
    const first = clock.now();
    first.setUTCFullYear(1999);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    void clock.advance(30_000);
    // The move is made before advance returns; only the observers are awaited.
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:30.000Z');
    await clock.set(new Date('2027-05-05T05:05:05.000Z'));
    expect(clock.now().toISOString()).toBe('2027-05-05T05:05:05.000Z');
    expect(() => clock.advance(-1)).toThrow();
    expect(() => clock.advance(Number.NaN)).toThrow();
  });

  it('the sandbox clock is real time plus an offset that only grows', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00.000Z'), toFake: ['Date'] });
    const clock = createSandboxClock();
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    vi.setSystemTime(new Date('2026-01-01T00:00:08.800Z'));
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:08.800Z');
    await clock.advance(360_000);
    expect(clock.offsetMs()).toBe(360_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:06:08.800Z');
    vi.setSystemTime(new Date('2026-01-01T00:00:10.000Z'));
    expect(clock.now().toISOString()).toBe('2026-01-01T00:06:10.000Z');
    expect(() => clock.advance(-1)).toThrow();
    expect(clock.offsetMs()).toBe(360_000);
  });

  it('a jump completes once every observer has settled, and reports an observer that failed', async () => {
    const clock = createSandboxClock(createManualClock(new Date('2026-01-01T00:00:00.000Z')));
    const seen: string[] = [];
    const unsubscribe = clock.onJump(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(clock.now().toISOString());
    });
    await clock.advance(1_000);
    expect(seen).toEqual(['2026-01-01T00:00:01.000Z']);
    unsubscribe();
    await clock.advance(1_000);
    expect(seen).toHaveLength(1);
    clock.onJump(() => {
      throw new Error('observer failed');
    });
    await expect(clock.advance(1)).rejects.toThrow('observer failed');
  });
});
