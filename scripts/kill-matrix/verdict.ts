/**
 * The verdict of one deviant: killed when a test of its run failed on the clause the deviant breaks and on every
 * clause that states the same rule in another section, alone or among others (`spec/clauses/same-rule.ts`). A run that fails only
 * elsewhere, or only errors, did not prove the broken clause; one that leaves a restatement passing reports the rule
 * as kept in one section and broken in another: either way the suite has a gap there.
 */
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import { alsoBrokenWith } from '../../spec/clauses/index.ts';
import type { Deviant } from '../deviants/deviant.ts';

export type KillVerdict =
  /** A test failed on the broken clause and on every clause stating the same rule. */
  | 'killed'
  /** A test failed on the broken clause, but a clause stating the same rule did not fail. */
  | 'partly-attributed'
  /** Tests failed, but none on the broken clause. */
  | 'failed-elsewhere'
  /** Every test passed or was skipped (errors aside): the deviant went unnoticed. */
  | 'survived'
  /** Nothing failed, and some test could not reach a verdict (set-up or transport failure). */
  | 'error';

export interface KillRow {
  readonly id: string;
  readonly family: Deviant['family'];
  readonly breaks: string;
  readonly description: string;
  readonly verdict: KillVerdict;
  /** Every clause a test of the run failed on, sorted. */
  readonly failedClauses: readonly string[];
  /** Clauses stating the rule of `breaks`, alone or among others, that did not fail (when `partly-attributed`). */
  readonly sameRuleNotFailed?: readonly string[];
  /** The suite files run (relative to `conformance/suites`). */
  readonly files: readonly string[];
  readonly tests: { readonly total: number; readonly fail: number; readonly error: number };
  readonly durationMs: number;
}

/** A failure, expected (`known`, under an expectations file) or not: either way the suite caught the broken rule. */
function failed(test: TestResult): boolean {
  return test.outcome === 'fail' || (test.outcome === 'known' && test.expected?.outcome === 'fail');
}

/** The clauses a failed test broke (`failedClauses`, or every cited clause when the check named none). */
function brokenBy(test: TestResult): readonly string[] {
  return failed(test) ? (test.failedClauses ?? test.clauses) : [];
}

/** The row of `deviant` from the results of the suite run against it. */
export function killRowOf(deviant: Deviant, run: RunResult, files: readonly string[]): KillRow {
  const failedClauses = [...new Set(run.tests.flatMap(brokenBy))].sort();
  const fail = run.tests.filter(failed).length;
  const error = run.tests.filter(
    (t) => t.outcome === 'error' || (t.outcome === 'known' && t.expected?.outcome === 'error'),
  ).length;
  const sameRuleNotFailed = alsoBrokenWith(deviant.breaks).filter((id) => !failedClauses.includes(id));
  const verdict: KillVerdict = failedClauses.includes(deviant.breaks)
    ? sameRuleNotFailed.length === 0
      ? 'killed'
      : 'partly-attributed'
    : fail > 0
      ? 'failed-elsewhere'
      : error > 0
        ? 'error'
        : 'survived';
  return {
    id: deviant.id,
    family: deviant.family,
    breaks: deviant.breaks,
    description: deviant.description,
    verdict,
    failedClauses,
    ...(verdict === 'partly-attributed' ? { sameRuleNotFailed } : {}),
    files,
    tests: { total: run.tests.length, fail, error },
    durationMs: run.durationMs,
  };
}
