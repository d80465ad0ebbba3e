/**
 * `npm run mutation [-- options]`: StrykerJS over the reference (stryker.config.mjs), then the score per module.
 *
 * Options of its own:
 *   --scope <dir|glob>   mutate only there (repeatable); the configuration's exclusions still apply.
 *                        A directory stands for its `.ts` files, e.g. `--scope reference/customers`.
 *   --survivors          list every surviving and uncovered mutant after the tables.
 *   --unit <group>       a group of the reference that holds no rule of the document, with its own unit tests as the
 *                        killer (stryker.units.config.mjs; the groups are scripts/mutation/unit-groups.json), kept as
 *                        `scope-<group>.{json,txt}`. `--harness` is `--unit harness` (the top-level files).
 * Every other argument goes to `stryker run` as is (e.g. `--concurrency 1`, `--logLevel debug`).
 *
 * Stryker runs incrementally (stryker.config.mjs): results for unchanged code and tests come from
 * `reports/mutation/stryker-incremental.json`, and its report holds every scope measured so far. Stryker writes
 * `reports/mutation/mutation.{json,html}`; the run also keeps, per scope, the report's files of that scope and what
 * it prints (command, wall time, tables) as `reports/mutation/scope-<label>.{json,txt}`. `npm run mutation:table`
 * reads the kept copies as one table per domain directory.
 *
 * Exit code: Stryker's when it fails, 2 when the report cannot be read, else 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultReportPath, printScores } from '../mutation-score-cli.ts';
import { filterReport, parseMutationReport, type MutationReport } from '../mutation-score.ts';
import { inScope, mutateFor, reportLabel, splitArguments } from './arguments.ts';

const suitesConfig = { configFile: 'stryker.config.mjs', reportPath: defaultReportPath };
const unitConfig = (group: string) => ({
  configFile: 'stryker.units.config.mjs',
  reportPath: `reports/mutation/mutation-${group}.json`,
});

async function configuredMutate(configFile: string): Promise<string[]> {
  const module = (await import(pathToFileURL(resolve(configFile)).href)) as { default: { mutate?: string[] } };
  return module.default.mutate ?? [];
}

function runStryker(configFile: string, args: readonly string[]): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(resolve('node_modules', '.bin', 'stryker'), ['run', configFile, ...args], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

async function main(): Promise<number> {
  const { scopes, survivors, unit, stryker } = splitArguments(process.argv.slice(2));
  // Read by the unit configuration, here (its exclusions, for --scope) and in Stryker's process.
  if (unit !== undefined) process.env.MUTATION_UNIT = unit;
  const { configFile, reportPath } = unit !== undefined ? unitConfig(unit) : suitesConfig;
  const scoped =
    scopes.length === 0 ? [] : ['--mutate', mutateFor(scopes, await configuredMutate(configFile), isDirectory)];
  const started = performance.now();
  const code = await runStryker(configFile, [...scoped, ...stryker]);
  if (code !== 0) return code;
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  // One copy per scope (a run over several directories pays one dry run and still gives each its own report).
  const kept =
    unit !== undefined
      ? [{ label: unit, keep: () => true }]
      : scopes.length === 0
        ? [{ label: reportLabel([]), keep: () => true }]
        : scopes.map((scope) => ({ label: reportLabel([scope]), keep: inScope(scope, isDirectory) }));
  try {
    const report = parseMutationReport(await readFile(reportPath, 'utf8'));
    for (const { label, keep } of kept) {
      const path = join(dirname(reportPath), `scope-${label}`);
      // Without the test files' sources (the incremental file has them): the copy is for the score tables.
      const { testFiles: _tests, ...scoped } = filterReport(report as MutationReport & { testFiles?: unknown }, keep);
      await writeFile(`${path}.json`, JSON.stringify(scoped));
      const lines = [
        `command: npm run mutation -- ${process.argv.slice(2).join(' ')}`,
        `Stryker finished in ${minutes} min (wall time of the whole run, dry run included${kept.length > 1 ? `, shared by ${kept.length} scopes` : ''})`,
        `report: ${reportPath}, this scope's files kept as ${path}.json`,
        '',
      ];
      await printScores(`${path}.json`, { survivors }, (line) => lines.push(line));
      process.stdout.write(`\n${lines.join('\n')}\n`);
      await writeFile(`${path}.txt`, `${lines.join('\n')}\n`);
    }
  } catch (error) {
    process.stderr.write(`mutation: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`mutation: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
