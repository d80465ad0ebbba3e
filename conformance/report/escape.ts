/**
 * Escaping for the report formats. Reports quote what servers under test sent back, so every string that reaches a
 * report is treated as hostile: markup is escaped and invisible or illegal characters are made visible.
 */

/**
 * Characters replaced by a visible `\uXXXX` spelling:
 * - C0 controls except tab, line feed and carriage return (illegal in XML 1.0, terminal escape sequences);
 * - DEL and the C1 controls (discouraged in XML, some terminals act on them);
 * - U+FFFE and U+FFFF (illegal in XML 1.0);
 * - bidirectional overrides and isolates, which can make a report show text in another order than it was sent;
 * - lone surrogates (not characters at all; illegal in XML and unencodable in UTF-8).
 */
const invisible =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const visibleCodeUnit = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Replaces control characters, bidi overrides, non-characters and lone surrogates by their `\uXXXX` spelling. */
export function makeVisible(text: string): string {
  return text.replace(invisible, visibleCodeUnit);
}

const xmlTextEntities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const xmlAttrEntities: Readonly<Record<string, string>> = {
  ...xmlTextEntities,
  '"': '&quot;',
  "'": '&apos;',
  // A parser normalises literal whitespace in attribute values to spaces; character references survive.
  '\n': '&#10;',
  '\t': '&#9;',
};

/** Escapes text for XML 1.0 element content; the result contains only characters XML 1.0 allows. */
export function escapeXmlText(text: string): string {
  return makeVisible(text).replace(/[&<>\r]/g, (c) => xmlTextEntities[c] ?? c);
}

/** Escapes text for a double- or single-quoted XML 1.0 attribute value, keeping line breaks and tabs. */
export function escapeXmlAttr(text: string): string {
  return makeVisible(text).replace(/[&<>"'\r\n\t]/g, (c) => xmlAttrEntities[c] ?? c);
}

const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return makeVisible(text).replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);
}

/**
 * Escapes text for the middle of a Markdown line (a table cell or a list item after its marker): the characters
 * that could start emphasis, code, a link or image (`[`), raw HTML (`<`), an entity (`&`) or a new table column are
 * escaped, so a hostile message shows as the text it is; line breaks become spaces because a cell is one line.
 * Line-start syntax (`#`, `>`, `-`) needs no escape because the writers never put this text at a line start.
 */
export function escapeMarkdownInline(text: string): string {
  return makeVisible(text)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/[&<]/g, (c) => htmlEntities[c] ?? c)
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`);
}

/** Makes text safe for one terminal line: no control characters, no line breaks, runs of whitespace collapsed. */
export function toConsoleLine(text: string): string {
  return makeVisible(text.replace(/\s+/g, ' ')).trim();
}

/**
 * Like `escapeMarkdownInline`, but balanced backtick-quoted parts (as the clause registry writes field names) stay
 * code spans. Inside a code span nothing is markup, except `|`, which a table would still take as a cell border.
 */
export function escapeMarkdownWithCode(text: string): string {
  const parts = makeVisible(text)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .split('`');
  if (parts.length % 2 === 0) return escapeMarkdownInline(text);
  return parts
    .map((part, i) =>
      i % 2 === 1 ? (part === '' ? '' : `\`${part.replace(/\|/g, '\\|')}\``) : escapeMarkdownInline(part),
    )
    .join('');
}
