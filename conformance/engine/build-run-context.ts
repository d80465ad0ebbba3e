import type { EngineOptions } from './run.ts';
import { runOptionsInContext, type RunContext, type RunSecrets } from './run-context.ts';
import { withoutTrailingSlash } from '../http/url-normaliser.ts';
import { defaultWalletOptions } from './wallet-options.ts';

/** What the run context is made of: an engine run's options, without the engine's own scheduling and hooks. */
export type RunContextOptions = Omit<
  EngineOptions,
  'pattern' | 'files' | 'maxWorkers' | 'concurrency' | 'onFileStart' | 'onTestEnd' | 'onFileEnd' | 'log'
>;

/**
 * The run context the tests read with `inject('run')`, and the secrets they read apart with `inject('runSecrets')`.
 * One construction for every way of running the suites: the engine, and the mutation-testing setup that starts the
 * reference inside the test worker.
 */
export function buildRunContext(options: RunContextOptions): { run: RunContext; runSecrets: RunSecrets } {
  const given = Object.fromEntries(
    runOptionsInContext.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]),
  ) as Pick<RunContext, (typeof runOptionsInContext)[number]>;
  const run: RunContext = {
    ...given,
    // Callers other than the CLI (the kill matrix, the mutation setup) hand the reference's URL as it is.
    baseUrl: withoutTrailingSlash(options.baseUrl),
    seed: options.seed,
    wallet: options.wallet ?? defaultWalletOptions,
    embedded: options.embedded,
    clientId: options.credentials.clientId,
    hasAgentToken: options.credentials.agentToken !== undefined,
    selection: {
      only: [...options.only],
      skip: [...options.skip],
      ...(options.tests === undefined ? {} : { tests: [...options.tests] }),
    },
    ...(options.suitesDir === undefined ? {} : { suitesDir: options.suitesDir }),
    ...(options.sandboxClock === undefined ? {} : { sandboxClockUrl: options.sandboxClock.url }),
  };
  const runSecrets: RunSecrets = {
    clientSecret: options.credentials.clientSecret,
    ...(options.credentials.agentToken === undefined ? {} : { agentToken: options.credentials.agentToken }),
    ...(options.sandboxClock === undefined ? {} : { sandboxClockToken: options.sandboxClock.token }),
  };
  return { run, runSecrets };
}
