import type { RecordedExchange } from '../http/client.ts';

/** Exchanges kept for a failed test's report at most (the count of requests is kept apart). */
export const MAX_REPORTED_EXCHANGES = 50;
/** Exchanges kept in memory per test at most; the oldest beyond the first few are dropped. */
const MAX_KEPT = 2_000;
const HEAD = 20;

/**
 * The exchanges of one test, with the boundaries of property runs, so that a failed property reports the set-up
 * before it and the exchanges of its shrunk counterexample, not the hundreds of runs that passed.
 *
 * Exchanges given through `recordLater` are made (redacted, formatted) only when a report asks for them: a test that
 * passes pays for its count, never for its records.
 */
export class Transcript {
  #head: (() => RecordedExchange)[] = [];
  #tail: { index: number; exchange: () => RecordedExchange }[] = [];
  #count = 0;
  #propertyStart: number | undefined;
  #runStart = 0;
  #failingRun: { from: number; to: number } | undefined;

  readonly record = (exchange: RecordedExchange): void => {
    this.recordLater(() => exchange);
  };

  /** Keeps a function that makes the exchange's record; it is called only if a report shows the exchange. */
  readonly recordLater = (exchange: () => RecordedExchange): void => {
    const index = this.#count++;
    if (index < HEAD) this.#head.push(exchange);
    else {
      this.#tail.push({ index, exchange });
      if (this.#tail.length > MAX_KEPT) this.#tail.shift();
    }
  };

  /** A property begins: what came before is its set-up. */
  propertyStarted(): void {
    this.#propertyStart ??= this.#count;
  }
  runStarted(): void {
    this.#runStart = this.#count;
  }
  /** The run that just ended failed; the last failing run is the shrunk counterexample's. */
  runFailed(): void {
    this.#failingRun = { from: this.#runStart, to: this.#count };
  }

  get size(): number {
    return this.#count;
  }

  #slice(from: number, to: number): RecordedExchange[] {
    const out: RecordedExchange[] = [];
    for (let i = from; i < Math.min(to, HEAD); i += 1) {
      const e = this.#head[i];
      if (e) out.push(e());
    }
    for (const { index, exchange } of this.#tail) if (index >= from && index < to) out.push(exchange());
    return out;
  }

  /** What the report shows: for a failed property its set-up and failing run, otherwise the last exchanges. */
  forReport(): RecordedExchange[] {
    if (this.#failingRun && this.#propertyStart !== undefined) {
      const setup = this.#slice(0, this.#propertyStart);
      const run = this.#slice(this.#failingRun.from, this.#failingRun.to);
      const room = Math.max(MAX_REPORTED_EXCHANGES - run.length, 0);
      return [...setup.slice(Math.max(setup.length - room, 0)), ...run].slice(-MAX_REPORTED_EXCHANGES);
    }
    return this.#slice(Math.max(this.#count - MAX_REPORTED_EXCHANGES, 0), this.#count);
  }
}
