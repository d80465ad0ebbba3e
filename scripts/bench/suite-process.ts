/** Runs the conformance CLI as its own process against a base URL, for the benchmarks, and reads its results. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Results } from '../../conformance/report/matrix.ts';
import { runCommand, type CommandRun } from './paired-runs.ts';

export interface SuiteRun extends CommandRun {
  /** The run's own duration (vitest's run, start-up of the process and reports left out). */
  readonly runS: number;
  readonly requests: number;
  /** Tests by outcome. */
  readonly outcomes: Readonly<Record<string, number>>;
  /** The header line naming the concurrency, as the CLI printed it. */
  readonly concurrencyLine: string;
}

const root = resolve(import.meta.dirname, '..', '..');

export async function runSuiteProcess(
  target: { readonly baseUrl: string; readonly clientId: string; readonly clientSecret: string },
  options: { readonly reportDir: string; readonly args: readonly string[] },
): Promise<SuiteRun> {
  // The command a user runs (`npm run conformance`): the CLI's precompiled bundle, not its sources through tsx.
  const argv = [
    process.execPath,
    'bin/payments-conformance.js',
    'run',
    '--base-url',
    target.baseUrl,
    '--client-id',
    target.clientId,
    '--report-dir',
    options.reportDir,
    ...options.args,
  ];
  let output = '';
  // The secret goes through the environment, as the CLI asks; the child inherits it.
  process.env['CONFORMANCE_CLIENT_SECRET'] = target.clientSecret;
  const run = await runCommand(argv, root, (chunk) => (output += chunk));
  const results = JSON.parse(readFileSync(join(options.reportDir, 'results.json'), 'utf8')) as Results;
  const outcomes: Record<string, number> = {};
  for (const t of results.tests) outcomes[t.outcome] = (outcomes[t.outcome] ?? 0) + 1;
  return {
    ...run,
    runS: results.durationMs / 1000,
    requests: results.requests,
    outcomes,
    concurrencyLine: /concurrency \d+ tests at once[^\n]*/.exec(output)?.[0] ?? '(no concurrency line)',
  };
}

export function describeOutcomes(outcomes: Readonly<Record<string, number>>): string {
  return Object.entries(outcomes)
    .map(([outcome, n]) => `${n} ${outcome}`)
    .join(', ');
}
