/**
 * `npm run mutation [-- options]`: StrykerJS over the reference (stryker.config.mjs), then the score per module.
 *
 * Options of its own:
 *   --scope <dir|glob>   mutate only there (repeatable); the configuration's exclusions still apply.
 *                        A directory stands for its `.ts` files, e.g. `--scope reference/customers`.
 *   --survivors          list every surviving and uncovered mutant after the tables.
 * Every other argument goes to `stryker run` as is (e.g. `--concurrency 1`, `--logLevel debug`).
 *
 * Stryker writes `reports/mutation/mutation.{json,html}`; the run also keeps a copy of the JSON report and what it
 * prints (command, wall time, tables) as `reports/mutation/scope-<label>.{json,txt}`, so that runs over other scopes
 * do not overwrite them. `tsx scripts/mutation-score-cli.ts reports/mutation/scope-*.json` reads them as one.
 *
 * Exit code: Stryker's when it fails, 2 when the report cannot be read, else 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultReportPath, printScores } from '../mutation-score-cli.ts';
import { mutateFor, reportLabel, splitArguments } from './arguments.ts';

const configFile = 'stryker.config.mjs';

async function configuredMutate(): Promise<string[]> {
  const module = (await import(pathToFileURL(resolve(configFile)).href)) as { default: { mutate?: string[] } };
  return module.default.mutate ?? [];
}

function runStryker(args: readonly string[]): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(resolve('node_modules', '.bin', 'stryker'), ['run', configFile, ...args], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const { scopes, survivors, stryker } = splitArguments(process.argv.slice(2));
  const scoped =
    scopes.length === 0
      ? []
      : ['--mutate', mutateFor(scopes, await configuredMutate(), (p) => existsSync(p) && statSync(p).isDirectory())];
  const started = performance.now();
  const code = await runStryker([...scoped, ...stryker]);
  if (code !== 0) return code;
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const kept = join(dirname(defaultReportPath), `scope-${reportLabel(scopes)}`);
  const lines = [
    `command: npm run mutation -- ${process.argv.slice(2).join(' ')}`,
    `Stryker finished in ${minutes} min (wall time, dry run included)`,
    `report: ${defaultReportPath}, kept as ${kept}.json`,
    '',
  ];
  try {
    await copyFile(defaultReportPath, `${kept}.json`);
    await printScores(defaultReportPath, { survivors }, (line) => lines.push(line));
  } catch (error) {
    process.stderr.write(`mutation: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  } finally {
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
  await writeFile(`${kept}.txt`, `${lines.join('\n')}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`mutation: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
