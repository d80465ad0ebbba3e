/**
 * Lanes: conformance sessions side by side, one worker each. A deviant's run is mostly one file, so one session with
 * two workers leaves one of them idle and the matrix runs one deviant at a time; with two lanes two deviants run at
 * once, each on a worker. A run of many files (the baseline, a composite variant) is shared out between the lanes
 * instead, each with a server of its own, so it keeps both workers busy as a session of two would.
 */
import type { EmbeddedReference } from '../../conformance/cli/embedded.ts';
import { openConformanceSession, type ConformanceSession } from '../../conformance/engine/session.ts';
import type { RunResult } from '../../conformance/report/model.ts';
import { runOn, type SuiteSelection } from './run-against.ts';

export interface Lanes {
  readonly sessions: readonly ConformanceSession[];
  /** `task` for every item, as many at once as there are lanes, the items taken in order; results in item order. */
  each<T, R>(items: readonly T[], task: (session: ConformanceSession, item: T) => Promise<R>): Promise<R[]>;
  close(): Promise<void>;
}

export async function openLanes(
  count: number,
  open: () => Promise<ConformanceSession> = () => openConformanceSession({ maxWorkers: 1 }),
): Promise<Lanes> {
  const sessions = await Promise.all(Array.from({ length: count }, open));
  return {
    sessions,
    async each(items, task) {
      const results: Awaited<ReturnType<typeof task>>[] = [];
      let next = 0;
      await Promise.all(
        sessions.map(async (session) => {
          while (next < items.length) {
            const at = next++;
            results[at] = await task(session, items[at]!);
          }
        }),
      );
      return results;
    },
    async close() {
      await Promise.all(sessions.map((session) => session.close()));
    },
  };
}

/** Starts a server, hands it to `use`, and stops it once `use` has settled (`withServer` of a server under test). */
export type Serve = <T>(use: (reference: EmbeddedReference) => Promise<T>) => Promise<T>;

/**
 * The files in shares for lanes to take as they come free: the costliest first, large shares while much is left and
 * single files at the end, so that the lanes end together without a run per file.
 */
export function sharesOf(files: readonly string[], cost: (file: string) => number, lanes: number): string[][] {
  const left = [...files].sort((a, b) => cost(b) - cost(a));
  const shares: string[][] = [];
  while (left.length > 0) shares.push(left.splice(0, Math.max(1, Math.floor(left.length / (lanes * 3)))));
  return shares;
}

/**
 * Runs `files` against a server of each lane's own (`serve` starts one), the lanes taking shares of them as they come
 * free: every test of the files once, the time of the whole.
 */
export async function runShared(
  lanes: Lanes,
  files: readonly string[],
  serve: Serve,
  selection: Omit<SuiteSelection, 'files'>,
  cost: (file: string) => number,
): Promise<RunResult> {
  const started = performance.now();
  const shares = sharesOf(files, cost, lanes.sessions.length);
  let next = 0;
  const runs = await Promise.all(
    lanes.sessions.map((session) =>
      serve(async (reference) => {
        const done: RunResult[] = [];
        while (next < shares.length)
          done.push(await runOn(session, reference, { ...selection, files: shares[next++]! }));
        return done;
      }),
    ),
  );
  const all = runs.flat();
  const first = all[0];
  if (first === undefined) throw new Error('a shared run of no file');
  return {
    ...first,
    durationMs: Math.round(performance.now() - started),
    tests: all.flatMap((run) => run.tests).sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
  };
}
