/**
 * `npm run bench:latency [-- options]`: what a deployment's round trip costs the full verdict. The suite runs against
 * the reference (its own process) through a loopback proxy, once adding nothing and once adding `--delay` ms to
 * every request; prints each run's wall time and requests per second, and the ratio. `--concurrency` is what keeps
 * it low (targets: within 1.3x at +50 ms, within 1.6x at +150 ms).
 *
 *   --delay <ms,...>     added to every request, one run per value (default 50,150)
 *   --concurrency <n>    passed to the suite (default: the suite's own for a deployment)
 *   --only <areas>       the selection (default: everything)
 *   --seed <n>           (default 1)
 *
 * Then the tests that took longest with the latency, beside their time without it: a test whose requests go one
 * after the other bounds the run, whatever `--concurrency`. And the figures that do not depend on the machine's load
 * (`bench/latency-model.ts`): each test's critical path in round trips, recorded by the suite in the run with latency,
 * and the least length of the run in round trips under the run's schedule; and the command that makes the suite
 * files' weights (`conformance/engine/file-order.ts`) from the run.
 *
 * Against a base URL the suite has no sandbox clock to move: tests that let sandbox time pass are skipped, in both
 * runs alike.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLoopbackProxy } from './bench/loopback-proxy.ts';
import { startReferenceChild } from './bench/reference-child.ts';
import { describeOutcomes, runSuiteProcess, type SuiteRun } from './bench/suite-process.ts';
import { describeFigures, latencyFiguresOf } from './bench/latency-model.ts';
import type { Results } from '../conformance/report/matrix.ts';
import { maxRemoteWorkers, planConcurrency } from '../conformance/engine/concurrency.ts';
import { workersFor } from '../conformance/engine/plan.ts';
import { defaultConcurrency } from '../conformance/cli/options.ts';

const { values } = parseArgs({
  options: {
    delay: { type: 'string', default: '50,150' },
    concurrency: { type: 'string' },
    only: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});
const delays = values.delay.split(',').map((v) => Number(v.trim()));
if (delays.some((d) => !(Number.isFinite(d) && d > 0)))
  throw new Error(`--delay takes positive numbers of ms (got ${values.delay})`);
/** The ratio each added latency must stay within. */
const targets: Readonly<Record<number, number>> = { 50: 1.3, 150: 1.6 };
const reports = mkdtempSync(join(tmpdir(), 'bench-latency-'));
// A generous request timeout: on a busy machine a slow answer must cost time, not turn tests into errors.
const args = [
  '--seed',
  values.seed,
  '--timeout',
  '60000',
  ...(values.concurrency === undefined ? [] : ['--concurrency', values.concurrency]),
  ...(values.only === undefined ? [] : ['--only', values.only]),
];
const log = (line: string) => process.stdout.write(`${line}\n`);
const roundTripsFile = (addedMs: number) => join(reports, `round-trips-${addedMs}.jsonl`);

async function measured(addedMs: number): Promise<SuiteRun & { proxied: number; mostInFlight: number }> {
  const reference = await startReferenceChild();
  const url = new URL(reference.url);
  const proxy = await startLoopbackProxy(url.origin, { delayMs: addedMs });
  try {
    const run = await runSuiteProcess(
      { baseUrl: `${proxy.origin}${url.pathname}`, ...reference.credentials },
      {
        reportDir: join(reports, `delay-${addedMs}`),
        args: [...args, '--record-round-trips', roundTripsFile(addedMs)],
      },
    );
    return { ...run, proxied: proxy.count(), mostInFlight: proxy.mostInFlight() };
  } finally {
    await proxy.close();
    await reference.close();
  }
}

log(
  `the suite through a loopback proxy, adding 0 then ${delays.join(', ')} ms to every request${values.only ? ` (--only ${values.only})` : ''}; load ${loadavg()[0]!.toFixed(2)}`,
);
const figures = new Map<number, SuiteRun & { proxied: number; mostInFlight: number }>();
for (const added of [0, ...delays]) {
  const run = await measured(added);
  figures.set(added, run);
  log(
    `+${String(added).padStart(3)} ms: run ${run.runS.toFixed(1)} s, whole process ${run.wallS.toFixed(1)} s (CPU ${run.cpuS === undefined ? '-' : run.cpuS.toFixed(1)} s), ${run.proxied} requests, ` +
      `${(run.proxied / run.runS).toFixed(1)} requests/s, at most ${run.mostInFlight} in flight; ${run.concurrencyLine}; ${describeOutcomes(run.outcomes)}; exit ${run.exitCode}; load ${loadavg()[0]!.toFixed(2)}`,
  );
}
const base = figures.get(0)!;
for (const delayMs of delays) {
  const slow = figures.get(delayMs)!;
  const target = targets[delayMs];
  log(
    `ratio with/without ${delayMs} ms added: run ${(slow.runS / base.runS).toFixed(2)}x, whole process ${(slow.wallS / base.wallS).toFixed(2)}x` +
      `${target === undefined ? '' : ` (target: within ${target}x)`}; requests/s ${(base.proxied / base.runS).toFixed(1)} without, ${(slow.proxied / slow.runS).toFixed(1)} with`,
  );
}

const slowest = 5;
const durations = (addedMs: number) =>
  new Map(
    (JSON.parse(readFileSync(join(reports, `delay-${addedMs}`, 'results.json'), 'utf8')) as Results).tests.map(
      (t) => [t.name, t] as const,
    ),
  );
const without = durations(0);
for (const delayMs of delays) {
  const withLatency = [...durations(delayMs).values()].sort((a, b) => b.durationMs - a.durationMs).slice(0, slowest);
  log(`slowest tests with ${delayMs} ms added (seconds with / without, requests):`);
  for (const t of withLatency) {
    const before = without.get(t.name)?.durationMs;
    log(
      `  ${(t.durationMs / 1000).toFixed(1)} / ${before === undefined ? '-' : (before / 1000).toFixed(1)} s, ${t.requests}: ${t.name}`,
    );
  }

  // The schedule the run had, as the CLI plans it against a deployment (cli/main.ts, engine/run.ts).
  const ran = [...durations(delayMs).values()].filter((t) => t.outcome !== 'skip');
  const plan = planConcurrency(
    values.concurrency === undefined ? defaultConcurrency.remote : Number(values.concurrency),
    undefined,
    Math.min(maxRemoteWorkers, workersFor(new Set(ran.map((t) => t.file)).size, ran.length, maxRemoteWorkers)),
    'remote',
  );
  log(
    `load-independent, from each test's critical path with ${delayMs} ms added (${plan.workers} workers of ${plan.testsPerWorker} tests, ${plan.requestsPerTest} requests at once in a test):`,
  );
  for (const line of describeFigures(
    latencyFiguresOf(roundTripsFile(delayMs), plan, join(import.meta.dirname, '..')),
    delayMs,
  ))
    log(`  ${line}`);
}
log(`reports: ${reports}`);
if (values.only === undefined)
  log(
    `the suite files' weights (the order a run starts them in) from this run: npm run generate:file-weights -- ${roundTripsFile(Math.max(...delays))}`,
  );
