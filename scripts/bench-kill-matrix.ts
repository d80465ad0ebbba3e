/**
 * `npm run bench:kill-matrix [-- options]`: the kill matrix's wall time over the plain suite run of the same areas,
 * both as whole processes against the embedded reference, in turn, with the ratio pair by pair (target: at most 3 for
 * the deviants and the variants together). By default the whole catalogue and every variant against the whole suite;
 * the matrix's own account of its two phases gives each one's share of the ratio. As in `npm test`, the matrix takes
 * the plain run's results as its baseline (the previous pair's; the warm-up's matrix, having none, runs its own).
 *
 *   --only <ids or families>  the deviants (default: all of them, with every variant; with --only, no variant)
 *   --runs <n>                counted pairs (default 3), after one warm-up pair
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { areas as allAreas } from '../spec/clauses/types.ts';
import { deviantCatalogue } from './deviants/catalogue.ts';
import { median, pairedRuns, pairedSummary } from './bench/paired-runs.ts';

const { values } = parseArgs({
  options: { only: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
const wanted = values.only?.split(',').map((s) => s.trim());
const deviants =
  wanted === undefined
    ? deviantCatalogue
    : deviantCatalogue.filter((d) => wanted.includes(d.id) || wanted.includes(d.family));
if (deviants.length === 0) throw new Error(`no deviant or family named ${values.only}`);
const areas = wanted === undefined ? allAreas.join(',') : [...new Set(deviants.flatMap((d) => d.areas))].join(',');
const reports = mkdtempSync(join(tmpdir(), 'bench-kill-matrix-'));
const cwd = resolve(import.meta.dirname, '..');
const tsx = [process.execPath, '--import', 'tsx'];
const log = (line: string) => process.stdout.write(`${line}\n`);
// Ratios survive a loaded machine better than times do, but not entirely: the load goes beside the figures.
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${availableParallelism()} cores`;

/** The seconds each phase took, as the matrix prints them, run by run (the warm-up's included, dropped below). */
const phases: { deviants?: number; variants?: number }[] = [];
let output = '';
const onOutput = (chunk: string) => {
  output += chunk;
  let end = output.indexOf('\n');
  while (end >= 0) {
    const line = output.slice(0, end);
    output = output.slice(end + 1);
    const deviantsS = /^killed \d+ of \d+ .* in ([\d.]+) s/.exec(line)?.[1];
    const variantsS = /conformant variants passed .* in ([\d.]+) s/.exec(line)?.[1];
    if (deviantsS !== undefined) phases.push({ deviants: Number(deviantsS) });
    if (variantsS !== undefined) {
      const last = phases.at(-1);
      if (last !== undefined && last.variants === undefined) last.variants = Number(variantsS);
      else phases.push({ variants: Number(variantsS) });
    }
    end = output.indexOf('\n');
  }
};

log(
  `kill matrix of ${deviants.length} deviants${wanted === undefined ? ' and every conformant variant' : ` (${values.only})`} against the suite run of areas ${areas}; ${load()}`,
);
const warmup = 1;
const figures = await pairedRuns(
  {
    cwd,
    argv: [
      ...tsx,
      'scripts/kill-matrix/main.ts',
      ...(wanted === undefined ? [] : ['--only', values.only!]),
      '--seed',
      '1',
      '--report-dir',
      join(reports, 'matrix'),
      // As `npm test` runs it: the suite run beside it (the previous pair's) is its baseline.
      '--baseline',
      join(reports, 'suite', 'results.json'),
    ],
    onOutput,
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
  { runs: Number(values.runs), warmup, log },
);
for (const line of pairedSummary(figures, { a: 'kill matrix', b: 'suite run' })) log(line);
const counted = phases.slice(warmup);
for (const phase of ['deviants', 'variants'] as const) {
  const ratios = counted.flatMap((p, i) => (p[phase] === undefined ? [] : [p[phase]! / figures.b[i]!.wallS]));
  if (ratios.length > 0)
    log(
      `${`${phase} phase / suite run`.padEnd(24)} median ${median(ratios).toFixed(2)}  (min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)})`,
    );
}
log(`kill matrix exit codes: ${figures.a.map((r) => r.exitCode).join(', ')}; at the end: ${load()}`);
