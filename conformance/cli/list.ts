/**
 * `--list`: what a selection would run, without sending a request: each file, its selected tests, the clauses they
 * cite and why each was selected; then the totals a run's header also prints.
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

/** The header line of a run or a listing: `57 tests in 9 files, citing 80 clauses (3 will be skipped)`. */
export function planLine(figures: PlanFigures): string {
  const skipped = figures.skipped > 0 ? ` (${figures.skipped} of them skipped: profile or slow)` : '';
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${n(figures.tests, 'test')} in ${n(figures.files, 'file')}, citing ${n(figures.clauses, 'clause')}${skipped}`;
}

export function listLines(plan: RunPlan, selection: Selection & { readonly shard?: { readonly index: number; readonly count: number } }): string[] {
  const lines: string[] = [];
  const byFile = new Map<string, PlannedTest[]>();
  for (const t of plan.tests.filter((x) => x.selected)) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  for (const [file, tests] of byFile) {
    lines.push(`${file} (${tests.length} test${tests.length === 1 ? '' : 's'})`);
    for (const t of tests) {
      lines.push(`  ${t.name.slice(file.length + 3)}`);
      lines.push(`      clauses: ${t.clauses.join(', ')}`);
      lines.push(`      selected: ${selectionReasons(t, selection, lookup).join('; ')}`);
      if (t.skipReason !== undefined) lines.push(`      will be skipped: ${t.skipReason}`);
    }
  }
  for (const broken of plan.brokenFiles) lines.push(`cannot collect ${broken.file}: ${broken.error.split('\n')[0]}`);
  lines.push(`selection: ${planLine(planFigures(plan))}; no request was sent`);
  return lines;
}
