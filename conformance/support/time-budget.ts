import { availableParallelism, loadavg } from 'node:os';
import { TestTimeoutError } from '../engine/setup-error.ts';

/** The most a budget is widened for the machine's load. */
export const maxLoadFactor = 4;

/**
 * How much slower than idle this machine runs now: its load per core, from 1 (idle or unknown) to `maxLoadFactor`.
 * A budget measures real time, and on a loaded machine everything takes longer, the server under test included.
 */
export function loadFactor(load: number = loadavg()[0] ?? 0, cores: number = availableParallelism()): number {
  return Math.min(maxLoadFactor, Math.max(1, load / Math.max(1, cores)));
}

/** A test's declared budget, widened for the machine's load when the test starts. */
export function widenedForLoad(ms: number, factor: number = loadFactor()): number {
  return Math.round(ms * factor);
}

/**
 * A test's time budget: it expires `ms` after it started, not counting the time the test spent waiting for another
 * test to finish (its turn on the sandbox clock). That wait says nothing about the server under test, and on a loaded
 * machine the other test may take longer than this one's whole budget.
 */
export interface TimeBudget {
  /** Rejects with a TestTimeoutError once the budget is spent. */
  readonly expired: Promise<never>;
  /** Waits for `wait` without spending the budget; `boundMs` bounds the wait itself, then `onTooLong` is thrown. */
  outside<T>(wait: Promise<T>, boundMs: number, onTooLong: () => Error): Promise<T>;
  clear(): void;
}

export function startTimeBudget(ms: number): TimeBudget {
  let remaining = ms;
  let armedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let expire: (error: Error) => void = () => undefined;
  const expired = new Promise<never>((_, reject) => {
    expire = reject;
  });
  expired.catch(() => undefined);
  const arm = () => {
    armedAt = performance.now();
    timer = setTimeout(() => expire(new TestTimeoutError(ms)), Math.max(0, remaining));
  };
  const pause = () => {
    clearTimeout(timer);
    remaining -= performance.now() - armedAt;
  };
  arm();
  return {
    expired,
    async outside(wait, boundMs, onTooLong) {
      pause();
      let bound: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([
          wait,
          new Promise<never>((_, reject) => {
            bound = setTimeout(() => reject(onTooLong()), boundMs);
          }),
        ]);
      } finally {
        clearTimeout(bound);
        arm();
      }
    },
    clear: () => clearTimeout(timer),
  };
}
