import type { Counterexample, TestOutcome } from '../report/model.ts';
import type { Exchange } from '../http/exchange.ts';
import type { Area } from '../../spec/clauses/types.ts';
import type { RunOptions } from './run-options.ts';
import type { WalletRunOptions } from './wallet-options.ts';

export type Profile = 'sandbox' | 'production';
export const profiles: readonly Profile[] = ['sandbox', 'production'];

/**
 * Tags a test can carry; they drive skips and scheduling (see `conformance/support`):
 * - `sandbox-only`: relies on sandbox behaviour; skipped under the production profile.
 * - `slow`: waits for real; run only with `--include-slow`.
 * - `webhooks`: points the platform's (single) webhook endpoint somewhere: such tests run one at a time.
 * - `sandbox-time`: lets sandbox time pass with `t.elapse` (fast with a sandbox clock, slow without; `elapse.ts`).
 * - `moves-money`: funds, executes, sends or receives money; never run under the production profile.
 * - `platform-config`: changes a platform-wide setting (the fee configuration) and restores it: runs alone in its
 *   worker, never beside another test of its file.
 */
export const testTags = ['sandbox-only', 'slow', 'webhooks', 'sandbox-time', 'moves-money', 'platform-config'] as const;
export type TestTag = (typeof testTags)[number];

/** `--only` / `--skip` items: areas or clause ids, already validated against the registry. */
export interface Selection {
  readonly only: readonly string[];
  readonly skip: readonly string[];
  /** Exact test names (`--test`, or a shard's tests); absent: every test the items select. See `test-share.ts`. */
  readonly tests?: readonly string[];
}

/** The run options the tests read as the CLI parsed them: copied into the run context when given. */
export const runOptionsInContext = [
  'profile',
  'runs',
  'timeoutMs',
  'walletSignatureHeader',
  'includeSlow',
  'moneyCap',
  'bindingModule',
  'webhookUrl',
  'webhookPort',
  'replayPath',
  'answersFile',
  'roundTripsFile',
] as const satisfies readonly (keyof RunOptions)[];

/**
 * What every test may know about the run. It travels to the vitest workers (`inject('run')`) and may be printed:
 * it holds no secret. The secrets travel apart, in `RunSecrets`. The run options among it are a `Pick` of
 * `RunOptions`, documented there.
 */
export interface RunContext extends Pick<RunOptions, (typeof runOptionsInContext)[number]> {
  /** Base URL of the deployment under test, without a trailing slash (it ends in the version segment). */
  readonly baseUrl: string;
  /** fast-check seed of every property of the run. */
  readonly seed: number;
  /** Relying party, origin and OIDC issuer of the embedded-wallet flows (the defaults when none was given). */
  readonly wallet: WalletRunOptions;
  /** True when the run started the reference server in-process. */
  readonly embedded: boolean;
  /** The platform client id (not a secret; the secret is in `RunSecrets`). */
  readonly clientId: string;
  /** Whether an agent token was given. */
  readonly hasAgentToken: boolean;
  readonly selection: Selection;
  /**
   * Control endpoint of the sandbox clock, when the server under test has one the suite may move (the embedded
   * reference); its token is in `RunSecrets`. See `conformance/support/elapse.ts`.
   */
  readonly sandboxClockUrl?: string;
  /** Directory test names are relative to (default `conformance/suites`). */
  readonly suitesDir?: string;
  /**
   * Tests of a file run at once in a worker (`--concurrency`, see `engine/concurrency.ts`); absent or 1: one after the
   * other. Tests that share state (tags `webhooks`, `sandbox-time`, `platform-config`) always run alone in their worker.
   */
  readonly testsPerWorker?: number;
  /**
   * Independent requests one test sends at once, and chains of a property whose runs share no state
   * (`support/at-once.ts`, `engine/concurrency.ts`); absent or 1: one after the other.
   */
  readonly requestsPerTest?: number;
  /** Each worker's share of `--rate`, requests per second (`http/pacing.ts`); absent: no limit. */
  readonly ratePerWorker?: number;
  /** The run's pause file: a `Retry-After` one worker is told holds every worker (`http/pacing.ts`). */
  readonly pauseFile?: string;
}

/** The run's secrets, provided to workers apart from the context so that the context can be logged freely. */
export interface RunSecrets {
  readonly clientSecret: string;
  readonly agentToken?: string;
  /** Bearer token of the sandbox clock's control endpoint. */
  readonly sandboxClockToken?: string;
}

/** What a conformance test declares, stored in vitest's task meta at collection. */
export interface ConformanceDeclaration {
  readonly clauses: readonly string[];
  readonly tags: readonly TestTag[];
  readonly area?: Area;
  /** Set at collection when the test is not part of the selection: the collector drops it. */
  readonly unselected?: true;
  /** Set at collection when the test is skipped for a reason known before it runs (profile, slow). */
  readonly skipReason?: string;
}

/** What a conformance test adds to its task meta while it runs; read by the collector in the main process. */
export interface ConformanceOutcomeMeta {
  /** `error` when the test ended on a SetupError (its serialised form is also recognised). */
  outcome?: Extract<TestOutcome, 'error'>;
  requests?: number;
  /** Kept on failure and error only. */
  transcript?: Exchange[];
  counterexample?: Counterexample;
  /** The automatic response check of the test's answers (`conformance/support/response-conformance.ts`). */
  responseCheck?: ResponseCheckMeta;
}

/** What the automatic response check found in one test's answers. */
export interface ResponseCheckMeta {
  exchangesChecked: number;
  /** One line per violation. */
  violations: string[];
  /** Clauses the check proved on the test's answers, cited by the test without listing them. */
  provenClauses: string[];
  /** Clauses the violations break. */
  brokenClauses: string[];
}

declare module 'vitest' {
  interface ProvidedContext {
    run: RunContext;
    runSecrets: RunSecrets;
  }
  interface TaskMeta {
    /** Set by `describeArea` on its suite; inherited by the tests inside. */
    conformanceArea?: Area;
    conformance?: ConformanceDeclaration;
    conformanceResult?: ConformanceOutcomeMeta;
  }
}
