/**
 * Safe-by-construction HTML: the `html` template tag escapes every interpolated value unless it is already `SafeHtml`
 * (built by this module). Server text can therefore only ever end up as text.
 */
import { escapeHtml } from './escape.ts';

/** A fragment of HTML known to be safe because it was built by `html` (or is a constant of the writer). */
export class SafeHtml {
  readonly #value: string;
  private constructor(value: string) {
    this.#value = value;
  }
  /** Wraps markup the writer itself authored; never pass data through this. */
  static trusted(markup: string): SafeHtml {
    return new SafeHtml(markup);
  }
  toString(): string {
    return this.#value;
  }
}

/** What may be interpolated: text (escaped), numbers, safe fragments, lists of these; null/undefined/false vanish. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  // Strings, and anything a caller smuggled past the types: escaped as text.
  return escapeHtml(String(value));
}

/** Template tag building HTML with escaped interpolations. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return SafeHtml.trusted(out);
}

/** An `id` attribute value from arbitrary text: whitespace, which ids cannot hold, becomes `_`. */
export function anchorId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/\s/g, '_')}`;
}

/**
 * Text whose backtick-quoted parts (as the clause registry writes field names) become `<code>`; everything stays
 * escaped. Unbalanced backticks are left as they are.
 */
export function textWithCode(text: string): SafeHtml {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return html`${text}`;
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part))}`;
}
