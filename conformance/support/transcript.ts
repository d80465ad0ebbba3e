import type { RecordedExchange } from '../http/client.ts';

/** Exchanges kept for a failed test's report at most (the count of requests is kept apart). */
export const MAX_REPORTED_EXCHANGES = 50;

type Later = () => RecordedExchange;

/** The last `MAX_REPORTED_EXCHANGES` of a sequence: no report shows more of any part of a test. */
class Last {
  items: Later[] = [];
  push(item: Later): void {
    this.items.push(item);
    if (this.items.length > MAX_REPORTED_EXCHANGES) this.items.shift();
  }
}

/**
 * The exchanges of one test, with the boundaries of property runs, so that a failed property reports the set-up
 * before it and the exchanges of its shrunk counterexample, not the hundreds of runs that passed.
 *
 * Exchanges given through `recordLater` are made (redacted, formatted) only when a report asks for them: a test that
 * passes pays for its count, never for its records. Only what a report could show is held (the last exchanges, the
 * set-up's last, the current run's and the last failing run's), so a long property keeps a few hundred answers in
 * memory at most, not every one it received.
 */
export class Transcript {
  #count = 0;
  /** The last exchanges of the test. */
  #recent = new Last();
  /** The last exchanges before the first property began; undefined until it begins. */
  #setup: Later[] | undefined;
  /** The last exchanges of the property run in progress. */
  #run = new Last();
  /** The last exchanges of the last run that failed. */
  #failingRun: Later[] | undefined;

  readonly record = (exchange: RecordedExchange): void => {
    this.recordLater(() => exchange);
  };

  /** Keeps a function that makes the exchange's record; it is called only if a report shows the exchange. */
  readonly recordLater = (exchange: Later): void => {
    this.#count += 1;
    this.#recent.push(exchange);
    if (this.#setup !== undefined) this.#run.push(exchange);
  };

  /** A property begins: what came before is its set-up. */
  propertyStarted(): void {
    this.#setup ??= [...this.#recent.items];
  }
  runStarted(): void {
    this.#run = new Last();
  }
  /** The run that just ended failed; the last failing run is the shrunk counterexample's. */
  runFailed(): void {
    this.#failingRun = [...this.#run.items];
  }

  get size(): number {
    return this.#count;
  }

  /** What the report shows: for a failed property its set-up and failing run, otherwise the last exchanges. */
  forReport(): RecordedExchange[] {
    if (this.#failingRun !== undefined && this.#setup !== undefined) {
      const run = this.#failingRun;
      const room = Math.max(MAX_REPORTED_EXCHANGES - run.length, 0);
      const setup = room === 0 ? [] : this.#setup.slice(-room);
      return [...setup, ...run].map((e) => e());
    }
    return this.#recent.items.map((e) => e());
  }
}
