import { describe, expect, it } from 'vitest';
import { mergeDisjoint } from './merge.ts';

describe('mergeDisjoint', () => {
  it('joins the parts, and refuses a name two parts give', () => {
    expect(mergeDisjoint('schema', [{ A: 1 }, { B: 2 }])).toEqual({ A: 1, B: 2 });
    expect(() => mergeDisjoint('schema', [{ A: 1 }, { A: 2 }])).toThrow('production schema A is given twice');
  });
});
