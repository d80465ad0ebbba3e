/**
 * The command that re-runs exactly one test: its full name, the run's seed and, for a property, the counterexample's
 * fast-check path, against the same target. Secrets stay in the environment (CONFORMANCE_CLIENT_SECRET...): the
 * command is printed into reports and CI logs.
 */
import type { RunResult, TestResult } from '../report/model.ts';
import type { RunOptions } from '../engine/run-options.ts';
import { defaults } from './options.ts';

/**
 * The program a user types: the installed package's bin. `--no` keeps npx from fetching a package of that name from
 * the registry when none is installed.
 */
export const programName = 'npx --no payments-conformance';

/** POSIX shell single-quoting. */
export function shellQuote(value: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

export function replayCommand(test: TestResult, run: Pick<RunResult, 'seed' | 'target'>, options: RunOptions): string {
  const args: string[] = ['run'];
  if (!run.target.embedded) args.push('--base-url', run.target.baseUrl);
  // The client id is no secret; one the command line gave is needed again (the secret stays in the environment).
  if (!run.target.embedded && options.remote?.clientIdOnCommandLine === true)
    args.push('--client-id', options.remote.credentials.clientId);
  if (run.target.profile !== defaults.profile) args.push('--profile', run.target.profile);
  if (options.bindingModule !== undefined) args.push('--binding', options.bindingModule);
  if (options.walletSignatureHeader !== defaults.walletSignatureHeader)
    args.push('--wallet-signature-header', options.walletSignatureHeader);
  if (options.includeSlow) args.push('--include-slow');
  args.push('--test', test.name, '--seed', String(test.counterexample?.seed ?? run.seed));
  if (test.counterexample !== undefined && test.counterexample.path !== '')
    args.push('--replay-path', test.counterexample.path);
  return [programName, ...args.map(shellQuote)].join(' ');
}

/** The run with a replay command on every test that did not pass (fail, error, known). */
export function withReplayCommands(run: RunResult, options: RunOptions): RunResult {
  return {
    ...run,
    tests: run.tests.map((t) =>
      t.outcome === 'fail' || t.outcome === 'error' || t.outcome === 'known'
        ? { ...t, replay: replayCommand(t, run, options) }
        : t,
    ),
  };
}
