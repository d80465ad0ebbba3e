/**
 * The verdict of one conformant variant: passed when no test of its run failed or errored and some test passed. A
 * failure is a false verdict of the suite (the variant takes a freedom the document leaves open); an error means no
 * verdict was reached, which the suite owes a conformant server as much as a pass; a run where nothing passed proves
 * nothing and counts as an error too.
 */
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import type { Variant } from '../variants/variant.ts';

export type VariantVerdict = 'passed' | 'failed' | 'error';

export interface VariantRow {
  readonly id: string;
  readonly seam: Variant['seam'];
  readonly freedom: string;
  readonly leftOpenBy: Variant['leftOpenBy'];
  readonly verdict: VariantVerdict;
  /** The suite files run (relative to `conformance/suites`); `all` for the whole suite. */
  readonly files: readonly string[] | 'all';
  /** The composite whose whole run the variant faced the suite in (a composite's own row names itself). */
  readonly ranIn?: string;
  /** The tests that failed or errored, with the clauses they failed on and why. */
  readonly failures: readonly {
    readonly test: string;
    readonly outcome: 'fail' | 'error';
    readonly clauses: readonly string[];
    readonly reason?: string;
  }[];
  readonly tests: { readonly total: number; readonly passed: number; readonly fail: number; readonly error: number };
  readonly durationMs: number;
}

const wrong = (test: TestResult): test is TestResult & { outcome: 'fail' | 'error' } =>
  test.outcome === 'fail' || test.outcome === 'error';

/** The row of `variant` from the results of the suite run against it. */
export function variantRowOf(variant: Variant, run: RunResult, files: readonly string[] | 'all'): VariantRow {
  const failures = run.tests.filter(wrong).map((t) => ({
    test: t.name,
    outcome: t.outcome,
    clauses: t.failedClauses ?? t.clauses,
    ...(t.reason === undefined ? {} : { reason: t.reason.split('\n').slice(0, 6).join('\n') }),
  }));
  const count = (outcome: TestResult['outcome']) => run.tests.filter((t) => t.outcome === outcome).length;
  const fail = count('fail');
  const error = count('error');
  return {
    id: variant.id,
    seam: variant.seam,
    freedom: variant.freedom,
    leftOpenBy: variant.leftOpenBy,
    verdict: fail > 0 ? 'failed' : error > 0 || count('pass') === 0 ? 'error' : 'passed',
    files,
    failures,
    tests: { total: run.tests.length, passed: count('pass'), fail, error },
    durationMs: run.durationMs,
  };
}
