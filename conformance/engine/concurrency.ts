/** How a run's concurrency is spread: worker processes, each running tests of a file at once, and each's rate. */
export interface ConcurrencyPlan {
  /** Files run at once, each in a worker process (vitest's `maxWorkers`). */
  readonly workers: number;
  /** Tests run at once inside one worker (vitest's `maxConcurrency`); 1: one after the other. */
  readonly testsPerWorker: number;
  /** Each worker's share of `--rate`, in requests per second; absent: no limit. */
  readonly ratePerWorker?: number;
}

/**
 * Spreads `concurrency` tests in flight over at most `workerLimit` workers (the engine gives one per core, or fewer
 * when the run has fewer files: more processes than cores only queue for the CPU and each costs its own start-up),
 * the rest as tests run at once inside each worker, which costs nothing while they wait for the network. Never more than `concurrency` at once in all: a remainder that does not divide
 * evenly is left unused. The rate is split evenly between the workers (see `conformance/http/pacing.ts`).
 */
export function planConcurrency(concurrency: number, ratePerSecond: number | undefined, workerLimit: number): ConcurrencyPlan {
  if (!(Number.isInteger(concurrency) && concurrency >= 1)) throw new Error(`concurrency must be a positive integer (got ${concurrency})`);
  const workers = Math.max(1, Math.min(concurrency, workerLimit));
  return {
    workers,
    testsPerWorker: Math.floor(concurrency / workers),
    ...(ratePerSecond === undefined ? {} : { ratePerWorker: ratePerSecond / workers }),
  };
}
