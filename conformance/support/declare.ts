import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, inject, test } from 'vitest';
import { getCurrentSuite } from 'vitest/suite';
import { clauseById, isClauseId } from '../../spec/clauses/index.ts';
import type { Area, Clause } from '../../spec/clauses/types.ts';
import type { ClauseId } from '../../spec/keys/index.ts';
import type { ConformanceDeclaration, TestTag } from '../engine/run-context.ts';
import { testTags } from '../engine/run-context.ts';
import { isArea, isSelected, skipReason } from '../engine/selection.ts';
import { inShare, testName } from '../engine/test-share.ts';
import { maxClockWaitMs } from './sandbox-clock.ts';
import { maxLoadFactor } from './time-budget.ts';
import { runWithKit, type TestKit } from './test-kit.ts';
import { usePacing } from '../http/pacing.ts';

/**
 * Time budget of a test unless it asks for another, at the default number of property runs; vitest's own timeout
 * sits a little above as a backstop.
 */
export const DEFAULT_TEST_TIMEOUT_MS = 120_000;
const BACKSTOP_MS = 5_000;
/** The property runs a declared budget is sized for (the CLI's default `--runs`). */
export const BUDGET_RUNS = 25;

/**
 * A declared budget at `runs` property runs: half of it is taken as fixed (set-up, fixed examples), half as the cost
 * of the default runs, which grows with `runs`. Fewer runs never shrink it: a budget is a bound, not an estimate.
 * Tests without properties get the same widening; it only bounds them later.
 */
export function budgetForRuns(declaredMs: number, runs: number): number {
  const fixed = declaredMs / 2;
  const perRun = declaredMs / 2 / BUDGET_RUNS;
  return Math.round(fixed + perRun * Math.max(runs, BUDGET_RUNS));
}

/**
 * Tests that share state with others: they run alone in their worker, never beside another test of their file.
 * `webhooks` points the platform's one webhook endpoint somewhere (and holds the platform lock across workers),
 * `sandbox-time` moves the shared sandbox clock (and holds it alone across workers), `platform-config` changes the
 * platform's fee configuration and restores it.
 */
const sharedStateTags: readonly TestTag[] = ['webhooks', 'sandbox-time', 'platform-config'];

/** Whether a test may run beside others of its file (`--concurrency`): it shares no state with them. */
export function runsConcurrently(tags: readonly TestTag[], testsPerWorker: number | undefined): boolean {
  return (testsPerWorker ?? 1) > 1 && !tags.some((tag) => sharedStateTags.includes(tag));
}

export interface ConformanceTestMeta {
  /**
   * Clause ids the test proves: a misspelt id is a type error, and JavaScript callers are still checked against the
   * registry when the file is collected.
   */
  readonly clauses: readonly ClauseId[];
  readonly tags?: readonly TestTag[];
  readonly timeoutMs?: number;
}

const lookup = (id: string): Clause | undefined => (isClauseId(id) ? clauseById(id) : undefined);

/** The area of the innermost enclosing `describeArea`, read from the suite being collected. */
function currentArea(): Area | undefined {
  const area = getCurrentSuite().suite?.meta.conformanceArea;
  return area;
}

const defaultSuitesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'suites');

/** The full name the reports will give the test being declared (file, describe blocks, title). */
function collectedTestName(title: string, suitesDir: string | undefined): string {
  const suite = getCurrentSuite().suite;
  const file = suite?.file.filepath;
  const relativeFile =
    file === undefined
      ? ''
      : relative(suitesDir ?? defaultSuitesDir, file)
          .split(sep)
          .join('/');
  return testName(relativeFile, suite?.fullTestName, title);
}

/** Throws when a declaration cites no clause, an unknown or not-testable clause, a clause twice or an unknown tag. */
export function validateDeclaration(title: string, meta: ConformanceTestMeta): void {
  const where = `conformanceTest "${title}"`;
  if (!Array.isArray(meta.clauses) || meta.clauses.length === 0) throw new Error(`${where}: cites no clause`);
  for (const id of meta.clauses) {
    const clause = lookup(id);
    if (!clause) throw new Error(`${where}: unknown clause id "${id}" (not in spec/clauses)`);
    if (clause.testability === 'not-testable') {
      throw new Error(
        `${where}: clause "${id}" is marked not-testable in the registry (${clause.reason ?? 'no reason'})`,
      );
    }
  }
  if (new Set(meta.clauses).size !== meta.clauses.length) throw new Error(`${where}: cites a clause twice`);
  for (const tag of meta.tags ?? []) {
    if (!(testTags as readonly string[]).includes(tag)) throw new Error(`${where}: unknown tag "${tag}"`);
  }
  if (meta.timeoutMs !== undefined && !(Number.isInteger(meta.timeoutMs) && meta.timeoutMs > 0)) {
    throw new Error(`${where}: timeoutMs must be a positive integer`);
  }
}

/**
 * Declares a conformance test proving `meta.clauses`.
 *
 * At collection: the clause ids are checked against the registry (an unknown id fails the file, so a typo can never
 * pass); a test outside `--only`/`--skip` is registered as skipped and marked unselected, and the collector leaves it
 * out of the run entirely; a test that does not apply (sandbox-only under the production profile, slow without
 * `--include-slow`) is registered as skipped with its reason. Otherwise the body runs with a fresh TestKit.
 */
export function conformanceTest(title: string, meta: ConformanceTestMeta, fn: (t: TestKit) => Promise<void>): void {
  validateDeclaration(title, meta);
  const run = inject('run');
  if (run === undefined) {
    throw new Error('conformance suites run through the conformance CLI (npm run conformance), not plain vitest');
  }
  const area = currentArea();
  const base: ConformanceDeclaration = {
    clauses: [...meta.clauses],
    tags: [...(meta.tags ?? [])],
    ...(area === undefined ? {} : { area }),
  };
  if (!isSelected(base, run.selection, lookup) || !inShare(collectedTestName(title, run.suitesDir), run.selection)) {
    test.skip(title, { meta: { conformance: { ...base, unselected: true } } }, () => undefined);
    return;
  }
  const reason = skipReason(base, run, lookup);
  if (reason !== undefined) {
    test.skip(title, { meta: { conformance: { ...base, skipReason: reason } } }, () => undefined);
    return;
  }
  // Every client of this worker follows the run's rate share and shared pauses (set once per run, at collection).
  usePacing({
    ...(run.ratePerWorker === undefined ? {} : { ratePerSecond: run.ratePerWorker }),
    ...(run.pauseFile === undefined ? {} : { pauseFile: run.pauseFile }),
  });
  const timeoutMs = budgetForRuns(meta.timeoutMs ?? DEFAULT_TEST_TIMEOUT_MS, run.runs);
  // The kit enforces the budget, widened for the machine's load, after a wait for its turn on the sandbox clock that
  // the budget does not count (see test-kit.ts); vitest's own timeout is a backstop above all of that.
  const clockWaitMs = run.sandboxClockUrl === undefined ? 0 : maxClockWaitMs;
  const timeout = timeoutMs * maxLoadFactor + clockWaitMs + BACKSTOP_MS;
  const concurrent = runsConcurrently(base.tags, run.testsPerWorker);
  test(title, { meta: { conformance: base }, timeout, concurrent }, (ctx) =>
    runWithKit(ctx, run, inject('runSecrets'), { timeoutMs, clauses: base.clauses }, fn),
  );
}

/**
 * A vitest `describe` whose tests belong to `area` (for `--only` / `--skip` by area).
 *
 * A block whose every test may run beside others runs beside the blocks next to it in its file (vitest runs a file's
 * blocks one after the other unless marked concurrent), bounded by the same tests at once per worker; a block holding
 * a test that shares state keeps running apart from its neighbours, so that test still runs alone.
 */
export function describeArea(area: Area, name: string, fn: () => void): void {
  if (!isArea(area)) throw new Error(`describeArea: unknown area "${String(area)}"`);
  describe(name, { meta: { conformanceArea: area } }, () => {
    fn();
    const block = getCurrentSuite();
    const tests = block.tasks;
    const runnable = tests.filter((task) => task.mode !== 'skip');
    if (
      block.suite !== undefined &&
      runnable.length > 0 &&
      tests.every((task) => task.type === 'test' && (task.mode === 'skip' || task.concurrent === true))
    ) {
      block.suite.concurrent = true;
    }
  });
}
