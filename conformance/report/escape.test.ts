import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  escapeMarkdownInline,
  escapeMarkdownWithCode,
  escapeXmlAttr,
  escapeXmlText,
  makeVisible,
  toConsoleLine,
} from './escape.ts';

/** Characters XML 1.0 allows (production [2] Char). */
const xmlChar = /^[\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

const hostile = 'a\u0000b\u001b[31mred\u0007\u000B\u000C\u007F\u0085\uFFFE\uFFFF\uD800x\uDC00\u202Eevil';

describe('makeVisible', () => {
  it('spells out controls, non-characters, bidi overrides and lone surrogates', () => {
    expect(makeVisible('\u0000\u001b\u202E\uD800')).toBe('\\u0000\\u001b\\u202e\\ud800');
  });

  it('keeps tab, line breaks, ordinary text and valid surrogate pairs', () => {
    const text = 'tab\tline\ncr\r é € 😀 日本';
    expect(makeVisible(text)).toBe(text);
  });
});

describe('escapeXmlText', () => {
  it('leaves only characters XML 1.0 allows', () => {
    const out = escapeXmlText(hostile);
    expect(out).toMatch(xmlChar);
    expect(out).toContain('\\u001b[31mred');
  });

  it('escapes markup and keeps carriage returns as references', () => {
    expect(escapeXmlText('<a href="x">&</a>\r\n')).toBe('&lt;a href="x"&gt;&amp;&lt;/a&gt;&#13;\n');
  });
});

describe('escapeXmlAttr', () => {
  it('escapes both quote kinds and keeps whitespace as references', () => {
    expect(escapeXmlAttr(`"'<&>\n\t`)).toBe('&quot;&apos;&lt;&amp;&gt;&#10;&#9;');
  });

  it('leaves only characters XML 1.0 allows', () => {
    expect(escapeXmlAttr(hostile)).toMatch(xmlChar);
  });
});

describe('escapeHtml', () => {
  it('neutralises a script injection', () => {
    const out = escapeHtml('<script>alert("x")</script><img src=x onerror=\'y\'>');
    expect(out).not.toMatch(/[<>"']/);
    expect(out).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;y&#39;&gt;');
  });

  it('makes controls visible', () => {
    expect(escapeHtml('a\u0000b')).toBe('a\\u0000b');
  });
});

describe('escapeMarkdownInline', () => {
  it('cannot open a link, an image, HTML or a new table cell', () => {
    const out = escapeMarkdownInline('![x](http://evil) [y](z) <b>bold</b> | col *a* _b_ `c` &amp; ~~d~~ \\');
    expect(out).toBe(
      '!\\[x\\](http://evil) \\[y\\](z) &lt;b>bold&lt;/b> \\| col \\*a\\* \\_b\\_ \\`c\\` &amp;amp; \\~\\~d\\~\\~ \\\\',
    );
  });

  it('is one line', () => {
    expect(escapeMarkdownInline('a\n\n  b\r\nc')).toBe('a b c');
  });
});

describe('toConsoleLine', () => {
  it('removes terminal escapes and line breaks', () => {
    expect(toConsoleLine('x\u001b[2J\n  y\u009b')).toBe('x\\u001b[2J y\\u009b');
  });
});

describe('escapeMarkdownWithCode', () => {
  it('keeps balanced code spans and escapes the rest', () => {
    expect(escapeMarkdownWithCode('`AuthMethod.id` has the form `AuthMethod:<uuid>` [x]')).toBe(
      '`AuthMethod.id` has the form `AuthMethod:<uuid>` \\[x\\]',
    );
  });

  it('escapes table borders inside code spans, and treats unbalanced backticks as text', () => {
    expect(escapeMarkdownWithCode('`a|b` c')).toBe('`a\\|b` c');
    expect(escapeMarkdownWithCode('a `b <c>')).toBe('a \\`b &lt;c>');
  });
});
