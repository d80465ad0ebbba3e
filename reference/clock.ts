/** The time source of the reference. Injected, so that tests and sandbox delays can run on a compressed timeline. */
export interface Clock {
  now(): Date;
  /**
   * Registers `observer`, called whenever the clock is moved by a jump rather than by real time passing; returns the
   * unsubscribe function. Absent on clocks that only follow real time. The scheduler uses it to fire what became due.
   */
  onJump?(observer: ClockObserver): () => void;
}

/** Told after a jump; may be async: the jump is complete once every observer has settled. */
export type ClockObserver = () => Promise<void> | void;

/** Wall-clock time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward by a jump. */
export interface AdvanceableClock extends Clock {
  /**
   * Moves the clock forward by `ms` milliseconds at once (negative or non-finite values are refused). The move
   * happens before this returns; the promise settles once every observer has handled it (timed work that became due
   * has run).
   */
  advance(ms: number): Promise<void>;
  onJump(observer: ClockObserver): () => void;
}

/** A clock that moves only when told to; for tests. */
export interface ManualClock extends AdvanceableClock {
  /** Sets the clock to an absolute instant. */
  set(instant: Date): Promise<void>;
}

/**
 * The sandbox clock: real time plus an offset that only grows. Real time keeps passing, so everything times out as
 * it would; `advance` lets the embedded run make a 30-second or 6-minute wait take no time at all.
 */
export interface SandboxClock extends AdvanceableClock {
  /** How far ahead of the base clock this clock runs, in milliseconds. */
  offsetMs(): number;
}

/** Keeps observers and tells them of a jump, waiting for all of them. */
function jumpObservers() {
  const observers = new Set<ClockObserver>();
  return {
    onJump(observer: ClockObserver): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    async notify(): Promise<void> {
      const results = await Promise.allSettled([...observers].map(async (observer) => observer()));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}

function checkedAdvance(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`cannot advance a clock by ${ms} ms`);
  return ms;
}

/** A manual clock starting at `start`. Every `now()` returns a fresh `Date`, so callers cannot move it by mutation. */
export function createManualClock(start: Date): ManualClock {
  let current = start.getTime();
  const jumps = jumpObservers();
  return {
    now: () => new Date(current),
    onJump: jumps.onJump,
    advance(ms: number) {
      current += checkedAdvance(ms);
      return jumps.notify();
    },
    set(instant: Date) {
      current = instant.getTime();
      return jumps.notify();
    },
  };
}

/** A sandbox clock over `base` (default: wall-clock time), starting with no offset. */
export function createSandboxClock(base: Clock = systemClock): SandboxClock {
  let offset = 0;
  const jumps = jumpObservers();
  return {
    now: () => new Date(base.now().getTime() + offset),
    onJump: jumps.onJump,
    offsetMs: () => offset,
    advance(ms: number) {
      offset += checkedAdvance(ms);
      return jumps.notify();
    },
  };
}
