/**
 * Help text that fits an 80-column terminal: prose wrapped at word boundaries, and option tables laid out as the
 * option with its environment variable on one line and what it does indented below.
 */

/** The width every help line fits in. */
export const helpWidth = 80;

/** `text` wrapped into lines of at most `width` characters, each starting with `indent` (a longer word stays whole). */
export function wrap(text: string, indent = '', width = helpWidth): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(indent + line);
  return lines;
}

/** A help row: the option, what it does, its environment variable (or ''); a plain string is a section heading. */
export type HelpRow = readonly [string, string, string] | string;

export function helpTable(rows: readonly HelpRow[]): string {
  return rows
    .flatMap((r) => {
      if (typeof r === 'string') return wrap(r);
      const [flag, text, env] = r;
      const head = env === '' ? `  ${flag}` : `  ${flag}  [${env}]`;
      return [...(head.length > helpWidth ? [`  ${flag}`, `    [${env}]`] : [head]), ...wrap(text, '      ')];
    })
    .join('\n');
}

/** Paragraphs (separated by blank lines) each wrapped to the help width. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => wrap(p).join('\n'))
    .join('\n\n');
}
