import { describe, expect, it } from 'vitest';
import { firstLine, formatDuration, prettyJson, toSeconds, truncate } from './format.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0 ms'],
    [850, '850 ms'],
    [12_345, '12.3 s'],
    [59_960, '1 min 00.0 s'],
    [365_000, '6 min 05.0 s'],
    [3_723_000, '1 h 02 min 03.0 s'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('toSeconds', () => {
  it('gives seconds with three decimals and never a negative time', () => {
    expect(toSeconds(1234)).toBe('1.234');
    expect(toSeconds(-5)).toBe('0.000');
  });
});

describe('truncate', () => {
  it('keeps short text and says how much of long text was cut', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcdef', 2)).toBe('ab… [4 more characters truncated]');
  });
});

describe('firstLine', () => {
  it('takes the first line and cuts it', () => {
    expect(firstLine('  expected 409\nreceived 200', 100)).toBe('expected 409');
    expect(firstLine('abcdef', 4)).toBe('abc…');
  });
});

describe('prettyJson', () => {
  it('indents JSON objects and arrays', () => {
    expect(prettyJson('{"a":[1,2]}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
  });

  it('leaves other text, and broken JSON, as it is', () => {
    expect(prettyJson('plain')).toBe('plain');
    expect(prettyJson('{"a":')).toBe('{"a":');
    expect(prettyJson('42')).toBe('42');
  });
});
