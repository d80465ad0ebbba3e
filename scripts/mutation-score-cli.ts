/**
 * `tsx scripts/mutation-score-cli.ts [report.json] [--survivors]`: prints the mutation scores of a Stryker JSON
 * report per module (file), per directory and overall; with `--survivors`, every surviving and uncovered mutant.
 * `npm run mutation` calls it after Stryker. Exit code 2 when the report cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { overallScore, parseMutationReport, scoresByDirectory, scoresByFile, undetectedMutants } from './mutation-score.ts';
import { formatScoreTable, formatUndetected } from './mutation-score-table.ts';

/** Where `stryker.config.mjs` writes the JSON report. */
export const defaultReportPath = 'reports/mutation/mutation.json';

/** Prints the score tables of the report at `path` through `out`. */
export async function printScores(path: string, options: { survivors: boolean }, out: (line: string) => void): Promise<void> {
  const report = parseMutationReport(await readFile(path, 'utf8'));
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
  const path = args.find((arg) => !arg.startsWith('--')) ?? defaultReportPath;
  printScores(path, { survivors: args.includes('--survivors') }, (line) => process.stdout.write(`${line}\n`)).catch(
    (error: unknown) => {
      process.stderr.write(`mutation-score: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
}
