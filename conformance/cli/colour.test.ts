import { describe, expect, it } from 'vitest';
import { colourEnabled, palette } from './colour.ts';

describe('colourEnabled', () => {
  it('follows the terminal when neither variable is set', () => {
    expect(colourEnabled({}, true)).toBe(true);
    expect(colourEnabled({}, false)).toBe(false);
  });
  it('NO_COLOR (non-empty) turns colour off, even with FORCE_COLOR', () => {
    expect(colourEnabled({ NO_COLOR: '1' }, true)).toBe(false);
    expect(colourEnabled({ NO_COLOR: '1', FORCE_COLOR: '1' }, true)).toBe(false);
    expect(colourEnabled({ NO_COLOR: '' }, true)).toBe(true);
  });
  it('FORCE_COLOR turns it on without a terminal, except 0 or false', () => {
    expect(colourEnabled({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colourEnabled({ FORCE_COLOR: '' }, false)).toBe(true);
    expect(colourEnabled({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(colourEnabled({ FORCE_COLOR: 'false' }, true)).toBe(false);
  });
});

describe('palette', () => {
  it('wraps text in SGR codes only when enabled', () => {
    expect(palette(true).fail('FAIL')).toBe('\u001b[31mFAIL\u001b[39m');
    expect(palette(true).pass('PASS')).toBe('\u001b[32mPASS\u001b[39m');
    expect(palette(false).fail('FAIL')).toBe('FAIL');
  });
});
