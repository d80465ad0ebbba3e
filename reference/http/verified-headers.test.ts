import { describe, expect, it } from 'vitest';
import { VerifiedHeaders } from './verified-headers.ts';

describe('VerifiedHeaders', () => {
  it('knows exactly the headers added: not a prefix, not another case, not a longer one', () => {
    const verified = new VerifiedHeaders();
    expect(verified.has('Basic YTpi')).toBe(false);
    verified.add('Basic YTpi');
    expect(verified.has('Basic YTpi')).toBe(true);
    for (const other of ['Basic YTp', 'basic YTpi', 'Basic YTpi ', 'Basic YTpiYw==', ''])
      expect(verified.has(other)).toBe(false);
  });

  it('holds at most its capacity, forgetting the oldest; adding a known header again does not count twice', () => {
    const verified = new VerifiedHeaders(2);
    verified.add('one');
    verified.add('one');
    verified.add('two');
    expect(verified.size).toBe(2);
    verified.add('three');
    expect(verified.size).toBe(2);
    expect([verified.has('one'), verified.has('two'), verified.has('three')]).toEqual([false, true, true]);
  });

  it('forgets everything on clear(), and refuses a capacity that is not a positive integer', () => {
    const verified = new VerifiedHeaders();
    verified.add('one');
    verified.clear();
    expect(verified.has('one')).toBe(false);
    expect(verified.size).toBe(0);
    for (const capacity of [0, -1, 1.5, Number.NaN]) expect(() => new VerifiedHeaders(capacity)).toThrow(/capacity/);
  });
});
