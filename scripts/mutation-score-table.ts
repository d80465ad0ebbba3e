/**
 * Plain-text tables of mutation scores, for the console (`npm run mutation`, `tsx scripts/mutation-score-cli.ts`).
 */
import type { ScoreRow, Undetected } from './mutation-score.ts';

const headers = [
  'module',
  'score %',
  'covered %',
  'killed',
  'timeout',
  'survived',
  'no cov',
  'errors',
  'ignored',
] as const;

/** The rows as an aligned table: module left-aligned, figures right-aligned, a rule under the header. */
export function formatScoreTable(rows: readonly ScoreRow[]): string[] {
  const cells = rows.map((row) => [
    row.module,
    formatPercent(row.score),
    formatPercent(row.coveredScore),
    String(row.killed),
    String(row.timeout),
    String(row.survived),
    String(row.noCoverage),
    String(row.errors),
    String(row.ignored),
  ]);
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
}

const domainHeaders = [
  'directory',
  'score %',
  'w/o excl. %',
  'killed',
  'survived',
  'no cov',
  'timeout',
  'mutants',
  'ignored',
  'excluded',
  'target',
] as const;

/**
 * One row per domain directory: score (excluded mutants left out, as Stryker counts), the score without the
 * exclusions (each excluded mutant counted as survived), killed, survived, no coverage, timeouts, valid mutants, those left out of the
 * score (ignored: static mutants under `--ignoreStatic`, not run, or excluded), those of them an exclusion left out,
 * and whether the score is below `target`
 * (`< 80 %`); a directory without mutants is `not measured`.
 */
export function formatDomainTable(rows: readonly ScoreRow[], target: number): string[] {
  const cells = rows.map((row) => {
    const valid = row.killed + row.timeout + row.survived + row.noCoverage;
    const verdict = row.score === undefined ? 'not measured' : row.score < target ? `< ${target} %` : 'ok';
    return [
      row.module,
      formatPercent(row.score),
      formatPercent(row.scoreWithoutExclusions),
      String(row.killed),
      String(row.survived),
      String(row.noCoverage),
      String(row.timeout),
      String(valid),
      String(row.ignored),
      String(row.excluded),
      verdict,
    ];
  });
  const widths = domainHeaders.map((header, i) => Math.max(header.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (values: readonly string[]) =>
    values
      .map((value, i) =>
        i === 0 || i === values.length - 1 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(domainHeaders), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
}

/** One line per undetected mutant: `file:line:column  status  mutator  replacement` (replacement on one line). */
export function formatUndetected(mutants: readonly Undetected[]): string[] {
  return mutants.map((m) => {
    const replacement = m.replacement.replace(/\s+/g, ' ');
    const shown = replacement.length > 80 ? `${replacement.slice(0, 77)}...` : replacement;
    return `${m.file}:${m.line}:${m.column}  ${m.status}  ${m.mutatorName}  ${shown}`;
  });
}

/** A score with one decimal, `n/a` when there is none. */
export function formatPercent(value: number | undefined): string {
  return value === undefined ? 'n/a' : value.toFixed(1);
}
