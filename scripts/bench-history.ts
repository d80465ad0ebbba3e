/**
 * `npm run bench:history [-- options]`: whether a kept deployment slows down with its history. One `npm start`
 * (`reference/main.ts`, a durable data file in a temporary directory) serves the whole suite `--runs` times in a row;
 * prints, for each run, the server's CPU per request, its data files' sizes and its resident memory, then the ratio of
 * the last run's CPU per request to the first's (target: at most 1.2x). Teams keep a sandbox and run the suite against
 * it on every commit: what a request costs the server must not grow with what it has stored.
 *
 *   --runs <n>           suite runs against the one server (default 20)
 *   --only <areas>       the selection (default: everything)
 *   --seed <n>           (default 1; the same every run, as a CI job's would be)
 *   --concurrency <n>    passed to the suite (default: the suite's own for a deployment)
 *   --cpu-prof <dir>     the server runs with `--cpu-prof` and writes its profile there when it stops
 *
 * Against a base URL the suite has no sandbox clock to move: tests that let sandbox time pass are skipped.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startKeptReference } from './bench/kept-reference.ts';
import { describeOutcomes, runSuiteProcess } from './bench/suite-process.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    only: { type: 'string' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs >= 2))
  throw new Error(`--runs must be an integer of at least 2 (got ${values.runs})`);
const target = 1.2;
const work = mkdtempSync(join(tmpdir(), 'bench-history-'));
const dataFile = join(work, 'data', 'reference.db.json');
const log = (line: string) => process.stdout.write(`${line}\n`);
const args = [
  '--seed',
  values.seed,
  // A generous request timeout: on a busy machine a slow answer must cost time, not turn tests into errors.
  '--timeout',
  '60000',
  ...(values.concurrency === undefined ? [] : ['--concurrency', values.concurrency]),
  ...(values.only === undefined ? [] : ['--only', values.only]),
];

/** The data file and what lies beside it (journal, blobs), in MB. */
function dataMb(): string {
  const dir = join(work, 'data');
  const sizes = readdirSync(dir).map((name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return [
      name.replace('reference.db.json', 'db'),
      stat.isDirectory() ? readdirSync(path).length : stat.size / 1e6,
      stat.isDirectory(),
    ] as const;
  });
  return sizes
    .map(([name, size, isDir]) => (isDir ? `${name} ${size} files` : `${name} ${size.toFixed(1)} MB`))
    .join(', ');
}

const profDir = values['cpu-prof'] === undefined ? undefined : resolve(values['cpu-prof']);
const server = await startKeptReference(
  dataFile,
  profDir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', profDir],
);
log(
  `${runs} suite runs against one kept reference (npm start, data in ${work})${values.only ? `, --only ${values.only}` : ''}; load ${loadavg()[0]!.toFixed(2)}`,
);
const perRequest: number[] = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const before = server.cpuS();
    const run = await runSuiteProcess(
      { baseUrl: server.url, ...server.credentials },
      { reportDir: join(work, `run-${i + 1}`), args },
    );
    const after = server.cpuS();
    const cpuS = before === undefined || after === undefined ? undefined : after - before;
    if (cpuS !== undefined) perRequest.push((cpuS * 1000) / run.requests);
    const rss = server.residentMb();
    log(
      `run ${String(i + 1).padStart(2)}: server CPU ${cpuS === undefined ? 'n/a' : `${cpuS.toFixed(1)} s, ${perRequest.at(-1)!.toFixed(2)} ms per request`}; ` +
        `${run.requests} requests in ${run.runS.toFixed(1)} s; ${describeOutcomes(run.outcomes)}; ${dataMb()}; resident ${rss === undefined ? 'n/a' : `${rss.toFixed(0)} MB`}; load ${loadavg()[0]!.toFixed(2)}`,
    );
    rmSync(join(work, `run-${i + 1}`), { recursive: true, force: true });
  }
} finally {
  await server.close();
}
if (perRequest.length === runs) {
  const ratio = perRequest.at(-1)! / perRequest[0]!;
  // The first run also warms the server's JIT: the second is the first at full speed.
  const warm = perRequest.at(-1)! / perRequest[1]!;
  log(
    `server CPU per request, last run / first: ${ratio.toFixed(2)}x (target: at most ${target}x); last / second (the first warms the server up): ${warm.toFixed(2)}x`,
  );
}
if (profDir !== undefined) log(`server profile in ${profDir}`);
rmSync(work, { recursive: true, force: true });
