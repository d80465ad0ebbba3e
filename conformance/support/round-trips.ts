/**
 * The round trips a test waits for one after the other: its critical path, the time it takes against a target a round
 * trip away whatever the machine's load. A request's depth is one more than the deepest request answered before it
 * was sent; requests sent together share a depth, a request sent after an answer it needed goes one deeper. The
 * test's critical path is the deepest request. `--record-round-trips <file>` appends one JSON line per test
 * (`scripts/bench-latency.ts` reads them).
 */
import { appendFileSync } from 'node:fs';

export class RoundTrips {
  #answeredDepth = 0;
  #deepest = 0;
  #requests = 0;

  /** A request is sent: answers the depth to hand to `answered`. */
  sent(): number {
    this.#requests += 1;
    return this.#answeredDepth + 1;
  }

  /** The request sent at `depth` is answered (or failed). */
  answered(depth: number): void {
    this.#answeredDepth = Math.max(this.#answeredDepth, depth);
    this.#deepest = Math.max(this.#deepest, depth);
  }

  /** The deepest request so far. */
  get criticalPath(): number {
    return this.#deepest;
  }

  get requests(): number {
    return this.#requests;
  }
}

/**
 * Counts the round trips of every request `client` sends from now on (its `request`, which `call` goes through).
 */
export function countRoundTrips(client: { request(req: never): Promise<unknown> }): RoundTrips {
  const trips = new RoundTrips();
  const send = client.request.bind(client) as (req: never) => Promise<unknown>;
  client.request = async (req: never) => {
    const depth = trips.sent();
    try {
      return await send(req);
    } finally {
      trips.answered(depth);
    }
  };
  return trips;
}

/** One test's line of the round-trips file. */
export interface RoundTripsLine {
  readonly test: string;
  readonly requests: number;
  readonly criticalPath: number;
}

export function appendRoundTrips(file: string, line: RoundTripsLine): void {
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

export function readRoundTrips(content: string): RoundTripsLine[] {
  return content
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as RoundTripsLine);
}
