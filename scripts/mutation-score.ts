/**
 * Mutation scores from Stryker's JSON report (`reports/mutation/mutation.json`, the mutation-testing-report schema),
 * per module (source file), per directory and overall, counted the way Stryker counts them.
 */

/** Mutant statuses of the report schema. */
export const mutantStatuses = [
  'Killed',
  'Timeout',
  'Survived',
  'NoCoverage',
  'CompileError',
  'RuntimeError',
  'Ignored',
  'Pending',
] as const;
export type MutantStatus = (typeof mutantStatuses)[number];

/** What the score needs of one mutant of the report. */
export interface ReportedMutant {
  readonly id: string;
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: MutantStatus;
  /** Why an ignored mutant was left out: an exclusion's reason, or Stryker's words for a static mutant. */
  readonly statusReason?: string;
  readonly location: { readonly start: { readonly line: number; readonly column: number } };
}

/** What the score needs of the report. */
export interface MutationReport {
  readonly files: Readonly<Record<string, { readonly mutants: readonly ReportedMutant[] }>>;
}

/** Counts and scores of a group of mutants. */
export interface ScoreRow {
  /** A file path, a directory path, or `all`. */
  readonly module: string;
  readonly killed: number;
  readonly timeout: number;
  readonly survived: number;
  readonly noCoverage: number;
  /** Mutants that did not compile or crashed the run on their own: not counted in the score (invalid). */
  readonly errors: number;
  /** Ignored by configuration, or not run (pending). */
  readonly ignored: number;
  /** Of the ignored, those an exclusion left out (with a reason), not static mutants left unrun. */
  readonly excluded: number;
  /** Killed + timeout (detected) over detected + survived + no coverage, in percent; undefined with no valid mutant. */
  readonly score: number | undefined;
  /** Detected over detected + survived: the score of the code the suite reaches at all. */
  readonly coveredScore: number | undefined;
  /** The score with every excluded mutant counted as survived: the figure without the exclusions. */
  readonly scoreWithoutExclusions: number | undefined;
}

/** A survivor or a mutant no test reached, for review. */
export interface Undetected {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly mutatorName: string;
  readonly replacement: string;
  readonly status: 'Survived' | 'NoCoverage' | 'Timeout';
}

/** Reads the report's JSON text; throws with the reason when it is not a mutation report. */
export function parseMutationReport(text: string): MutationReport {
  const data: unknown = JSON.parse(text);
  if (!isRecord(data) || !isRecord(data['files'])) throw new Error('not a mutation report: no "files" object');
  for (const [file, entry] of Object.entries(data['files'])) {
    if (!isRecord(entry) || !Array.isArray(entry['mutants']))
      throw new Error(`not a mutation report: "${file}" has no mutants array`);
    for (const mutant of entry['mutants'] as unknown[]) {
      const status = isRecord(mutant) ? mutant['status'] : undefined;
      if (!(mutantStatuses as readonly unknown[]).includes(status)) {
        throw new Error(`not a mutation report: "${file}" has a mutant of unknown status ${JSON.stringify(status)}`);
      }
    }
  }
  return data as unknown as MutationReport;
}

/**
 * One report made of several (one per `--scope` run): the union of their files. A file in more than one report is
 * taken from the last of them, which is the later run when the reports are given oldest first.
 */
export function mergeReports(reports: readonly MutationReport[]): MutationReport {
  const files: Record<string, MutationReport['files'][string]> = {};
  for (const report of reports) Object.assign(files, report.files);
  return { files };
}

/** Scores one group of mutants. */
export function scoreOf(module: string, mutants: readonly Pick<ReportedMutant, 'status' | 'statusReason'>[]): ScoreRow {
  const count = (...statuses: MutantStatus[]) => mutants.filter((m) => statuses.includes(m.status)).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const detected = killed + timeout;
  const valid = detected + survived + noCoverage;
  const excluded = mutants.filter((m) => m.status === 'Ignored' && isExclusion(m.statusReason)).length;
  return {
    module,
    killed,
    timeout,
    survived,
    noCoverage,
    errors: count('CompileError', 'RuntimeError'),
    ignored: count('Ignored', 'Pending'),
    excluded,
    score: percent(detected, valid),
    coveredScore: percent(detected, detected + survived),
    scoreWithoutExclusions: percent(detected, valid + excluded),
  };
}

/**
 * An ignored mutant left out by an exclusion (the ledger, an inline mark, a whole file), as opposed to a static
 * mutant `--ignoreStatic` left unrun (Stryker's reason starts "Static mutant") or one of a mutator switched off.
 */
export function isExclusion(reason: string | undefined): boolean {
  const text = (reason ?? '').trim();
  return text !== '' && !text.startsWith('Static mutant') && !text.startsWith('Ignored because of excluded mutation');
}

/**
 * The report with its files under their present paths: `renamed` maps an old folder (ending in `/`) or file to the
 * new one; the longest old path that starts a file's path wins.
 */
export function renamePaths<R extends MutationReport>(report: R, renamed: Readonly<Record<string, string>>): R {
  const olds = Object.keys(renamed).sort((a, b) => b.length - a.length);
  const rename = (file: string) => {
    const old = olds.find((o) => (o.endsWith('/') ? file.startsWith(o) : file === o));
    return old === undefined ? file : `${renamed[old]}${file.slice(old.length)}`;
  };
  return { ...report, files: Object.fromEntries(Object.entries(report.files).map(([f, e]) => [rename(f), e])) };
}

/** One row per file of the report, sorted by score, lowest first (no score last), then by path. */
export function scoresByFile(report: MutationReport): ScoreRow[] {
  return sortRows(Object.entries(report.files).map(([file, { mutants }]) => scoreOf(file, mutants)));
}

/** One row per directory holding mutated files, sorted as `scoresByFile`. */
export function scoresByDirectory(report: MutationReport): ScoreRow[] {
  const byDirectory = new Map<string, ReportedMutant[]>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const directory = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    byDirectory.set(directory, [...(byDirectory.get(directory) ?? []), ...mutants]);
  }
  return sortRows([...byDirectory].map(([directory, mutants]) => scoreOf(directory, mutants)));
}

/**
 * The domain directory a file counts towards: the first directory under the top one (`reference/http/x/y.ts` ->
 * `reference/http`); a file directly in the top directory counts towards that directory (`reference/app.ts` ->
 * `reference`).
 */
export function domainOf(file: string): string {
  const parts = file.split('/');
  if (parts.length >= 3) return `${parts[0]}/${parts[1]}`;
  return parts.length === 2 ? (parts[0] ?? '.') : '.';
}

/**
 * One row per domain directory (`domainOf`), in path order; a directory of `expected` that the report does not hold
 * gets a row with no mutants (no score: not measured).
 */
export function scoresByDomain(report: MutationReport, expected: readonly string[] = []): ScoreRow[] {
  const byDomain = new Map<string, ReportedMutant[]>(expected.map((domain) => [domain, []]));
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const domain = domainOf(file);
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), ...mutants]);
  }
  return [...byDomain].map(([domain, mutants]) => scoreOf(domain, mutants)).sort((a, b) => compare(a.module, b.module));
}

/** The report with only the files `keep` accepts (a scope's own files out of an incremental run's report). */
export function filterReport<R extends MutationReport>(report: R, keep: (file: string) => boolean): R {
  return { ...report, files: Object.fromEntries(Object.entries(report.files).filter(([file]) => keep(file))) };
}

/** The whole report as one row, `module` = `all`. */
export function overallScore(report: MutationReport): ScoreRow {
  return scoreOf(
    'all',
    Object.values(report.files).flatMap((f) => f.mutants),
  );
}

/** Survivors and uncovered mutants, by file and position. */
export function undetectedMutants(
  report: MutationReport,
  statuses: readonly Undetected['status'][] = ['Survived', 'NoCoverage'],
): Undetected[] {
  const found: Undetected[] = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      const status = statuses.find((wanted) => wanted === m.status);
      if (status === undefined) continue;
      found.push({
        file,
        line: m.location.start.line,
        column: m.location.start.column,
        mutatorName: m.mutatorName,
        replacement: m.replacement ?? '',
        status,
      });
    }
  }
  return found.sort((a, b) => compare(a.file, b.file) || a.line - b.line || a.column - b.column);
}

function percent(part: number, whole: number): number | undefined {
  return whole === 0 ? undefined : (100 * part) / whole;
}

function sortRows(rows: ScoreRow[]): ScoreRow[] {
  const key = (row: ScoreRow) => row.score ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => key(a) - key(b) || compare(a.module, b.module));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
