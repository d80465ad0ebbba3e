import { describe, expect, it } from 'vitest';
import { anchorId, html, SafeHtml, textWithCode } from './html-builder.ts';

describe('html', () => {
  it('escapes interpolated text, including in attributes', () => {
    const hostile = '"><script>x()</script>';
    expect(html`<a title="${hostile}">${hostile}</a>`.toString()).toBe(
      '<a title="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;">&quot;&gt;&lt;script&gt;x()&lt;/script&gt;</a>',
    );
  });

  it('keeps safe fragments, joins lists and drops empty values', () => {
    const items = ['a<', 'b'].map((t) => html`<li>${t}</li>`);
    expect(html`<ul>${items}${null}${undefined}${false}${0}</ul>`.toString()).toBe(
      '<ul><li>a&lt;</li><li>b</li>0</ul>',
    );
  });

  it('only trusts what it built', () => {
    expect(SafeHtml.trusted('<b>').toString()).toBe('<b>');
    const fake = { toString: () => '<script>' } as unknown as string;
    expect(html`${fake}`.toString()).not.toContain('<script>');
  });
});

describe('anchorId', () => {
  it('keeps clause ids readable and removes whitespace', () => {
    expect(anchorId('clause', '3.3/closed-to-closed-rejected')).toBe('clause-3.3/closed-to-closed-rejected');
    expect(anchorId('clause', 'a b\tc')).toBe('clause-a_b_c');
  });
});

describe('textWithCode', () => {
  it('turns backtick-quoted parts into escaped code', () => {
    expect(textWithCode('`AuthMethod.id` has the form `AuthMethod:<uuid>`').toString()).toBe(
      '<code>AuthMethod.id</code> has the form <code>AuthMethod:&lt;uuid&gt;</code>',
    );
  });

  it('leaves unbalanced backticks as text', () => {
    expect(textWithCode('a `b <c>').toString()).toBe('a `b &lt;c&gt;');
  });
});
