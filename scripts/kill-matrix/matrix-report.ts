/** The kill matrix as files: `kill-matrix.json` (every row) and `kill-matrix.md` (a table per family). */
import { writeFilesAtomically } from '../../conformance/report/atomic-write.ts';
import { clauseRowsOf, coverageByPart, type ClauseRow, type PartCoverage } from './clause-rows.ts';
import { toVariantsMarkdown, type VariantTable } from './variant-report.ts';
import type { KillRow, KillVerdict } from './verdict.ts';

export const killMatrixFileNames = ['kill-matrix.json', 'kill-matrix.md'] as const;

export interface KillMatrix {
  readonly generatedAt: string;
  readonly seed: number;
  readonly runs: number;
  readonly summary: Readonly<Record<KillVerdict, number>> & { readonly total: number };
  readonly rows: readonly KillRow[];
  /** Every testable clause with the deviants run that break it. */
  readonly clauses: readonly ClauseRow[];
  readonly coverage: readonly PartCoverage[];
  /** The conformant variants run beside the deviants (absent when none was run). */
  readonly variants?: VariantTable;
}

export function killMatrixOf(
  rows: readonly KillRow[],
  run: { seed: number; runs: number; at: Date },
  variants?: VariantTable,
): KillMatrix {
  const count = (verdict: KillVerdict) => rows.filter((r) => r.verdict === verdict).length;
  const clauseRows = clauseRowsOf(rows);
  return {
    generatedAt: run.at.toISOString(),
    seed: run.seed,
    runs: run.runs,
    summary: {
      total: rows.length,
      killed: count('killed'),
      'partly-attributed': count('partly-attributed'),
      'failed-elsewhere': count('failed-elsewhere'),
      survived: count('survived'),
      error: count('error'),
    },
    rows,
    clauses: clauseRows,
    coverage: coverageByPart(clauseRows),
    ...(variants === undefined ? {} : { variants }),
  };
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function toKillMatrixMarkdown(matrix: KillMatrix): string {
  const { summary } = matrix;
  const lines = [
    '# Kill matrix',
    '',
    `${summary.killed} of ${summary.total} deviant servers killed` +
      ` (partly attributed ${summary['partly-attributed']}, failed elsewhere ${summary['failed-elsewhere']},` +
      ` survived ${summary.survived}, error ${summary.error});` +
      ` seed ${matrix.seed}, ${matrix.runs} runs per property.`,
    '',
    'A deviant is the reference with one documented rule broken. It is killed when a test of the suite fails on',
    'the clause the deviant breaks, and on every clause that states the same rule in another section (partly',
    'attributed when one of those did not fail).',
  ];
  const families = [...new Set(matrix.rows.map((r) => r.family))];
  for (const family of families) {
    lines.push(
      '',
      `## ${family}`,
      '',
      '| deviant | breaks | verdict | clauses failed | tests failed | s |',
      '|---|---|---|---|---|---|',
    );
    for (const row of matrix.rows.filter((r) => r.family === family)) {
      lines.push(
        `| ${cell(row.id)}: ${cell(row.description)} | \`${row.breaks}\` | ${row.verdict}` +
          `${row.sameRuleNotFailed ? ` (not failed: ${row.sameRuleNotFailed.map((c) => `\`${c}\``).join(', ')})` : ''} | ` +
          `${row.failedClauses.map((c) => `\`${c}\``).join(', ') || '-'} | ${row.tests.fail}/${row.tests.total} | ` +
          `${(row.durationMs / 1000).toFixed(1)} |`,
      );
    }
  }
  lines.push(...clauseSection(matrix));
  if (matrix.variants !== undefined) lines.push(...toVariantsMarkdown(matrix.variants));
  return `${lines.join('\n')}\n`;
}

/** The clauses: the figures by part, then every testable clause with its deviants (killed on it, or not). */
function clauseSection(matrix: KillMatrix): string[] {
  const total = (key: 'testable' | 'killed' | 'reviewed' | 'backlog') =>
    matrix.coverage.reduce((n, p) => n + p[key], 0);
  const lines = [
    '',
    '## Clauses',
    '',
    `${total('killed')} of ${total('testable')} testable clauses have a deviant killed on them; ${total('reviewed')} have none by review, ` +
      `${total('backlog')} are on the backlog.`,
    '',
    '| part | testable | killed on the clause | reviewed: no deviant | backlog |',
    '|---|---|---|---|---|',
    ...matrix.coverage.map((p) => `| ${p.part} | ${p.testable} | ${p.killed} | ${p.reviewed} | ${p.backlog} |`),
    '',
    '| clause | deviants (killed on the clause: yes/no) |',
    '|---|---|',
  ];
  for (const row of matrix.clauses) {
    const deviants = row.deviants.map((d) => `${d.id}: ${d.killed ? 'yes' : 'no'}`).join(', ');
    const none =
      row.noDeviant !== undefined
        ? `none (reviewed: ${cell(row.noDeviant)})`
        : row.backlog
          ? 'none yet (backlog)'
          : 'none run';
    lines.push(`| \`${row.clause}\` | ${deviants || none} |`);
  }
  return lines;
}

/** Writes both files into `dir` atomically; returns their paths. */
export function writeKillMatrix(dir: string, matrix: KillMatrix): Promise<string[]> {
  return writeFilesAtomically(dir, [
    ['kill-matrix.json', `${JSON.stringify(matrix, null, 2)}\n`],
    ['kill-matrix.md', toKillMatrixMarkdown(matrix)],
  ]);
}
