/**
 * The files a deviant is run with, cheapest first: most clauses are proven in several files (every answer checked
 * against a member's form cites that member's clause), and one failing file is enough to kill. So a deviant runs
 * first with the file citing its clause that holds the fewest tests, and with the others only when that run did not
 * kill it; the verdict then reads both runs together.
 */
import type { RunResult, TestResult } from '../../conformance/report/model.ts';

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

/** Two runs of the same deviant as one: their tests together, their times added. */
export function mergedRuns(a: RunResult, b: RunResult): RunResult {
  return { ...a, durationMs: a.durationMs + b.durationMs, tests: [...a.tests, ...b.tests] };
}
