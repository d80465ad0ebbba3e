/** The conformant variants' part of the kill-matrix report: a summary and a table, beside the deviants'. */
import type { VariantRow, VariantVerdict } from './variant-verdict.ts';

export interface VariantTable {
  /** The variants' verdicts (a composite's own row apart: it is no variant). */
  readonly summary: Readonly<Record<VariantVerdict, number>> & {
    readonly total: number;
    /** The composites run, and how many the suite passed whole. */
    readonly composites: { readonly total: number; readonly passed: number };
  };
  readonly rows: readonly VariantRow[];
}

/** A composite's own row: it ran in itself. */
export const isCompositeRow = (row: VariantRow): boolean => row.ranIn === row.id;

export function variantTableOf(rows: readonly VariantRow[]): VariantTable {
  const variants = rows.filter((r) => !isCompositeRow(r));
  const composites = rows.filter(isCompositeRow);
  const count = (verdict: VariantVerdict) => variants.filter((r) => r.verdict === verdict).length;
  return {
    summary: {
      total: variants.length,
      passed: count('passed'),
      failed: count('failed'),
      error: count('error'),
      composites: { total: composites.length, passed: composites.filter((r) => r.verdict === 'passed').length },
    },
    rows,
  };
}

/** Whether the suite passed every variant, and every composite whole (a failure may need two freedoms together). */
export function everyVariantPassed(table: VariantTable): boolean {
  return table.rows.every((row) => row.verdict === 'passed');
}

/** One line for the console and the Markdown: how many variants the suite passed. */
export function variantSummaryLine(table: VariantTable): string {
  const { summary } = table;
  const composites =
    summary.composites.total === 0
      ? ''
      : `; ${summary.composites.passed} of ${summary.composites.total} composites passed whole`;
  return `${summary.passed} of ${summary.total} conformant variants passed (failed ${summary.failed}, error ${summary.error}${composites})`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The Markdown section: every variant with its freedom, the wording leaving it open, and its verdict. */
export function toVariantsMarkdown(table: VariantTable): string[] {
  const lines = [
    '',
    '# Conformant variants',
    '',
    `${variantSummaryLine(table)}.`,
    '',
    'A variant is the reference taking one freedom the document leaves open; the suite must pass it. A failure is a',
    'false verdict of the suite. The variants face the whole suite in composites, each a server taking several',
    'freedoms at once (variants taking the same freedom otherwise go into different ones); a failed composite is',
    'narrowed down to the variants failing alone. A freedom costing time on every request runs alone with its files.',
    '',
    '| variant | seam | freedom | left open by | verdict | tests passed | run in | s |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of table.rows) {
    const failures = row.failures.map((f) => `${f.outcome}: ${f.test}`).join('; ');
    lines.push(
      `| ${cell(row.id)} | ${row.seam} | ${cell(row.freedom)} | ${cell(row.leftOpenBy.part)}: ${cell(row.leftOpenBy.wording)} | ` +
        `${row.verdict}${failures === '' ? '' : ` (${cell(failures)})`} | ${row.tests.passed}/${row.tests.total} | ` +
        `${row.ranIn ?? (row.files === 'all' ? 'alone' : `alone, ${row.files.length} files`)} | ${(row.durationMs / 1000).toFixed(1)} |`,
    );
  }
  return lines;
}
