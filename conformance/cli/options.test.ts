import { describe, expect, it } from 'vitest';
import type { RunOptions } from '../engine/run-options.ts';
import { concurrencyOf, defaultConcurrency, defaults, parseRunOptions } from './options.ts';

const remote = ['--base-url', 'https://api.example.test/2025-10-13', '--client-id', 'id', '--client-secret', 'sec'];

function ok(argv: string[], env: Record<string, string> = {}): RunOptions {
  const result = parseRunOptions(argv, env, '/work/dir');
  if (!result.ok || result.help) throw new Error(`expected options, got ${JSON.stringify(result)}`);
  return result.options;
}

function error(argv: string[], env: Record<string, string> = {}): string {
  const result = parseRunOptions(argv, env, '/work/dir');
  if (result.ok) throw new Error(`expected a usage error, got ${JSON.stringify(result)}`);
  expect(result.error).not.toContain('\n');
  return result.error;
}

describe('parseRunOptions: defaults and values', () => {
  it('defaults to the embedded reference, sandbox profile and the documented header', () => {
    expect(ok(['run'])).toEqual({
      profile: 'sandbox',
      only: [],
      skip: [],
      runs: 25,
      reportDir: 'reports/latest',
      walletSignatureHeader: 'Service-Wallet-Signature',
      timeoutMs: 10_000,
      includeSlow: false,
    });
    expect(defaults.walletSignatureHeader).toBe('Service-Wallet-Signature');
  });

  it('reads every option from the command line', () => {
    const options = ok([
      'run',
      ...remote,
      '--agent-token',
      'gat_1',
      '--profile',
      'production',
      '--only',
      'auth,5/basic-auth',
      '--only',
      'customers',
      '--skip',
      'cards',
      '--runs',
      '7',
      '--seed=-12',
      '--report-dir',
      'out',
      '--binding',
      'b/my.ts',
      '--wallet-signature-header',
      'Grid-Wallet-Signature',
      '--timeout',
      '500',
      '--include-slow',
      '--money-cap',
      '2500',
    ]);
    expect(options).toEqual({
      remote: {
        baseUrl: 'https://api.example.test/2025-10-13',
        credentials: { clientId: 'id', clientSecret: 'sec', agentToken: 'gat_1' },
        clientIdOnCommandLine: true,
      },
      profile: 'production',
      only: ['auth', '5/basic-auth', 'customers'],
      skip: ['cards'],
      runs: 7,
      seed: -12,
      reportDir: 'out',
      bindingModule: '/work/dir/b/my.ts',
      walletSignatureHeader: 'Grid-Wallet-Signature',
      timeoutMs: 500,
      moneyCap: 2500,
      includeSlow: true,
      secretsOnCommandLine: ['--client-secret', '--agent-token'],
    });
  });

  it('reads the environment, and the command line wins over it', () => {
    const env = {
      CONFORMANCE_BASE_URL: 'http://localhost:3000/2025-10-13/',
      CONFORMANCE_CLIENT_ID: 'env-id',
      CONFORMANCE_CLIENT_SECRET: 'env-secret',
      CONFORMANCE_AGENT_TOKEN: 'gat_env',
      CONFORMANCE_PROFILE: 'production',
      CONFORMANCE_RUNS: '3',
      CONFORMANCE_SEED: '99',
      CONFORMANCE_ONLY: 'auth, errors',
      CONFORMANCE_SKIP: '',
      CONFORMANCE_INCLUDE_SLOW: 'yes',
      CONFORMANCE_TIMEOUT_MS: '2000',
    };
    const fromEnv = ok(['run'], env);
    expect(fromEnv.remote).toEqual({
      baseUrl: 'http://localhost:3000/2025-10-13',
      credentials: { clientId: 'env-id', clientSecret: 'env-secret', agentToken: 'gat_env' },
    });
    expect(fromEnv).toMatchObject({
      profile: 'production',
      runs: 3,
      seed: 99,
      only: ['auth', 'errors'],
      skip: [],
      includeSlow: true,
      timeoutMs: 2000,
    });
    const overridden = ok(['run', '--runs', '5', '--profile', 'sandbox', '--client-secret', 'flag-secret'], env);
    expect(overridden).toMatchObject({
      runs: 5,
      profile: 'sandbox',
      remote: { credentials: { clientId: 'env-id', clientSecret: 'flag-secret' } },
    });
  });

  it('ignores credentials in the environment when there is no base URL', () => {
    expect(ok(['run'], { CONFORMANCE_CLIENT_ID: 'x', CONFORMANCE_CLIENT_SECRET: 'y' }).remote).toBeUndefined();
  });

  it('takes a former area name for its area and lists it for the hint', () => {
    const options = ok(['run', '--only', 'wallet-credentials,sessions', '--skip', 'config']);
    expect(options.only).toEqual(['wallet']);
    expect(options.skip).toEqual(['platform-config']);
    expect(options.renamedAreas).toEqual([
      { given: 'wallet-credentials', area: 'wallet' },
      { given: 'sessions', area: 'wallet' },
      { given: 'config', area: 'platform-config' },
    ]);
    expect(ok(['run', '--only', 'wallet']).renamedAreas).toBeUndefined();
  });

  it('drops duplicate selection items', () => {
    expect(ok(['run', '--only', 'auth,auth', '--only', 'auth']).only).toEqual(['auth']);
  });

  it('answers help for -h and --help, whatever else is given', () => {
    expect(parseRunOptions(['run', '--help'], {})).toEqual({ ok: true, help: true });
    expect(parseRunOptions(['-h'], {})).toEqual({ ok: true, help: true });
    expect(parseRunOptions(['run', '--runs', 'x', '--help'], {})).toEqual({ ok: true, help: true });
  });
});

describe('parseRunOptions: usage errors', () => {
  it.each([
    [[], /missing command: run, merge, version/],
    [['test'], /unknown command "test"/],
    [['run', 'extra'], /unexpected argument "extra"/],
    [['run', '--frobnicate'], /unknown option --frobnicate/],
    [['run', '--runs'], /option --runs needs a value/],
    [['run', '--base-url', '--client-id', 'x'], /option --base-url needs a value/],
    [['run', '--include-slow=yes'], /option --include-slow takes no value/],
    [['run', '--profile', 'staging'], /--profile must be one of sandbox, production \(got "staging"\)/],
    [['run', '--runs', 'many'], /--runs must be an integer from 1 to 100000/],
    [['run', '--runs', '0'], /--runs must be an integer/],
    [['run', '--runs', '2.5'], /--runs must be an integer/],
    [['run', '--seed', '1e3'], /--seed must be an integer/],
    [['run', '--seed', '99999999999'], /--seed must be an integer/],
    [['run', '--timeout=-1'], /--timeout must be an integer from 1/],
    [['run', '--seed', '-1'], /option --seed needs a value \(write --seed=<value> for one starting with -\)/],
    [['run', '--wallet-signature-header', 'Bad Header'], /must be an HTTP header name/],
    [['run', '--only', 'nonsense'], /--only: unknown area or clause id "nonsense" \(areas: auth, /],
    [['run', '--only', 'versionng'], /^--only: unknown area or clause id "versionng" \(did you mean versioning\?\)$/],
    [
      ['run', '--skip', '5/basic-auht'],
      /^--skip: unknown area or clause id "5\/basic-auht" \(did you mean 5\/basic-auth\?\)$/,
    ],
    [['run', '--onyl', 'auth'], /^unknown option --onyl \(did you mean --only\?\)$/],
    [['rn'], /^unknown command "rn" \(did you mean run\?\)$/],
    [['run', '--json'], /^--json goes with --list/],
    [
      ['run', '--skip', '5/no-such-clause'],
      /--skip: unknown area or clause id "5\/no-such-clause" \(no such clause id/,
    ],
    [['run', '--only', 'auth,'], /--only has an empty item/],
    [
      ['run', '--base-url', 'ftp://x.test/2025-10-13', '--client-id', 'a', '--client-secret', 'b'],
      /must be an http or https URL/,
    ],
    [['run', '--base-url', 'not a url', '--client-id', 'a', '--client-secret', 'b'], /--base-url is not a URL/],
    [
      ['run', '--base-url', 'https://u:p@x.test/v', '--client-id', 'a', '--client-secret', 'b'],
      /must not carry credentials/,
    ],
    [['run', '--base-url', 'https://x.test/v?a=1', '--client-id', 'a', '--client-secret', 'b'], /query or fragment/],
    [['run', '--base-url', 'https://x.test/v'], /needs platform credentials/],
    [['run', '--base-url', 'https://x.test/v', '--client-secret', 'b'], /--client-secret given without a client id/],
    [['run', '--base-url', 'https://x.test/v', '--client-id', 'a'], /--client-id given without a client secret/],
    [['run', '--client-secret', 'b'], /--client-secret needs --base-url/],
    [['run', '--client-id', 'a'], /--client-id needs --base-url/],
    [['run', '--agent-token', 't'], /--agent-token needs --base-url/],
  ])('%j → %s', (argv, message) => {
    expect(error(argv)).toMatch(message);
  });

  it.each([
    [{ CONFORMANCE_PROFILE: 'prod' }, /CONFORMANCE_PROFILE must be one of/],
    [{ CONFORMANCE_RUNS: 'x' }, /CONFORMANCE_RUNS must be an integer/],
    [{ CONFORMANCE_ONLY: 'auth,bogus' }, /CONFORMANCE_ONLY: unknown area or clause id "bogus"/],
    [{ CONFORMANCE_INCLUDE_SLOW: 'maybe' }, /CONFORMANCE_INCLUDE_SLOW must be true or false/],
    [{ CONFORMANCE_BASE_URL: 'https://x.test/v' }, /CONFORMANCE_BASE_URL needs platform credentials/],
    [
      { CONFORMANCE_BASE_URL: 'https://x.test/v', CONFORMANCE_CLIENT_SECRET: 's' },
      /CONFORMANCE_CLIENT_SECRET given without a client id/,
    ],
  ])('environment %j → %s', (env, message) => {
    expect(error(['run'], env)).toMatch(message);
  });

  it('accepts a valid clause id and every area in a selection', () => {
    expect(ok(['run', '--only', '5/basic-auth,auth,cards']).only).toEqual(['5/basic-auth', 'auth', 'cards']);
  });
});

describe('parseRunOptions: webhook receiver', () => {
  it('takes a public webhook URL with the loopback port it forwards to, from flags or the environment', () => {
    expect(ok(['run', '--webhook-url', 'https://hooks.example.test/in', '--webhook-port', '9400'])).toMatchObject({
      webhookUrl: 'https://hooks.example.test/in',
      webhookPort: 9400,
    });
    expect(
      ok(['run'], { CONFORMANCE_WEBHOOK_URL: 'http://tunnel.example.test/', CONFORMANCE_WEBHOOK_PORT: '9401' }),
    ).toMatchObject({
      webhookUrl: 'http://tunnel.example.test/',
      webhookPort: 9401,
    });
    expect(ok(['run', '--webhook-port', '9402'])).toMatchObject({ webhookPort: 9402 });
    expect(ok(['run'])).not.toHaveProperty('webhookUrl');
  });

  it('refuses a webhook URL without a port, a URL that is not http(s), and a port out of range', () => {
    expect(error(['run', '--webhook-url', 'https://hooks.example.test/in'])).toMatch(
      /--webhook-url needs --webhook-port/,
    );
    expect(error(['run', '--webhook-url', 'ftp://hooks.example.test', '--webhook-port', '9400'])).toMatch(
      /http or https/,
    );
    expect(error(['run', '--webhook-url', 'not a url', '--webhook-port', '9400'])).toMatch(/is not a URL/);
    expect(error(['run', '--webhook-port', '70000'])).toMatch(/--webhook-port must be an integer from 1 to 65535/);
  });
});

describe('parseRunOptions: the options that shape a run', () => {
  it('reads --expectations, --strict-expectations, --list, --shard, --test, --replay-path and --no-preflight', () => {
    const options = ok([
      'run',
      '--expectations',
      'known.json',
      '--strict-expectations',
      '--list',
      '--shard',
      '2/3',
      '--test',
      'a > b',
      '--seed',
      '5',
      '--replay-path',
      '3:0:1',
      '--no-preflight',
    ]);
    expect(options).toMatchObject({
      expectationsFile: '/work/dir/known.json',
      strictExpectations: true,
      list: 'text',
      shard: { index: 2, count: 3 },
      tests: ['a > b'],
      replayPath: '3:0:1',
      noPreflight: true,
    });
  });

  it.each([
    [['run', '--shard', '0/3'], /--shard must be <k>\/<n>/],
    [['run', '--shard', '4/3'], /--shard must be <k>\/<n>/],
    [['run', '--shard', 'half'], /--shard must be <k>\/<n>/],
    [['run', '--strict-expectations'], /--strict-expectations needs --expectations/],
    [['run', '--replay-path', '1:2', '--seed', '1'], /exactly one --test/],
    [['run', '--replay-path', '1:2', '--test', 'x'], /needs the --seed/],
  ])('%j → %s', (argv, message) => {
    expect(error(argv)).toMatch(message);
  });
});

describe('parseRunOptions: the config file', () => {
  const config = (values: Record<string, unknown>) => ({
    path: '/cfg/conformance.config.json',
    values: values as Record<string, string>,
  });

  it('takes every option from the file, below the environment and the command line', () => {
    const file = config({
      'base-url': 'https://file.test/2025-10-13',
      'client-id': 'file-id',
      'client-secret': 'file-secret',
      runs: '4',
      only: ['auth'],
      profile: 'production',
      'include-slow': true,
    });
    const fromFile = parseRunOptions(['run'], {}, '/work/dir', file);
    if (!fromFile.ok || fromFile.help) throw new Error('expected options');
    expect(fromFile.options).toMatchObject({
      remote: {
        baseUrl: 'https://file.test/2025-10-13',
        credentials: { clientId: 'file-id', clientSecret: 'file-secret' },
      },
      runs: 4,
      only: ['auth'],
      profile: 'production',
      includeSlow: true,
    });
    const overridden = parseRunOptions(
      ['run', '--runs', '9'],
      { CONFORMANCE_RUNS: '7', CONFORMANCE_ONLY: 'errors', CONFORMANCE_PROFILE: 'sandbox' },
      '/work/dir',
      file,
    );
    if (!overridden.ok || overridden.help) throw new Error('expected options');
    expect(overridden.options).toMatchObject({ runs: 9, only: ['errors'], profile: 'sandbox' });
    expect(overridden.options.secretsOnCommandLine).toBeUndefined();
  });

  it('names the file in a bad value from it', () => {
    const result = parseRunOptions(['run'], {}, '/work/dir', config({ runs: 'lots' }));
    expect(result).toEqual({
      ok: false,
      error: '"runs" in /cfg/conformance.config.json must be an integer from 1 to 100000 (got "lots")',
    });
  });
});

describe('parseRunOptions: --concurrency and --rate', () => {
  it('leaves the concurrency to the target when not given: 48 against a deployment, 2 for the embedded reference', () => {
    expect(ok(['run']).concurrency).toBeUndefined();
    expect(concurrencyOf(ok(['run']))).toBe(defaultConcurrency.embedded);
    expect(concurrencyOf(ok(['run', ...remote]))).toBe(defaultConcurrency.remote);
    expect(defaultConcurrency).toEqual({ remote: 48, embedded: 2 });
  });

  it('reads both from the command line, the environment and the config file, in that order', () => {
    expect(ok(['run', '--concurrency', '16', '--rate', '20/s'])).toMatchObject({ concurrency: 16, ratePerSecond: 20 });
    expect(ok(['run', '--rate=2.5'])).toMatchObject({ ratePerSecond: 2.5 });
    expect(ok(['run'], { CONFORMANCE_CONCURRENCY: '4', CONFORMANCE_RATE: '50/s' })).toMatchObject({
      concurrency: 4,
      ratePerSecond: 50,
    });
    expect(ok(['run', '--concurrency', '3'], { CONFORMANCE_CONCURRENCY: '4' }).concurrency).toBe(3);
    const file = { path: '/cfg/conformance.config.json', values: { concurrency: '6', rate: '10/s' } };
    const fromFile = parseRunOptions(['run'], {}, '/work/dir', file);
    if (!fromFile.ok || fromFile.help) throw new Error('expected options');
    expect(fromFile.options).toMatchObject({ concurrency: 6, ratePerSecond: 10 });
    expect(concurrencyOf(ok(['run', '--concurrency', '5']))).toBe(5);
  });

  it.each([
    [['run', '--concurrency', '0'], /--concurrency must be an integer from 1 to 256 \(got "0"\)/],
    [['run', '--concurrency', 'many'], /--concurrency must be an integer/],
    [['run', '--rate', '0/s'], /--rate must be a rate such as 20\/s, above 0/],
    [['run', '--rate', '20/min'], /--rate must be a rate such as 20\/s/],
    [['run', '--rate=-3'], /--rate must be a rate/],
  ])('refuses %j', (argv, message) => {
    expect(error(argv)).toMatch(message);
  });
});
