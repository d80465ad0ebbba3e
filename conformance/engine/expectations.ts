/**
 * Expected failures per deployment: a reviewed JSON file listing the clauses or tests a deployment is known to fail,
 * so that CI can gate on regressions while a known gap is being fixed.
 *
 * ```json
 * { "expectations": [
 *   { "clause": "7.2/unauthorized-api-credentials", "outcome": "fail", "reason": "answers 403", "link": "https://..." },
 *   { "test": "auth/basic-auth.conformance.ts > Part 5 ... > title", "outcome": "error", "reason": "..." }
 * ] }
 * ```
 *
 * A test's `fail` is known when a `test` entry names it with outcome `fail`, or when every clause it broke has a
 * `clause` entry with outcome `fail`; an `error` likewise, with the clauses it cites. A known test reports as `known`
 * and does not fail the run. An entry whose subject passed in the run is an unexpected pass. An entry naming a clause
 * or test that does not exist is a configuration error.
 */
import { readFileSync } from 'node:fs';
import type { ExpectationsSummary, ExpectedOutcome, RunResult, TestResult } from '../report/model.ts';
import { aggregateOutcome, verdictOn } from '../report/matrix.ts';
import { ConfigurationError } from './configuration-error.ts';

export interface Expectation {
  readonly clause?: string;
  readonly test?: string;
  readonly outcome: 'fail' | 'error';
  readonly reason: string;
  readonly link?: string;
}

export interface Expectations {
  readonly file: string;
  readonly entries: readonly Expectation[];
}

const entryKeys = new Set(['clause', 'test', 'outcome', 'reason', 'link']);

/** Reads and checks the file against the registry; test names are checked with `checkTestNames` once collected. */
export function loadExpectations(path: string, isClause: (id: string) => boolean): Expectations {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigurationError(
      `expectations file ${path} is not readable JSON: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const list = (raw as { expectations?: unknown } | null)?.expectations;
  if (!Array.isArray(list)) throw new ConfigurationError(`expectations file ${path} must hold {"expectations": [...]}`);
  const seen = new Set<string>();
  const entries = list.map((item: unknown, i): Expectation => {
    const where = `expectations file ${path}, entry ${i + 1}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item))
      throw new ConfigurationError(`${where} must be an object`);
    const e = item as Record<string, unknown>;
    const extra = Object.keys(e).find((k) => !entryKeys.has(k));
    if (extra !== undefined)
      throw new ConfigurationError(`${where}: unknown member "${extra}" (members: ${[...entryKeys].join(', ')})`);
    const hasClause = typeof e['clause'] === 'string';
    const hasTest = typeof e['test'] === 'string';
    if (hasClause === hasTest) throw new ConfigurationError(`${where} must name exactly one "clause" or one "test"`);
    if (hasClause && !isClause(e['clause'] as string)) {
      throw new ConfigurationError(`${where} names clause "${String(e['clause'])}", which is not in the registry`);
    }
    if (e['outcome'] !== 'fail' && e['outcome'] !== 'error')
      throw new ConfigurationError(`${where}: "outcome" must be "fail" or "error"`);
    if (typeof e['reason'] !== 'string' || e['reason'].trim() === '')
      throw new ConfigurationError(`${where}: "reason" is required (why the failure is accepted)`);
    if (e['link'] !== undefined && (typeof e['link'] !== 'string' || !/^https?:\/\//.test(e['link']))) {
      throw new ConfigurationError(`${where}: "link" must be an http(s) URL`);
    }
    const subject = hasClause ? `clause ${String(e['clause'])}` : `test ${String(e['test'])}`;
    if (seen.has(subject)) throw new ConfigurationError(`${where}: ${subject} is listed twice`);
    seen.add(subject);
    return {
      ...(hasClause ? { clause: e['clause'] as string } : { test: e['test'] as string }),
      outcome: e['outcome'],
      reason: e['reason'],
      ...(e['link'] === undefined ? {} : { link: e['link'] as string }),
    };
  });
  return { file: path, entries };
}

/** Throws when a `test` entry names no test of the suites (`allTests`: every declared test's full name). */
export function checkTestNames(expectations: Expectations, allTests: ReadonlySet<string>): void {
  for (const e of expectations.entries) {
    if (e.test !== undefined && !allTests.has(e.test)) {
      throw new ConfigurationError(
        `expectations file ${expectations.file} names test "${e.test}", which no suite declares (names as --list prints them)`,
      );
    }
  }
}

function expectedOf(test: TestResult, expectations: Expectations): ExpectedOutcome | undefined {
  if (test.outcome !== 'fail' && test.outcome !== 'error') return undefined;
  const outcome = test.outcome;
  const byTest = expectations.entries.find((e) => e.test === test.name && e.outcome === outcome);
  const describe = (e: Expectation, by: string): ExpectedOutcome => ({
    outcome,
    by,
    reason: e.reason,
    ...(e.link ? { link: e.link } : {}),
  });
  if (byTest) return describe(byTest, 'test');
  const subjects = outcome === 'fail' ? (test.failedClauses ?? test.clauses) : test.clauses;
  if (subjects.length === 0) return undefined;
  const covering = subjects.map((id) => expectations.entries.find((e) => e.clause === id && e.outcome === outcome));
  if (covering.some((e) => e === undefined)) return undefined;
  const link = covering.find((e) => e!.link !== undefined)?.link;
  const reason = [...new Set(covering.map((e) => e!.reason))].join('; ');
  return describe(
    { ...covering[0]!, reason, ...(link === undefined ? {} : { link }) },
    `clause ${subjects.join(', ')}`,
  );
}

/**
 * The run with its expected failures turned `known`, and what the expectations came to. An entry is an unexpected
 * pass when its test passed, or when its clause's verdict in this run is `pass`.
 */
export function applyExpectations(run: RunResult, expectations: Expectations, strict: boolean): RunResult {
  const tests = run.tests.map((t): TestResult => {
    const expected = expectedOf(t, expectations);
    return expected === undefined ? t : { ...t, outcome: 'known', expected };
  });
  const unexpectedPasses: ExpectationsSummary['unexpectedPasses'][number][] = [];
  for (const e of expectations.entries) {
    if (e.test !== undefined) {
      if (tests.some((t) => t.name === e.test && t.outcome === 'pass'))
        unexpectedPasses.push({ subject: e.test, expected: e.outcome, reason: e.reason });
      continue;
    }
    const verdicts = tests.filter((t) => t.clauses.includes(e.clause!)).flatMap((t) => verdictOn(t, e.clause!) ?? []);
    if (aggregateOutcome(verdicts) === 'pass')
      unexpectedPasses.push({ subject: `clause ${e.clause!}`, expected: e.outcome, reason: e.reason });
  }
  return {
    ...run,
    tests,
    expectations: {
      file: expectations.file,
      entries: expectations.entries.length,
      known: tests.filter((t) => t.outcome === 'known').length,
      unexpectedPasses,
      strict,
    },
  };
}
