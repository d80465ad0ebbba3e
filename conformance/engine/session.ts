import { relative, resolve, sep } from 'node:path';
import { createVitest, type Reporter, type Vitest } from 'vitest/node';
import type { TestResult } from '../report/model.ts';
import { Redactor } from '../http/redact.ts';
import { buildRunContext } from './build-run-context.ts';
import { ConformanceCollector } from './collector.ts';
import { keptWorkers } from './kept-workers.ts';
import { defaultSuitesDir, exitCodeOf, projectRoot, type EngineOptions, type EngineResult } from './run.ts';

/** What one run of a session may vary: the target and the selection; the suites and workers are the session's. */
export type SessionRunOptions = Omit<
  EngineOptions,
  | 'suitesDir'
  | 'pattern'
  | 'maxWorkers'
  | 'bindingModule'
  | 'answersFile'
  | 'onFileStart'
  | 'onTestEnd'
  | 'onFileEnd'
  | 'log'
> & {
  /** Suite files to run, relative to the session's suites directory; absent: every suite file. */
  readonly files?: readonly string[];
};

export interface ConformanceSession {
  /** Runs the suites against `options.baseUrl`; one run at a time. */
  run(options: SessionRunOptions): Promise<EngineResult>;
  /** Worker threads started so far: as many as run at once, however many runs. */
  threadsStarted(): number;
  close(): Promise<void>;
}

/**
 * Hands every event to the collector of the run in progress: vitest takes its reporters once, when it is created,
 * and a session makes one collector per run.
 */
class RunForwarder implements Reporter {
  current: ConformanceCollector | undefined;
  onTestModuleStart: NonNullable<Reporter['onTestModuleStart']> = (m) => this.current?.onTestModuleStart(m);
  onTestCaseResult: NonNullable<Reporter['onTestCaseResult']> = (c) => this.current?.onTestCaseResult(c);
  onTestModuleEnd: NonNullable<Reporter['onTestModuleEnd']> = (m) => this.current?.onTestModuleEnd(m);
  onTestRunEnd: NonNullable<Reporter['onTestRunEnd']> = (modules, errors) =>
    this.current?.onTestRunEnd(modules, errors);
}

/**
 * A conformance runner kept open for many runs against many targets (the kill matrix: one run per deviant server).
 * Vitest and its Vite server start once, so the suites and support modules are resolved and transformed once, and
 * its worker threads are kept from run to run (`kept-workers.ts`), so they evaluate the spec and support modules once:
 * a run re-evaluates only its test files. Each run gets its own run context through `provide`, read by the tests at
 * collection (`inject('run')`).
 */
export async function openConformanceSession(
  settings: { readonly suitesDir?: string; readonly pattern?: string; readonly maxWorkers?: number } = {},
): Promise<ConformanceSession> {
  const suitesDir = settings.suitesDir ?? defaultSuitesDir;
  const forwarder = new RunForwarder();
  const kept = keptWorkers();
  const vitest: Vitest = await createVitest(
    'test',
    {
      config: false,
      root: projectRoot,
      include: [
        `${relative(projectRoot, suitesDir).split(sep).join('/')}/${settings.pattern ?? '**/*.conformance.ts'}`,
      ],
      watch: false,
      reporters: [forwarder],
      maxWorkers: settings.maxWorkers ?? 2,
      pool: kept.pool,
      // As runConformance: one module graph per worker, not per file (and here, per session).
      isolate: false,
      passWithNoTests: true,
    },
    { cacheDir: resolve(projectRoot, 'node_modules', '.vite-conformance') },
  );
  const allFiles = (await vitest.globTestSpecifications()).map((s) => s.moduleId);

  async function run(options: SessionRunOptions): Promise<EngineResult> {
    const { run, runSecrets } = buildRunContext({ ...options, suitesDir });
    const { clientId, clientSecret, agentToken } = options.credentials;
    const redactor = new Redactor({
      secrets: [
        clientSecret,
        agentToken,
        options.sandboxClock?.token,
        Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64'),
      ],
    });
    const collector = new ConformanceCollector(suitesDir, { redact: (text) => redactor.text(text) });
    forwarder.current = collector;
    vitest.provide('run', run);
    vitest.provide('runSecrets', runSecrets);
    const files = options.files === undefined ? allFiles : options.files.map((f) => resolve(suitesDir, f));
    const project = vitest.getRootProject();
    const startedAt = new Date();
    const started = performance.now();
    let outcome;
    try {
      outcome = await vitest.runTestSpecifications(files.map((file) => project.createSpecification(file)));
    } finally {
      forwarder.current = undefined;
    }
    const tests = [...collector.results].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    const missing = files.filter((file) => !outcome.testModules.some((m) => m.moduleId === file));
    if (missing.length > 0 && exitCodeOf(tests) === 0)
      tests.push(outsideAnyTest(`vitest ran no module for ${missing.join(', ')}`));
    return {
      run: {
        target: { baseUrl: run.baseUrl, profile: run.profile, embedded: run.embedded },
        startedAt: startedAt.toISOString(),
        durationMs: Math.round(performance.now() - started),
        seed: run.seed,
        selection: run.selection,
        tests,
      },
      exitCode: exitCodeOf(tests),
    };
  }

  return {
    run,
    threadsStarted: kept.startedThreads,
    async close() {
      try {
        await vitest.close();
      } finally {
        await kept.close();
      }
    },
  };
}

function outsideAnyTest(reason: string): TestResult {
  return { name: '(run) > vitest', file: '(run)', clauses: [], outcome: 'error', durationMs: 0, reason, requests: 0 };
}
