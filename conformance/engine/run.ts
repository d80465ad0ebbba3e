import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunResult, TestResult } from '../report/model.ts';
import { loadBindingFactory } from '../binding/binding.ts';
import { ConformanceCollector, type ModuleReport } from './collector.ts';
import { ConfigurationError } from './configuration-error.ts';
import { moduleProgressLines } from './progress.ts';
import { Redactor } from '../http/redact.ts';
import type { RunOptions, Target } from './run-options.ts';
import { buildRunContext } from './build-run-context.ts';
import { startAnswerLog } from '../support/answer-log.ts';
import { maxRemoteWorkers, planConcurrency } from './concurrency.ts';
import { longestFirstSequencer } from './file-order.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import type { RunContext } from './run-context.ts';
import { supportBundle, supportBundlePlugin } from './support-bundle.ts';
import { optimizeLaterInWorkers } from './worker-tiering.ts';

/** The project root: the suites, spec and support modules are resolved from here. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const defaultSuitesDir = resolve(projectRoot, 'conformance', 'suites');

/** The run options an engine run reads, as the CLI parsed them. */
export type EngineRunOptions = Pick<
  RunOptions,
  | 'profile'
  | 'runs'
  | 'timeoutMs'
  | 'walletSignatureHeader'
  | 'wallet'
  | 'includeSlow'
  | 'moneyCap'
  | 'only'
  | 'skip'
  | 'bindingModule'
  | 'webhookUrl'
  | 'webhookPort'
  | 'answersFile'
  | 'roundTripsFile'
  | 'tests'
  | 'replayPath'
  | 'ratePerSecond'
>;

/**
 * An engine run: the parsed run options (a `Pick` of `RunOptions`, read as they are), the target, and what only the
 * caller knows (the seed drawn, the embedded reference's clock, the suites, the progress hooks).
 */
export interface EngineOptions extends EngineRunOptions, Target {
  readonly seed: number;
  /** True when the run started the reference server in-process. */
  readonly embedded: boolean;
  /** The sandbox clock's control endpoint, when the server under test has one (the embedded reference). */
  readonly sandboxClock?: { readonly url: string; readonly token: string };
  /** Directory of the suites; test names and files are relative to it. Default `conformance/suites`. */
  readonly suitesDir?: string;
  /** File name pattern under `suitesDir`. Default `**\/*.conformance.ts`. */
  readonly pattern?: string;
  /** Suite files to give vitest, relative to `suitesDir` (those the plan says hold a selected test); default: all. */
  readonly files?: readonly string[];
  /** Live progress: a file started, a test ended, a file ended (when given, `log` gets no file lines). */
  readonly onFileStart?: (file: string) => void;
  readonly onTestEnd?: (result: TestResult) => void;
  readonly onFileEnd?: (report: ModuleReport) => void;
  /** Receives progress lines (a head line per finished file, a line per failed test). */
  readonly log?: (line: string) => void;
  /** Files run at once (default 2: the machine has two cores and the server under test must not be hammered). */
  readonly maxWorkers?: number;
  /**
   * `--concurrency`: tests in flight at once, spread over workers (against the embedded reference at most one per
   * core; against a deployment narrow workers, more of them) and tests of a file run at once inside each, at most
   * `maxWorkers` workers (`concurrency.ts`). Absent: `maxWorkers` files, one test at a time (the CLI always gives
   * it: `concurrencyOf` the run options).
   */
  readonly concurrency?: number;
}

let typeScriptLoader: (() => Promise<void>) | undefined;

/**
 * How to make a TypeScript user binding module importable in this process, called before one is loaded. The CLI's
 * precompiled bundle (`bin/cli-bundle.js`) runs without a TypeScript loader, and starts one only then; run from
 * sources through tsx, none is needed.
 */
export function useTypeScriptLoader(load: () => Promise<void>): void {
  typeScriptLoader = load;
}

export interface EngineResult {
  readonly run: RunResult;
  /** 0 when every test passed or was skipped, 1 on any `fail` or `error`. */
  readonly exitCode: 0 | 1;
}

/**
 * Runs the conformance suites with vitest, driven from code, and returns the run's results.
 *
 * No vitest config file is read: everything is set here. The run context travels to the workers through vitest's
 * `provide` (tests read it with `inject('run')`), the secrets apart from it. Test selection happens in the workers at
 * collection (see `conformance/support/declare.ts`); the collector leaves unselected tests out.
 *
 * Throws ConfigurationError when the binding module cannot be loaded.
 */
export async function runConformance(options: EngineOptions): Promise<EngineResult> {
  if (options.bindingModule !== undefined) {
    try {
      if (/\.[cm]?ts$/.test(options.bindingModule)) await typeScriptLoader?.();
      await loadBindingFactory(options.bindingModule);
    } catch (error) {
      throw new ConfigurationError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  }
  const suitesDir = options.suitesDir ?? defaultSuitesDir;
  const include = includeOf(options);
  const built = buildRunContext(options);
  const runSecrets = built.runSecrets;
  const workers = options.maxWorkers ?? 2;
  const pacing =
    options.concurrency === undefined
      ? planConcurrency(workers, options.ratePerSecond, workers)
      : options.embedded
        ? planConcurrency(
            options.concurrency,
            options.ratePerSecond,
            Math.min(availableParallelism(), options.maxWorkers ?? Infinity),
          )
        : planConcurrency(
            options.concurrency,
            options.ratePerSecond,
            Math.min(maxRemoteWorkers, options.maxWorkers ?? Infinity),
            'remote',
          );
  const pauseDir = await mkdtemp(resolve(tmpdir(), 'payments-conformance-pause-'));
  const run: RunContext = {
    ...built.run,
    ...(pacing.testsPerWorker > 1 ? { testsPerWorker: pacing.testsPerWorker } : {}),
    ...(pacing.requestsPerTest > 1 ? { requestsPerTest: pacing.requestsPerTest } : {}),
    ...(pacing.ratePerWorker === undefined ? {} : { ratePerWorker: pacing.ratePerWorker }),
    pauseFile: resolve(pauseDir, 'retry-after'),
  };
  if (options.answersFile !== undefined) startAnswerLog(options.answersFile);
  if (options.roundTripsFile !== undefined) startAnswerLog(options.roundTripsFile);
  const log = options.log;
  const { clientId, clientSecret, agentToken } = options.credentials;
  const redactor = new Redactor({
    secrets: [
      clientSecret,
      agentToken,
      options.sandboxClock?.token,
      Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64'),
    ],
  });
  const collector = new ConformanceCollector(suitesDir, {
    onModuleEnd: (report) => {
      if (options.onFileEnd) options.onFileEnd(report);
      else if (log) for (const line of moduleProgressLines(report)) log(line);
    },
    ...(options.onFileStart ? { onModuleStart: options.onFileStart } : {}),
    ...(options.onTestEnd ? { onTestEnd: options.onTestEnd } : {}),
    redact: (text) => redactor.text(text),
  });

  // A binding module of the user's is loaded by the workers with the suites' loader (it may be TypeScript and import the
  // suite's own modules): with one, the support modules are loaded through vite too.
  const bundle = options.bindingModule === undefined ? await supportBundle(projectRoot, suitesDir) : undefined;
  if (!options.embedded) optimizeLaterInWorkers();
  // Loaded when a run starts: `--help`, `--list` and a usage error do not pay for vitest and vite.
  const { startVitest } = await import('vitest/node');
  const startedAt = new Date();
  const started = performance.now();
  const exitCodeBefore = process.exitCode;
  process.exitCode = 0;
  let vitestFailed = false;
  try {
    await startVitest(
      'test',
      [],
      {
        config: false,
        root: projectRoot,
        // vitest looks for test files under here only, not through the whole project.
        dir: suitesDir,
        include,
        watch: false,
        provide: { run, runSecrets },
        reporters: [collector],
        maxWorkers: pacing.workers,
        // Tests of a file run at once only when marked so (`support/declare.ts`); this bounds them per worker.
        maxConcurrency: pacing.testsPerWorker,
        // The longest files first, by what a previous run measured (`file-order.ts`), not by vitest's cache of the
        // last run on this machine, whatever it ran against.
        sequence: { sequencer: longestFirstSequencer(suitesDir, options.embedded ? 'embedded' : 'remote') },
        // One module graph per worker, not per file: importing the support modules again for every file cost most of
        // a run's fixed time (seconds per file), which dominates runs that end fast (a refused or broken server).
        // The suites keep no state between files but the run's own (shared HTTP agent, the binding module).
        isolate: false,
        // Threads, not processes: a worker thread starts for a fraction of a process's cost, and nothing of the suites
        // needs a process of its own (the kill matrix runs them in kept threads too, `kept-workers.ts`).
        pool: 'threads',
        // Each suite and support module compiled once, kept on disk by content hash: a run does not compile again
        // what the previous one did.
        experimental: {
          fsModuleCache: true,
          fsModuleCachePath: resolve(projectRoot, 'node_modules', '.vite-conformance', 'modules'),
        },
        passWithNoTests: true,
      },
      // Vite's own cache and dependency scan are of no use to a run.
      {
        cacheDir: resolve(projectRoot, 'node_modules', '.vite-conformance'),
        plugins: bundle === undefined ? [] : [supportBundlePlugin(bundle)],
      },
    );
    vitestFailed = process.exitCode !== 0;
  } finally {
    // vitest sets the process exit code on failures; the CLI decides it from the results instead.
    process.exitCode = exitCodeBefore;
    await rm(pauseDir, { recursive: true, force: true });
  }
  const durationMs = Math.round(performance.now() - started);
  const tests = sortByFile(collector.results);
  if (vitestFailed && exitCodeOf(tests) === 0) {
    // vitest failed before or outside any test (it printed why): never let that read as a passing run.
    tests.push({
      name: '(run) > vitest',
      file: '(run)',
      clauses: [],
      outcome: 'error',
      durationMs: 0,
      reason: 'vitest reported a failure outside any test; see the console output of the run',
      requests: 0,
    });
  }
  const exitCode = exitCodeOf(tests);
  return {
    run: {
      target: { baseUrl: run.baseUrl, profile: run.profile, embedded: run.embedded },
      startedAt: startedAt.toISOString(),
      durationMs,
      seed: run.seed,
      selection: run.selection,
      tests,
    },
    exitCode,
  };
}

/**
 * vitest's `include`, relative to the suites directory (vitest's `dir`): the plan's files when it names them (vitest
 * then loads nothing else), else every suite file. No file at all still matches nothing, never vitest's default.
 */
export function includeOf(options: Pick<EngineOptions, 'files' | 'pattern'>): string[] {
  if (options.files === undefined) return [options.pattern ?? '**/*.conformance.ts'];
  return options.files.length === 0 ? ['(no file selected)'] : [...options.files];
}

/** Files finish in any order when they run in parallel; the report lists them by file, tests in file order. */
function sortByFile(results: readonly TestResult[]): TestResult[] {
  return [...results].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** 0 when every test passed or was skipped (or none was selected), 1 on any `fail` or `error`. */
export function exitCodeOf(tests: readonly Pick<TestResult, 'outcome'>[]): 0 | 1 {
  return tests.some((t) => t.outcome === 'fail' || t.outcome === 'error') ? 1 : 0;
}
