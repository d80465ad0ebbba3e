import { describe, expect, it } from 'vitest';
import { helpTable, helpWidth, paragraphs, wrap } from './help-text.ts';

describe('wrap', () => {
  it('breaks at word boundaries within the width, each line indented', () => {
    expect(wrap('aaa bbb ccc ddd', '  ', 9)).toEqual(['  aaa bbb', '  ccc ddd']);
    expect(wrap('one', '', 80)).toEqual(['one']);
    expect(wrap('', '  ')).toEqual([]);
  });
  it('keeps a word longer than the width whole, on a line of its own', () => {
    expect(wrap('a verylongword b', '', 6)).toEqual(['a', 'verylongword', 'b']);
  });
});

describe('helpTable', () => {
  it('puts the option and its variable on one line and the text below, all within the width', () => {
    const text = helpTable([
      'Target',
      [
        '--base-url <url>',
        'base URL of the deployment, ending in the version segment '.repeat(3),
        'CONFORMANCE_BASE_URL',
      ],
      ['--list', 'print the selection', ''],
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Target');
    expect(lines[1]).toBe('  --base-url <url>  [CONFORMANCE_BASE_URL]');
    expect(lines[2]).toMatch(/^ {6}base URL of the deployment/);
    expect(lines).toContain('  --list');
    expect(lines.at(-1)).toBe('      print the selection');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(helpWidth);
  });
});

describe('paragraphs', () => {
  it('wraps each paragraph and keeps the blank line between them', () => {
    expect(
      paragraphs(`${'word '.repeat(30)}\n\nsecond`)
        .split('\n\n')
        .at(-1),
    ).toBe('second');
    expect(
      Math.max(
        ...paragraphs('word '.repeat(60))
          .split('\n')
          .map((l) => l.length),
      ),
    ).toBeLessThanOrEqual(helpWidth);
  });
});
