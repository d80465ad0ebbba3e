/**
 * Which tests of a selection a run holds, by name: `--test` (exact names: a replay) and `--shard k/n` (a deterministic
 * share, for CI machines). A test outside the share is unselected at collection, so it is neither run nor reported.
 *
 * A shard is cut from the plan (every selected test, in file order, the same on every machine for the same code and
 * options): test i goes to shard (i mod n) + 1. The shards of one run together hold each selected test exactly once,
 * and their sizes differ by one at most.
 */
import type { Selection } from './run-context.ts';

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** The names of the tests of shard `shard`, from the selected tests of the plan in plan order. */
export function shareOf(selectedNames: readonly string[], shard: Shard): string[] {
  return selectedNames.filter((_, i) => i % shard.count === shard.index - 1);
}

/** True when the test named `testName` is in the run's share (no `tests`: every test). */
export function inShare(testName: string, selection: Pick<Selection, 'tests'>): boolean {
  return selection.tests === undefined || selection.tests.includes(testName);
}

/**
 * A test's full name as the reports print it: its file relative to the suites directory, the describe blocks and the
 * title, joined with ` > ` (vitest's own full name behind the file).
 */
export function testName(file: string, describeChain: string | undefined, title: string): string {
  return [file, ...(describeChain ? [describeChain] : []), title].join(' > ');
}

/** The plan of one shard: the selected tests outside the share marked unselected. */
export function planOfShard<
  P extends { readonly tests: readonly { readonly name: string; readonly selected: boolean }[] },
>(plan: P, shard: Shard): P {
  const share = new Set(
    shareOf(
      plan.tests.filter((t) => t.selected).map((t) => t.name),
      shard,
    ),
  );
  return { ...plan, tests: plan.tests.map((t) => (t.selected && !share.has(t.name) ? { ...t, selected: false } : t)) };
}
