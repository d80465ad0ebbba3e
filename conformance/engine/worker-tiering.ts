/**
 * How soon V8 optimizes a function in the test workers, against a deployment. Each worker is an isolate of its own,
 * so each compiles the same hot functions with the optimizing compiler again, on the process's background threads:
 * eight workers spent more CPU compiling (a fifth of the runner's) than the optimized code saved in their short
 * lives, since a worker runs a few hundred requests. Raising the budget a function spends before it is optimized
 * leaves the lukewarm ones in the baseline tiers; what stays hot over a long run (many `--runs`) is optimized still.
 *
 * V8's flags hold for the whole process: the embedded reference, which runs in it, keeps the default.
 */
import { setFlagsFromString } from 'node:v8';

/** V8's default (`--interrupt-budget`, 66 KiB of bytecode executed in Node 20) times eight. */
export const workerInterruptBudget = 8 * 66 * 1024;

/** Applies to the isolates started after it (the run's workers); called once per process, before a remote run. */
export function optimizeLaterInWorkers(): void {
  setFlagsFromString(`--interrupt-budget=${workerInterruptBudget}`);
}
