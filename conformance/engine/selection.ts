import { areas, type Area, type Clause } from '../../spec/clauses/types.ts';
import type { Profile, Selection, TestTag } from './run-context.ts';

/**
 * Which tests a run includes, and which it skips with a reason.
 *
 * Selection (`--only`, `--skip`) decides whether a test exists in this run at all: an unselected test is neither run
 * nor reported. An item names an area or a clause id. A test matches an area when it sits in `describeArea` of that
 * area or cites a clause of that area, and matches a clause id when it cites it. A test is selected when `only` is
 * empty or one of its items matches, and none of the `skip` items matches (so `--skip <clause>` also drops tests that
 * prove that clause together with others: they would fail for it).
 *
 * Applicability (profile, slow) keeps a selected test in the report as `skip`, with the reason.
 */

export interface DeclaredTest {
  readonly clauses: readonly string[];
  readonly tags: readonly TestTag[];
  readonly area?: Area | undefined;
}

export type ClauseLookup = (id: string) => Clause | undefined;

export function isArea(value: string): value is Area {
  return (areas as readonly string[]).includes(value);
}

function matches(item: string, test: DeclaredTest, lookup: ClauseLookup): boolean {
  if (isArea(item)) return test.area === item || test.clauses.some((id) => lookup(id)?.area === item);
  return test.clauses.includes(item);
}

export function isSelected(test: DeclaredTest, selection: Selection, lookup: ClauseLookup): boolean {
  if (selection.only.length > 0 && !selection.only.some((item) => matches(item, test, lookup))) return false;
  return !selection.skip.some((item) => matches(item, test, lookup));
}

export const productionSkipReason = 'sandbox-only clause; profile is production';
export const movesMoneySkipReason = 'moves money; under the production profile it runs only with --money-cap';
export const slowSkipReason = 'slow test; run with --include-slow';
export const sandboxTimeSkipReason =
  'waits for sandbox time, which only the embedded reference lets the suite advance; run with --include-slow to wait for real';

/**
 * The reason a selected test does not apply to this run, or undefined when it runs. A test is sandbox-only when it
 * says so or when every clause it cites is sandbox-only; slow when it says so or when any clause it cites is slow.
 */
export function skipReason(
  test: DeclaredTest,
  run: {
    readonly profile: Profile;
    readonly includeSlow: boolean;
    readonly sandboxClockUrl?: string;
    readonly moneyCap?: number;
  },
  lookup: ClauseLookup,
): string | undefined {
  const cited = test.clauses.map(lookup);
  const sandboxOnly =
    test.tags.includes('sandbox-only') || (cited.length > 0 && cited.every((c) => c?.testability === 'sandbox-only'));
  if (run.profile === 'production' && test.tags.includes('moves-money') && run.moneyCap === undefined)
    return movesMoneySkipReason;
  if (run.profile === 'production' && sandboxOnly) return productionSkipReason;
  // A test that lets sandbox time pass is fast where the suite can advance the clock, and slow everywhere else.
  const waitsForSandboxTime = test.tags.includes('sandbox-time');
  if (waitsForSandboxTime && run.sandboxClockUrl === undefined && !run.includeSlow) return sandboxTimeSkipReason;
  const slow = test.tags.includes('slow') || (!waitsForSandboxTime && cited.some((c) => c?.slow === true));
  if (slow && !run.includeSlow) return slowSkipReason;
  return undefined;
}
