/**
 * The conformance CLI: `payments-conformance run [options]` (`npm run conformance`) and `payments-conformance merge`.
 * See `--help`.
 *
 * Exit codes: 0 every selected test passed, was skipped or failed as expected; 1 a test failed or errored (or, with
 * --strict-expectations, an expected failure passed); 2 usage or configuration error, or a target the preflight found
 * unusable.
 */
import { randomInt } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clauses, isClauseId } from '../../spec/clauses/index.ts';
import { formatSummary } from '../report/console.ts';
import type { RunResult } from '../report/model.ts';
import { writeReports } from '../report/write.ts';
import { ConfigurationError } from '../engine/configuration-error.ts';
import { applyExpectations, checkTestNames, loadExpectations, type Expectations } from '../engine/expectations.ts';
import { planOfRun, workersFor, type PlanOptions, type RunPlan } from '../engine/plan.ts';
import { maxRemoteWorkers } from '../engine/concurrency.ts';
import { regenerateHint, staleManifest } from '../engine/suite-manifest.ts';
import {
  exitCodeOf,
  runConformance,
  useTypeScriptLoader,
  type EngineOptions,
  type EngineResult,
} from '../engine/run.ts';
import { closingLine, verdictLine } from './closing-line.ts';
import { colourEnabled, palette, type Palette } from './colour.ts';
import { ConfigFileError, configFilePath, loadConfigFile, type ConfigFile } from './config-file.ts';
import { listJson, listLines, planFigures, planLine } from './list.ts';
import { LiveProgress } from './live-progress.ts';
import { runMerge } from './merge-command.ts';
import { concurrencyOf, parseRunOptions, requestedConfigFile, usage, configFileOptions } from './options.ts';
import type { RunOptions, Target } from '../engine/run-options.ts';
import { preflight, type PreflightResult, type PreflightTarget } from './preflight.ts';
import { shellQuote, withReplayCommands } from './replay.ts';
import { packageVersion } from './version.ts';
import { planOfShard } from '../engine/test-share.ts';
import type { EmbeddedReference } from './embedded.ts';
import type { WalletRunOptions } from '../engine/wallet-options.ts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Raw text on stdout (the live progress line); only used when `tty`. */
  raw?(text: string): void;
  /** stdout is a terminal: progress is one live line instead of heartbeats. */
  readonly tty?: boolean;
  /** The terminal's width, read at each redraw of the live line (default stdout's). */
  readonly columns?: number;
}

/** What the CLI calls; replaceable in tests. */
export interface CliDeps {
  readonly io: CliIo;
  readonly runConformance: (options: EngineOptions) => Promise<EngineResult>;
  readonly startEmbedded: (wallet?: WalletRunOptions) => Promise<EmbeddedReference>;
  readonly writeReports: typeof writeReports;
  readonly preflight: (target: PreflightTarget) => Promise<PreflightResult>;
  readonly collectPlan: (options: PlanOptions) => Promise<RunPlan>;
  readonly cwd: string;
}

const defaultDeps: CliDeps = {
  io: {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    raw: (text) => process.stdout.write(text),
    tty: process.stdout.isTTY === true,
    get columns() {
      return process.stdout.columns;
    },
  },
  runConformance,
  // Imported only when needed: a shipped suite without reference/ still runs against --base-url.
  startEmbedded: async (wallet) =>
    (await import('./embedded.ts')).startEmbeddedReference(wallet === undefined ? {} : { wallet }),
  writeReports,
  preflight,
  // The plan is read from the suite manifest: no suite file is loaded before the run, and the run loads only its own.
  collectPlan: planOfRun,
  cwd: process.cwd(),
};

/** The colours of this process's console (see `colour.ts`); set by `runCli` from its environment. */
let paint: Palette = palette(false);

function usageError(io: CliIo, message: string): 2 {
  io.err(`${paint.fail('error:')} ${message}`);
  io.err('hint: run with --help');
  return 2;
}

/**
 * A selection matching no test is a mistake (a misspelt `--test`, `--only x --skip x`), not a run that passed: the
 * line names the selection as it was given.
 */
function noTestSelected(options: RunOptions): string {
  const given = [
    ...options.only.map((o) => `--only ${shellQuote(o)}`),
    ...options.skip.map((s) => `--skip ${shellQuote(s)}`),
    ...(options.tests ?? []).map((t) => `--test ${shellQuote(t)}`),
  ];
  return `the selection matches no test: ${given.length > 0 ? given.join(' ') : 'everything'}; see the names with --list`;
}

function configurationError(io: CliIo, message: string): 2 {
  io.err(`${paint.fail('error:')} ${message}`);
  return 2;
}

/**
 * The engine options of a run against `target`, without the progress hooks: the parsed options as they are (the
 * engine reads its `Pick` of them), with what the CLI decided (the target, the seed, the concurrency).
 */
function engineOptions(
  options: RunOptions,
  seed: number,
  target: Target,
  embedded: EmbeddedReference | undefined,
): Omit<EngineOptions, 'log'> {
  // The target replaces `remote`, whose credentials go no further than this.
  const { remote: _remote, ...parsed } = options;
  return {
    ...parsed,
    ...target,
    seed,
    concurrency: concurrencyOf(options),
    embedded: embedded !== undefined,
    ...(embedded?.sandboxClock === undefined ? {} : { sandboxClock: embedded.sandboxClock }),
  };
}

/** Reads the config file (if any) and the options. */
function readOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string) {
  let config: ConfigFile | undefined;
  try {
    const path = configFilePath(requestedConfigFile(argv, env), cwd);
    if (path !== undefined) config = loadConfigFile(path, configFileOptions);
  } catch (error) {
    if (error instanceof ConfigFileError) return { ok: false as const, error: error.message };
    throw error;
  }
  return parseRunOptions(argv, env, cwd, config);
}

/** Runs the CLI and returns its exit code. */
export async function runCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  deps: Partial<CliDeps> = {},
): Promise<0 | 1 | 2> {
  const d: CliDeps = { ...defaultDeps, ...deps };
  const { io } = d;
  paint = palette(colourEnabled(env, io.tty === true));
  if (argv[0] === 'version' || argv.includes('--version')) {
    io.out(packageVersion());
    return 0;
  }
  if (argv[0] === 'merge') return runMerge(argv, io, d.writeReports, d.cwd);
  const parsed = readOptions(argv, env, d.cwd);
  if (!parsed.ok) return usageError(io, parsed.error);
  if (parsed.help) {
    io.out(usage);
    return 0;
  }
  const options = parsed.options;
  for (const flag of options.secretsOnCommandLine ?? []) {
    io.err(
      `${paint.warn('warning:')} ${flag} on the command line ends up in shell history and CI logs; set it in the environment instead`,
    );
  }
  for (const { given, area } of options.renamedAreas ?? [])
    io.err(`note: area "${given}" is now "${area}"; selecting "${area}"`);
  const seed = options.seed ?? randomInt(0, 2 ** 31 - 1);

  let expectations: Expectations | undefined;
  try {
    if (options.expectationsFile !== undefined) expectations = loadExpectations(options.expectationsFile, isClauseId);
  } catch (error) {
    if (error instanceof ConfigurationError) return configurationError(io, error.message);
    throw error;
  }

  if (options.list) return list(d, options, seed, expectations);

  let embedded: EmbeddedReference | undefined;
  let target: Target;
  if (options.remote) {
    target = options.remote;
  } else {
    try {
      embedded = await d.startEmbedded(options.wallet);
    } catch (error) {
      return configurationError(io, `the embedded reference did not start: ${(error as Error).message}`);
    }
    target = { baseUrl: embedded.url, credentials: embedded.credentials };
  }

  try {
    io.out(`conformance run against ${target.baseUrl}${embedded ? ' (embedded reference)' : ''}`);
    io.out(
      `  profile ${options.profile}, seed ${seed} (replay with --seed=${seed}), ${options.runs} runs per property`,
    );
    const rate = options.ratePerSecond === undefined ? '' : `, at most ${options.ratePerSecond} requests/s`;
    io.out(`  concurrency ${concurrencyOf(options)} tests at once${rate}`);
    if (!options.noPreflight) {
      const checked = await d.preflight({ ...target, timeoutMs: options.timeoutMs });
      if (!checked.ok) return await notStarted(d, options, seed, target, embedded !== undefined, checked.problem);
      for (const line of checked.checks) io.out(`  preflight: ${line}`);
    }
    let base = engineOptions(options, seed, target, embedded);
    let plan: RunPlan;
    try {
      plan = await d.collectPlan(base);
      if (!plan.tests.some((t) => t.selected)) return configurationError(io, noTestSelected(options));
      if (expectations) checkTestNames(expectations, knownTestNames(plan, expectations));
    } catch (error) {
      if (error instanceof ConfigurationError) return configurationError(io, error.message);
      throw error;
    }
    if (options.shard) {
      // The shard is cut from the whole selection's plan, the same on every machine; the run holds its tests by name.
      plan = planOfShard(plan, options.shard);
      base = { ...base, tests: plan.tests.filter((t) => t.selected).map((t) => t.name) };
    }
    const runFiles = plan.files === undefined ? undefined : filesOfShare(plan);
    if (runFiles !== undefined) {
      const toRun = plan.tests.filter((t) => t.selected && t.skipReason === undefined).length;
      base = {
        ...base,
        files: runFiles,
        maxWorkers: workersFor(runFiles.length, toRun, base.maxWorkers ?? (base.embedded ? 2 : maxRemoteWorkers)),
      };
    }
    const selectionText = [
      options.only.length > 0 ? `only [${options.only.join(', ')}]` : '',
      options.skip.length > 0 ? `skip [${options.skip.join(', ')}]` : '',
      options.shard ? `shard ${options.shard.index}/${options.shard.count}` : '',
      options.tests ? `${options.tests.length} named test${options.tests.length === 1 ? '' : 's'}` : '',
    ].filter((s) => s !== '');
    io.out(
      `  selection${selectionText.length > 0 ? ` ${selectionText.join(', ')}` : ''}: ${planLine(planFigures(plan))}`,
    );

    const progress = new LiveProgress({
      total: planFigures(plan).tests,
      tty: io.tty === true && io.raw !== undefined,
      line: (l) => io.out(l),
      raw: (t) => io.raw?.(t),
      columns: () => io.columns ?? process.stdout.columns ?? 120,
    });
    let result: EngineResult;
    progress.start();
    try {
      result = await d.runConformance({
        ...base,
        onFileStart: (file) => progress.fileStarted(file),
        onTestEnd: (r) => progress.testEnded(r),
        onFileEnd: (report) => progress.fileEnded(report),
        log: (line) => io.out(`  ${line}`),
      });
    } catch (error) {
      if (error instanceof ConfigurationError) return configurationError(io, error.message);
      throw error;
    } finally {
      progress.stop();
    }
    if (runFiles !== undefined) result = withStaleManifest(result, plan, runFiles, options.shard !== undefined, io);
    const selection = {
      only: [...options.only],
      skip: [...options.skip],
      ...(options.tests ? { tests: [...options.tests] } : {}),
    };
    let run: RunResult = withReplayCommands(
      { ...result.run, selection, ...(options.shard ? { shard: options.shard } : {}) },
      options,
    );
    if (expectations) run = applyExpectations(run, expectations, options.strictExpectations === true);
    return await report(d, options, run, seed);
  } finally {
    await embedded?.close();
  }
}

/** Writes the reports of a run, prints its summary and returns its exit code. */
async function report(d: CliDeps, options: RunOptions, run: RunResult, seed: number): Promise<0 | 1 | 2> {
  const { io } = d;
  let written: Awaited<ReturnType<typeof writeReports>>;
  try {
    written = await d.writeReports(options.reportDir, run, clauses);
  } catch (error) {
    return configurationError(io, `cannot write the reports to ${options.reportDir}: ${(error as Error).message}`);
  }
  if (run.tests.length === 0) io.out('warning: no test was selected');
  for (const line of formatSummary(written.results)) io.out(line);
  const e = run.expectations;
  if (e !== undefined) {
    io.out(
      `expectations ${e.file}: ${e.known} known failure${e.known === 1 ? '' : 's'}, ${e.unexpectedPasses.length} unexpected pass${e.unexpectedPasses.length === 1 ? '' : 'es'}`,
    );
    for (const u of e.unexpectedPasses)
      io.out(`  UNEXPECTED PASS ${u.subject} (expected ${u.expected}: ${u.reason}): remove the entry`);
  }
  io.out(`reports: ${written.files.join(', ')}`);
  const strictFailure = e?.strict === true && e.unexpectedPasses.length > 0;
  const exitCode = exitCodeOf(run.tests) === 1 || strictFailure ? 1 : 0;
  const verdict = verdictLine(written.results, seed, exitCode);
  io.out(verdict.replace(/^(PASS|FAIL)/, (word) => (word === 'PASS' ? paint.pass(word) : paint.fail(word))));
  io.out(closingLine(written.results));
  return exitCode;
}

/**
 * The preflight found the target unusable: one line naming the cause, the reports written with the run marked as not
 * started (one `error` entry carrying the cause, so every report format shows it), exit 2.
 */
async function notStarted(
  d: CliDeps,
  options: RunOptions,
  seed: number,
  target: Target,
  embedded: boolean,
  problem: string,
): Promise<2> {
  d.io.err(`${paint.fail('error:')} ${problem}`);
  const run: RunResult = {
    target: { baseUrl: target.baseUrl, profile: options.profile, embedded },
    startedAt: new Date().toISOString(),
    durationMs: 0,
    seed,
    selection: { only: [...options.only], skip: [...options.skip] },
    tests: [
      {
        name: '(preflight) > the target is usable',
        file: '(preflight)',
        clauses: [],
        outcome: 'error',
        durationMs: 0,
        reason: problem,
        requests: 0,
      },
    ],
    notStarted: problem,
    ...(options.shard ? { shard: options.shard } : {}),
  };
  try {
    const written = await d.writeReports(options.reportDir, run, clauses);
    d.io.err(`the run did not start; reports: ${written.files.join(', ')}`);
  } catch (error) {
    d.io.err(`error: cannot write the reports to ${options.reportDir}: ${(error as Error).message}`);
  }
  return 2;
}

/** `--list`: collects the selection with a placeholder target (no request is sent) and prints it. */
async function list(
  d: CliDeps,
  options: RunOptions,
  seed: number,
  expectations: Expectations | undefined,
): Promise<0 | 2> {
  const target: Target = options.remote ?? {
    baseUrl: 'http://127.0.0.1:0/2025-10-13',
    credentials: { clientId: 'list', clientSecret: 'list-only' },
  };
  const base = engineOptions(options, seed, target, undefined);
  // Without a base URL the run would use the embedded reference, whose sandbox clock the suite can advance: list the
  // sandbox-time tests as a run would hold them. The address is never called.
  const collected = await d.collectPlan(
    options.remote ? base : { ...base, embedded: true, sandboxClock: { url: 'http://127.0.0.1:0/', token: 'unused' } },
  );
  if (!collected.tests.some((t) => t.selected)) return configurationError(d.io, noTestSelected(options));
  const plan = options.shard ? planOfShard(collected, options.shard) : collected;
  if (expectations) {
    try {
      checkTestNames(expectations, knownTestNames(plan, expectations));
    } catch (error) {
      if (error instanceof ConfigurationError) return configurationError(d.io, error.message);
      throw error;
    }
  }
  const selection = {
    only: options.only,
    skip: options.skip,
    ...(options.tests ? { tests: options.tests } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
  };
  if (options.list === 'json') d.io.out(JSON.stringify(listJson(plan, selection), null, 2));
  else for (const line of listLines(plan, selection)) d.io.out(line);
  return 0;
}

/**
 * The test names an expectations file may name: the plan's, and, when the plan holds only the files of the run, any
 * name of a suite file outside them (its tests are not run, so the entry cannot apply).
 */
function knownTestNames(plan: RunPlan, expectations: Expectations): Set<string> {
  const names = new Set(plan.tests.map((t) => t.name));
  if (plan.allFiles === undefined) return names;
  const planned = new Set(plan.tests.map((t) => t.file));
  for (const e of expectations.entries) {
    const file = e.test?.split(' > ')[0];
    if (e.test !== undefined && file !== undefined && plan.allFiles.includes(file) && !planned.has(file))
      names.add(e.test);
  }
  return names;
}

/** The files of the plan's selected tests (after the shard), and the suite files the manifest does not know. */
function filesOfShare(plan: RunPlan): string[] {
  const selected = new Set(plan.tests.filter((t) => t.selected).map((t) => t.file));
  const known = new Set(plan.tests.map((t) => t.file));
  return (plan.files ?? []).filter((f) => selected.has(f) || !known.has(f));
}

/**
 * The run's tests against the manifest's plan: when they differ, the header counts and the files came from stale
 * data, which a warning says; a shard was cut from it, so a sharded run also gets an `error` (a test may be in no shard).
 */
function withStaleManifest(
  result: EngineResult,
  plan: RunPlan,
  files: readonly string[],
  sharded: boolean,
  io: CliIo,
): EngineResult {
  const problems = staleManifest(plan.tests, result.run.tests, files);
  if (problems.length === 0) return result;
  const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
  io.err(
    `warning: the suite manifest is not in step with the suites (run ${regenerateHint}): ${problems.slice(0, 5).join('; ')}${more}`,
  );
  if (!sharded) return result;
  const stale = {
    name: '(run) > suite manifest',
    file: '(run)',
    clauses: [],
    outcome: 'error' as const,
    durationMs: 0,
    reason: `the suite manifest is not in step with the suites (run ${regenerateHint}): ${problems.slice(0, 5).join('; ')}${more}`,
    requests: 0,
  };
  return { run: { ...result.run, tests: [...result.run.tests, stale] }, exitCode: 1 };
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * Runs the CLI as the process: argv after the script, the process environment, the process exit code. `loadTypeScript`
 * starts a TypeScript loader for a user binding module written in TypeScript, when the CLI runs without one.
 */
export function main(loadTypeScript?: () => Promise<void>): void {
  if (loadTypeScript !== undefined) useTypeScriptLoader(loadTypeScript);
  runCli(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(2);
    },
  );
}

if (isEntryPoint()) main();
