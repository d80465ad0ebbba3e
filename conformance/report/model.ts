import type { Exchange } from '../http/exchange.ts';

/** Outcome of one test, and (with `untested`) of one clause. See DESIGN.md, "Outcomes". */
/**
 * `known`: a `fail` or `error` the run's expectations file says this deployment is known to have (it does not fail the
 * run; see `conformance/engine/expectations.ts`).
 */
export type TestOutcome = 'pass' | 'fail' | 'error' | 'skip' | 'known';
export type ClauseOutcome = TestOutcome | 'untested';

/** A fast-check counterexample, kept so that the failure can be replayed with `--seed` and the path. */
export interface Counterexample {
  readonly seed: number;
  readonly path: string;
  readonly value: string;
}

export interface TestResult {
  /** Stable name: `<file relative to conformance/suites> > <describe> > <title>`. */
  readonly name: string;
  readonly file: string;
  readonly clauses: readonly string[];
  readonly outcome: TestOutcome;
  /**
   * For a `fail`: the cited clauses the failed check broke. The other cited clauses get no verdict from this test
   * (the check that would have proved them may not have run). Absent: every cited clause failed.
   */
  readonly failedClauses?: readonly string[];
  readonly durationMs: number;
  /** Failure or error message, or the skip reason. */
  readonly reason?: string;
  /** Number of HTTP requests the test made. */
  readonly requests: number;
  /** The automatic response check of the test's answers: how many were checked, and what broke the document. */
  readonly responseCheck?: ResponseCheckFigures;
  /** Exchanges of the test, kept for `fail` and `error` outcomes only. */
  readonly transcript?: readonly Exchange[];
  readonly counterexample?: Counterexample;
  /** For a `known` test: the outcome it had and the expectation that covers it. */
  readonly expected?: ExpectedOutcome;
  /** One command that re-runs exactly this test (its seed, its counterexample path) against the same target. */
  readonly replay?: string;
}

/** The expectation that turned a test's failure into `known`. */
export interface ExpectedOutcome {
  readonly outcome: 'fail' | 'error';
  /** `clause <id>` or `test`. */
  readonly by: string;
  readonly reason: string;
  readonly link?: string;
}

/** What the expectations file said and what became of it. */
export interface ExpectationsSummary {
  /** The file as given (a path). */
  readonly file: string;
  readonly entries: number;
  /** Tests whose failure was expected. */
  readonly known: number;
  /** Entries whose subject passed in this run: the known failure is fixed, and the entry can go. */
  readonly unexpectedPasses: readonly {
    readonly subject: string;
    readonly expected: 'fail' | 'error';
    readonly reason: string;
  }[];
  /** `--strict-expectations`: an unexpected pass fails the run. */
  readonly strict: boolean;
}

export interface ResponseCheckFigures {
  readonly exchangesChecked: number;
  /** One line per violation. */
  readonly violations: readonly string[];
}

/** Everything a run produced, before it is shaped into the report files. */
export interface RunResult {
  readonly target: { readonly baseUrl: string; readonly profile: 'sandbox' | 'production'; readonly embedded: boolean };
  readonly startedAt: string;
  readonly durationMs: number;
  readonly seed: number;
  /** `tests`: the names given with `--test` (a shard's share is not listed here: `shard` says it). */
  readonly selection: {
    readonly only: readonly string[];
    readonly skip: readonly string[];
    readonly tests?: readonly string[];
  };
  readonly tests: readonly TestResult[];
  /** Set when the run did not start (the preflight found the target unusable): why. */
  readonly notStarted?: string;
  /** `--shard k/n`: this run holds one share of the selected tests. */
  readonly shard?: { readonly index: number; readonly count: number };
  readonly expectations?: ExpectationsSummary;
}
