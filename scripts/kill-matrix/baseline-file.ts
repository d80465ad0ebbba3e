/**
 * A baseline the matrix need not run: the `results.json` of a conformance run against the embedded reference, which
 * `npm test` makes just before the matrix. The matrix's baseline proves the suite passes the correct reference and
 * tells which files cite each clause; a run of the same suite that already showed this serves as well, so the matrix
 * does not pay a whole suite run twice. It serves only when it can be trusted for the files the matrix needs: the
 * embedded reference under the sandbox profile, the whole run (not a shard), every test of those files present under
 * the name the suite manifest gives it now (a suite edited since the run makes it stale), and none failed.
 */
import { readFileSync } from 'node:fs';
import type { Results } from '../../conformance/report/matrix.ts';
import type { TestResult } from '../../conformance/report/model.ts';
import type { SuiteManifest } from '../../conformance/engine/suite-manifest.ts';

export type BaselineFile =
  | { readonly usable: true; readonly tests: readonly TestResult[]; readonly seed: number }
  | { readonly usable: false; readonly why: string };

const passedOrSkipped = (t: TestResult) => t.outcome === 'pass' || t.outcome === 'skip';

/** What the matrix needs of an earlier run: its areas, their suite files (`/`-separated), the manifest of today. */
export interface BaselineNeeds {
  readonly areas: readonly string[];
  readonly files: readonly string[];
  readonly manifest: SuiteManifest;
}

/** Judges the results of an earlier run as the baseline the matrix needs. */
export function baselineFrom(results: Results, { areas, files, manifest }: BaselineNeeds): BaselineFile {
  if (!results.target.embedded || results.target.profile !== 'sandbox')
    return { usable: false, why: 'it is not a run against the embedded reference under the sandbox profile' };
  if (results.shard !== undefined) return { usable: false, why: 'it is one shard of a run' };
  if (results.notStarted !== undefined) return { usable: false, why: 'that run did not start' };
  const { only, skip, tests: named } = results.selection;
  const leftOut = only.length > 0 ? areas.filter((a) => !only.includes(a)) : [];
  if (leftOut.length > 0 || skip.length > 0 || (named?.length ?? 0) > 0)
    return { usable: false, why: 'its selection left out tests the matrix needs' };
  const wanted = new Set(files);
  const tests = results.tests.filter((t) => wanted.has(t.file));
  const ran = new Set(tests.map((t) => t.name));
  for (const file of files) {
    const missing = (manifest.files[file] ?? []).find((t) => !ran.has(t.name));
    if (missing !== undefined) return { usable: false, why: `it has no result for "${missing.name}"` };
  }
  const bad = tests.find((t) => !passedOrSkipped(t));
  if (bad !== undefined) return { usable: false, why: `"${bad.name}" did not pass (${bad.outcome})` };
  return { usable: true, tests, seed: results.seed };
}

/** Reads and judges the file at `path`; a file missing or not JSON is unusable, with the reason. */
export function readBaselineFile(path: string, needs: BaselineNeeds): BaselineFile {
  let results: Results;
  try {
    results = JSON.parse(readFileSync(path, 'utf8')) as Results;
  } catch (error) {
    return { usable: false, why: `it cannot be read as JSON (${(error as Error).message.split('\n')[0]})` };
  }
  if (
    !Array.isArray(results.tests) ||
    typeof results.target !== 'object' ||
    results.target === null ||
    !Array.isArray(results.selection?.only) ||
    !Array.isArray(results.selection?.skip)
  )
    return { usable: false, why: 'it is not the results.json of a conformance run' };
  return baselineFrom(results, needs);
}
