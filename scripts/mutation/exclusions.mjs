// @ts-check
/**
 * The exclusion ledger: the mutants Stryker is to count as ignored, with their reasons, kept out of the reference's
 * source (scripts/mutation/exclusions/<area>.json). Read by stryker.config.mjs, which loads this file as a plugin: its
 * ignorer gives each excluded mutant the reason of its entry, so the report still holds every excluded mutant (status
 * `Ignored`, the reason as `statusReason`) and the score table can count them both ways.
 *
 * An entry is one of:
 * - `{ files, reason }`: every mutant of the files matching the glob `files` (a whole file outside the score);
 * - `{ file, line, nth?, mutators, reason }`: the mutants of `mutators` (comma-separated, or `all`) that start on the
 *   line of `file` whose trimmed text is `line` (the `nth` such line when the text repeats);
 * - `{ file, from, fromNth?, to?, toNth?, mutators, reason }`: the same for every line from `from` to `to` (or to the
 *   end of the file).
 * A line-level entry reaches Stryker as the `// Stryker disable next-line` directive it stands for, attached to the
 * first node of that line when the file is instrumented: the same rule as an inline mark, without the mark in the
 * source.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ledgerDirectory = join(root, 'scripts', 'mutation', 'exclusions');

/** @typedef {import('./exclusions.d.mts').Exclusion} Exclusion */

/** The ledger file holding the entries of a reference file: one per area (`reference/<area>/...`). */
export function ledgerFileOf(/** @type {string} */ file) {
  const parts = file.split('/');
  const area = parts.length > 2 ? parts[1] : 'reference';
  return join(ledgerDirectory, `${area}.json`);
}

/** @returns {Exclusion[]} */
export function readLedger(/** @type {string} */ path) {
  if (!existsSync(path)) return [];
  return JSON.parse(readFileSync(path, 'utf8')).exclusions;
}

export function writeLedger(/** @type {string} */ path, /** @type {readonly Exclusion[]} */ exclusions) {
  const sorted = [...exclusions].sort((a, b) => ('file' in a && 'file' in b ? a.file.localeCompare(b.file) : 0));
  writeFileSync(path, `${JSON.stringify({ exclusions: sorted }, null, 2)}\n`);
}

/** Every entry of the ledger. @returns {Exclusion[]} */
export function allExclusions(directory = ledgerDirectory) {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => readLedger(join(directory, name)));
}

/** A glob (`**`, `*`) as a regular expression over repository paths. */
export function globToRegExp(/** @type {string} */ glob) {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped.replace(/\*\*\/|\*\*|\*/g, (token) =>
    token === '**/' ? '(?:.*/)?' : token === '**' ? '.*' : '[^/]*',
  );
  return new RegExp(`^${pattern}$`);
}

/** The 1-based line numbers of `lines` whose trimmed text is `text`, or only the `nth` of them. */
function findLines(
  /** @type {readonly string[]} */ lines,
  /** @type {string} */ text,
  /** @type {number|undefined} */ nth,
) {
  const found = [];
  for (let i = 0; i < lines.length; i += 1) if ((lines[i] ?? '').trim() === text) found.push(i + 1);
  return nth === undefined ? found : found.slice(nth - 1, nth);
}

/**
 * The line-level directives of `file` (repository path) for its source `text`: `{ line, mutators, reason }`, and the
 * entries whose anchor was not found (stale: the line was edited since).
 */
export function resolveDirectives(
  /** @type {string} */ file,
  /** @type {string} */ text,
  /** @type {readonly Exclusion[]} */ exclusions,
) {
  const lines = text.split('\n');
  /** @type {{ line: number, mutators: string, reason: string }[]} */
  const directives = [];
  /** @type {Exclusion[]} */
  const stale = [];
  for (const entry of exclusions) {
    if (!('file' in entry) || entry.file !== file) continue;
    if ('line' in entry) {
      const found = findLines(lines, entry.line, entry.nth);
      if (found.length === 0) stale.push(entry);
      for (const line of found) directives.push({ line, mutators: entry.mutators, reason: entry.reason });
    } else {
      const [from] = findLines(lines, entry.from, entry.fromNth ?? 1);
      const [to] = entry.to === undefined ? [lines.length] : findLines(lines, entry.to, entry.toNth ?? 1);
      if (from === undefined || to === undefined || to < from) {
        stale.push(entry);
        continue;
      }
      for (let line = from; line <= to; line += 1)
        directives.push({ line, mutators: entry.mutators, reason: entry.reason });
    }
  }
  return { directives, stale };
}

/** The reason a whole file is excluded for, if it is. */
export function fileExclusionOf(/** @type {string} */ file, /** @type {readonly Exclusion[]} */ exclusions) {
  for (const entry of exclusions) if ('files' in entry && globToRegExp(entry.files).test(file)) return entry.reason;
  return undefined;
}

/** Stryker skips these nodes and their children: a directive must ride on a node it visits. */
const skipped = new Set([
  'TSAsExpression',
  'TSInterfaceDeclaration',
  'TSTypeAnnotation',
  'TSTypeAliasDeclaration',
  'TSEnumDeclaration',
  'TSDeclareFunction',
  'TSTypeParameterInstantiation',
  'TSTypeParameterDeclaration',
  'TSImportEqualsDeclaration',
  'TSModuleDeclaration',
  'ImportDeclaration',
  'Decorator',
  'TypeAnnotation',
]);

/**
 * The ignorer: on entering a file's Program node it answers the file's reason when the whole file is excluded, and
 * otherwise attaches each line-level entry, as the directive comment it stands for, to the first node Stryker visits
 * on that line (Stryker reads a node's directive before it collects the node's mutants, Program first).
 */
export function createIgnorer(/** @type {readonly Exclusion[]} */ exclusions, log = (/** @type {string} */ _m) => {}) {
  return {
    shouldIgnore(/** @type {any} */ path) {
      if (path.node.type !== 'Program') return undefined;
      const filename = path.hub?.file?.opts?.filename;
      if (typeof filename !== 'string') return undefined;
      const file = relative(root, filename).split('\\').join('/');
      const whole = fileExclusionOf(file, exclusions);
      if (whole !== undefined) return whole;
      const code = path.hub.file.code;
      if (typeof code !== 'string') return undefined;
      const { directives, stale } = resolveDirectives(file, code, exclusions);
      for (const entry of stale) log(`exclusion ledger: no line of ${file} matches ${JSON.stringify(entry)}`);
      if (directives.length === 0) return undefined;
      /** @type {Map<number, any>} */
      const carriers = new Map();
      path.traverse({
        enter(/** @type {any} */ inner) {
          if (skipped.has(inner.node.type) || (inner.node.type === 'VariableDeclaration' && inner.node.declare)) {
            inner.skip();
            return;
          }
          const line = inner.node.loc?.start.line;
          if (line !== undefined && !carriers.has(line)) carriers.set(line, inner.node);
        },
      });
      for (const { line, mutators, reason } of directives) {
        const node = carriers.get(line);
        if (!node) continue;
        const loc = { start: { line, column: 0 }, end: { line, column: 0 } };
        const value = ` Stryker disable next-line ${mutators}: ${reason}`;
        node.leadingComments = [...(node.leadingComments ?? []), { type: 'CommentLine', value, loc }];
      }
      return undefined;
    },
  };
}
