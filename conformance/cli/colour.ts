/**
 * Colour on the console, by the conventions other tools follow (no-color.org, FORCE_COLOR as in Node and vitest):
 * `NO_COLOR` set to anything non-empty turns it off; `FORCE_COLOR` turns it on (except `0` or `false`, which turn it
 * off); otherwise colour only when the output is a terminal. The reports on disk never carry colour.
 */
export type Paint = (text: string) => string;

export interface Palette {
  readonly enabled: boolean;
  readonly pass: Paint;
  readonly fail: Paint;
  readonly warn: Paint;
  readonly dim: Paint;
}

export function colourEnabled(env: Readonly<Record<string, string | undefined>>, tty: boolean): boolean {
  const noColor = env['NO_COLOR'];
  if (noColor !== undefined && noColor !== '') return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return !['0', 'false'].includes(force.toLowerCase());
  return tty;
}

const sgr =
  (open: number, close: number): Paint =>
  (text) =>
    `\u001b[${open}m${text}\u001b[${close}m`;
const plain: Paint = (text) => text;

export function palette(enabled: boolean): Palette {
  return enabled
    ? { enabled, pass: sgr(32, 39), fail: sgr(31, 39), warn: sgr(33, 39), dim: sgr(2, 22) }
    : { enabled, pass: plain, fail: plain, warn: plain, dim: plain };
}
