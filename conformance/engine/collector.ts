import { relative, sep } from 'node:path';
import type { SerializedError, TaskMeta } from 'vitest';
import type { Reporter, TestCase, TestModule, TestResult as VitestResult } from 'vitest/node';
import type { TestOutcome, TestResult } from '../report/model.ts';
import { isSetupError } from './setup-error.ts';
import { clausesOf } from '../support/attribution.ts';
import { restatementsOf } from '../../spec/clauses/index.ts';
import type { ConformanceOutcomeMeta } from './run-context.ts';

/** What the collector needs to know of a vitest test case; a TestCase satisfies it. */
export interface CollectedCase {
  readonly fullName: string;
  readonly module: { readonly moduleId: string };
  meta(): TaskMeta;
  result(): VitestResult;
  diagnostic(): { readonly duration: number } | undefined;
}

/** First line of a serialised error, with the name when it says more than "Error". */
function describeError(error: SerializedError | undefined): string {
  if (!error) return 'failed without an error';
  const name =
    error.name && error.name !== 'Error' && error.name !== 'AssertionError' && error.name !== 'PropertyFailure'
      ? `${error.name}: `
      : '';
  return `${name}${error.message}`;
}

/**
 * Turns one finished vitest test case into a TestResult, or `undefined` for a test that is not part of the run
 * (unselected at collection).
 *
 * - passed → `pass`;
 * - skipped → `skip`, the reason from `t.skip(reason)` or from the declaration (profile, slow);
 * - failed on a SetupError (set-up, binding, transport, time budget) → `error`;
 * - failed otherwise (an assertion, a property counterexample, an unexpected exception) → `fail`;
 * - a test not declared with `conformanceTest` → `error`: it proves no clause.
 */
export function toTestResult(
  testCase: CollectedCase,
  suitesDir: string,
  redact: (text: string) => string = (text) => text,
): TestResult | undefined {
  const meta = testCase.meta();
  const declared = meta.conformance;
  if (declared?.unselected) return undefined;
  const file = relative(suitesDir, testCase.module.moduleId).split(sep).join('/');
  const name = `${file} > ${testCase.fullName}`;
  const outcomeMeta: ConformanceOutcomeMeta = meta.conformanceResult ?? {};
  const result = testCase.result();
  const checked = outcomeMeta.responseCheck;
  const base = {
    name,
    file,
    // The clauses the automatic response check proved or broke on the test's answers are cited with its own.
    clauses: declared
      ? [...new Set([...declared.clauses, ...(checked?.provenClauses ?? []), ...(checked?.brokenClauses ?? [])])]
      : [],
    durationMs: Math.round(testCase.diagnostic()?.duration ?? 0),
    requests: outcomeMeta.requests ?? 0,
    ...(checked === undefined
      ? {}
      : { responseCheck: { exchangesChecked: checked.exchangesChecked, violations: [...checked.violations] } }),
  };
  if (!declared) {
    return { ...base, outcome: 'error', reason: 'not declared with conformanceTest: the test proves no clause' };
  }
  if (result.state === 'passed') return { ...base, outcome: 'pass' };
  if (result.state === 'skipped') {
    return { ...base, outcome: 'skip', reason: result.note ?? declared.skipReason ?? 'skipped' };
  }
  if (result.state === 'pending') return { ...base, outcome: 'error', reason: 'the test did not finish' };
  const first = result.errors[0];
  const outcome: TestOutcome = outcomeMeta.outcome === 'error' || isSetupError(first) ? 'error' : 'fail';
  if (outcome === 'error') {
    // No verdict was reached on what the test proves: the error lands on its own clauses, not on the clauses its
    // answers were checked against on the way (those answers broke nothing, or the outcome would be a fail).
    return {
      ...base,
      clauses: [...(declared.clauses as readonly string[])],
      outcome,
      reason: redact(result.errors.map(describeError).join('\n\n')),
      ...(outcomeMeta.transcript ? { transcript: outcomeMeta.transcript } : {}),
      ...(outcomeMeta.counterexample ? { counterexample: outcomeMeta.counterexample } : {}),
    };
  }
  const tagged = clausesOf(first);
  // Violations recorded beside another failure break their clauses too.
  const named =
    outcome === 'fail' && tagged !== undefined
      ? [...new Set([...tagged, ...(checked?.brokenClauses ?? [])])]
      : undefined;
  // A rule the document states in several sections is broken in each of them, and in a clause stating it among others
  // (spec/clauses/same-rule.ts); an untagged failure is laid on every cited clause, so on their restatements as well.
  const restated = outcome === 'fail' ? restatementsOf(named ?? base.clauses) : [];
  const broken = named === undefined ? undefined : [...named, ...restated];
  // A check that names a clause the test does not declare still broke it: the clause is reported, and said so.
  const undeclared = (named ?? []).filter((id) => !base.clauses.includes(id));
  const reported = result.errors.map(describeError);
  if (undeclared.length > 0) {
    reported.push(
      `the failure names clauses the test does not declare (reported as failed all the same): ${undeclared.join(', ')}`,
    );
  }
  const alsoStating = restated.filter((id) => !base.clauses.includes(id));
  if (alsoStating.length > 0) {
    reported.push(
      `the same rule is stated by clauses the test does not declare (failed with it): ${alsoStating.join(', ')}`,
    );
  }
  const beside = (checked?.violations ?? []).filter((v) => !reported.some((r) => r.includes(v)));
  if (beside.length > 0)
    reported.push(`answers that also broke the interface document:\n${beside.map((v) => `- ${v}`).join('\n')}`);
  return {
    ...base,
    clauses: [...new Set([...base.clauses, ...undeclared, ...alsoStating])],
    outcome,
    ...(broken !== undefined && broken.length > 0 ? { failedClauses: broken } : {}),
    // Assertion messages may quote what a server echoed, secrets included.
    reason: redact(reported.join('\n\n')),
    ...(outcomeMeta.transcript ? { transcript: outcomeMeta.transcript } : {}),
    ...(outcomeMeta.counterexample ? { counterexample: outcomeMeta.counterexample } : {}),
  };
}

/** A file that could not be collected (syntax error, unknown clause id...) or an error outside any test. */
export function moduleErrorResult(
  moduleId: string,
  suitesDir: string,
  errors: readonly SerializedError[],
  redact: (text: string) => string = (text) => text,
): TestResult {
  const file = relative(suitesDir, moduleId).split(sep).join('/');
  return {
    name: `${file} > (file)`,
    file,
    clauses: [],
    outcome: 'error',
    durationMs: 0,
    reason: redact(`the file could not be run: ${errors.map(describeError).join('\n\n')}`),
    requests: 0,
  };
}

export interface ModuleReport {
  readonly file: string;
  readonly results: readonly TestResult[];
  readonly durationMs: number;
}

/**
 * The vitest reporter of a conformance run: collects TestResults and tells `onModuleEnd` (progress) about each file
 * as it finishes.
 */
export class ConformanceCollector implements Reporter {
  readonly results: TestResult[] = [];
  readonly #suitesDir: string;
  readonly #onModuleEnd: ((report: ModuleReport) => void) | undefined;
  readonly #onModuleStart: ((file: string) => void) | undefined;
  readonly #onTestEnd: ((result: TestResult) => void) | undefined;
  readonly #redact: (text: string) => string;

  constructor(
    suitesDir: string,
    options: {
      onModuleEnd?: (report: ModuleReport) => void;
      /** A file started running (live progress). */
      onModuleStart?: (file: string) => void;
      /** A test of the run finished (live progress); unselected tests are not reported. */
      onTestEnd?: (result: TestResult) => void;
      redact?: (text: string) => string;
    } = {},
  ) {
    this.#suitesDir = suitesDir;
    this.#onModuleEnd = options.onModuleEnd;
    this.#onModuleStart = options.onModuleStart;
    this.#onTestEnd = options.onTestEnd;
    this.#redact = options.redact ?? ((text) => text);
  }

  onTestModuleStart(testModule: TestModule): void {
    this.#onModuleStart?.(relative(this.#suitesDir, testModule.moduleId).split(sep).join('/'));
  }

  onTestCaseResult(testCase: TestCase): void {
    if (!this.#onTestEnd) return;
    const result = toTestResult(testCase, this.#suitesDir, this.#redact);
    if (result) this.#onTestEnd(result);
  }

  onTestModuleEnd(testModule: TestModule): void {
    const results: TestResult[] = [];
    for (const testCase of testModule.children.allTests()) {
      const result = toTestResult(testCase, this.#suitesDir, this.#redact);
      if (result) results.push(result);
    }
    const errors = testModule.errors();
    if (errors.length > 0) results.push(moduleErrorResult(testModule.moduleId, this.#suitesDir, errors, this.#redact));
    this.results.push(...results);
    this.#onModuleEnd?.({
      file: relative(this.#suitesDir, testModule.moduleId).split(sep).join('/'),
      results,
      durationMs: testModule.diagnostic().duration,
    });
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    if (unhandledErrors.length > 0) {
      this.results.push({
        name: '(run) > unhandled errors',
        file: '(run)',
        clauses: [],
        outcome: 'error',
        durationMs: 0,
        reason: this.#redact(`errors outside any test: ${unhandledErrors.map(describeError).join('\n\n')}`),
        requests: 0,
      });
    }
  }
}
