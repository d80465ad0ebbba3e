/**
 * When the suite fails a composite (several variants' freedoms at once), which variant it fails: the members are
 * halved, each half run with the files that failed, and every half that still fails halved again, down to variants
 * alone. A variant is blamed only on a run of it alone; when no half fails, the failure needs members together and
 * none is blamed (the composite's own row says it failed).
 */
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import type { Variant } from '../variants/variant.ts';

/** Runs the suite files `files` against a server taking the freedoms of `members`. */
export type RunMembers = (members: readonly Variant[], files: readonly string[]) => Promise<RunResult>;

const wrong = (test: TestResult) => test.outcome === 'fail' || test.outcome === 'error';

export const failedFilesOf = (run: RunResult): string[] => [
  ...new Set(run.tests.filter(wrong).map((test) => test.file)),
];

export interface Blame {
  /** Every run each member took part in while narrowing, in order (the composite's whole run not among them). */
  readonly runsOf: ReadonlyMap<string, readonly RunResult[]>;
  /** The members failed alone. */
  readonly blamed: ReadonlySet<string>;
  /** Sets of members failing together where no part of them fails. */
  readonly together: readonly (readonly string[])[];
}

/** Narrows the failures of `failing`, a run of all `members`, down to the members failing alone. */
export async function blame(members: readonly Variant[], failing: RunResult, runMembers: RunMembers): Promise<Blame> {
  const runsOf = new Map<string, RunResult[]>(members.map((m) => [m.id, []]));
  const blamed = new Set<string>();
  const together: string[][] = [];

  async function narrow(group: readonly Variant[], run: RunResult): Promise<void> {
    if (group.length === 1) {
      blamed.add(group[0]!.id);
      return;
    }
    const files = failedFilesOf(run);
    const middle = Math.ceil(group.length / 2);
    let aHalfFailed = false;
    for (const half of [group.slice(0, middle), group.slice(middle)]) {
      const halfRun = await runMembers(half, files);
      for (const member of half) runsOf.get(member.id)!.push(halfRun);
      if (failedFilesOf(halfRun).length > 0) {
        aHalfFailed = true;
        await narrow(half, halfRun);
      }
    }
    if (!aHalfFailed) together.push(group.map((m) => m.id));
  }

  await narrow(members, failing);
  return { runsOf, blamed, together };
}

/**
 * One run's tests seen through later runs of some of its files: a test of a file run again is taken from the last run
 * that ran its file. The duration is the first run's.
 */
export function overlaid(first: RunResult, later: readonly RunResult[]): RunResult {
  let tests = first.tests;
  for (const run of later) {
    const files = new Set(run.tests.map((test) => test.file));
    tests = [...tests.filter((test) => !files.has(test.file)), ...run.tests];
  }
  return { ...first, tests: [...tests].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)) };
}
