import { describe, expect, it } from 'vitest';
import { compareSections, partOf } from './sections.ts';

describe('compareSections', () => {
  it('sorts numerically, component by component', () => {
    const sorted = ['2.10', '3', '2.9', '10.1', '2.1', '3.1', '9'].sort(compareSections);
    expect(sorted).toEqual(['2.1', '2.9', '2.10', '3', '3.1', '9', '10.1']);
  });

  it('puts non-numeric components after numeric ones', () => {
    expect(['x', '2', '1'].sort(compareSections)).toEqual(['1', '2', 'x']);
    expect(compareSections('4.a', '4.1')).toBeGreaterThan(0);
  });

  it('says equal sections are equal', () => {
    expect(compareSections('4.5', '4.5')).toBe(0);
  });
});

describe('partOf', () => {
  it('is the first component of the section', () => {
    expect(partOf('3.2')).toBe('3');
    expect(partOf('9')).toBe('9');
  });
});
