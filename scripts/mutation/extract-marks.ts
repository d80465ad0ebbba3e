/**
 * `tsx scripts/mutation/extract-marks.ts [files...]`: moves inline `// Stryker disable` marks out of the reference's
 * source into the exclusion ledger (scripts/mutation/exclusions/<area>.json), which the Stryker configuration reads
 * (exclusions.mjs). Each mark becomes an entry anchored on the text of the line it covers, with the same mutators and
 * reason; a `disable`/`restore` pair becomes a line range. Run it after a rebase that brought inline marks back.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@babel/parser';
import { type Exclusion, ledgerFileOf, readLedger, resolveDirectives, writeLedger } from './exclusions.mjs';

const directive = /^\s?Stryker (disable|restore)(?: (next-line))? ([a-zA-Z, ]+)(?::(.+)?)?/;

interface Comment {
  readonly value: string;
  readonly start: number;
  readonly end: number;
  readonly loc: { start: { line: number }; end: { line: number } };
}
interface Found {
  readonly comment: Comment;
  /** Start line of the node the comment leads: the line a next-line directive covers. */
  readonly nodeLine: number;
  readonly type: 'disable' | 'restore';
  readonly nextLine: boolean;
  readonly mutators: string;
  readonly reason: string;
}

function findDirectives(source: string): Found[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const found = new Map<number, Found>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown> & { loc?: { start: { line: number } } };
    if (typeof record['type'] === 'string' && record.loc) {
      for (const comment of (record['leadingComments'] as Comment[] | undefined) ?? []) {
        const match = directive.exec(comment.value);
        if (!match || found.has(comment.start)) continue;
        found.set(comment.start, {
          comment,
          nodeLine: record.loc.start.line,
          type: match[1] as 'disable' | 'restore',
          nextLine: match[2] === 'next-line',
          mutators: (match[3] ?? '').trim(),
          reason: (match[4] ?? '').trim(),
        });
      }
    }
    for (const [key, value] of Object.entries(record)) {
      if (key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'loc') continue;
      visit(value);
    }
  };
  visit(ast.program);
  // A directive that leads no node (at the end of a block, or between `}` and `else`) is read by Stryker nowhere; it
  // is taken at its word: the code line it stands before, or, for a restore, its own place.
  const lines = source.split('\n');
  for (const comment of (ast.comments ?? []) as unknown as Comment[]) {
    const match = directive.exec(comment.value);
    if (!match || found.has(comment.start)) continue;
    const rest = source.slice(
      comment.end,
      source.indexOf('\n', comment.end) === -1 ? undefined : source.indexOf('\n', comment.end),
    );
    let line = comment.loc.end.line;
    if (match[1] === 'restore') line += 1;
    else if (rest.trim() === '') {
      line += 1;
      while (line <= lines.length && (lines[line - 1] ?? '').trim() === '') line += 1;
    }
    found.set(comment.start, {
      comment,
      nodeLine: line,
      type: match[1] as 'disable' | 'restore',
      nextLine: match[2] === 'next-line',
      mutators: (match[3] ?? '').trim(),
      reason: (match[4] ?? '').trim(),
    });
  }
  return [...found.values()].sort((a, b) => a.comment.start - b.comment.start);
}

/** The source without the directives, and the new line number of each old line. */
function removeDirectives(source: string, found: readonly Found[]): { text: string; lineOf: (old: number) => number } {
  const lines = source.split('\n');
  const deleted = new Set<number>();
  let text = source;
  for (const f of [...found].reverse()) {
    const { start, end, loc } = f.comment;
    const line = lines[loc.start.line - 1] ?? '';
    const before = source.slice(source.lastIndexOf('\n', start - 1) + 1, start);
    const after = source.slice(end, source.indexOf('\n', end) === -1 ? source.length : source.indexOf('\n', end));
    if (before.trim() === '' && after.trim() === '' && loc.start.line === loc.end.line) {
      deleted.add(loc.start.line);
      const lineStart = start - before.length;
      text = text.slice(0, lineStart) + text.slice(lineStart + line.length + 1);
    } else {
      // An inline comment (`catch /* ... */ {`): taken out with one space beside it.
      text = text.slice(0, start) + text.slice(text[end] === ' ' ? end + 1 : end);
    }
  }
  const lineOf = (old: number) => old - [...deleted].filter((line) => line < old).length;
  return { text, lineOf };
}

/** The anchor of a line: its trimmed text, and which occurrence of that text it is when the text repeats. */
function anchor(lines: readonly string[], line: number): { text: string; nth?: number } {
  const text = (lines[line - 1] ?? '').trim();
  const same = lines.map((l, i) => [l.trim(), i + 1] as const).filter(([t]) => t === text);
  if (same.length <= 1) return { text };
  return { text, nth: same.findIndex(([, i]) => i === line) + 1 };
}

export function extract(
  file: string,
  source: string,
  keep: ReadonlySet<number> = new Set(),
): { text: string; entries: (Exclusion & { markLine: number })[] } {
  const found = findDirectives(source).filter((f) => !keep.has(f.comment.loc.start.line));
  if (found.length === 0) return { text: source, entries: [] };
  const { text, lineOf } = removeDirectives(source, found);
  const lines = text.split('\n');
  const entries: (Exclusion & { markLine: number })[] = [];
  const open: Found[] = [];
  const closeRange = (disable: Found, toLine: number | undefined) => {
    const from = anchor(lines, lineOf(disable.nodeLine));
    let last = toLine;
    while (last !== undefined && last > 1 && (lines[last - 1] ?? '').trim() === '') last -= 1;
    const to = last === undefined ? undefined : anchor(lines, last);
    entries.push({
      markLine: disable.comment.loc.start.line,
      file,
      from: from.text,
      ...(from.nth ? { fromNth: from.nth } : {}),
      ...(to ? { to: to.text, ...(to.nth ? { toNth: to.nth } : {}) } : {}),
      mutators: disable.mutators,
      reason: disable.reason,
    });
  };
  for (const f of found) {
    if (f.type === 'disable' && f.nextLine) {
      const a = anchor(lines, lineOf(f.nodeLine));
      entries.push({
        markLine: f.comment.loc.start.line,
        file,
        line: a.text,
        ...(a.nth ? { nth: a.nth } : {}),
        mutators: f.mutators,
        reason: f.reason,
      });
    } else if (f.type === 'disable') open.push(f);
    else {
      const index = open.findIndex((o) => o.mutators === f.mutators);
      if (index < 0) throw new Error(`${file}:${f.comment.loc.start.line}: a restore with no disable before it`);
      const [disable] = open.splice(index, 1);
      // The restore applies from the node it leads: the range ends on the line before.
      if (disable) closeRange(disable, lineOf(f.nodeLine) - 1);
    }
  }
  for (const disable of open) closeRange(disable, undefined);
  return { text, entries };
}

function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * Moves the marks of `files` (as they are in git at `ref`) to the ledger. The files are formatted afterwards; a mark
 * whose line the formatter joins with its neighbours (it held a multi-line expression apart) stays inline, since a
 * line-level entry would then cover the neighbours' mutants too.
 */
function main(args: readonly string[]): void {
  const files = args.length > 0 ? args : sourceFiles('reference');
  const originals = new Map(files.map((file) => [file, readFileSync(file, 'utf8')] as const));
  const keep = new Map<string, Set<number>>(files.map((file) => [file, new Set<number>()]));
  let entriesOf = new Map<string, (Exclusion & { markLine: number })[]>();
  for (let round = 1; ; round += 1) {
    entriesOf = new Map();
    for (const [file, source] of originals) {
      const { text, entries } = extract(file, source, keep.get(file));
      writeFileSync(file, text);
      if (entries.length > 0) entriesOf.set(file, entries);
    }
    execFileSync('npx', ['biome', 'format', '--write', ...entriesOf.keys()], { stdio: 'ignore' });
    let kept = 0;
    for (const [file, entries] of entriesOf) {
      const { stale } = resolveDirectives(file, readFileSync(file, 'utf8'), entries);
      for (const entry of stale as (Exclusion & { markLine: number })[]) {
        keep.get(file)?.add(entry.markLine);
        kept += 1;
      }
    }
    process.stdout.write(`round ${round}: ${kept} marks joined by the formatter, kept inline\n`);
    if (kept === 0) break;
  }
  const byLedger = new Map<string, Exclusion[]>();
  for (const [file, entries] of entriesOf) {
    const ledger = ledgerFileOf(file);
    const plain = entries.map(({ markLine: _, ...entry }) => entry as Exclusion);
    byLedger.set(ledger, [...(byLedger.get(ledger) ?? []), ...plain]);
  }
  for (const [ledger, entries] of byLedger) writeLedger(ledger, [...readLedger(ledger), ...entries]);
  const inline = [...keep.values()].reduce((n, set) => n + set.size, 0);
  process.stdout.write(`${[...entriesOf.values()].flat().length} marks moved, ${inline} kept inline\n`);
}

if (process.argv[1]?.endsWith('extract-marks.ts')) main(process.argv.slice(2));
