/**
 * `npm run bench:kill-matrix [-- options]`: the kill matrix's wall time over the plain suite run of the same areas,
 * both as whole processes against the embedded reference, in turn, with the ratio pair by pair (target: at most 3).
 *
 *   --only <ids or families>  the deviants (default stablecoins)
 *   --runs <n>                counted pairs (default 3), after one warm-up pair
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { deviantCatalogue } from './deviants/catalogue.ts';
import { pairedRuns, pairedSummary } from './bench/paired-runs.ts';

const { values } = parseArgs({
  options: { only: { type: 'string', default: 'stablecoins' }, runs: { type: 'string', default: '3' } },
});
const wanted = values.only.split(',').map((s) => s.trim());
const deviants = deviantCatalogue.filter((d) => wanted.includes(d.id) || wanted.includes(d.family));
if (deviants.length === 0) throw new Error(`no deviant or family named ${values.only}`);
const areas = [...new Set(deviants.flatMap((d) => d.areas))].join(',');
const reports = mkdtempSync(join(tmpdir(), 'bench-kill-matrix-'));
const cwd = resolve(import.meta.dirname, '..');
const tsx = [process.execPath, '--import', 'tsx'];
const log = (line: string) => process.stdout.write(`${line}\n`);
// Ratios survive a loaded machine better than times do, but not entirely: the load goes beside the figures.
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${availableParallelism()} cores`;

log(`kill matrix of ${deviants.length} deviants (${values.only}) against the suite run of areas ${areas}; ${load()}`);
const figures = await pairedRuns(
  {
    cwd,
    argv: [
      ...tsx,
      'scripts/kill-matrix/main.ts',
      '--only',
      values.only,
      '--seed',
      '1',
      '--report-dir',
      join(reports, 'matrix'),
    ],
  },
  {
    cwd,
    argv: [
      ...tsx,
      'conformance/cli/main.ts',
      'run',
      '--only',
      areas,
      '--seed',
      '1',
      '--report-dir',
      join(reports, 'suite'),
    ],
  },
  { runs: Number(values.runs), warmup: 1, log },
);
for (const line of pairedSummary(figures, { a: 'kill matrix', b: 'suite run' })) log(line);
log(`at the end: ${load()}`);
