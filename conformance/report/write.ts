/** Writes the four report files of a run into a directory. */
import type { Clause } from '../../spec/clauses/types.ts';
import type { RunResult } from './model.ts';
import { writeFilesAtomically } from './atomic-write.ts';
import { toHtmlReport } from './html.ts';
import { toJUnitXml } from './junit.ts';
import { toMarkdownSummary } from './markdown.ts';
import { buildResults, type Results } from './matrix.ts';

/** Names of the report files, in the order they are written. */
export const reportFileNames = ['junit.xml', 'results.json', 'summary.md', 'report.html'] as const;

/**
 * Builds the results of `run` against `registry` and writes `junit.xml`, `results.json`, `summary.md` and
 * `report.html` into `dir` (created if missing). Each file is written to a temporary file and renamed, so readers
 * never see a half-written report. Returns the written paths and the results.
 */
export async function writeReports(
  dir: string,
  run: RunResult,
  registry: readonly Clause[],
): Promise<{ files: string[]; results: Results }> {
  const results = buildResults(run, registry);
  const contents: Record<(typeof reportFileNames)[number], string> = {
    'junit.xml': toJUnitXml(results),
    'results.json': `${JSON.stringify(results, null, 2)}\n`,
    'summary.md': toMarkdownSummary(results),
    'report.html': toHtmlReport(results),
  };
  const files = await writeFilesAtomically(
    dir,
    reportFileNames.map((name) => [name, contents[name]] as const),
  );
  return { files, results };
}
