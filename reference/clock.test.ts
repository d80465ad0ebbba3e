import { describe, expect, it } from 'vitest';
import { createManualClock, systemClock } from './clock.ts';

describe('clocks', () => {
  it('the system clock follows wall time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a manual clock moves only when told, and cannot be moved through the dates it returns', () => {
    const clock = createManualClock(new Date('2026-01-01T00:00:00.000Z'));
    const first = clock.now();
    first.setUTCFullYear(1999);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.advance(30_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:30.000Z');
    clock.set(new Date('2027-05-05T05:05:05.000Z'));
    expect(clock.now().toISOString()).toBe('2027-05-05T05:05:05.000Z');
    expect(() => clock.advance(-1)).toThrow();
  });
});
