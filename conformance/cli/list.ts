/**
 * `--list`: what a selection would run, without sending a request: each file, its selected tests by full name (what
 * `--test` and the expectations file take), the clauses they cite and why each was selected; then the totals a run's
 * header also prints. `--list --json` gives the same for a program.
 */
import { clauseById, isClauseId } from '../../spec/clauses/index.ts';
import type { Clause } from '../../spec/clauses/types.ts';
import type { PlannedTest, RunPlan } from '../engine/plan.ts';
import type { Selection } from '../engine/run-context.ts';
import { selectionReasons } from '../engine/selection-reason.ts';

const lookup = (id: string): Clause | undefined => (isClauseId(id) ? clauseById(id) : undefined);

export interface PlanFigures {
  readonly tests: number;
  readonly files: number;
  readonly clauses: number;
  /** Selected tests that will be skipped (profile, slow), with their reason. */
  readonly skipped: number;
}

export function planFigures(plan: RunPlan): PlanFigures {
  const selected = plan.tests.filter((t) => t.selected);
  return {
    tests: selected.length,
    files: new Set(selected.map((t) => t.file)).size,
    clauses: new Set(selected.flatMap((t) => t.clauses)).size,
    skipped: selected.filter((t) => t.skipReason !== undefined).length,
  };
}

/** The header line of a run or a listing: `57 tests in 9 files, citing 80 clauses (3 tests will be skipped: ...)`. */
export function planLine(figures: PlanFigures): string {
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const skipped = figures.skipped > 0 ? ` (${n(figures.skipped, 'test')} will be skipped: profile or slow)` : '';
  return `${n(figures.tests, 'test')} in ${n(figures.files, 'file')}, citing ${n(figures.clauses, 'clause')}${skipped}`;
}

export type ListSelection = Selection & { readonly shard?: { readonly index: number; readonly count: number } };

/** A listed test, as `--list --json` prints it. */
export interface ListedTest {
  /** The full name, as `--test`, the expectations file and the reports take it. */
  readonly name: string;
  readonly file: string;
  readonly clauses: readonly string[];
  /** Why the selection holds it. */
  readonly selected: readonly string[];
  /** Present when the test will be skipped, and why. */
  readonly skip?: string;
}

/** `--list --json`: the selected tests, the files that could not be collected, and the totals of the header. */
export function listJson(
  plan: RunPlan,
  selection: ListSelection,
): { tests: ListedTest[]; brokenFiles: RunPlan['brokenFiles']; totals: PlanFigures } {
  const tests = plan.tests
    .filter((t) => t.selected)
    .map((t) => ({
      name: t.name,
      file: t.file,
      clauses: t.clauses,
      selected: selectionReasons(t, selection, lookup),
      ...(t.skipReason === undefined ? {} : { skip: t.skipReason }),
    }));
  return { tests, brokenFiles: plan.brokenFiles, totals: planFigures(plan) };
}

export function listLines(plan: RunPlan, selection: ListSelection): string[] {
  const lines: string[] = [];
  const byFile = new Map<string, PlannedTest[]>();
  for (const t of plan.tests.filter((x) => x.selected)) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  for (const [file, tests] of byFile) {
    lines.push(`${file} (${tests.length} test${tests.length === 1 ? '' : 's'})`);
    for (const t of tests) {
      lines.push(`  ${t.name}`);
      lines.push(`      clauses: ${t.clauses.join(', ')}`);
      lines.push(`      selected: ${selectionReasons(t, selection, lookup).join('; ')}`);
      if (t.skipReason !== undefined) lines.push(`      will be skipped: ${t.skipReason}`);
    }
  }
  for (const broken of plan.brokenFiles) lines.push(`cannot collect ${broken.file}: ${broken.error.split('\n')[0]}`);
  lines.push(`selection: ${planLine(planFigures(plan))}; no request was sent`);
  return lines;
}
