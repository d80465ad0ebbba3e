/**
 * `tsx scripts/mutation/ignored-marks.ts reports/mutation/scope-<dir>.json...`: per directory, the mutants that
 * `// Stryker disable` marks leave out of the score, by the category their reason starts with (`equivalent: ...`,
 * `outside the document: ...`), and the score both with the marks and without them (a marked mutant counted as not
 * killed), so the raw figure stays in sight beside the marked one.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

interface Mutant {
  readonly status: string;
  readonly statusReason?: string;
}
interface Report {
  readonly files: Readonly<Record<string, { readonly mutants: readonly Mutant[] }>>;
}

export interface MarkedRow {
  readonly directory: string;
  readonly killed: number;
  /** Survived, no coverage, errors: counted in the score but not killed. */
  readonly notKilled: number;
  readonly marked: number;
  readonly staticIgnored: number;
  readonly byCategory: Readonly<Record<string, number>>;
}

/** Ignored for `--ignoreStatic`, as Stryker words it; every other ignored mutant was left out by a mark. */
const isStaticReason = (reason: string) => reason.startsWith('Static mutant');

export function markedRows(report: Report): MarkedRow[] {
  const rows = new Map<
    string,
    { killed: number; notKilled: number; marked: number; staticIgnored: number; byCategory: Record<string, number> }
  >();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const directory = file.split('/').slice(0, -1).join('/');
    let row = rows.get(directory);
    if (!row) rows.set(directory, (row = { killed: 0, notKilled: 0, marked: 0, staticIgnored: 0, byCategory: {} }));
    for (const mutant of mutants) {
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') row.killed += 1;
      else if (mutant.status === 'Ignored') {
        const reason = (mutant.statusReason ?? '').trim();
        if (isStaticReason(reason)) row.staticIgnored += 1;
        else {
          row.marked += 1;
          const category = reason.includes(':') ? reason.slice(0, reason.indexOf(':')).trim() : '(no category)';
          row.byCategory[category] = (row.byCategory[category] ?? 0) + 1;
        }
      } else if (mutant.status !== 'Pending') row.notKilled += 1;
    }
  }
  return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([directory, row]) => ({ directory, ...row }));
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);

/** One line per directory: score with the marks, without them, and what the marks leave out. */
export function formatMarkedRow(row: MarkedRow): string {
  const scored = row.killed + row.notKilled;
  const categories = Object.entries(row.byCategory)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, count]) => `${category} ${count}`)
    .join(', ');
  return (
    `${row.directory}: ${percent(row.killed, scored)} with the marks, ${percent(row.killed, scored + row.marked)} without ` +
    `(killed ${row.killed}, not killed ${row.notKilled}, marked ${row.marked}${categories ? `: ${categories}` : ''}, ` +
    `static not run ${row.staticIgnored})`
  );
}

async function main(paths: readonly string[]): Promise<number> {
  if (paths.length === 0) {
    process.stderr.write('usage: ignored-marks <scope-report.json>...\n');
    return 2;
  }
  for (const path of paths) {
    const report = JSON.parse(await readFile(path, 'utf8')) as Report;
    for (const row of markedRows(report)) process.stdout.write(`${formatMarkedRow(row)}\n`);
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
