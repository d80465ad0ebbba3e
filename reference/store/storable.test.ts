import { describe, expect, it } from 'vitest';
import { assertStorable, maxStoredDepth, UnstorableDataError } from './storable.ts';

/** `levels` objects nested in one another: the innermost sits at depth `levels - 1`. */
function nested(levels: number): unknown {
  let value: unknown = {};
  for (let level = 1; level < levels; level += 1) value = { inner: value };
  return value;
}

function refusal(value: unknown): UnstorableDataError {
  try {
    assertStorable(value, 'customers row "c1"');
  } catch (error) {
    return error as UnstorableDataError;
  }
  throw new Error('the value was accepted');
}

describe('assertStorable', () => {
  it('accepts JSON data: plain and bare objects, arrays, strings, finite numbers, booleans, null, undefined members', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { n: 1 });
    expect(() =>
      assertStorable({ s: 'x', n: 1.5, b: false, none: null, gone: undefined, list: [1, 'a', null], bare }, 'row'),
    ).not.toThrow();
    expect(() => assertStorable(null, 'row')).not.toThrow();
  });

  it(`accepts objects nested ${maxStoredDepth} levels and refuses one level more`, () => {
    expect(() => assertStorable(nested(maxStoredDepth), 'row')).not.toThrow();
    expect(refusal(nested(maxStoredDepth + 1)).message).toBe(
      `customers row "c1": nested deeper than ${maxStoredDepth} levels`,
    );
  });

  it('refuses what JSON cannot hold as it was, naming the value', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    const cases: [unknown, string][] = [
      [{ n: Number.NaN }, 'a number that is not finite'],
      [[Number.POSITIVE_INFINITY], 'a number that is not finite'],
      [{ at: new Date(0) }, 'an object that is not plain JSON data'],
      [{ f: () => 1 }, 'a function, which JSON cannot hold'],
      [{ s: Symbol('s') }, 'a symbol, which JSON cannot hold'],
      [{ n: 1n }, 'a bigint, which JSON cannot hold'],
      [cycle, `nested deeper than ${maxStoredDepth} levels`],
    ];
    for (const [value, reason] of cases) {
      const error = refusal(value);
      expect(error).toBeInstanceOf(UnstorableDataError);
      expect(error.name).toBe('UnstorableDataError');
      expect(error.message).toBe(`customers row "c1": ${reason}`);
    }
  });
});
