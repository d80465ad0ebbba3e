/**
 * `tsx scripts/mutation-score-cli.ts [report.json...] [--survivors] [--timeouts] [--domains]`: prints the mutation
 * scores of a Stryker JSON report per module (file), per directory, per domain directory and overall; with
 * `--survivors`, every surviving and uncovered mutant; with `--timeouts`, every mutant that timed out (Stryker counts
 * it as detected, but on a loaded machine a slow run times out as well as a hung one: read them before trusting it); with `--domains` (`npm run mutation:table`), only the domain table, one row for
 * every directory of `reference/` (those no report holds as `not measured`), those under the target marked.
 * Several reports (e.g. one per `--scope` run, `reports/mutation/scope-*.json`) are read as one: their files are
 * merged, a file in more than one taken from the last. `npm run mutation` calls it after Stryker. Exit code 2 when a
 * report cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  mergeReports,
  overallScore,
  parseMutationReport,
  renamePaths,
  scoresByDirectory,
  scoresByDomain,
  scoresByFile,
  undetectedMutants,
} from './mutation-score.ts';
import { formatDomainTable, formatScoreTable, formatUndetected } from './mutation-score-table.ts';

/** Where `stryker.config.mjs` writes the JSON report. */
export const defaultReportPath = 'reports/mutation/mutation.json';

/** Where the code of the stored results lives now (scripts/mutation/renamed-paths.json). */
export function renamedPaths(path = 'scripts/mutation/renamed-paths.json'): Record<string, string> {
  return (JSON.parse(readFileSync(path, 'utf8')) as { renamed: Record<string, string> }).renamed;
}

/** The score every reference domain directory is to reach (issue 13); rows below it are marked. */
export const targetScore = 80;

/** What to print besides the tables. */
export interface PrintOptions {
  /** List every surviving and uncovered mutant. */
  readonly survivors: boolean;
  /** List every mutant that timed out. */
  readonly timeouts?: boolean;
  /** Print only the domain table (and the overall row); `expectedDomains` get a row even when not measured. */
  readonly domainsOnly?: boolean;
  readonly expectedDomains?: readonly string[];
}

/** The reference's domain directories (and `reference` itself, for its top-level files), but its test helpers. */
export function referenceDomains(root = 'reference'): string[] {
  const directories = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'test-support')
    .map((entry) => `${root}/${entry.name}`);
  return [root, ...directories];
}

/** Prints the score tables of the report at `path` (or of the reports at `paths`, merged) through `out`. */
export async function printScores(
  paths: string | readonly string[],
  options: PrintOptions,
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
  const report = renamePaths(mergeReports(reports), renamedPaths());
  const path = list.join(', ');
  if (!options.domainsOnly) {
    out(`Mutation score per module (${path}), lowest first:`);
    for (const line of formatScoreTable(scoresByFile(report))) out(line);
    out('');
    out('Per directory:');
    for (const line of formatScoreTable([...scoresByDirectory(report), overallScore(report)])) out(line);
    out('');
  }
  out(`Per domain directory (${options.domainsOnly ? path : 'the files above'}), target ${targetScore} %:`);
  const domains = [...scoresByDomain(report, options.expectedDomains), overallScore(report)];
  for (const line of formatDomainTable(domains, targetScore)) out(line);
  if (options.survivors) {
    out('');
    out('Survived and uncovered mutants:');
    for (const line of formatUndetected(undetectedMutants(report))) out(line);
  }
  if (options.timeouts === true) {
    out('');
    out('Timed-out mutants (counted as detected):');
    for (const line of formatUndetected(undetectedMutants(report, ['Timeout']))) out(line);
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
  const domainsOnly = args.includes('--domains');
  const options: PrintOptions = {
    survivors: args.includes('--survivors'),
    timeouts: args.includes('--timeouts'),
    domainsOnly,
    ...(domainsOnly ? { expectedDomains: referenceDomains() } : {}),
  };
  printScores(paths.length > 0 ? paths : defaultReportPath, options, out).catch((error: unknown) => {
    process.stderr.write(`mutation-score: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  });
}
