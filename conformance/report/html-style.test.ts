import { describe, expect, it } from 'vitest';
import { outcomeLabel, outcomeOrder, stylesheet } from './html-style.ts';

describe('stylesheet', () => {
  it('gives every outcome a colour class and a label', () => {
    for (const outcome of outcomeOrder) {
      expect(stylesheet).toMatch(new RegExp(`\\.o-${outcome} \\{ background: `));
      expect(outcomeLabel[outcome]).toBe(outcome.toUpperCase());
    }
    expect(outcomeOrder).toHaveLength(6);
  });

  it('has balanced braces and cannot close the style element', () => {
    expect(stylesheet.split('{').length).toBe(stylesheet.split('}').length);
    expect(stylesheet).not.toMatch(/<\/style/i);
  });

  it('loads nothing from outside the file', () => {
    expect(stylesheet).not.toMatch(/url\(|@import/);
  });
});
