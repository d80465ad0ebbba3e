import type { Profile } from './run-context.ts';
import type { WalletRunOptions } from './wallet-options.ts';

/** The platform credentials of a target; the secrets never leave the main process but in `RunSecrets`. */
export interface Credentials {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly agentToken?: string;
}

/** The server a run talks to: a deployment (`--base-url`) or the embedded reference. */
export interface Target {
  /** Ends in the version segment, without a trailing slash (`withoutTrailingSlash`). */
  readonly baseUrl: string;
  readonly credentials: Credentials;
  /** The client id was given with `--client-id`: a replay command repeats it (it is no secret). */
  readonly clientIdOnCommandLine?: true;
}

/**
 * The options of `run` as the CLI parsed and validated them (`cli/options.ts`): the one type every layer reads, the
 * engine (`EngineOptions`) and the tests' run context (`RunContext`) each through a `Pick` of it, so an option is
 * declared and documented here once.
 */
export interface RunOptions {
  /** `--base-url` and the platform credentials; absent: the run starts the embedded reference with its own. */
  readonly remote?: Target;
  /** `production` skips the sandbox-only tests and, without `moneyCap`, the money-moving ones. */
  readonly profile: Profile;
  /** `--only` / `--skip` items: areas or clause ids, validated against the registry. */
  readonly only: readonly string[];
  readonly skip: readonly string[];
  /** fast-check runs per property. */
  readonly runs: number;
  /** Absent: the CLI draws one and prints it. */
  readonly seed?: number;
  readonly reportDir: string;
  /** Absolute path of a user binding module. */
  readonly bindingModule?: string;
  /** Header name carrying wallet signatures (the document: `Service-Wallet-Signature`). */
  readonly walletSignatureHeader: string;
  /** Per-request timeout. */
  readonly timeoutMs: number;
  /** `--include-slow`: also run the tests that wait for real. */
  readonly includeSlow: boolean;
  /** `--money-cap`: under the production profile, money-moving tests run, each amount at most this (smallest unit). */
  readonly moneyCap?: number;
  /** Public URL the deployment delivers webhooks to (forwarded to the suite's receiver); absent: the receiver's own. */
  readonly webhookUrl?: string;
  /** Loopback port the suite's webhook receiver listens on; absent: an ephemeral port. */
  readonly webhookPort?: number;
  /** Relying party, origin and OIDC issuer of the wallet flows; absent when none is given (the defaults apply). */
  readonly wallet?: WalletRunOptions;
  /** `--no-preflight`: start the tests without checking the target first. */
  readonly noPreflight?: true;
  /** Absolute path of the expectations file (known failures of this deployment). */
  readonly expectationsFile?: string;
  /** An unexpected pass fails the run. */
  readonly strictExpectations?: true;
  /** `--list`: print what the selection would run, send nothing; `json` with `--json`. */
  readonly list?: 'text' | 'json';
  /** `--shard k/n`: the k-th of n deterministic shares of the selected tests. */
  readonly shard?: { readonly index: number; readonly count: number };
  /** `--test`: exact test names (`<file> > <describe> > <title>`); only these run. */
  readonly tests?: readonly string[];
  /** `--replay-path`: fast-check path of the counterexample to replay (needs --seed and one --test). */
  readonly replayPath?: string;
  /** The secrets given on the command line (the CLI warns: npm and CI logs echo command lines). */
  readonly secretsOnCommandLine?: readonly string[];
  /** Former area names given to `--only` / `--skip`, each with the area it stands for (the CLI prints a hint). */
  readonly renamedAreas?: readonly { readonly given: string; readonly area: string }[];
  /** Absolute path of the file every answer is recorded to (`--record-answers`). */
  readonly answersFile?: string;
  /** Absolute path of the file each test's round trips are recorded to (`--record-round-trips`). */
  readonly roundTripsFile?: string;
  /** `--concurrency`: tests in flight at once; absent: the target's default (`defaultConcurrency`). */
  readonly concurrency?: number;
  /** `--rate <n>/s`: requests per second of the whole run, every worker together; absent: no limit. */
  readonly ratePerSecond?: number;
}
