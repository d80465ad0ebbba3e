/** The lines the CLI prints at the end of a run. Plain text without colour: the CLI may colour them. */
import type { Results } from './matrix.ts';
import { problemClauses, unattributedFailures } from './matrix.ts';
import { toConsoleLine } from './escape.ts';
import { firstLine, formatDuration } from './format.ts';

/** At most this many failed or errored clauses are listed; the reports have the rest. */
export const maxListedClauses = 10;

const maxReasonChars = 160;

/**
 * Summary lines: clause and test counts, duration and requests, unknown clause ids, failed tests citing no registry
 * clause, then up to
 * `maxListedClauses` failed or errored clauses with the first reason. Server text is made safe for a terminal.
 */
export function formatSummary(results: Results): string[] {
  const { clauses: c, tests: t } = results.summary;
  const lines = [
    `clauses: ${c.pass} pass, ${c.fail} fail, ${c.error} error, ${c.skip} skip, ${c.untested} untested (of ${c.total})`,
    `tests: ${t.pass} pass, ${t.fail} fail, ${t.error} error, ${t.skip} skip (of ${t.total})`,
    `duration: ${formatDuration(results.durationMs)}, requests: ${results.requests}`,
    `answers checked against the document: ${results.responseCheck.exchangesChecked}, violations: ${results.responseCheck.violations}`,
  ];
  for (const unknown of results.unknownClauses) {
    lines.push(
      toConsoleLine(`unknown clause id ${unknown.id} (not in the registry), cited by: ${unknown.tests.join(', ')}`),
    );
  }
  for (const test of unattributedFailures(results)) {
    const why = test.reason === undefined ? '' : `: ${firstLine(test.reason, maxReasonChars)}`;
    lines.push(toConsoleLine(`${test.outcome.toUpperCase()} test citing no registry clause: ${test.name}${why}`));
  }
  const problems = problemClauses(results);
  for (const { clause, tests } of problems.slice(0, maxListedClauses)) {
    const reason = tests[0]?.reason;
    const why = reason === undefined ? '' : `: ${toConsoleLine(firstLine(reason, maxReasonChars))}`;
    lines.push(`  ${clause.outcome.toUpperCase()} ${toConsoleLine(clause.id)}${why}`);
  }
  if (problems.length > maxListedClauses) {
    lines.push(`  ... and ${problems.length - maxListedClauses} more failed or errored clauses (see the reports)`);
  }
  return lines;
}
