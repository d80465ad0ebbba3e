import type { Clock } from './clock.ts';

/**
 * Work to run at a clock time (a sandbox transition, a delayed failure...). It receives the time it was due, so that a
 * chain of transitions schedules its next step from there (`at(due + ms)`), not from a clock that jumped past it.
 */
export type ScheduledTask = (due: Date) => Promise<void> | void;

export interface Scheduler {
  /**
   * Runs `task` once the clock reads `at` or later: when real time gets there, or at once when the clock jumps past
   * it. Tasks due together run one after another, earliest first, then in the order they were scheduled. Returns a
   * function that cancels the task if it has not started.
   */
  at(at: Date, task: ScheduledTask): () => void;
  /** Runs `task` `ms` milliseconds of clock time from now. */
  after(ms: number, task: ScheduledTask): () => void;
  /** How many tasks wait. */
  pending(): number;
  /**
   * Whether a task is running, or waits with a due time at or before `horizon`: work that may still change something
   * by then. The embedded run reads it to tell when nothing more can happen (see `quiescence.ts`).
   */
  busyBy(horizon: Date): boolean;
  /** Cancels every waiting task and stops listening to the clock; a task already running finishes. */
  close(): void;
}

export interface SchedulerOptions {
  readonly clock: Clock;
  /** Where a task's failure goes: a failed timed transition must not take the server down. */
  readonly onError: (error: unknown) => void;
}

interface Entry {
  readonly due: number;
  readonly task: ScheduledTask;
}

/** `setTimeout` takes at most a signed 32-bit delay; longer waits re-arm. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * The reference's one scheduler of timed sandbox behaviour, on the injected clock: domain code schedules here instead
 * of calling `setTimeout`, so that the embedded run can advance the clock and see the transition at once. A real timer
 * is armed for the earliest task (unref'd: waiting work never keeps the process alive); a jump of the clock runs what
 * became due before the jump is reported complete, so a caller that advanced the clock sees the effects right after.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { clock, onError } = options;
  let queue: Entry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** One drain at a time, so due tasks never run concurrently or twice. */
  let draining: Promise<void> = Promise.resolve();
  /** Whether a task is running: it has left the queue but may still schedule or publish. */
  let running = false;

  const arm = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const next = queue[0];
    if (closed || next === undefined) return;
    const delay = Math.min(Math.max(0, next.due - clock.now().getTime()), maxTimerMs);
    timer = setTimeout(() => void drain(), delay);
    timer.unref();
  };

  const runDue = async (): Promise<void> => {
    for (;;) {
      const next = queue[0];
      if (closed || next === undefined || next.due > clock.now().getTime()) break;
      queue.shift();
      running = true;
      try {
        await next.task(new Date(next.due));
      } catch (error) {
        onError(error);
      } finally {
        running = false;
      }
    }
    arm();
  };

  const drain = (): Promise<void> => {
    draining = draining.then(runDue);
    return draining;
  };

  const unsubscribe = clock.onJump?.(drain);

  const at = (when: Date, task: ScheduledTask): (() => void) => {
    const due = when.getTime();
    if (!Number.isFinite(due)) throw new Error('cannot schedule a task at an invalid date');
    if (closed) throw new Error('the scheduler is closed');
    const entry: Entry = { due, task };
    // After every task due at the same time or earlier: ties run in the order they were scheduled.
    const index = queue.findIndex((e) => e.due > due);
    queue.splice(index === -1 ? queue.length : index, 0, entry);
    if (queue[0] === entry) arm();
    return () => {
      const before = queue.length;
      queue = queue.filter((e) => e !== entry);
      if (queue.length !== before) arm();
    };
  };

  return {
    at,
    after: (ms, task) => {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`cannot schedule a task ${ms} ms from now`);
      return at(new Date(clock.now().getTime() + ms), task);
    },
    pending: () => queue.length,
    busyBy: (horizon) => running || (queue[0] !== undefined && queue[0].due <= horizon.getTime()),
    close() {
      closed = true;
      queue = [];
      clearTimeout(timer);
      unsubscribe?.();
    },
  };
}
