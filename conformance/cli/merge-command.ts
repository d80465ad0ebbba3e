/**
 * `payments-conformance merge <dir or results.json>... [--report-dir <dir>]`: the four reports of a run made by shards
 * on several CI machines. Exit code as for a run: 0 all passed, 1 a test failed or errored (or an unexpected pass under
 * --strict-expectations), 2 the shards cannot be merged.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { clauses } from '../../spec/clauses/index.ts';
import { formatSummary } from '../report/console.ts';
import type { Results } from '../report/matrix.ts';
import { mergeShards, MergeError } from '../report/merge.ts';
import type { writeReports } from '../report/write.ts';
import { exitCodeOf } from '../engine/run.ts';
import { defaults } from './options.ts';
import { closingLine } from './closing-line.ts';
import { didYouMean } from './did-you-mean.ts';
import { helpTable, paragraphs } from './help-text.ts';

export const mergeUsage = `Usage: payments-conformance merge <report dir>... [--report-dir <dir>]

${paragraphs(`A report dir may also be given as its results.json. Combines the results.json of the shards of one run (--shard k/n, same seed and selection) into the four
reports, as if one run had made them, with that run's exit code: 0 all passed, 1 a test failed or errored, 2 the
shards cannot be merged.`)}

${helpTable([
  ['--report-dir <dir>', `where the merged reports are written (default ${defaults.reportDir})`, ''],
  ['-h, --help', 'this text', ''],
])}`;

export interface MergeIo {
  out(line: string): void;
  err(line: string): void;
}

function readShard(path: string): Results {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'results.json') : path;
  if (!existsSync(file)) throw new MergeError(`${file} does not exist`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Results;
  } catch (error) {
    throw new MergeError(`${file} is not readable JSON: ${(error as Error).message.split('\n')[0]}`);
  }
}

export async function runMerge(
  argv: readonly string[],
  io: MergeIo,
  write: typeof writeReports,
  cwd: string,
): Promise<0 | 1 | 2> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { 'report-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const option = /'(-{1,2}[^' ]+)/.exec((error as Error).message)?.[1];
    const code = (error as { code?: string }).code;
    const message =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option !== undefined
        ? `unknown option ${option}${didYouMean(option, ['--report-dir', '--help'])}`
        : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== undefined
          ? `option ${option} needs a value`
          : ((error as Error).message.split('\n')[0] ?? '');
    io.err(`error: ${message}`);
    io.err('hint: run merge --help');
    return 2;
  }
  if (parsed.values.help === true) {
    io.out(mergeUsage);
    return 0;
  }
  const inputs = parsed.positionals.slice(1);
  if (inputs.length === 0) {
    io.err('error: merge needs the report directories (or results.json files) of the shards');
    return 2;
  }
  const reportDir = resolve(cwd, parsed.values['report-dir'] ?? defaults.reportDir);
  let run;
  try {
    run = mergeShards(inputs.map((p) => readShard(resolve(cwd, p))));
  } catch (error) {
    if (!(error instanceof MergeError)) throw error;
    io.err(`error: ${error.message}`);
    return 2;
  }
  const written = await write(reportDir, run, clauses);
  io.out(`merged ${inputs.length} shards: ${run.tests.length} tests`);
  for (const line of formatSummary(written.results)) io.out(line);
  io.out(`reports: ${written.files.join(', ')}`);
  io.out(closingLine(written.results));
  const strictFailure = run.expectations?.strict === true && run.expectations.unexpectedPasses.length > 0;
  return exitCodeOf(run.tests) === 1 || strictFailure ? 1 : 0;
}
