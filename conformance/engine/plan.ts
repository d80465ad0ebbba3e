/**
 * The plan of a run: every test the suites declare, collected by vitest without running any (no request is sent),
 * each marked selected or not by the run's selection and share. `--list` prints it; a run counts it for its header
 * and its progress; the expectations file is checked against its test names.
 */
import { relative, sep } from 'node:path';
import { createVitest } from 'vitest/node';
import type { TestCase } from 'vitest/node';
import { buildRunContext } from './build-run-context.ts';
import { defaultSuitesDir, projectRoot, type EngineOptions } from './run.ts';

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
}

export interface RunPlan {
  readonly tests: readonly PlannedTest[];
  /** Files that could not be collected, with the first error. */
  readonly brokenFiles: readonly { readonly file: string; readonly error: string }[];
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
  };
}

/** Collects the suites with the run's context (selection applied at collection, as in a run) and returns the plan. */
export async function collectPlan(options: PlanOptions): Promise<RunPlan> {
  const suitesDir = options.suitesDir ?? defaultSuitesDir;
  const include = [`${relative(projectRoot, suitesDir).split(sep).join('/')}/${options.pattern ?? '**/*.conformance.ts'}`];
  const { run, runSecrets } = buildRunContext({ ...options, embedded: options.embedded ?? false, suitesDir });
  const exitCodeBefore = process.exitCode;
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
      if (error) brokenFiles.push({ file: relative(suitesDir, module.moduleId).split(sep).join('/'), error: error.message });
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
