/**
 * The order a deviant's tests run in, cheapest first: most clauses are proven in several files (every answer checked
 * against a member's form cites that member's clause), and one failing file is enough to kill. So a deviant runs
 * the tests declaring its clause file by file, those that cost least first, until they kill it; and only when they
 * did not, its files whole: first the file holding the fewest tests, then the others. The verdict reads the runs of
 * each stage together.
 */
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import type { ManifestTest } from '../../conformance/engine/suite-manifest.ts';

/** The file of `files` with the fewest tests in the baseline (ties: the first in order), and the rest. */
export function cheapestFirst(
  files: readonly string[],
  baseline: readonly TestResult[],
): { first: string[]; rest: string[] } {
  if (files.length <= 1) return { first: [...files], rest: [] };
  const count = new Map<string, number>();
  for (const test of baseline) count.set(test.file, (count.get(test.file) ?? 0) + 1);
  const cheapest = files.reduce((best, file) => ((count.get(file) ?? 0) < (count.get(best) ?? 0) ? file : best));
  return { first: [cheapest], rest: files.filter((f) => f !== cheapest) };
}

/** The tests of each suite file as they declare them (the suite manifest's `files`). */
export type DeclaredTests = Readonly<Record<string, readonly ManifestTest[]>>;

/**
 * The files of `files` where a test declares one of `clauses`, in the order narrowed runs take them, one at a time:
 * those whose declaring tests sent fewer requests in the baseline first (then: those that took less time; then: in
 * their order). Requests before time: they cost the same on any machine, where a time measured beside other tests is
 * noisy. Empty when no test declares one: a narrowed run would select nothing.
 */
export function narrowedOrder(
  files: readonly string[],
  clauses: readonly string[],
  baseline: readonly TestResult[],
  declared: DeclaredTests,
): string[] {
  const byName = new Map(baseline.map((t) => [t.name, t]));
  const costs = files.flatMap((file, index) => {
    const declaring = (declared[file] ?? []).filter((t) => t.clauses.some((c) => clauses.includes(c)));
    if (declaring.length === 0) return [];
    const ran = declaring.map((t) => byName.get(t.name));
    const sum = (of: (t: TestResult) => number) => ran.reduce((n, t) => n + (t === undefined ? 0 : of(t)), 0);
    return [{ file, requests: sum((t) => t.requests), ms: sum((t) => t.durationMs), index }];
  });
  return costs.sort((a, b) => a.requests - b.requests || a.ms - b.ms || a.index - b.index).map((c) => c.file);
}

/** Two runs of the same deviant as one: their tests together, their times added. */
export function mergedRuns(a: RunResult, b: RunResult): RunResult {
  return { ...a, durationMs: a.durationMs + b.durationMs, tests: [...a.tests, ...b.tests] };
}
