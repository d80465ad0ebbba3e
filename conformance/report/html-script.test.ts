import { describe, expect, it } from 'vitest';
import { filterScript } from './html-script.ts';

describe('filterScript', () => {
  it('is valid JavaScript', () => {
    expect(() => new Function(filterScript)).not.toThrow();
  });

  it('cannot close the script element and fetches nothing', () => {
    expect(filterScript).not.toMatch(/<\/script|<!--/i);
    expect(filterScript).not.toMatch(/fetch|XMLHttpRequest|import\(|src\s*=/);
  });

  it('runs without a filter bar (no DOM elements found)', () => {
    const document = { getElementById: () => null };
    expect(() =>
      new Function('document', 'window', 'location', filterScript)(document, {}, { hash: '' }),
    ).not.toThrow();
  });
});
