/**
 * When a request may leave: the run's rate limit (`--rate`) and the pauses a server asks for with `Retry-After`.
 *
 * The run's tests are spread over worker processes, so both must hold across processes:
 * - The rate is split evenly: each of the k workers sends at most n/k requests per second (the engine hands each its
 *   share), spaced evenly, so the run as a whole stays at or under n per second. A worker with nothing to send leaves
 *   its share unused; that is the price of needing no coordination per request.
 * - A pause is shared through one small file per run: a worker told to wait writes until when, and every worker reads
 *   it before its requests (one `stat` at most every `checkEveryMs`, the file itself only when it changed: a pause
 *   reaches the other workers that much later, against seconds of `Retry-After`). A file rather than messages through
 *   the main process, because vitest's workers have no channel back to it that a test may use, and a file also
 *   serves runs whose workers are threads.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { abortableWait } from './abortable-wait.ts';

export interface PacingOptions {
  /** This process's share of the run's rate, in requests per second; absent: no limit. */
  readonly ratePerSecond?: number;
  /** The run's pause file, shared by every worker; absent: pauses hold in this process only. */
  readonly pauseFile?: string;
  /** How long a look at the pause file holds (default `PAUSE_FILE_CHECK_MS`): requests in between do not `stat` it. */
  readonly checkEveryMs?: number;
  /** The monotonic time the check interval is measured on (default `performance.now`); a test passes its own. */
  readonly monotonicMs?: () => number;
}

/**
 * A pause another worker writes is seen within this time, against the seconds a `Retry-After` asks for; a `stat` per
 * request cost more than the rest of pacing.
 */
export const PAUSE_FILE_CHECK_MS = 100;

const performanceNow = (): number => performance.now();

export class Pacer {
  readonly options: PacingOptions;
  readonly #intervalMs: number;
  /** The earliest time the next request may leave under the rate limit. */
  #nextSlot = 0;
  /** The end of the latest pause this process knows of. */
  #pausedUntil = 0;
  #seenFile = '';
  /** When the pause file was last looked at (`performance.now()`), so that a burst of requests looks once. */
  #checkedAt = -Infinity;

  constructor(options: PacingOptions = {}) {
    this.options = options;
    this.#intervalMs = options.ratePerSecond === undefined ? 0 : 1000 / options.ratePerSecond;
  }

  /** Resolves when a request may leave: after any pause in force, at least one interval after this process's last. */
  async turn(signal?: AbortSignal): Promise<void> {
    const pausedUntil = this.pausedUntil();
    let now = Date.now();
    if (pausedUntil > now) {
      await abortableWait(pausedUntil - now, signal, 'waiting for its turn to send');
      now = Date.now();
    }
    if (this.#intervalMs === 0) return;
    // The slot is taken when the request really leaves, never reserved ahead: timers that fire late on a busy
    // machine would otherwise release several reserved slots at once.
    for (;;) {
      now = Date.now();
      if (now >= this.#nextSlot) {
        this.#nextSlot = now + this.#intervalMs;
        return;
      }
      await abortableWait(this.#nextSlot - now, signal, 'waiting for its turn to send');
    }
  }

  /** Holds every request of the run (this process and, through the file, the others) for `ms` from now. */
  pause(ms: number): void {
    const until = Date.now() + ms;
    if (until <= this.pausedUntil()) return;
    this.#pausedUntil = until;
    const file = this.options.pauseFile;
    if (file === undefined) return;
    // Written aside and renamed, so a reader never sees half a number.
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, String(until));
    renameSync(aside, file);
  }

  /** The end of the pause in force (0 or a past time when none). */
  pausedUntil(): number {
    const file = this.options.pauseFile;
    if (file === undefined) return this.#pausedUntil;
    const now = (this.options.monotonicMs ?? performanceNow)();
    if (now - this.#checkedAt < (this.options.checkEveryMs ?? PAUSE_FILE_CHECK_MS)) return this.#pausedUntil;
    this.#checkedAt = now;
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat === undefined) return this.#pausedUntil;
    const version = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (version !== this.#seenFile) {
      this.#seenFile = version;
      const until = Number(readFileSafely(file));
      if (Number.isFinite(until)) this.#pausedUntil = Math.max(this.#pausedUntil, until);
    }
    return this.#pausedUntil;
  }
}

/** The file's text; a file removed between the stat and the read (the run ended) holds no pause. */
function readFileSafely(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '0';
  }
}

let processPacer = new Pacer();

/** The pacing every client of this process follows unless given its own. */
export function currentPacer(): Pacer {
  return processPacer;
}

/** Sets this process's pacing for the run (a worker, when it collects the run's suites); kept when unchanged. */
export function usePacing(options: PacingOptions): Pacer {
  const current = processPacer.options;
  if (current.ratePerSecond !== options.ratePerSecond || current.pauseFile !== options.pauseFile)
    processPacer = new Pacer(options);
  return processPacer;
}
