/**
 * The suite manifest: every test the suites declare (full name, clauses, tags, area), in collection order, kept as
 * data in `suite-manifest.json` beside this file. A run reads its plan from it instead of collecting every suite file
 * (which costs seconds of CPU even for a one-file run), and gives vitest only the files that hold a selected test.
 *
 * It cannot go stale unnoticed: `npm run generate:suite-manifest` writes it from a real collection, a unit test
 * collects the suites and compares, and every run compares the tests it collected with the plan (`staleManifest`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clauseById, isClauseId } from '../../spec/clauses/index.ts';
import type { Area, Clause } from '../../spec/clauses/types.ts';
import type { TestResult } from '../report/model.ts';
import type { PlannedTest } from './plan.ts';
import type { RunContext, TestTag } from './run-context.ts';
import { isSelected, skipReason } from './selection.ts';
import { inShare } from './test-share.ts';

export interface ManifestTest {
  /** Full name, as the reports print it (`<file> > <describe blocks> > <title>`). */
  readonly name: string;
  readonly clauses: readonly string[];
  readonly tags: readonly TestTag[];
  readonly area?: Area;
}

export interface SuiteManifest {
  /** Suite file (relative to the suites directory, `/`-separated) to its tests in collection order. */
  readonly files: Readonly<Record<string, readonly ManifestTest[]>>;
}

export const suiteManifestPath = fileURLToPath(new URL('suite-manifest.json', import.meta.url));
export const regenerateHint = 'npm run generate:suite-manifest';

export function readSuiteManifest(path = suiteManifestPath): SuiteManifest {
  return JSON.parse(readFileSync(path, 'utf8')) as SuiteManifest;
}

/** The suite files on disk, relative to `suitesDir`, sorted. */
export function suiteFilesOnDisk(suitesDir: string, suffix = '.conformance.ts'): string[] {
  return readdirSync(suitesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => f.split(sep).join('/'))
    .sort();
}

const lookup = (id: string): Clause | undefined => (isClauseId(id) ? clauseById(id) : undefined);

/**
 * The plan of a run read from the manifest: each test selected or not and its skip reason, by the same functions
 * `conformanceTest` applies at collection (`selection.ts`, `test-share.ts`).
 */
export function planTestsOf(
  manifest: SuiteManifest,
  run: Pick<RunContext, 'selection' | 'profile' | 'includeSlow' | 'sandboxClockUrl' | 'moneyCap'>,
): PlannedTest[] {
  const tests: PlannedTest[] = [];
  for (const file of Object.keys(manifest.files).sort()) {
    for (const t of manifest.files[file] ?? []) {
      const declared = { clauses: t.clauses, tags: t.tags, area: t.area };
      const selected = isSelected(declared, run.selection, lookup) && inShare(t.name, run.selection);
      const reason = selected ? skipReason(declared, run, lookup) : undefined;
      tests.push({
        name: t.name,
        file,
        clauses: [...t.clauses],
        ...(t.area === undefined ? {} : { area: t.area }),
        selected,
        ...(reason === undefined ? {} : { skipReason: reason }),
      });
    }
  }
  return tests;
}

/**
 * The files a run gives vitest: those holding a selected test, and any suite file the manifest does not know (so a
 * new file is never left out; its tests then show the manifest stale).
 */
export function filesToRun(
  tests: readonly { readonly file: string; readonly selected: boolean }[],
  manifest: SuiteManifest,
  onDisk: readonly string[],
): string[] {
  const files = new Set(tests.filter((t) => t.selected).map((t) => t.file));
  for (const file of onDisk) if (manifest.files[file] === undefined) files.add(file);
  return [...files].filter((f) => onDisk.includes(f)).sort();
}

/** The suite files a selection by areas or clause ids needs (`--only`, `--skip`), read from the manifest. */
export function filesSelectedBy(
  selection: { readonly only: readonly string[]; readonly skip: readonly string[] },
  suitesDir: string,
  manifest: SuiteManifest = readSuiteManifest(),
): string[] {
  const run = {
    selection: { only: [...selection.only], skip: [...selection.skip] },
    profile: 'sandbox' as const,
    includeSlow: true,
  };
  return filesToRun(planTestsOf(manifest, run), manifest, suiteFilesOnDisk(suitesDir));
}

/**
 * What the run's own collection says against the plan: tests it ran that the plan does not hold, and planned tests
 * of a file it ran without error that it did not run. Empty when the manifest is in step with the suites.
 */
export function staleManifest(
  planned: readonly { readonly name: string; readonly file: string; readonly selected: boolean }[],
  results: readonly Pick<TestResult, 'name' | 'file' | 'outcome' | 'clauses'>[],
  ranFiles: readonly string[],
): string[] {
  const plannedNames = new Set(planned.filter((t) => t.selected).map((t) => t.name));
  const ran = new Set(ranFiles);
  const resultNames = new Set(results.map((r) => r.name));
  // A file that failed to load is reported as an error of its own; its tests are not missing because of the manifest.
  const brokenFiles = new Set(
    results.filter((r) => r.outcome === 'error' && r.clauses.length === 0).map((r) => r.file),
  );
  const problems: string[] = [];
  for (const r of results) {
    if (ran.has(r.file) && !brokenFiles.has(r.file) && !plannedNames.has(r.name))
      problems.push(`ran "${r.name}", which the manifest does not hold`);
  }
  for (const t of planned) {
    if (t.selected && ran.has(t.file) && !brokenFiles.has(t.file) && !resultNames.has(t.name))
      problems.push(`planned "${t.name}", which the suites no longer declare`);
  }
  return problems;
}

/** The manifest of collected tests (the generator's and the unit test's). */
export function manifestOf(
  tests: readonly {
    readonly name: string;
    readonly file: string;
    readonly clauses: readonly string[];
    readonly tags: readonly TestTag[];
    readonly area?: string;
  }[],
): SuiteManifest {
  const files: Record<string, ManifestTest[]> = {};
  for (const t of tests) {
    (files[t.file] ??= []).push({
      name: t.name,
      clauses: [...t.clauses],
      tags: [...t.tags],
      ...(t.area === undefined ? {} : { area: t.area as Area }),
    });
  }
  return {
    files: Object.fromEntries(
      Object.keys(files)
        .sort()
        .map((f) => [f, files[f]!]),
    ),
  };
}
