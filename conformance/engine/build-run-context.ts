import type { EngineOptions } from './run.ts';
import type { RunContext, RunSecrets } from './run-context.ts';
import { defaultWalletOptions } from './wallet-options.ts';

/** The engine options the run context is made of. */
export type RunContextOptions = Pick<
  EngineOptions,
  | 'baseUrl'
  | 'credentials'
  | 'profile'
  | 'seed'
  | 'runs'
  | 'timeoutMs'
  | 'walletSignatureHeader'
  | 'wallet'
  | 'includeSlow'
  | 'moneyCap'
  | 'only'
  | 'skip'
  | 'bindingModule'
  | 'embedded'
  | 'webhookUrl'
  | 'webhookPort'
  | 'sandboxClock'
  | 'tests'
  | 'suitesDir'
  | 'replayPath'
  | 'answersFile'
  | 'roundTripsFile'
>;

/**
 * The run context the tests read with `inject('run')`, and the secrets they read apart with `inject('runSecrets')`.
 * One construction for every way of running the suites: the engine, and the mutation-testing setup that starts the
 * reference inside the test worker.
 */
export function buildRunContext(options: RunContextOptions): { run: RunContext; runSecrets: RunSecrets } {
  const run: RunContext = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    profile: options.profile,
    seed: options.seed,
    runs: options.runs,
    timeoutMs: options.timeoutMs,
    walletSignatureHeader: options.walletSignatureHeader,
    wallet: options.wallet ?? defaultWalletOptions,
    embedded: options.embedded,
    clientId: options.credentials.clientId,
    hasAgentToken: options.credentials.agentToken !== undefined,
    includeSlow: options.includeSlow,
    ...(options.moneyCap === undefined ? {} : { moneyCap: options.moneyCap }),
    selection: {
      only: [...options.only],
      skip: [...options.skip],
      ...(options.tests === undefined ? {} : { tests: [...options.tests] }),
    },
    ...(options.suitesDir === undefined ? {} : { suitesDir: options.suitesDir }),
    ...(options.replayPath === undefined ? {} : { replayPath: options.replayPath }),
    ...(options.bindingModule === undefined ? {} : { bindingModule: options.bindingModule }),
    ...(options.webhookUrl === undefined ? {} : { webhookUrl: options.webhookUrl }),
    ...(options.webhookPort === undefined ? {} : { webhookPort: options.webhookPort }),
    ...(options.sandboxClock === undefined ? {} : { sandboxClockUrl: options.sandboxClock.url }),
    ...(options.answersFile === undefined ? {} : { answersFile: options.answersFile }),
    ...(options.roundTripsFile === undefined ? {} : { roundTripsFile: options.roundTripsFile }),
  };
  const runSecrets: RunSecrets = {
    clientSecret: options.credentials.clientSecret,
    ...(options.credentials.agentToken === undefined ? {} : { agentToken: options.credentials.agentToken }),
    ...(options.sandboxClock === undefined ? {} : { sandboxClockToken: options.sandboxClock.token }),
  };
  return { run, runSecrets };
}
