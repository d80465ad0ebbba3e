/**
 * `npm run load-verdicts -- [--runs 5] [--parallel 2] [--burners 1] [--seed 1] [--report-dir reports/load-verdicts]
 * [-- <conformance run options>]`
 *
 * Runs the whole suite `--runs` times on a loaded machine and prints every test whose verdict changed between runs:
 * a suite whose verdict depends on the machine's speed is not worth its verdicts. The load is the suite itself,
 * `--parallel` runs at once (each against its own embedded reference), plus `--burners` child processes spinning a
 * CPU core each for as long as the runs last. Every run uses the same seed, so the properties draw the same values
 * and only the load differs. Exit 0 when no verdict changed, 1 otherwise, 2 on a usage error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../conformance/engine/run.ts';
import { steadyNonPasses, verdictChanges, type RunVerdicts } from './verdict-changes.ts';

interface Options {
  readonly runs: number;
  readonly parallel: number;
  readonly burners: number;
  readonly seed: number;
  readonly reportDir: string;
  readonly conformanceArgs: readonly string[];
}

interface RunOutcome {
  readonly label: string;
  readonly exitCode: number | null;
  readonly durationMs: number;
  readonly verdicts?: RunVerdicts;
  readonly counts?: Record<string, number>;
  readonly problem?: string;
}

function positiveInteger(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be an integer of at least ${min} (got "${value}")`);
  return n;
}

function parseOptions(argv: readonly string[]): Options {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const { values } = parseArgs({
    args: [...own],
    options: {
      runs: { type: 'string' },
      parallel: { type: 'string' },
      burners: { type: 'string' },
      seed: { type: 'string' },
      'report-dir': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    runs: positiveInteger('runs', values.runs, 5, 2),
    parallel: positiveInteger('parallel', values.parallel, 2),
    burners: positiveInteger('burners', values.burners, 1, 0),
    seed: positiveInteger('seed', values.seed, 1, 0),
    reportDir: resolve(values['report-dir'] ?? join(projectRoot, 'reports', 'load-verdicts')),
    conformanceArgs: split === -1 ? [] : argv.slice(split + 1),
  };
}

/** A child spinning one core until killed. */
function startBurner(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function stopBurner(burner: ChildProcess): Promise<void> {
  if (burner.exitCode !== null || burner.signalCode !== null) return;
  const exited = new Promise<void>((done) => burner.once('exit', () => done()));
  burner.kill('SIGKILL');
  await exited;
}

/** One `npm run conformance` as its own process, its reports in `dir`. */
async function runSuite(label: string, dir: string, options: Options): Promise<RunOutcome> {
  rmSync(dir, { recursive: true, force: true });
  // The run writes its reports here, but one that fails early writes none: its console output still goes here.
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(projectRoot, 'conformance', 'cli', 'main.ts'),
      'run',
      '--seed',
      String(options.seed),
      '--report-dir',
      dir,
      ...options.conformanceArgs,
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const exitCode = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done(code));
  });
  const durationMs = Math.round(performance.now() - started);
  writeFileSync(join(dir, 'console.log'), output);
  const resultsFile = join(dir, 'results.json');
  if (!existsSync(resultsFile))
    return { label, exitCode, durationMs, problem: `no results.json (exit ${exitCode}); see ${dir}/console.log` };
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
    tests: { name: string; outcome: string; reason?: string }[];
  };
  const tests = new Map(
    results.tests.map((t) => [
      t.name,
      t.reason === undefined ? { outcome: t.outcome } : { outcome: t.outcome, reason: t.reason },
    ]),
  );
  const counts: Record<string, number> = {};
  for (const t of results.tests) counts[t.outcome] = (counts[t.outcome] ?? 0) + 1;
  return { label, exitCode, durationMs, verdicts: { label, tests }, counts };
}

async function main(argv: readonly string[]): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    process.stderr.write(`error: ${(error as Error).message}\n`);
    return 2;
  }
  mkdirSync(options.reportDir, { recursive: true });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log(
    `load-verdicts: ${options.runs} runs, ${options.parallel} at once, ${options.burners} CPU burner(s), seed ${options.seed}`,
  );
  const outcomes: RunOutcome[] = [];
  const started = performance.now();
  for (let next = 1; next <= options.runs; next += options.parallel) {
    const labels = Array.from(
      { length: Math.min(options.parallel, options.runs - next + 1) },
      (_, i) => `run ${next + i}`,
    );
    const burners = Array.from({ length: options.burners }, startBurner);
    try {
      const round = await Promise.all(
        labels.map((label) => runSuite(label, join(options.reportDir, label.replace(' ', '-')), options)),
      );
      for (const r of round) {
        log(
          `  ${r.label}: exit ${r.exitCode}, ${(r.durationMs / 1000).toFixed(1)} s, ${r.problem ?? JSON.stringify(r.counts)}`,
        );
      }
      outcomes.push(...round);
    } finally {
      await Promise.all(burners.map(stopBurner));
    }
  }
  const complete = outcomes.flatMap((o) => (o.verdicts ? [o.verdicts] : []));
  const changes = verdictChanges(complete);
  const steady = steadyNonPasses(complete);
  const broken = outcomes.filter((o) => o.problem !== undefined);
  const testCount = new Set(complete.flatMap((r) => [...r.tests.keys()])).size;
  writeFileSync(
    join(options.reportDir, 'load-verdicts.json'),
    `${JSON.stringify({ options: { ...options, reportDir: undefined }, runs: outcomes.map(({ verdicts: _v, ...o }) => o), changes, steadyNonPasses: steady }, null, 2)}\n`,
  );
  log(`${testCount} tests, ${complete.length} complete runs in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const b of broken) log(`RUN WITHOUT RESULTS: ${b.label}: ${b.problem}`);
  for (const s of steady) log(`same non-pass verdict in every run: ${s.outcome} ${s.test}`);
  log(`${changes.length} test(s) changed verdict between runs`);
  for (const c of changes) {
    log(`CHANGED ${c.test}`);
    log(
      `  ${Object.entries(c.outcomes)
        .map(([run, outcome]) => `${run}: ${outcome}`)
        .join(', ')}`,
    );
    for (const [run, reason] of Object.entries(c.reasons)) log(`  ${run}: ${reason.split('\n')[0]?.slice(0, 300)}`);
  }
  log(`details: ${join(options.reportDir, 'load-verdicts.json')}`);
  return changes.length === 0 && broken.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
