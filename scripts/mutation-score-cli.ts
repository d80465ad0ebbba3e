/**
 * `tsx scripts/mutation-score-cli.ts [report.json...] [--survivors]`: prints the mutation scores of a Stryker JSON
 * report per module (file), per directory and overall; with `--survivors`, every surviving and uncovered mutant.
 * Several reports (e.g. one per `--scope` run, `reports/mutation/scope-*.json`) are read as one: their files are
 * merged, a file in more than one taken from the last. `npm run mutation` calls it after Stryker. Exit code 2 when a
 * report cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mergeReports, overallScore, parseMutationReport, scoresByDirectory, scoresByFile, undetectedMutants } from './mutation-score.ts';
import { formatScoreTable, formatUndetected } from './mutation-score-table.ts';

/** Where `stryker.config.mjs` writes the JSON report. */
export const defaultReportPath = 'reports/mutation/mutation.json';

/** Prints the score tables of the report at `path` (or of the reports at `paths`, merged) through `out`. */
export async function printScores(
  paths: string | readonly string[],
  options: { survivors: boolean },
  out: (line: string) => void,
): Promise<void> {
  const list = typeof paths === 'string' ? [paths] : paths;
  if (list.length === 0) throw new Error('no report to read');
  const reports = await Promise.all(
    list.map(async (path) => {
      try {
        return parseMutationReport(await readFile(path, 'utf8'));
      } catch (error) {
        throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }),
  );
  const report = mergeReports(reports);
  const path = list.join(', ');
  out(`Mutation score per module (${path}), lowest first:`);
  for (const line of formatScoreTable(scoresByFile(report))) out(line);
  out('');
  out('Per directory:');
  for (const line of formatScoreTable([...scoresByDirectory(report), overallScore(report)])) out(line);
  if (options.survivors) {
    out('');
    out('Survived and uncovered mutants:');
    for (const line of formatUndetected(undetectedMutants(report))) out(line);
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  return script !== undefined && realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
}

if (isEntryPoint()) {
  const args = process.argv.slice(2);
  const paths = args.filter((arg) => !arg.startsWith('--'));
  const out = (line: string) => process.stdout.write(`${line}\n`);
  printScores(paths.length > 0 ? paths : defaultReportPath, { survivors: args.includes('--survivors') }, out).catch(
    (error: unknown) => {
      process.stderr.write(`mutation-score: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
}
