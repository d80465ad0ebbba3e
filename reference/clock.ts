/** The time source of the reference. Injected, so that tests and sandbox delays can run on a compressed timeline. */
export interface Clock {
  now(): Date;
}

/** Wall-clock time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to; for tests. */
export interface ManualClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds (negative values are refused). */
  advance(ms: number): void;
  /** Sets the clock to an absolute instant. */
  set(instant: Date): void;
}

/** A manual clock starting at `start`. Every `now()` returns a fresh `Date`, so callers cannot move it by mutation. */
export function createManualClock(start: Date): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`cannot advance a clock by ${ms} ms`);
      current += ms;
    },
    set(instant: Date) {
      current = instant.getTime();
    },
  };
}
