/**
 * The clause matrix: the run's test results folded onto the clause registry. This is the content of `results.json`;
 * every other report format is written from it.
 */
import type { Area, Clause, Testability } from '../../spec/clauses/types.ts';
import type { ClauseOutcome, RunResult, TestOutcome, TestResult } from './model.ts';
import { compareSections, partOf } from './sections.ts';
import { documentParts } from './parts.ts';

/** Bumped when the shape of `results.json` changes in a way readers must know about. */
export const resultsFormatVersion = 1;

export interface ClauseCounts {
  readonly total: number;
  readonly pass: number;
  readonly fail: number;
  readonly error: number;
  readonly skip: number;
  readonly untested: number;
  /** Clauses whose only failures are known ones (the expectations file). */
  readonly known: number;
  /** Clauses the registry marks `not-testable` (whatever their outcome, normally `untested`). */
  readonly notTestable: number;
}

export interface TestCounts {
  readonly total: number;
  readonly pass: number;
  readonly fail: number;
  readonly error: number;
  readonly skip: number;
  readonly known: number;
}

/** One row of the matrix: a registry clause and the verdict of the tests that cite it. */
export interface ClauseResult {
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly area: Area;
  readonly testability: Testability;
  /** False for `not-testable` clauses; `reason` then says why. */
  readonly testable: boolean;
  readonly slow?: boolean;
  readonly reason?: string;
  readonly outcome: ClauseOutcome;
  /** Names of the selected tests citing the clause, in run order. */
  readonly tests: readonly string[];
}

/** A clause id cited by tests but missing from the registry: a defect of the suite, surfaced in every report. */
export interface UnknownClauseCitation {
  readonly id: string;
  /** Aggregate outcome of the citing tests, by the same rule as registry clauses. */
  readonly outcome: TestOutcome;
  readonly tests: readonly string[];
}

export interface PartSummary {
  /** First component of the section numbers, e.g. `3`. */
  readonly part: string;
  /** Heading of the part in the document, or `''` when unknown. */
  readonly title: string;
  readonly clauses: ClauseCounts;
}

export interface ResultsSummary {
  readonly clauses: ClauseCounts;
  readonly tests: TestCounts;
  readonly unknownClauses: number;
  /** Clause counts per document part, in document order. */
  readonly parts: readonly PartSummary[];
}

/** The content of `results.json`. */
export interface Results {
  readonly formatVersion: typeof resultsFormatVersion;
  readonly target: RunResult['target'];
  readonly startedAt: string;
  readonly durationMs: number;
  /** Sum of the tests' requests. */
  readonly requests: number;
  /** The automatic response check over every test: answers checked against their operation, and violations. */
  readonly responseCheck: { readonly exchangesChecked: number; readonly violations: number };
  readonly seed: number;
  readonly selection: RunResult['selection'];
  readonly summary: ResultsSummary;
  /** Registry clauses in document order (section, then registry order). */
  readonly clauses: readonly ClauseResult[];
  readonly unknownClauses: readonly UnknownClauseCitation[];
  readonly tests: readonly TestResult[];
  /** Present when the run did not start: why (the preflight's finding). */
  readonly notStarted?: string;
  readonly shard?: RunResult['shard'];
  readonly expectations?: RunResult['expectations'];
}

/** What one test says of one clause it cites; `undefined` when it failed on another clause (no verdict). */
export function verdictOn(test: TestResult, clauseId: string): TestOutcome | undefined {
  const failed = test.outcome === 'fail' || (test.outcome === 'known' && test.expected?.outcome === 'fail');
  if (!failed || test.failedClauses === undefined) return test.outcome;
  return test.failedClauses.includes(clauseId) ? test.outcome : undefined;
}

/** The outcome of one clause from the tests citing it (see aggregateOutcome). */
function clauseOutcome(clauseId: string, tests: readonly TestResult[]): ClauseOutcome {
  return aggregateOutcome(tests.flatMap((t) => verdictOn(t, clauseId) ?? []));
}

/**
 * The outcome of a clause from the outcomes of the tests citing it: any `fail` makes it `fail`; else any `error`
 * makes it `error` (no verdict could be reached); else any `known` (an expected failure) makes it `known`; else any
 * `pass` makes it `pass`; tests that were all skipped make
 * it `skip`; no citing test leaves it `untested`.
 */
export function aggregateOutcome(outcomes: readonly TestOutcome[]): ClauseOutcome {
  if (outcomes.includes('fail')) return 'fail';
  if (outcomes.includes('error')) return 'error';
  if (outcomes.includes('known')) return 'known';
  if (outcomes.includes('pass')) return 'pass';
  if (outcomes.includes('skip')) return 'skip';
  return 'untested';
}

/** Counts clause outcomes. */
export function countClauses(clauses: readonly ClauseResult[]): ClauseCounts {
  const count = (outcome: ClauseOutcome): number => clauses.filter((c) => c.outcome === outcome).length;
  return {
    total: clauses.length,
    pass: count('pass'),
    fail: count('fail'),
    error: count('error'),
    skip: count('skip'),
    untested: count('untested'),
    known: count('known'),
    notTestable: clauses.filter((c) => !c.testable).length,
  };
}

/** Counts test outcomes. */
export function countTests(tests: readonly TestResult[]): TestCounts {
  const count = (outcome: TestOutcome): number => tests.filter((t) => t.outcome === outcome).length;
  return {
    total: tests.length,
    pass: count('pass'),
    fail: count('fail'),
    error: count('error'),
    skip: count('skip'),
    known: count('known'),
  };
}

/** Clause counts per document part; `clauses` must already be in document order. */
export function summariseParts(clauses: readonly ClauseResult[]): PartSummary[] {
  const byPart = new Map<string, ClauseResult[]>();
  for (const clause of clauses) {
    const part = partOf(clause.section);
    const list = byPart.get(part) ?? [];
    list.push(clause);
    byPart.set(part, list);
  }
  return [...byPart.entries()]
    .sort(([a], [b]) => compareSections(a, b))
    .map(([part, list]) => ({ part, title: documentParts[part] ?? '', clauses: countClauses(list) }));
}

/** The section part of a clause id (`3.3` of `3.3/closed-to-closed-rejected`). */
function sectionOfId(id: string): string {
  return id.split('/', 1)[0] ?? id;
}

/** Folds a run onto the clause registry. The registry is a parameter so that tests can pass small ones. */
export function buildResults(run: RunResult, registry: readonly Clause[]): Results {
  const known = new Set(registry.map((c) => c.id));
  const citing = new Map<string, TestResult[]>();
  for (const test of run.tests) {
    // A test citing the same clause twice still counts once for it.
    for (const id of new Set(test.clauses)) {
      const list = citing.get(id) ?? [];
      list.push(test);
      citing.set(id, list);
    }
  }

  const clauses: ClauseResult[] = registry
    .map((clause, index) => ({ clause, index }))
    .sort((a, b) => compareSections(a.clause.section, b.clause.section) || a.index - b.index)
    .map(({ clause }) => {
      const tests = citing.get(clause.id) ?? [];
      return {
        id: clause.id,
        section: clause.section,
        title: clause.title,
        area: clause.area,
        testability: clause.testability,
        testable: clause.testability !== 'not-testable',
        ...(clause.slow === undefined ? {} : { slow: clause.slow }),
        ...(clause.reason === undefined ? {} : { reason: clause.reason }),
        outcome: clauseOutcome(clause.id, tests),
        tests: tests.map((t) => t.name),
      };
    });

  const unknownClauses: UnknownClauseCitation[] = [...citing.entries()]
    .filter(([id]) => !known.has(id))
    .sort(([a], [b]) => compareSections(sectionOfId(a), sectionOfId(b)) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, tests]) => ({
      id,
      // Citing tests exist, so the aggregate is never `untested`.
      outcome: aggregateOutcome(tests.map((t) => t.outcome)) as TestOutcome,
      tests: tests.map((t) => t.name),
    }));

  return {
    formatVersion: resultsFormatVersion,
    target: run.target,
    startedAt: run.startedAt,
    durationMs: run.durationMs,
    requests: run.tests.reduce((sum, t) => sum + t.requests, 0),
    responseCheck: {
      exchangesChecked: run.tests.reduce((sum, t) => sum + (t.responseCheck?.exchangesChecked ?? 0), 0),
      violations: run.tests.reduce((sum, t) => sum + (t.responseCheck?.violations.length ?? 0), 0),
    },
    seed: run.seed,
    selection: run.selection,
    summary: {
      clauses: countClauses(clauses),
      tests: countTests(run.tests),
      unknownClauses: unknownClauses.length,
      parts: summariseParts(clauses),
    },
    clauses,
    unknownClauses,
    tests: run.tests,
    ...(run.notStarted === undefined ? {} : { notStarted: run.notStarted }),
    ...(run.shard === undefined ? {} : { shard: run.shard }),
    ...(run.expectations === undefined ? {} : { expectations: run.expectations }),
  };
}

/**
 * Headline of a run, for display: `fail` if anything failed or an expected failure passed under
 * `--strict-expectations`, `error` if something could not be judged or a test cites an unknown clause id, else
 * `pass`. It agrees with the exit code: whatever fails the run shows here.
 */
export function overallOutcome(results: Pick<Results, 'summary' | 'expectations'>): 'pass' | 'fail' | 'error' {
  const { clauses, tests, unknownClauses } = results.summary;
  if (clauses.fail > 0 || tests.fail > 0 || strictUnexpectedPasses(results).length > 0) return 'fail';
  if (clauses.error > 0 || tests.error > 0 || unknownClauses > 0) return 'error';
  return 'pass';
}

/** The unexpected passes that fail the run: those of a run with `--strict-expectations`, else none. */
export function strictUnexpectedPasses(
  results: Pick<Results, 'expectations'>,
): NonNullable<Results['expectations']>['unexpectedPasses'] {
  const e = results.expectations;
  return e?.strict === true ? e.unexpectedPasses : [];
}

/** Failed and errored clauses (failures first, each group in document order) with the tests that made them so. */
export function problemClauses(results: Results): { clause: ClauseResult; tests: TestResult[] }[] {
  const byName = new Map(results.tests.map((t) => [t.name, t]));
  const pick = (outcome: 'fail' | 'error') =>
    results.clauses
      .filter((c) => c.outcome === outcome)
      .map((clause) => ({
        clause,
        tests: clause.tests
          .map((name) => byName.get(name))
          .filter((t): t is TestResult => t !== undefined && verdictOn(t, clause.id) === outcome)
          .sort((a, b) => (a.outcome === b.outcome ? 0 : a.outcome === 'fail' ? -1 : 1)),
      }));
  return [...pick('fail'), ...pick('error')];
}

/**
 * Failed and errored tests that cite no clause of the registry (none at all, or only unknown ids): their evidence has
 * no clause to appear under, so the reports list them separately.
 */
export function unattributedFailures(results: Results): TestResult[] {
  const known = new Set(results.clauses.map((c) => c.id));
  return results.tests.filter(
    (t) => (t.outcome === 'fail' || t.outcome === 'error') && !t.clauses.some((id) => known.has(id)),
  );
}
