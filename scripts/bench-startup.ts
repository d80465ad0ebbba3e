/**
 * `npm run bench:startup [-- options]`: the fixed cost of a run: a one-file run (`--only versioning`, a handful of
 * requests) against the embedded reference, as a whole process (`bin/payments-conformance.js run`), its wall and CPU
 * time (medians of several runs). The warm-up run also brings the CLI bundle and vitest's module cache up to date, as
 * the first run after a change does.
 *
 *   --runs <n>          counted runs (default 5), after one warm-up
 *   --baseline <dir>    another checkout of the project: the same run from there, in turn, with the ratios
 *   --only <areas>      the selection (default versioning)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median, pairedRuns, pairedSummary, runCommand } from './bench/paired-runs.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    baseline: { type: 'string' },
    only: { type: 'string', default: 'versioning' },
  },
});
const runs = Number(values.runs);
const reports = mkdtempSync(join(tmpdir(), 'bench-startup-'));
const oneFileRun = (dir: string, name: string) => ({
  cwd: dir,
  // The packaged command, as `npm run conformance` and the installed package run it (in a baseline checkout, that
  // checkout's own bin).
  argv: [
    process.execPath,
    'bin/payments-conformance.js',
    'run',
    '--only',
    values.only,
    '--seed',
    '1',
    '--report-dir',
    join(reports, name),
  ],
});
const here = resolve(import.meta.dirname, '..');
const log = (line: string) => process.stdout.write(`${line}\n`);

log(`one-file run (--only ${values.only}), ${runs} runs after a warm-up`);
if (values.baseline !== undefined) {
  const figures = await pairedRuns(oneFileRun(here, 'a'), oneFileRun(resolve(values.baseline), 'b'), {
    runs,
    warmup: 1,
    log,
  });
  for (const line of pairedSummary(figures, { a: 'this checkout', b: 'baseline' })) log(line);
} else {
  await runCommand(oneFileRun(here, 'a').argv, here);
  const measured = [];
  for (let i = 0; i < runs; i += 1) measured.push(await runCommand(oneFileRun(here, 'a').argv, here));
  log(`wall s median ${median(measured.map((r) => r.wallS)).toFixed(2)}`);
  if (measured.every((r) => r.cpuS !== undefined))
    log(`CPU s  median ${median(measured.map((r) => r.cpuS!)).toFixed(2)} (target: under 3)`);
}
