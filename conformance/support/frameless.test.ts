import { describe, expect, it } from 'vitest';
import { frameless } from './frameless.ts';

describe('a failure without frames', () => {
  it('keeps name and message, drops the frames, its causes too, and keeps the same object', () => {
    const cause = new TypeError('the answer had no id');
    const error = new Error('set-up "create a customer" failed', { cause });
    expect(error.stack).toMatch(/\n\s+at /);
    expect(frameless(error)).toBe(error);
    expect(error.stack).toBe('Error: set-up "create a customer" failed');
    expect(cause.stack).toBe('TypeError: the answer had no id');
    expect(error.message).toBe('set-up "create a customer" failed');
  });

  it('leaves a thrown value that is not an error as it is', () => {
    expect(frameless('plain')).toBe('plain');
    const cyclic = new Error('loop');
    cyclic.cause = cyclic;
    expect(frameless(cyclic).stack).toBe('Error: loop');
  });
});
