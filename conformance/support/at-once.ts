/**
 * Independent requests of one test sent several at once: against a remote target a test that tries a hundred
 * variations one after the other waits a hundred round trips. A test sends at most `run.requestsPerTest` at once
 * (from `--concurrency`, see `engine/concurrency.ts`): one, the sequential order, unless the run asks for more.
 * Every request still goes through the process's pacer (`--rate`, `Retry-After`).
 */
import type { RunContext } from '../engine/run-context.ts';
import { defaultConnections } from '../http/client.ts';
import type { TestKit } from './test-kit.ts';

/** How many independent requests `t` may have in flight at once. */
export function requestsAtOnce(t: Pick<TestKit, 'run'>): number {
  return Math.max(1, t.run.requestsPerTest ?? 1);
}

/**
 * Connections a worker keeps to the target: every test it runs at once with all its independent requests in flight,
 * and never fewer than the client's default. Fewer would hold, inside the runner, requests the plan sends at once:
 * each would wait a round trip more for a connection.
 */
export function connectionsFor(run: Pick<RunContext, 'testsPerWorker' | 'requestsPerTest'>): number {
  return Math.max(defaultConnections, Math.max(1, run.testsPerWorker ?? 1) * Math.max(1, run.requestsPerTest ?? 1));
}

/**
 * `fn` of every item, at most `limit` at once, the results in the items' order. Once one rejects no further item
 * starts; those in flight are awaited, then the rejection of the earliest failed item is thrown, so that which error
 * a test reports does not depend on which answer came first.
 */
export async function mapAtOnce<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const failures = new Map<number, unknown>();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length && failures.size === 0) {
      const index = next++;
      try {
        results[index] = await fn(items[index]!, index);
      } catch (error) {
        failures.set(index, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failures.size > 0) throw failures.get(Math.min(...failures.keys()));
  return results;
}
