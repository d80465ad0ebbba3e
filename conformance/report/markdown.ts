/** `summary.md`: a short Markdown page for a pull request comment or a CI job summary. */
import type { ClauseCounts, Results } from './matrix.ts';
import { overallOutcome, problemClauses, unattributedFailures } from './matrix.ts';
import { escapeMarkdownInline as md, escapeMarkdownWithCode as mdCode } from './escape.ts';
import { firstLine, formatDuration } from './format.ts';
import { partLabel } from './parts.ts';
import { runNotesMarkdown } from './run-notes.ts';

/** Reasons in the table are cut to this many characters; the HTML report and results.json have them whole. */
const maxReasonChars = 200;

const countColumns = ['Total', 'Pass', 'Fail', 'Error', 'Skip', 'Untested', 'Not testable'];

const countCells = (c: ClauseCounts): string[] =>
  [c.total, c.pass, c.fail, c.error, c.skip, c.untested, c.notTestable].map(String);

const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

const table = (header: readonly string[], rows: readonly (readonly string[])[]): string[] => [
  row(header),
  row(header.map(() => '---')),
  ...rows.map(row),
];

function targetLine(results: Results): string {
  const { baseUrl, profile, embedded } = results.target;
  return `${md(baseUrl)} (${md(profile)} profile${embedded ? ', embedded reference server' : ''})`;
}

/** The Markdown summary of a run. Every string that may come from a server or a test is escaped. */
export function toMarkdownSummary(results: Results): string {
  const { clauses, tests } = results.summary;
  const lines: string[] = [
    `# Conformance summary: ${overallOutcome(results).toUpperCase()}`,
    '',
    `- Target: ${targetLine(results)}`,
    `- Started: ${md(results.startedAt)}`,
    `- Duration: ${formatDuration(results.durationMs)}`,
    `- Requests: ${results.requests}`,
    `- Answers checked against the document: ${results.responseCheck.exchangesChecked} (violations: ${results.responseCheck.violations})`,
    `- Seed: ${results.seed}`,
  ];
  if (results.selection.only.length > 0) lines.push(`- Only: ${md(results.selection.only.join(', '))}`);
  if (results.selection.skip.length > 0) lines.push(`- Skipped by selection: ${md(results.selection.skip.join(', '))}`);
  if (results.selection.tests !== undefined) lines.push(`- Tests named: ${md(results.selection.tests.join(', '))}`);

  lines.push('', '## Clauses', '', ...table(countColumns, [countCells(clauses)]), '');
  lines.push(
    `Tests: ${tests.pass} pass, ${tests.fail} fail, ${tests.error} error, ${tests.skip} skip${tests.known > 0 ? `, ${tests.known} known` : ''} (of ${tests.total}).`,
  );
  lines.push(...runNotesMarkdown(results));

  if (results.unknownClauses.length > 0) {
    lines.push(
      '',
      `## Unknown clause ids (${results.unknownClauses.length})`,
      '',
      'These ids are cited by tests but missing from the clause registry: a defect of the suite.',
      '',
      ...table(
        ['Clause id', 'Outcome', 'Cited by'],
        results.unknownClauses.map((u) => [md(u.id), u.outcome, u.tests.map(mdCode).join('<br>')]),
      ),
    );
  }

  const problems = problemClauses(results);
  lines.push('', `## Failed and errored clauses (${problems.length})`, '');
  if (problems.length === 0) {
    lines.push('None.');
  } else {
    lines.push(
      ...table(
        ['Clause', 'Outcome', 'Title', 'Tests and reasons'],
        problems.map(({ clause, tests: failing }) => [
          md(clause.id),
          clause.outcome.toUpperCase(),
          mdCode(clause.title),
          failing
            .map(
              (t) =>
                `${t.outcome.toUpperCase()} ${mdCode(t.name)}: ${md(firstLine(t.reason ?? '(no reason given)', maxReasonChars))}${t.replay === undefined ? '' : `<br>replay: ${mdCode(`\`${t.replay}\``)}`}`,
            )
            .join('<br>'),
        ]),
      ),
    );
  }

  const unattributed = unattributedFailures(results);
  if (unattributed.length > 0) {
    lines.push(
      '',
      `## Failed or errored tests citing no registry clause (${unattributed.length})`,
      '',
      ...table(
        ['Test', 'Outcome', 'Reason'],
        unattributed.map((t) => [
          mdCode(t.name),
          t.outcome.toUpperCase(),
          md(firstLine(t.reason ?? '(no reason given)', maxReasonChars)),
        ]),
      ),
    );
  }

  lines.push(
    '',
    '## Clauses by part',
    '',
    ...table(
      ['Part', ...countColumns],
      results.summary.parts.map((p) => [md(partLabel(p.part)), ...countCells(p.clauses)]),
    ),
    '',
  );
  return lines.join('\n');
}
