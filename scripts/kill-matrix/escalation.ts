/**
 * The order a deviant's tests run in, cheapest first: most clauses are proven in several files (every answer checked
 * against a member's form cites that member's clause), and one failing file is enough to kill. So a deviant runs
 * first the tests declaring its clause in the file where they cost least, then those of the other files, and only
 * when these did not kill it its files whole: first the file holding the fewest tests, then the others. The verdict
 * reads every run of the deviant together.
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
 * The files of `files` where a test declares one of `clauses`, split for a narrowed run: the one whose declaring
 * tests sent fewest requests in the baseline (then: took least time; then: the first in order), and the others in
 * their order. Requests before time: they cost the same on any machine, where a time measured beside other tests is
 * noisy. Empty when no test declares one: a narrowed run would select nothing.
 */
export function cheapestNarrowedFirst(
  files: readonly string[],
  clauses: readonly string[],
  baseline: readonly TestResult[],
  declared: DeclaredTests,
): { first: string[]; rest: string[] } {
  const byName = new Map(baseline.map((t) => [t.name, t]));
  const costs = files.flatMap((file) => {
    const declaring = (declared[file] ?? []).filter((t) => t.clauses.some((c) => clauses.includes(c)));
    if (declaring.length === 0) return [];
    const ran = declaring.map((t) => byName.get(t.name));
    const sum = (of: (t: TestResult) => number) => ran.reduce((n, t) => n + (t === undefined ? 0 : of(t)), 0);
    return [{ file, requests: sum((t) => t.requests), ms: sum((t) => t.durationMs) }];
  });
  const cheaper = (a: (typeof costs)[number], b: (typeof costs)[number]) =>
    a.requests < b.requests || (a.requests === b.requests && a.ms < b.ms);
  const cheapest = costs.reduce<(typeof costs)[number] | undefined>(
    (best, c) => (best === undefined || cheaper(c, best) ? c : best),
    undefined,
  );
  if (cheapest === undefined) return { first: [], rest: [] };
  return { first: [cheapest.file], rest: costs.map((c) => c.file).filter((f) => f !== cheapest.file) };
}

/** Two runs of the same deviant as one: their tests together, their times added. */
export function mergedRuns(a: RunResult, b: RunResult): RunResult {
  return { ...a, durationMs: a.durationMs + b.durationMs, tests: [...a.tests, ...b.tests] };
}
