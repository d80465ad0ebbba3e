/** How a run's concurrency is spread: worker threads, each running tests of a file at once, and each's rate. */
export interface ConcurrencyPlan {
  /** Files run at once, each in a worker (vitest's `maxWorkers`). */
  readonly workers: number;
  /** Tests run at once inside one worker (vitest's `maxConcurrency`); 1: one after the other. */
  readonly testsPerWorker: number;
  /** Independent requests one test sends at once, and the chains of a property whose runs share no state. */
  readonly requestsPerTest: number;
  /** Each worker's share of `--rate`, in requests per second; absent: no limit. */
  readonly ratePerWorker?: number;
}

/** Where the server under test runs: on this machine's cores beside the runner, or elsewhere. */
export type TargetKind = 'embedded' | 'remote';

/**
 * Against a deployment, tests at once inside one worker. A worker runs one file at a time, so files of few or long
 * tests leave most of a wide worker idle; narrow workers, more of them, keep the concurrency busy.
 */
export const remoteTestsPerWorker = 3;
/**
 * Against a deployment, workers at most: each loads the shared support bundle and warms its own JIT (0.2-0.3 s of CPU
 * before its first test, more as it optimises what stays hot), so beyond this their cost outgrows the files they add
 * at once (bench:runner at --concurrency 48: about 1.3 ms of runner CPU per request at 12 workers of 4 tests, 1.55 ms
 * at 16 of 3). A run's length against a distant deployment is mostly its files' round trips shared out over the
 * workers (bench:latency at +150 ms: 231 round trips scheduled at 8 workers of 2 tests, 131 at 12 of 3).
 */
export const maxRemoteWorkers = 12;
/**
 * Against a deployment, independent requests one test sends at once (never more than the concurrency). Most tests
 * send one request at a time, and the few that try hundreds of independent variations otherwise bound the run at one
 * round trip per few of them (bench:latency: 494 round trips scheduled at 4, 380 at 16; at 32, the tests dropping
 * each member in turn wait half the round trips they did at 16).
 */
export const remoteRequestsPerTest = 32;

/**
 * Spreads `concurrency` tests in flight over at most `workerLimit` workers, the rest as tests run at once inside
 * each. Never more than `concurrency` tests at once in all: a remainder that does not divide evenly is left unused.
 *
 * - `embedded`: the reference shares the machine's cores with the runner, so one worker per core (the caller's limit);
 *   more only queue for the CPU. A test's independent requests go as many at once as its worker runs tests.
 * - `remote`: the runner mostly waits for the network, and a worker runs one file at a time: about
 *   `remoteTestsPerWorker` tests per worker and as many workers as that takes, up to the limit (files to run,
 *   `maxRemoteWorkers`). A test sends up to `remoteRequestsPerTest` independent requests at once.
 *
 * The rate is split evenly between the workers (see `conformance/http/pacing.ts`).
 */
export function planConcurrency(
  concurrency: number,
  ratePerSecond: number | undefined,
  workerLimit: number,
  target: TargetKind = 'embedded',
): ConcurrencyPlan {
  if (!(Number.isInteger(concurrency) && concurrency >= 1))
    throw new Error(`concurrency must be a positive integer (got ${concurrency})`);
  const within = (wanted: number) => Math.max(1, Math.min(wanted, workerLimit));
  // Remote: the count of workers around `remoteTestsPerWorker` each that leaves the fewest tests unused, the more
  // workers on a tie (16: 5 workers of 3, not 6 of 2).
  const workers =
    target === 'remote'
      ? [Math.ceil, Math.floor]
          .map((round) => within(round(concurrency / remoteTestsPerWorker)))
          .reduce((a, b) => {
            const inFlight = (w: number) => w * Math.floor(concurrency / w);
            return inFlight(b) > inFlight(a) ? b : a;
          })
      : within(concurrency);
  const testsPerWorker = Math.floor(concurrency / workers);
  return {
    workers,
    testsPerWorker,
    requestsPerTest:
      target === 'remote' ? Math.min(concurrency, Math.max(testsPerWorker, remoteRequestsPerTest)) : testsPerWorker,
    ...(ratePerSecond === undefined ? {} : { ratePerWorker: ratePerSecond / workers }),
  };
}
