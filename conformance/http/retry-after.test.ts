import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

describe('retryAfterMs', () => {
  it('reads delta-seconds and caps them', () => {
    expect(retryAfterMs('2', 5000)).toBe(2000);
    expect(retryAfterMs(' 0 ', 5000)).toBe(0);
    expect(retryAfterMs('3600', 5000)).toBe(5000);
  });
  it('reads an HTTP date relative to now, never negative', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:03 GMT', 5000, now)).toBe(3000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', 5000, now)).toBe(0);
  });
  it('waits one second (capped) when the header is missing or unreadable', () => {
    expect(retryAfterMs(undefined, 5000)).toBe(1000);
    expect(retryAfterMs('soon', 5000)).toBe(1000);
    expect(retryAfterMs('-1', 300)).toBe(300);
  });
});
