import { strictUnexpectedPasses, type Results } from '../report/matrix.ts';

/**
 * The last line of a run, for people and log scrapers: the test counts exactly as the reports hold them (an error is
 * not a fail: it is a test that could not reach a verdict).
 */
export function closingLine(results: Results): string {
  const t = results.summary.tests;
  const known = t.known > 0 ? `, ${t.known} known` : '';
  const unexpected = strictUnexpectedPasses(results).length;
  const strict =
    unexpected === 0 ? '' : `, ${unexpected} unexpected pass${unexpected === 1 ? '' : 'es'} (--strict-expectations)`;
  return `conformance: ${t.pass} passed, ${t.fail} failed, ${t.error} errored, ${t.skip} skipped${known}${strict} (of ${t.total})`;
}

/**
 * The verdict line a CI log ends on: PASS, or FAIL with what failed the run (the failed and errored tests, the
 * unexpected passes under `--strict-expectations`), so the reason is on the last screen of the log.
 */
export function verdictLine(results: Results, seed: number, exitCode: number): string {
  if (exitCode === 0) return `PASS (seed ${seed})`;
  const t = results.summary.tests;
  const unexpected = strictUnexpectedPasses(results).length;
  const why = [
    t.fail > 0 ? `${t.fail} test${t.fail === 1 ? '' : 's'} failed` : '',
    t.error > 0 ? `${t.error} test${t.error === 1 ? '' : 's'} errored` : '',
    unexpected > 0
      ? `${unexpected} expected failure${unexpected === 1 ? '' : 's'} passed under --strict-expectations`
      : '',
  ].filter((s) => s !== '');
  return `FAIL (seed ${seed})${why.length > 0 ? `: ${why.join(', ')}` : ''}`;
}
