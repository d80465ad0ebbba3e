import { describe, expect, it } from 'vitest';
import { expectSchema } from './expect-schema.ts';

describe('expectSchema', () => {
  it('accepts a valid FieldError and lists every problem of an invalid one', () => {
    expect(() => expectSchema({ field: 'address.country', message: 'required' }, 'FieldError')).not.toThrow();
    let message = '';
    try {
      expectSchema({ field: 12 }, 'FieldError');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/valid against schema FieldError \(.+\)/);
  });
  it('throws on a schema name the spec does not have', () => {
    expect(() => expectSchema({}, 'NoSuchSchema')).toThrow();
  });
});
