/**
 * The plan of a run: every test the suites declare, each marked selected or not by the run's selection and share.
 * `--list` prints it; a run counts it for its header and its progress, cuts its shard from it and gives vitest only the
 * files holding a selected test; the expectations file is checked against its test names.
 *
 * A run reads it from the suite manifest (`planFromManifest`, no collection: see `suite-manifest.ts`); `collectPlan`
 * collects the suites with vitest without running any (no request is sent), which is how the manifest is made and
 * checked.
 */
import { relative, sep } from 'node:path';
import type { TestCase } from 'vitest/node';
import { buildRunContext } from './build-run-context.ts';
import { defaultSuitesDir, projectRoot, type EngineOptions } from './run.ts';
import type { TestTag } from './run-context.ts';
import { filesToRun, planTestsOf, readSuiteManifest, suiteFilesOnDisk, type SuiteManifest } from './suite-manifest.ts';

export interface PlannedTest {
  /** Full name, as the reports print it. */
  readonly name: string;
  readonly file: string;
  readonly clauses: readonly string[];
  readonly area?: string;
  /** In the selection and the run's share. */
  readonly selected: boolean;
  /** Selected, but skipped for a reason known before it runs (profile, slow). */
  readonly skipReason?: string;
  /** As declared (collected plans only). */
  readonly tags?: readonly TestTag[];
}

export interface RunPlan {
  readonly tests: readonly PlannedTest[];
  /** Files that could not be collected, with the first error. */
  readonly brokenFiles: readonly { readonly file: string; readonly error: string }[];
  /**
   * Plans read from the manifest: the suite files the run gives vitest (relative to the suites directory), and every
   * suite file on disk (an expectation may name a test of a file outside the selection).
   */
  readonly files?: readonly string[];
  readonly allFiles?: readonly string[];
}

export type PlanOptions = Omit<EngineOptions, 'log' | 'embedded'> & { readonly embedded?: boolean };

function toPlanned(testCase: TestCase, suitesDir: string): PlannedTest | undefined {
  const declared = testCase.meta().conformance;
  if (declared === undefined) return undefined;
  const file = relative(suitesDir, testCase.module.moduleId).split(sep).join('/');
  return {
    name: `${file} > ${testCase.fullName}`,
    file,
    clauses: [...declared.clauses],
    ...(declared.area === undefined ? {} : { area: declared.area }),
    selected: declared.unselected !== true,
    ...(declared.skipReason === undefined ? {} : { skipReason: declared.skipReason }),
    tags: [...declared.tags],
  };
}

/**
 * The plan read from the suite manifest, with the run's context (selection, share, profile, slow): what collecting
 * the suites would give for a manifest in step with them, without starting vitest. `files` are those holding a
 * selected test (and any file the manifest does not know yet).
 */
export function planFromManifest(options: PlanOptions, manifest: SuiteManifest = readSuiteManifest()): RunPlan {
  const suitesDir = options.suitesDir ?? defaultSuitesDir;
  const { run } = buildRunContext({ ...options, embedded: options.embedded ?? false, suitesDir });
  const tests = planTestsOf(manifest, run);
  const onDisk = suiteFilesOnDisk(suitesDir);
  return { tests, brokenFiles: [], files: filesToRun(tests, manifest, onDisk), allFiles: onDisk };
}

/** The plan of a run: from the manifest for the project's suites, collected for any other suites directory. */
export async function planOfRun(options: PlanOptions): Promise<RunPlan> {
  const suitesDir = options.suitesDir ?? defaultSuitesDir;
  return suitesDir === defaultSuitesDir && options.pattern === undefined
    ? planFromManifest(options)
    : collectPlan(options);
}

/** Selected tests to run (not skipped) below which a second worker is not worth its start. */
export const testsPerExtraWorker = 10;

/**
 * Workers for a run of `files` files and `tests` tests to run, at most `limit`: never more than files, and one for a
 * small run, since every worker pays seconds of CPU to load the spec and support modules before its first test.
 */
export function workersFor(files: number, tests: number, limit: number): number {
  return Math.max(1, Math.min(files, limit, Math.ceil(tests / testsPerExtraWorker)));
}

/** Collects the suites with the run's context (selection applied at collection, as in a run) and returns the plan. */
export async function collectPlan(options: PlanOptions): Promise<RunPlan> {
  const suitesDir = options.suitesDir ?? defaultSuitesDir;
  const include = [
    `${relative(projectRoot, suitesDir).split(sep).join('/')}/${options.pattern ?? '**/*.conformance.ts'}`,
  ];
  const { run, runSecrets } = buildRunContext({ ...options, embedded: options.embedded ?? false, suitesDir });
  const exitCodeBefore = process.exitCode;
  // Loaded only here: a plan read from the manifest (every CLI run) needs no vitest.
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest(
    'test',
    {
      config: false,
      root: projectRoot,
      include,
      watch: false,
      provide: { run, runSecrets },
      reporters: [],
      maxWorkers: options.maxWorkers ?? 2,
      isolate: false,
      passWithNoTests: true,
    },
    { cacheDir: resolveCache() },
  );
  try {
    const { testModules } = await vitest.collect();
    const tests: PlannedTest[] = [];
    const brokenFiles: { file: string; error: string }[] = [];
    for (const module of testModules) {
      for (const testCase of module.children.allTests()) {
        const planned = toPlanned(testCase, suitesDir);
        if (planned) tests.push(planned);
      }
      const [error] = module.errors();
      if (error)
        brokenFiles.push({ file: relative(suitesDir, module.moduleId).split(sep).join('/'), error: error.message });
    }
    tests.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    return { tests, brokenFiles };
  } finally {
    await vitest.close();
    process.exitCode = exitCodeBefore;
  }
}

function resolveCache(): string {
  return `${projectRoot}/node_modules/.vite-conformance`;
}
