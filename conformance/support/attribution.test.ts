import { describe, expect, it } from 'vitest';
import { attribute, clausesOf, tagError } from './attribution.ts';

describe('attribution', () => {
  it('tags what a check throws with its clauses and rethrows it', () => {
    const thrown = (() => {
      try {
        attribute(['7/envelope-required-members'], () => {
          throw new Error('no message member');
        });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(Error);
    expect(clausesOf(thrown)).toEqual(['7/envelope-required-members']);
  });

  it('keeps the innermost tag when checks nest', () => {
    try {
      attribute(['5/basic-auth'], () => attribute(['7/envelope-required-members'], () => expect(1).toBe(2)));
    } catch (error) {
      expect(clausesOf(error)).toEqual(['7/envelope-required-members']);
      return;
    }
    throw new Error('the nested check did not throw');
  });

  it('returns the value of a passing check and tags nothing', () => {
    expect(attribute(['5/basic-auth'], () => 42)).toBe(42);
  });

  it('survives structured cloning (vitest sends errors from workers)', () => {
    const error = new Error('x');
    tagError(error, ['9/version-segment']);
    const copy = structuredClone({ ...error, message: error.message }) as unknown;
    expect(clausesOf(copy)).toEqual(['9/version-segment']);
  });

  it('ignores values that are not objects and malformed tags', () => {
    tagError('a string', ['x/y']);
    expect(clausesOf('a string')).toBeUndefined();
    expect(clausesOf({ conformanceClauses: [1, 2] })).toBeUndefined();
  });
});
