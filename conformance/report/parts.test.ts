import { describe, expect, it } from 'vitest';
import { documentParts, partLabel, partLabelOfSection } from './parts.ts';

describe('partLabel', () => {
  it('names every part of the document, 1 to 9', () => {
    expect(Object.keys(documentParts)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(partLabel('7')).toBe('Part 7: Errors');
  });

  it('falls back to the number for a part it does not know', () => {
    expect(partLabel('12')).toBe('Part 12');
  });

  it('finds the part of a section', () => {
    expect(partLabelOfSection('3.10')).toBe('Part 3: States and transitions');
  });
});
