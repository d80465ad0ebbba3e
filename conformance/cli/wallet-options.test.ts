import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EngineOptions } from '../engine/run.ts';
import { defaultWalletOptions, type WalletRunOptions } from '../engine/wallet-options.ts';
import { runCli } from './main.ts';
import { parseRunOptions, usage } from './options.ts';

function parse(argv: string[], env: Record<string, string> = {}) {
  return parseRunOptions(['run', ...argv], env, '/work/dir');
}

describe('wallet run options (--rp-id, --origin, --oidc-issuer)', () => {
  it('are absent when none is given, so the run uses the defaults', () => {
    const result = parse([]);
    expect(result.ok && !result.help && result.options.wallet).toBeUndefined();
  });

  it('take each flag, fill the others with the defaults, and read the environment when no flag is given', () => {
    const flags = parse(['--rp-id', 'pay.example.test', '--origin', 'https://pay.example.test/']);
    expect(flags.ok && !flags.help && flags.options.wallet).toEqual({
      rpId: 'pay.example.test',
      origin: 'https://pay.example.test',
      oidcIssuer: defaultWalletOptions.oidcIssuer,
    });
    const env = parse(['--oidc-issuer', 'https://idp.example.test'], {
      CONFORMANCE_RP_ID: 'env.example.test',
      CONFORMANCE_OIDC_ISSUER: 'https://ignored.test',
    });
    expect(env.ok && !env.help && env.options.wallet).toEqual({
      rpId: 'env.example.test',
      origin: defaultWalletOptions.origin,
      oidcIssuer: 'https://idp.example.test',
    });
  });

  it('refuse an RP id that is not a domain name and an origin or issuer that is not an http(s) URL', () => {
    expect(parse(['--rp-id', 'https://x.test'])).toEqual({
      ok: false,
      error: '--rp-id must be a domain name (got "https://x.test")',
    });
    expect(parse(['--origin', 'wallet.test'])).toEqual({
      ok: false,
      error: '--origin must be an http or https URL (got "wallet.test")',
    });
    expect(parse([], { CONFORMANCE_OIDC_ISSUER: 'ftp://idp.test' })).toEqual({
      ok: false,
      error: 'CONFORMANCE_OIDC_ISSUER must be an http or https URL (got "ftp://idp.test")',
    });
  });

  it('are listed in --help with their defaults', () => {
    for (const text of ['--rp-id', '--origin', '--oidc-issuer', defaultWalletOptions.rpId, 'CONFORMANCE_OIDC_ISSUER']) {
      expect(usage).toContain(text);
    }
  });
});

describe('runCli with wallet options', () => {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-wallet-options-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hands them to the embedded reference it starts and to the engine, so both sides agree', async () => {
    const started: (WalletRunOptions | undefined)[] = [];
    const engine: EngineOptions[] = [];
    const code = await runCli(
      ['run', '--rp-id', 'pay.example.test', '--report-dir', dir, '--no-preflight'],
      {},
      {
        io: { out: () => undefined, err: () => undefined },
        startEmbedded: async (wallet) => {
          started.push(wallet);
          return {
            url: 'http://127.0.0.1:1/2025-10-13',
            credentials: { clientId: 'id', clientSecret: 'secret-long-enough' },
            close: async () => undefined,
          };
        },
        runConformance: async (options) => {
          engine.push(options);
          const run = {
            target: { baseUrl: options.baseUrl, profile: options.profile, embedded: true },
            startedAt: new Date(0).toISOString(),
            durationMs: 1,
            seed: options.seed,
            selection: { only: [], skip: [] },
            tests: [],
          };
          return { run, exitCode: 0 };
        },
        cwd: dir,
      },
    );
    expect(code).toBe(0);
    const expected = { ...defaultWalletOptions, rpId: 'pay.example.test' };
    expect(started).toEqual([expected]);
    expect(engine[0]?.wallet).toEqual(expected);
  });
});
