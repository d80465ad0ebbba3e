import type { Results } from '../report/matrix.ts';

/**
 * The last line of a run, for people and log scrapers: the test counts exactly as the reports hold them (an error is
 * not a fail: it is a test that could not reach a verdict).
 */
export function closingLine(results: Results): string {
  const t = results.summary.tests;
  const known = t.known > 0 ? `, ${t.known} known` : '';
  return `conformance: ${t.pass} passed, ${t.fail} failed, ${t.error} errored, ${t.skip} skipped${known} (of ${t.total})`;
}
