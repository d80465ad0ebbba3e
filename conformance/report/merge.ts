/**
 * Merging the `results.json` of the shards of one run (`--shard k/n` on n machines) into the run they make together,
 * so that the four reports are written as if one run had made them: every test once, the clause matrix rebuilt from
 * all of them.
 */
import type { Results } from './matrix.ts';
import { aggregateOutcome, verdictOn } from './matrix.ts';
import type { ExpectationsSummary, RunResult, TestResult } from './model.ts';

/** The shards cannot be merged: one line saying why. */
export class MergeError extends Error {}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What names the deployment a shard ran against: each embedded run starts its own reference on a port of its own,
 * so there the URL says nothing and the embedded reference with its profile is the deployment.
 */
const deployment = (t: RunResult['target']) =>
  t.embedded ? { embedded: true, profile: t.profile } : { baseUrl: t.baseUrl, profile: t.profile };

export function mergeShards(shards: readonly Results[]): RunResult {
  if (shards.length === 0) throw new MergeError('no shard results to merge');
  const first = shards[0]!;
  const count = first.shard?.count;
  if (count === undefined) throw new MergeError('the first results.json is not from a --shard run');
  const seen = new Set<number>();
  for (const s of shards) {
    if (s.shard === undefined || s.shard.count !== count)
      throw new MergeError(`every results.json must come from a --shard k/${count} run`);
    if (seen.has(s.shard.index)) throw new MergeError(`shard ${s.shard.index}/${count} is given twice`);
    seen.add(s.shard.index);
    if (s.seed !== first.seed)
      throw new MergeError(
        `shard ${s.shard.index} ran with seed ${s.seed}, shard ${first.shard!.index} with ${first.seed}: one run has one seed`,
      );
    if (!same(deployment(s.target), deployment(first.target)))
      throw new MergeError(`shard ${s.shard.index} ran against another target or profile`);
    if (!same(s.selection.only, first.selection.only) || !same(s.selection.skip, first.selection.skip)) {
      throw new MergeError(`shard ${s.shard.index} ran with another selection`);
    }
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw new MergeError(`shard${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of ${count} missing`);

  const ordered = [...shards].sort((a, b) => a.shard!.index - b.shard!.index);
  // Files in name order, as a single run lists them; within a file, shard order.
  const tests: TestResult[] = ordered
    .flatMap((s) => s.tests)
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const names = new Set<string>();
  for (const t of tests) {
    if (names.has(t.name)) throw new MergeError(`test "${t.name}" is in two shards: were they cut from one run?`);
    names.add(t.name);
  }
  const startedAt = ordered.map((s) => s.startedAt).sort()[0]!;
  const notStarted = ordered.find((s) => s.notStarted !== undefined)?.notStarted;
  const expectations = mergeExpectations(ordered, tests);
  return {
    target: first.target,
    startedAt,
    // The shards run side by side: the run took as long as the longest.
    durationMs: Math.max(...ordered.map((s) => s.durationMs)),
    seed: first.seed,
    selection: { only: first.selection.only, skip: first.selection.skip },
    tests,
    ...(notStarted === undefined ? {} : { notStarted }),
    ...(expectations === undefined ? {} : { expectations }),
  };
}

/** Known counts add up; a clause is an unexpected pass only when its verdict over all the shards is `pass`. */
function mergeExpectations(shards: readonly Results[], tests: readonly TestResult[]): ExpectationsSummary | undefined {
  const withFile = shards.filter((s) => s.expectations !== undefined);
  if (withFile.length === 0) return undefined;
  const e = withFile[0]!.expectations!;
  const passes = new Map<string, ExpectationsSummary['unexpectedPasses'][number]>();
  for (const s of withFile) for (const u of s.expectations!.unexpectedPasses) passes.set(u.subject, u);
  const stillPassing = [...passes.values()].filter((u) => {
    if (!u.subject.startsWith('clause ')) return true;
    const id = u.subject.slice('clause '.length);
    const verdicts = tests.filter((t) => t.clauses.includes(id)).flatMap((t) => verdictOn(t, id) ?? []);
    return aggregateOutcome(verdicts) === 'pass';
  });
  return {
    file: e.file,
    entries: e.entries,
    known: tests.filter((t) => t.outcome === 'known').length,
    unexpectedPasses: stillPassing,
    strict: e.strict,
  };
}
