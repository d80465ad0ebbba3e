import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { areaAliases, areas, clauses, isClauseId } from '../../spec/clauses/index.ts';
import { walletSignatureHeader as documentedWalletSignatureHeader } from '../../spec/enums.ts';
import { profiles, type Profile } from '../engine/run-context.ts';
import { isArea } from '../engine/selection.ts';
import type { RunOptions, Target } from '../engine/run-options.ts';
import { withoutTrailingSlash } from '../http/url-normaliser.ts';
import type { ConfigFile } from './config-file.ts';
import { didYouMean } from './did-you-mean.ts';
import { helpTable, paragraphs, type HelpRow } from './help-text.ts';
import { walletEnvNames, walletHelpRows, walletOptionSpec, walletOptions } from './wallet-options.ts';

export type ParseResult =
  | { readonly ok: true; readonly help: true }
  | { readonly ok: true; readonly help?: false; readonly options: RunOptions }
  | { readonly ok: false; readonly error: string };

export const defaults = {
  profile: 'sandbox' as Profile,
  runs: 25,
  reportDir: 'reports/latest',
  timeoutMs: 10_000,
  walletSignatureHeader: documentedWalletSignatureHeader,
} as const;

/**
 * Tests in flight at once when `--concurrency` is not given. Against a deployment the runner mostly waits for the
 * network, so more tests at once hide the round trips: 48 is the most workers (`engine/concurrency.ts`) of four tests
 * each, so that a file of many tests runs four at a time beside the long files (bench:latency at +150 ms: 1.64x the run
 * without latency at 36, 1.55x at 48). The embedded reference shares the machine's cores with the runner, where more
 * tests at once only queue for the CPU.
 */
export const defaultConcurrency = { remote: 48, embedded: 2 } as const;

/** The concurrency a run uses: the option when given, else the target's default. */
export function concurrencyOf(options: Pick<RunOptions, 'concurrency' | 'remote'>): number {
  return options.concurrency ?? (options.remote ? defaultConcurrency.remote : defaultConcurrency.embedded);
}

/** Help rows: option, what it does, its environment variable. */
const helpRows: readonly HelpRow[] = [
  'Target',
  ['--base-url <url>', 'base URL of the deployment, ending in the version segment', 'CONFORMANCE_BASE_URL'],
  ['--client-id <id>', 'platform client id (HTTP Basic user)', 'CONFORMANCE_CLIENT_ID'],
  ['--client-secret <secret>', 'platform client secret (HTTP Basic password)', 'CONFORMANCE_CLIENT_SECRET'],
  ['--agent-token <token>', 'agent access token, for agent operations', 'CONFORMANCE_AGENT_TOKEN'],
  [
    '--profile <profile>',
    `${profiles.join(' | ')}; production skips sandbox-only tests (default ${defaults.profile})`,
    'CONFORMANCE_PROFILE',
  ],
  'Selection (comma-separated or repeated; an item is an area or a clause id)',
  ['--only <items>', 'run only the tests of these areas or clauses', 'CONFORMANCE_ONLY'],
  ['--skip <items>', 'leave out the tests of these areas or clauses', 'CONFORMANCE_SKIP'],
  ['--include-slow', 'also run slow tests (real waits of minutes)', 'CONFORMANCE_INCLUDE_SLOW'],
  [
    '--money-cap <amount>',
    'production profile: run the tests that move money, no amount above this (smallest unit)',
    'CONFORMANCE_MONEY_CAP',
  ],
  'Properties',
  ['--runs <n>', `fast-check runs per property (default ${defaults.runs})`, 'CONFORMANCE_RUNS'],
  ['--seed <int>', 'fast-check seed (default random, always printed)', 'CONFORMANCE_SEED'],
  'Deployment',
  ['--binding <module>', 'module exporting createBinding(ctx), for set-up calls', 'CONFORMANCE_BINDING'],
  [
    '--wallet-signature-header <name>',
    `wallet signature header (default ${defaults.walletSignatureHeader})`,
    'CONFORMANCE_WALLET_SIGNATURE_HEADER',
  ],
  ['--timeout <ms>', `per-request timeout (default ${defaults.timeoutMs})`, 'CONFORMANCE_TIMEOUT_MS'],
  [
    '--concurrency <n>',
    `tests in flight at once (default ${defaultConcurrency.remote} with --base-url, ${defaultConcurrency.embedded} embedded)`,
    'CONFORMANCE_CONCURRENCY',
  ],
  ['--rate <n>/s', 'at most n requests per second, the whole run together (default no limit)', 'CONFORMANCE_RATE'],
  [
    '--webhook-url <url>',
    'public URL the deployment delivers webhooks to (forwarded to --webhook-port)',
    'CONFORMANCE_WEBHOOK_URL',
  ],
  [
    '--webhook-port <port>',
    "loopback port of the suite's webhook receiver (default ephemeral)",
    'CONFORMANCE_WEBHOOK_PORT',
  ],
  ...walletHelpRows,
  'Runs',
  [
    '--config <file>',
    'options from a JSON file (default conformance.config.json if present); no secrets in it',
    'CONFORMANCE_CONFIG',
  ],
  [
    '--expectations <file>',
    'known failures of this deployment (JSON): reported as known, the run does not fail',
    'CONFORMANCE_EXPECTATIONS',
  ],
  ['--strict-expectations', 'an expected failure that now passes fails the run', 'CONFORMANCE_STRICT_EXPECTATIONS'],
  ['--list', 'print the tests the selection holds (full names, clauses, why) and exit; sends no request', ''],
  ['--json', 'with --list: the same as JSON (name, file, clauses, why selected, skip reason)', ''],
  [
    '--shard <k>/<n>',
    'run the k-th of n deterministic shares of the selected tests (combine them with merge)',
    'CONFORMANCE_SHARD',
  ],
  ['--test <name>', 'run only this test (its full name, as the reports print it); repeatable', ''],
  ['--replay-path <path>', 'fast-check path of a counterexample to replay (with --seed and one --test)', ''],
  ['--no-preflight', 'skip the checks of the target before the tests', 'CONFORMANCE_NO_PREFLIGHT'],
  'Output',
  [
    '--record-answers <file>',
    'append every answer (operation id, status, redacted JSON body) to <file> as JSON lines',
    'CONFORMANCE_RECORD_ANSWERS',
  ],
  [
    '--record-round-trips <file>',
    "append each test's requests and critical path in round trips to <file> as JSON lines",
    'CONFORMANCE_RECORD_ROUND_TRIPS',
  ],
  ['--report-dir <dir>', `where the reports are written (default ${defaults.reportDir})`, 'CONFORMANCE_REPORT_DIR'],
  ['-h, --help', 'this text', ''],
  ['--version', 'the version of the suite', ''],
];

export const usage = `Usage: payments-conformance run [options]
       payments-conformance merge <report dir>... [--report-dir <dir>]
       payments-conformance --version

${paragraphs(`Runs the conformance suite against a deployment of the payments interface, or, without --base-url, against the
reference server started in-process. Exit code: 0 every selected test passed or was skipped, 1 a test failed or
errored, 2 usage or configuration error.`)}

${helpTable(helpRows)}

${paragraphs(`Areas: ${areas.join(', ')}.

A command-line option wins over its environment variable, which wins over the config file. Secrets come from the
environment (or a file the config names), not the command line: npm and CI logs echo command lines. Without --base-url,
credentials given on the command line are refused and those in the environment are ignored: the embedded reference
gets fresh random ones.

Colour on a terminal; NO_COLOR turns it off, FORCE_COLOR on. merge combines the results.json of the shards of one run
into the four reports (merge --help).`)}`;

const optionSpec = {
  'base-url': { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'agent-token': { type: 'string' },
  profile: { type: 'string' },
  only: { type: 'string', multiple: true },
  skip: { type: 'string', multiple: true },
  'include-slow': { type: 'boolean' },
  'money-cap': { type: 'string' },
  runs: { type: 'string' },
  seed: { type: 'string' },
  binding: { type: 'string' },
  'wallet-signature-header': { type: 'string' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  rate: { type: 'string' },
  'webhook-url': { type: 'string' },
  'webhook-port': { type: 'string' },
  ...walletOptionSpec,
  config: { type: 'string' },
  expectations: { type: 'string' },
  'strict-expectations': { type: 'boolean' },
  list: { type: 'boolean' },
  json: { type: 'boolean' },
  shard: { type: 'string' },
  test: { type: 'string', multiple: true },
  'replay-path': { type: 'string' },
  'no-preflight': { type: 'boolean' },
  'report-dir': { type: 'string' },
  'record-answers': { type: 'string' },
  'record-round-trips': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const envNames = {
  'base-url': 'CONFORMANCE_BASE_URL',
  'client-id': 'CONFORMANCE_CLIENT_ID',
  'client-secret': 'CONFORMANCE_CLIENT_SECRET',
  'agent-token': 'CONFORMANCE_AGENT_TOKEN',
  profile: 'CONFORMANCE_PROFILE',
  only: 'CONFORMANCE_ONLY',
  skip: 'CONFORMANCE_SKIP',
  'include-slow': 'CONFORMANCE_INCLUDE_SLOW',
  'money-cap': 'CONFORMANCE_MONEY_CAP',
  runs: 'CONFORMANCE_RUNS',
  seed: 'CONFORMANCE_SEED',
  binding: 'CONFORMANCE_BINDING',
  'wallet-signature-header': 'CONFORMANCE_WALLET_SIGNATURE_HEADER',
  timeout: 'CONFORMANCE_TIMEOUT_MS',
  concurrency: 'CONFORMANCE_CONCURRENCY',
  rate: 'CONFORMANCE_RATE',
  'webhook-url': 'CONFORMANCE_WEBHOOK_URL',
  'webhook-port': 'CONFORMANCE_WEBHOOK_PORT',
  ...walletEnvNames,
  config: 'CONFORMANCE_CONFIG',
  expectations: 'CONFORMANCE_EXPECTATIONS',
  'strict-expectations': 'CONFORMANCE_STRICT_EXPECTATIONS',
  list: '',
  json: '',
  shard: 'CONFORMANCE_SHARD',
  test: '',
  'replay-path': '',
  'no-preflight': 'CONFORMANCE_NO_PREFLIGHT',
  'report-dir': 'CONFORMANCE_REPORT_DIR',
  'record-answers': 'CONFORMANCE_RECORD_ANSWERS',
  'record-round-trips': 'CONFORMANCE_RECORD_ROUND_TRIPS',
} as const;

type Flag = keyof typeof envNames;

/** The commands of the CLI. */
export const commands = ['run', 'merge', 'version'] as const;

/** Options a config file may hold: every option but the secrets and the config file itself. */
export const configFileOptions: ReadonlySet<string> = new Set(
  Object.keys(envNames).filter((k) => !['client-secret', 'agent-token', 'config'].includes(k)),
);

/** The config file `--config` or CONFORMANCE_CONFIG names, if any (read before the options are validated). */
export function requestedConfigFile(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  try {
    const { values } = parseArgs({ args: [...argv], options: optionSpec, strict: true, allowPositionals: true });
    if (typeof values.config === 'string') return values.config;
  } catch {
    // The full parse reports it.
  }
  const fromEnv = env[envNames.config];
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}

/** The long options `run` takes, for "did you mean". */
const knownOptions = [...Object.keys(optionSpec).map((o) => `--${o}`), '--version'];

/** A usage error: the message says what is wrong, in one line. */
class UsageError extends Error {}

/** Turns node:util parseArgs errors into short one-line messages. */
function parseArgsMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option)
    return `unknown option ${option}${didYouMean(option, knownOptions)}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    if (message.includes('does not take an argument')) return `option ${option} takes no value`;
    if (message.includes('ambiguous'))
      return `option ${option} needs a value (write ${option}=<value> for one starting with -)`;
    return `option ${option} needs a value`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return message.split('\n')[0] ?? message;
  return (message.split('\n')[0] ?? message).replace(/\.$/, '');
}

/**
 * Parses and validates `run`'s arguments (`argv` starts with the command) and environment. Pure: reads nothing but
 * its arguments. `cwd` resolves a relative `--binding` path.
 */
export function parseRunOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string = process.cwd(),
  config?: ConfigFile,
): ParseResult {
  let parsed: { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...argv], options: optionSpec, strict: true, allowPositionals: true });
  } catch (error) {
    return { ok: false, error: parseArgsMessage(error) };
  }
  if (parsed.values['help'] === true) return { ok: true, help: true };
  try {
    return { ok: true, options: validate(parsed.values, parsed.positionals, env, cwd, config) };
  } catch (error) {
    if (error instanceof UsageError) return { ok: false, error: error.message };
    throw error;
  }
}

function validate(
  values: Record<string, string | boolean | string[] | undefined>,
  positionals: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  config?: ConfigFile,
): RunOptions {
  const [command, ...extra] = positionals;
  if (command === undefined) throw new UsageError(`missing command: ${commands.join(', ')}`);
  if (command !== 'run')
    throw new UsageError(
      `unknown command "${command}"${didYouMean(command, commands) || ` (commands: ${commands.join(', ')})`}`,
    );
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);

  /** The flag's value, else the environment's (empty counts as unset), else the config file's, with where it came from. */
  const pick = (flag: Flag): { value: string; from: string } | undefined => {
    const given = values[flag];
    if (typeof given === 'string') return { value: given, from: `--${flag}` };
    const fromEnv = envNames[flag] === '' ? undefined : env[envNames[flag]];
    if (fromEnv !== undefined && fromEnv !== '') return { value: fromEnv, from: envNames[flag] };
    const fromFile = config?.values[flag];
    if (typeof fromFile === 'string' && fromFile !== '') {
      const secret = flag === 'client-secret' || flag === 'agent-token';
      return { value: fromFile, from: secret ? `${flag}-file of ${config!.path}` : `"${flag}" in ${config!.path}` };
    }
    return undefined;
  };
  /** A boolean option: given, else the environment's, else the config file's. */
  const flagOn = (flag: Flag): boolean => {
    if (values[flag] === true) return true;
    const fromEnv = envNames[flag] === '' ? undefined : env[envNames[flag]];
    if (fromEnv !== undefined && fromEnv !== '') return truthy(fromEnv, envNames[flag]);
    const fromFile = config?.values[flag];
    if (fromFile === undefined) return false;
    if (typeof fromFile !== 'boolean') throw new UsageError(`"${flag}" in ${config!.path} must be true or false`);
    return fromFile;
  };

  const remote = target(values, pick);
  const profile = pick('profile');
  if (profile && !(profiles as readonly string[]).includes(profile.value)) {
    throw new UsageError(`${profile.from} must be one of ${profiles.join(', ')} (got "${profile.value}")`);
  }
  const runs = integer(pick('runs'), 1, 100_000);
  const moneyCap = integer(pick('money-cap'), 1, Number.MAX_SAFE_INTEGER);
  const seed = integer(pick('seed'), -2_147_483_648, 2_147_483_647);
  const timeoutMs = integer(pick('timeout'), 1, 600_000);
  const concurrency = integer(pick('concurrency'), 1, 256);
  const ratePerSecond = rate(pick('rate'));
  const header = pick('wallet-signature-header');
  if (header && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(header.value)) {
    throw new UsageError(`${header.from} must be an HTTP header name (got "${header.value}")`);
  }
  const reportDir = pick('report-dir');
  const binding = pick('binding');
  const answersFile = pick('record-answers');
  const roundTripsFile = pick('record-round-trips');
  const webhook = webhookOptions(pick);
  const shaping = runShaping(values, pick, flagOn, cwd, seed);
  const secretsOnCommandLine = (['client-secret', 'agent-token'] as const)
    .filter((f) => typeof values[f] === 'string')
    .map((f) => `--${f}`);
  const only = selection('only', values, env, config);
  const skip = selection('skip', values, env, config);
  const renamedAreas = [...only.renamed, ...skip.renamed];
  return {
    ...(remote ? { remote } : {}),
    profile: (profile?.value as Profile | undefined) ?? defaults.profile,
    only: only.items,
    skip: skip.items,
    runs: runs ?? defaults.runs,
    ...(seed === undefined ? {} : { seed }),
    reportDir: reportDir?.value ?? defaults.reportDir,
    ...(binding ? { bindingModule: resolve(cwd, binding.value) } : {}),
    ...(answersFile ? { answersFile: resolve(cwd, answersFile.value) } : {}),
    ...(roundTripsFile ? { roundTripsFile: resolve(cwd, roundTripsFile.value) } : {}),
    walletSignatureHeader: header?.value ?? defaults.walletSignatureHeader,
    timeoutMs: timeoutMs ?? defaults.timeoutMs,
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(ratePerSecond === undefined ? {} : { ratePerSecond }),
    includeSlow: flagOn('include-slow'),
    ...(moneyCap === undefined ? {} : { moneyCap }),
    ...webhook,
    ...walletOptions(pick, (message) => {
      throw new UsageError(message);
    }),
    ...shaping,
    ...(secretsOnCommandLine.length > 0 && remote ? { secretsOnCommandLine } : {}),
    ...(renamedAreas.length > 0 ? { renamedAreas } : {}),
  };
}

/** The options that shape a run rather than its target: preflight, expectations, listing, sharding, replay. */
function runShaping(
  values: Record<string, string | boolean | string[] | undefined>,
  pick: (flag: Flag) => { value: string; from: string } | undefined,
  flagOn: (flag: Flag) => boolean,
  cwd: string,
  seed: number | undefined,
): Pick<
  RunOptions,
  'noPreflight' | 'expectationsFile' | 'strictExpectations' | 'list' | 'shard' | 'tests' | 'replayPath'
> {
  const expectations = pick('expectations');
  const strict = flagOn('strict-expectations');
  if (strict && !expectations) throw new UsageError('--strict-expectations needs --expectations <file>');
  const shardGiven = pick('shard');
  let shard: RunOptions['shard'];
  if (shardGiven) {
    const m = /^(\d+)\/(\d+)$/.exec(shardGiven.value.trim());
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || count < 1 || count > 1000 || index < 1 || index > count) {
      throw new UsageError(`${shardGiven.from} must be <k>/<n> with 1 <= k <= n <= 1000 (got "${shardGiven.value}")`);
    }
    shard = { index, count };
  }
  if (values['json'] === true && values['list'] !== true)
    throw new UsageError("--json goes with --list (the reports hold a run's results as JSON)");
  const tests = Array.isArray(values['test']) ? [...new Set(values['test'])] : [];
  if (tests.some((t) => t.trim() === '')) throw new UsageError('--test has an empty name');
  const replayPath = pick('replay-path');
  if (replayPath) {
    if (tests.length !== 1) throw new UsageError('--replay-path replays one property: give exactly one --test');
    if (seed === undefined) throw new UsageError('--replay-path needs the --seed of the failing run');
    if (!/^\d+(:\d+)*$/.test(replayPath.value)) {
      throw new UsageError(`--replay-path must be a fast-check path such as 3:0:1 (got "${replayPath.value}")`);
    }
  }
  return {
    ...(flagOn('no-preflight') ? { noPreflight: true as const } : {}),
    ...(expectations ? { expectationsFile: resolve(cwd, expectations.value) } : {}),
    ...(strict ? { strictExpectations: true as const } : {}),
    ...(values['list'] === true ? { list: values['json'] === true ? ('json' as const) : ('text' as const) } : {}),
    ...(shard ? { shard } : {}),
    ...(tests.length > 0 ? { tests } : {}),
    ...(replayPath ? { replayPath: replayPath.value } : {}),
  };
}

/**
 * `--webhook-url` and `--webhook-port`. A public URL only helps when the tunnel behind it reaches the receiver, so it
 * needs the port the receiver listens on.
 */
function webhookOptions(pick: (flag: Flag) => { value: string; from: string } | undefined): {
  webhookUrl?: string;
  webhookPort?: number;
} {
  const url = pick('webhook-url');
  const port = integer(pick('webhook-port'), 1, 65_535);
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url.value);
    } catch {
      throw new UsageError(`${url.from} is not a URL (got "${url.value}")`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new UsageError(`${url.from} must be an http or https URL (got "${parsed.protocol}")`);
    }
    if (port === undefined) {
      throw new UsageError(
        `${url.from} needs --webhook-port (or CONFORMANCE_WEBHOOK_PORT): the loopback port it forwards to`,
      );
    }
  }
  return { ...(url ? { webhookUrl: url.value } : {}), ...(port === undefined ? {} : { webhookPort: port }) };
}

function target(
  values: Record<string, string | boolean | string[] | undefined>,
  pick: (flag: Flag) => { value: string; from: string } | undefined,
): Target | undefined {
  const baseUrl = pick('base-url');
  if (!baseUrl) {
    for (const flag of ['client-id', 'client-secret', 'agent-token'] as const) {
      if (typeof values[flag] === 'string') {
        throw new UsageError(
          `--${flag} needs --base-url (without it the run starts the embedded reference with credentials of its own)`,
        );
      }
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(baseUrl.value);
  } catch {
    throw new UsageError(`${baseUrl.from} is not a URL (got "${baseUrl.value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${baseUrl.from} must be an http or https URL (got "${url.protocol}")`);
  }
  if (url.username || url.password) {
    throw new UsageError(`${baseUrl.from} must not carry credentials: use --client-id and --client-secret`);
  }
  if (url.search || url.hash) throw new UsageError(`${baseUrl.from} must not have a query or fragment`);
  const clientId = pick('client-id');
  const clientSecret = pick('client-secret');
  if (!clientId && !clientSecret) {
    throw new UsageError(
      `${baseUrl.from} needs platform credentials: --client-id and --client-secret (or CONFORMANCE_CLIENT_ID and CONFORMANCE_CLIENT_SECRET)`,
    );
  }
  if (!clientId)
    throw new UsageError(`${clientSecret!.from} given without a client id (--client-id or CONFORMANCE_CLIENT_ID)`);
  if (!clientSecret)
    throw new UsageError(
      `${clientId.from} given without a client secret (--client-secret or CONFORMANCE_CLIENT_SECRET)`,
    );
  const agentToken = pick('agent-token');
  return {
    baseUrl: withoutTrailingSlash(baseUrl.value),
    credentials: {
      clientId: clientId.value,
      clientSecret: clientSecret.value,
      ...(agentToken ? { agentToken: agentToken.value } : {}),
    },
    ...(clientId.from === '--client-id' ? { clientIdOnCommandLine: true as const } : {}),
  };
}

function integer(picked: { value: string; from: string } | undefined, min: number, max: number): number | undefined {
  if (!picked) return undefined;
  const value = picked.value.trim();
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${picked.from} must be an integer from ${min} to ${max} (got "${picked.value}")`);
  }
  return Number(value);
}

/** `--rate 20/s` (or `20`): a positive number of requests per second. */
function rate(picked: { value: string; from: string } | undefined): number | undefined {
  if (!picked) return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*s)?\s*$/.exec(picked.value);
  const value = Number(m?.[1]);
  if (!m || !(value > 0) || value > 100_000) {
    throw new UsageError(
      `${picked.from} must be a rate such as 20/s, above 0 and at most 100000/s (got "${picked.value}")`,
    );
  }
  return value;
}

function truthy(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '') return false;
  const lower = value.toLowerCase();
  if (['1', 'true', 'yes'].includes(lower)) return true;
  if (['0', 'false', 'no'].includes(lower)) return false;
  throw new UsageError(`${name} must be true or false (got "${value}")`);
}

/**
 * `--only a,b --only c` (or the environment's comma list), each item an area or a clause id of the registry; a former
 * area name (`areaAliases`) stands for its area, and is listed in `renamed` for the hint.
 */
function selection(
  flag: 'only' | 'skip',
  values: Record<string, string | boolean | string[] | undefined>,
  env: Readonly<Record<string, string | undefined>>,
  config?: ConfigFile,
): { items: string[]; renamed: { given: string; area: string }[] } {
  const given = values[flag];
  const fromFlag = Array.isArray(given) && given.length > 0;
  const envValue = env[envNames[flag]] ?? '';
  const fileValue = config?.values[flag];
  const fromFile = !fromFlag && envValue === '' && fileValue !== undefined;
  if (fromFile && typeof fileValue === 'boolean')
    throw new UsageError(`"${flag}" in ${config!.path} must be a list of areas or clause ids`);
  const raw = fromFlag
    ? given
    : fromFile
      ? typeof fileValue === 'string'
        ? [fileValue]
        : [...(fileValue as readonly string[])]
      : [envValue];
  const from = fromFlag ? `--${flag}` : fromFile ? `"${flag}" in ${config!.path}` : envNames[flag];
  const items = raw.flatMap((v) => v.split(',')).map((s) => s.trim());
  if (fromFlag && items.some((i) => i === '')) throw new UsageError(`--${flag} has an empty item`);
  const renamed: { given: string; area: string }[] = [];
  const kept = items
    .filter((i) => i !== '')
    .map((i) => {
      const area = Object.hasOwn(areaAliases, i) ? areaAliases[i] : undefined;
      if (area === undefined) return i;
      renamed.push({ given: i, area });
      return area;
    });
  for (const item of kept) {
    if (!isArea(item) && !isClauseId(item)) {
      const near = didYouMean(item, item.includes('/') ? clauses.map((c) => c.id) : areas);
      const hint =
        near !== ''
          ? near.slice(2, -1)
          : item.includes('/')
            ? 'no such clause id in spec/clauses'
            : `areas: ${areas.join(', ')}`;
      throw new UsageError(`${from}: unknown area or clause id "${item}" (${hint})`);
    }
  }
  return { items: [...new Set(kept)], renamed };
}
