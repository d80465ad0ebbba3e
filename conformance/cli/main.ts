/**
 * The conformance CLI: `tsx conformance/cli/main.ts run [options]` (`npm run conformance`). See `--help`.
 *
 * Exit codes: 0 every selected test passed or was skipped; 1 a test failed or errored; 2 usage or configuration error.
 */
import { randomInt } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clauses } from '../../spec/clauses/index.ts';
import { formatSummary } from '../report/console.ts';
import { writeReports } from '../report/write.ts';
import { ConfigurationError } from '../engine/configuration-error.ts';
import { runConformance, type EngineOptions, type EngineResult } from '../engine/run.ts';
import { parseRunOptions, usage } from './options.ts';
import type { EmbeddedReference } from './embedded.ts';
import type { WalletRunOptions } from '../engine/wallet-options.ts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** What the CLI calls; replaceable in tests. */
export interface CliDeps {
  readonly io: CliIo;
  readonly runConformance: (options: EngineOptions) => Promise<EngineResult>;
  readonly startEmbedded: (wallet?: WalletRunOptions, walletSignatureHeader?: string) => Promise<EmbeddedReference>;
  readonly writeReports: typeof writeReports;
  readonly cwd: string;
}

const defaultDeps: CliDeps = {
  io: {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  },
  runConformance,
  // Imported only when needed: a shipped suite without reference/ still runs against --base-url.
  startEmbedded: async (wallet, walletSignatureHeader) =>
    (await import('./embedded.ts')).startEmbeddedReference({
      ...(wallet === undefined ? {} : { wallet }),
      ...(walletSignatureHeader === undefined ? {} : { walletSignatureHeader }),
    }),
  writeReports,
  cwd: process.cwd(),
};

function usageError(io: CliIo, message: string): 2 {
  io.err(`error: ${message}`);
  io.err('hint: run with --help');
  return 2;
}

function configurationError(io: CliIo, message: string): 2 {
  io.err(`error: ${message}`);
  return 2;
}

/** Runs the CLI and returns its exit code. */
export async function runCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  deps: Partial<CliDeps> = {},
): Promise<0 | 1 | 2> {
  const d: CliDeps = { ...defaultDeps, ...deps };
  const { io } = d;
  const parsed = parseRunOptions(argv, env, d.cwd);
  if (!parsed.ok) return usageError(io, parsed.error);
  if (parsed.help) {
    io.out(usage);
    return 0;
  }
  const options = parsed.options;
  const seed = options.seed ?? randomInt(0, 2 ** 31 - 1);

  let embedded: EmbeddedReference | undefined;
  let target: { baseUrl: string; credentials: { clientId: string; clientSecret: string; agentToken?: string } };
  if (options.remote) {
    const { baseUrl, ...credentials } = options.remote;
    target = { baseUrl, credentials };
  } else {
    try {
      embedded = await d.startEmbedded(options.wallet, options.walletSignatureHeader);
    } catch (error) {
      return configurationError(io, `the embedded reference did not start: ${(error as Error).message}`);
    }
    target = { baseUrl: embedded.url, credentials: embedded.credentials };
  }

  io.out(`conformance run against ${target.baseUrl}${embedded ? ' (embedded reference)' : ''}`);
  io.out(`  profile ${options.profile}, seed ${seed} (replay with --seed=${seed}), ${options.runs} runs per property`);
  if (options.only.length > 0 || options.skip.length > 0) {
    io.out(`  selection: only [${options.only.join(', ')}], skip [${options.skip.join(', ')}]`);
  }

  let result: EngineResult;
  try {
    result = await d.runConformance({
      baseUrl: target.baseUrl,
      credentials: target.credentials,
      profile: options.profile,
      seed,
      runs: options.runs,
      timeoutMs: options.timeoutMs,
      walletSignatureHeader: options.walletSignatureHeader,
      includeSlow: options.includeSlow,
      only: options.only,
      skip: options.skip,
      embedded: embedded !== undefined,
      ...(embedded?.sandboxClock === undefined ? {} : { sandboxClock: embedded.sandboxClock }),
      ...(options.bindingModule === undefined ? {} : { bindingModule: options.bindingModule }),
      ...(options.webhookUrl === undefined ? {} : { webhookUrl: options.webhookUrl }),
      ...(options.webhookPort === undefined ? {} : { webhookPort: options.webhookPort }),
      ...(options.wallet === undefined ? {} : { wallet: options.wallet }),
      ...(options.answersFile === undefined ? {} : { answersFile: options.answersFile }),
      log: (line) => io.out(`  ${line}`),
    });
  } catch (error) {
    if (error instanceof ConfigurationError) return configurationError(io, error.message);
    throw error;
  } finally {
    await embedded?.close();
  }

  let written: Awaited<ReturnType<typeof writeReports>>;
  try {
    written = await d.writeReports(options.reportDir, result.run, clauses);
  } catch (error) {
    return configurationError(io, `cannot write the reports to ${options.reportDir}: ${(error as Error).message}`);
  }
  if (result.run.tests.length === 0) io.out('warning: no test was selected');
  for (const line of formatSummary(written.results)) io.out(line);
  io.out(`reports: ${written.files.join(', ')}`);
  io.out(`${result.exitCode === 0 ? 'PASS' : 'FAIL'} (seed ${seed})`);
  // The conventional closing line CI log readers look for; a test that could not reach a verdict counts as failed.
  const tests = written.results.summary.tests;
  io.out(`conformance: ${tests.pass} passed, ${tests.fail + tests.error} failed, ${tests.skip} skipped`);
  return result.exitCode;
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  runCli(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(2);
    },
  );
}
