/**
 * `npm run kill-matrix [-- options]`: runs the suite against every deviant server of the catalogue
 * (`scripts/deviants/`), then against every conformant variant (`scripts/variants/`), and writes both tables into
 * the report directory: deviants killed, variants passed.
 *
 *   --only <ids or families>  comma-separated deviant ids or families (default: the whole catalogue; `none`: no
 *                             deviant, only the variants)
 *   --variants <ids|all|none> the conformant variants (default: all, or none when --only names deviants), packed
 *                             into one composite facing the whole suite, the costly ones into one with their files
 *   --report-dir <dir>        where `kill-matrix.json` and `kill-matrix.md` go (default reports/latest)
 *   --seed <int>              fast-check seed (default random, always printed)
 *   --runs <n>                fast-check runs per property (default 25, as the conformance run)
 *   --concurrency <n>         lanes side by side, each a session of one worker (default: one per core, and one more,
 *                             since a deviant's run often waits on its server and leaves its core idle)
 *   --baseline <results.json> a conformance run against the embedded reference to take as the baseline instead of
 *                             running it (`npm test` passes the one it has just made); used only where it is whole,
 *                             passed and current for the files the matrix needs (`baseline-file.ts`), else run
 *
 * First a baseline: the same areas against the correct reference must pass, or a kill would prove nothing; it also
 * tells which files cite each broken clause. A run that already showed it (`--baseline`) is read instead. Then each deviant, with only those files: their tests declaring the
 * broken clause first, then the file holding the fewest tests, the others only when that did not kill the deviant
 * (`deviant-row.ts`). Every run goes through a conformance session (vitest, its Vite server and its worker started
 * once), with the deviant's address as its target; the sessions are lanes (`lanes.ts`) running deviants side by side,
 * and sharing out the files of a run of many (the baseline, a composite variant).
 * Exit code: 0 every deviant killed and every variant passed; 1 a survivor, a variant failed (a false verdict of the
 * suite), or the baseline failed; 2 usage error.
 */
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { documentRules, rulesWith } from '../../reference/rules.ts';
import type { Area } from '../../spec/clauses/types.ts';
import { deviantCatalogue, deviantFamilies, type Deviant } from '../deviants/catalogue.ts';
import { killMatrixOf, writeKillMatrix } from './matrix-report.ts';
import { defaultSuitesDir } from '../../conformance/engine/run.ts';
import { filesSelectedBy, readSuiteManifest } from '../../conformance/engine/suite-manifest.ts';
import type { TestResult } from '../../conformance/report/model.ts';
import { openLanes, runShared, type Lanes } from './lanes.ts';
import { runSuiteAgainst, withServer } from './run-against.ts';
import { deviantRow } from './deviant-row.ts';
import { readBaselineFile } from './baseline-file.ts';
import { clauseFilesOf, suiteFilesFor } from './suite-files.ts';
import type { KillRow } from './verdict.ts';
import { variantCatalogue, type Variant } from '../variants/catalogue.ts';
import { compositesOf, costlyCompositeOf } from '../variants/composite.ts';
import { runVariants } from './variant-runs.ts';
import { everyVariantPassed, variantSummaryLine, variantTableOf, type VariantTable } from './variant-report.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

function selected(only: string | undefined): Deviant[] {
  if (only === undefined) return [...deviantCatalogue];
  if (only === 'none') return [];
  const wanted = only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter(
    (w) => !(deviantFamilies as readonly string[]).includes(w) && !deviantCatalogue.some((d) => d.id === w),
  );
  if (unknown.length > 0) throw new UsageError(`unknown deviant or family: ${unknown.join(', ')}`);
  return deviantCatalogue.filter((d) => wanted.includes(d.id) || wanted.includes(d.family));
}

class UsageError extends Error {}

/** The variants asked for: by default all of them, unless `--only` names deviants. */
function selectedVariants(wanted: string | undefined, only: string | undefined): Variant[] {
  const value = wanted ?? (only === undefined || only === 'none' ? 'all' : 'none');
  if (value === 'none') return [];
  if (value === 'all') return [...variantCatalogue];
  const ids = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !variantCatalogue.some((v) => v.id === id));
  if (unknown.length > 0) throw new UsageError(`unknown variant: ${unknown.join(', ')}`);
  return variantCatalogue.filter((v) => ids.includes(v.id));
}

function integerOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} takes an integer, not "${value}"`);
  return Number(value);
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      only: { type: 'string' },
      variants: { type: 'string' },
      'report-dir': { type: 'string' },
      seed: { type: 'string' },
      runs: { type: 'string' },
      concurrency: { type: 'string' },
      baseline: { type: 'string' },
    },
    strict: true,
  });
  const deviants = selected(values.only);
  const variants = selectedVariants(values.variants, values.only);
  if (deviants.length === 0 && variants.length === 0) throw new UsageError('no deviant and no variant to run');
  const seed = integerOption(values.seed, 'seed') ?? randomInt(0, 2 ** 31 - 1);
  const runs = integerOption(values.runs, 'runs') ?? 25;
  const reportDir = resolve(values['report-dir'] ?? 'reports/latest');
  const concurrency = integerOption(values.concurrency, 'concurrency') ?? availableParallelism() + 1;
  if (concurrency < 1) throw new UsageError('--concurrency takes a positive integer');
  const lanes = await openLanes(concurrency);
  try {
    const baselineFile = values.baseline === undefined ? undefined : resolve(values.baseline);
    return await matrix(lanes, deviants, variants, { seed, runs, reportDir, baselineFile });
  } finally {
    await lanes.close();
  }
}

async function matrix(
  lanes: Lanes,
  deviants: readonly Deviant[],
  variants: readonly Variant[],
  {
    seed,
    runs,
    reportDir,
    baselineFile,
  }: { seed: number; runs: number; reportDir: string; baselineFile: string | undefined },
): Promise<number> {
  const started = performance.now();

  const rows: KillRow[] = [];
  // What a file costs, to share out the files of a run of many: its tests in the manifest, then its baseline time.
  const manifest = readSuiteManifest();
  let cost = (file: string) => manifest.files[file]?.length ?? 0;
  if (deviants.length > 0) {
    const baseline = await deviantRuns(lanes, deviants, rows, { seed, runs, cost, baselineFile });
    if (baseline === undefined) return 1;
    const times = new Map<string, number>();
    for (const test of baseline) times.set(test.file, (times.get(test.file) ?? 0) + test.durationMs);
    const byCount = cost;
    cost = (file) => times.get(file) ?? byCount(file) * 100;
  }
  const deviantsMs = performance.now() - started;

  let table: VariantTable | undefined;
  if (variants.length > 0) {
    const whole = compositesOf(variants);
    const costly = costlyCompositeOf(variants);
    const runsOf = [
      ...whole.map((c) => `${c.id} (${c.members.length}) facing the whole suite`),
      ...(costly === undefined ? [] : [`${costly.id} (${costly.members.length}) with ${costly.files?.length} files`]),
    ];
    out(`conformant variants: ${variants.length}, in ${runsOf.join(', ')}`);
    table = variantTableOf(await runVariants(lanes, variants, { seed, runs, cost, log: out }));
  }
  const variantsMs = performance.now() - started - deviantsMs;

  const matrix = killMatrixOf(rows, { seed, runs, at: new Date() }, table);
  const written = await writeKillMatrix(reportDir, matrix);
  const { summary } = matrix;
  if (rows.length > 0)
    out(
      `killed ${summary.killed} of ${summary.total} (partly attributed ${summary['partly-attributed']}, failed elsewhere ` +
        `${summary['failed-elsewhere']}, survived ` +
        `${summary.survived}, error ${summary.error}) in ${(deviantsMs / 1000).toFixed(1)} s, seed ${seed}`,
    );
  if (table !== undefined) out(`${variantSummaryLine(table)} in ${(variantsMs / 1000).toFixed(1)} s`);
  out(`written: ${written.join(', ')}`);
  const variantsPassed = table === undefined || everyVariantPassed(table);
  return summary.killed === summary.total && variantsPassed ? 0 : 1;
}

/**
 * The baseline, then each deviant with the files citing its clause, as many at once as there are lanes; the
 * baseline's tests, or undefined when it failed (rows unusable).
 */
async function deviantRuns(
  lanes: Lanes,
  deviants: readonly Deviant[],
  rows: KillRow[],
  {
    seed,
    runs,
    cost,
    baselineFile,
  }: { seed: number; runs: number; cost: (file: string) => number; baselineFile: string | undefined },
): Promise<readonly TestResult[] | undefined> {
  const areas = [...new Set(deviants.flatMap((d) => d.areas))] as Area[];
  out(`kill matrix: ${deviants.length} deviants, areas ${areas.join(', ')}, seed ${seed}`);
  // Only the files holding a test of those areas (from the suite manifest), as the conformance CLI would load.
  const baselineFiles = filesSelectedBy({ only: areas, skip: [] }, defaultSuitesDir);
  const earlier =
    baselineFile === undefined
      ? undefined
      : readBaselineFile(baselineFile, { areas, files: baselineFiles, manifest: readSuiteManifest() });
  if (earlier?.usable === true) {
    out(
      `baseline: ${earlier.tests.length} tests passed against the reference in ${baselineFile} (seed ${earlier.seed})`,
    );
    return citedRows(lanes, deviants, rows, earlier.tests, { seed, runs });
  }
  if (earlier !== undefined) out(`baseline: ${baselineFile} does not serve, ${earlier.why}: running it`);
  const baseline = await runShared(
    lanes,
    baselineFiles,
    (use) => withServer({ rules: documentRules }, use),
    { areas, seed, runs },
    cost,
  );
  const bad = baseline.tests.filter((t) => t.outcome === 'fail' || t.outcome === 'error');
  if (bad.length > 0) {
    for (const t of bad) out(`  baseline ${t.outcome}: ${t.name}`);
    out('the suite does not pass the correct reference on these areas: a kill would prove nothing');
    return undefined;
  }
  out(
    `baseline: ${baseline.tests.length} tests pass against the reference (${(baseline.durationMs / 1000).toFixed(1)} s)`,
  );
  return citedRows(lanes, deviants, rows, baseline.tests, { seed, runs });
}

/** Each deviant with the files the baseline found citing its clause, as many at once as there are lanes. */
async function citedRows(
  lanes: Lanes,
  deviants: readonly Deviant[],
  rows: KillRow[],
  baseline: readonly TestResult[],
  { seed, runs }: { seed: number; runs: number },
): Promise<readonly TestResult[]> {
  const cited = clauseFilesOf(baseline);

  rows.push(
    ...(await lanes.each(deviants, async (session, deviant) => {
      const files = suiteFilesFor(deviant, cited);
      const server = { rules: rulesWith(deviant.rules) };
      const row = await deviantRow(deviant, files, baseline, (selection) =>
        runSuiteAgainst(session, server, { areas: deviant.areas, seed, runs, ...selection }),
      );
      const mark = row.verdict === 'killed' ? 'killed  ' : row.verdict.toUpperCase();
      out(`  ${mark} ${deviant.id} (${deviant.breaks}) ${(row.durationMs / 1000).toFixed(1)} s`);
      return row;
    })),
  );
  return baseline;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`kill-matrix: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(usage ? 2 : 1);
  },
);
