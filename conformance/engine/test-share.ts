/**
 * Which tests of a selection this run holds, by name: `--test` (exact names, for a replay) and `--shard k/n` (a
 * deterministic share, for CI machines). Applied at collection beside `--only`/`--skip`: a test outside the share is
 * unselected, so it is neither run nor reported, and the shards of one run together hold each selected test once.
 */
import { createHash } from 'node:crypto';
import type { Selection } from './run-context.ts';

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** The shard (1-based) a test belongs to: a hash of its full name, so the same test lands in the same shard on every machine. */
export function shardOf(testName: string, count: number): number {
  const digest = createHash('sha256').update(testName, 'utf8').digest();
  return (digest.readUInt32BE(0) % count) + 1;
}

/** True when the test named `testName` is in the run's share (no `tests` and no `shard`: every test). */
export function inShare(testName: string, selection: Pick<Selection, 'tests' | 'shard'>): boolean {
  if (selection.tests !== undefined && selection.tests.length > 0 && !selection.tests.includes(testName)) return false;
  if (selection.shard !== undefined && shardOf(testName, selection.shard.count) !== selection.shard.index) return false;
  return true;
}

/**
 * A test's full name as the reports print it: its file relative to the suites directory, the describe blocks and the
 * title, joined with ` > ` (vitest's own full name behind the file).
 */
export function testName(file: string, describeChain: string | undefined, title: string): string {
  return [file, ...(describeChain ? [describeChain] : []), title].join(' > ');
}
