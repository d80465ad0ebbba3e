import { describe, expect, it } from 'vitest';
import { apiVersion } from '../spec/enums.ts';
import { configFromEnv, defaultConfig, localDefaultCredentials } from './config.ts';

describe('defaultConfig', () => {
  it('mounts under the API version, with 1 MiB bodies, sandbox on and V1 terms', () => {
    const config = defaultConfig();
    expect(config.basePath).toBe(`/${apiVersion}`);
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.sandbox).toBe(true);
    expect(config.endUserTerms.version).toBe('V1');
    expect(() => new URL(config.endUserTerms.url)).not.toThrow();
    expect(config.clientId).toBe(localDefaultCredentials.clientId);
    expect(config.clientSecret).toBe(localDefaultCredentials.clientSecret);
    expect(config.journalCompactionBytes).toBe(8 * 1024 * 1024);
  });

  it('applies overrides and normalises the base path', () => {
    expect(defaultConfig({ basePath: 'v1/' }).basePath).toBe('/v1');
    expect(defaultConfig({ basePath: '/' }).basePath).toBe('');
    expect(defaultConfig({ sandbox: false }).sandbox).toBe(false);
  });

  it('refuses values a server could not work with', () => {
    expect(() => defaultConfig({ clientId: 'a:b' })).toThrow(/clientId/);
    expect(() => defaultConfig({ clientSecret: '' })).toThrow(/clientSecret/);
    expect(() => defaultConfig({ bodyLimitBytes: 0 })).toThrow(/bodyLimitBytes/);
    expect(() => defaultConfig({ basePath: '/a?b' })).toThrow(/basePath/);
    expect(() => defaultConfig({ endUserTerms: { version: 'V1', url: 'not a url' } })).toThrow(/url/);
  });
});

describe('configFromEnv', () => {
  it('takes the defaults from an empty environment', () => {
    expect(configFromEnv({})).toEqual(defaultConfig());
  });

  it('reads every documented variable', () => {
    const config = configFromEnv({
      PLATFORM_CLIENT_ID: 'id-1',
      PLATFORM_CLIENT_SECRET: 'secret-1',
      BASE_PATH: '/x',
      BODY_LIMIT_BYTES: '2048',
      END_USER_TERMS_VERSION: 'V2',
      END_USER_TERMS_URL: 'https://example.test/terms',
      SANDBOX: 'false',
      DOCUMENT_MAX_BYTES: '4096',
      COUNTERPARTY_REQUIREMENTS: 'yes',
      WALLET_SIGNATURE_HEADER: 'Grid-Wallet-Signature',
      JOURNAL_COMPACTION_BYTES: '65536',
    });
    expect(config).toEqual({
      clientId: 'id-1',
      clientSecret: 'secret-1',
      basePath: '/x',
      bodyLimitBytes: 2048,
      endUserTerms: { version: 'V2', url: 'https://example.test/terms' },
      sandbox: false,
      documentMaxBytes: 4096,
      counterpartyRequirements: true,
      webhooks: defaultConfig().webhooks,
      embeddedWallet: defaultConfig().embeddedWallet,
      walletSignatureHeader: 'Grid-Wallet-Signature',
      payments: defaultConfig().payments,
      journalCompactionBytes: 65536,
    });
  });

  it('names the variable whose value is unusable', () => {
    expect(() => configFromEnv({ BODY_LIMIT_BYTES: '1e3' })).toThrow(/BODY_LIMIT_BYTES/);
    expect(() => configFromEnv({ SANDBOX: 'maybe' })).toThrow(/SANDBOX/);
    expect(() => configFromEnv({ DOCUMENT_MAX_BYTES: '0' })).toThrow(/DOCUMENT_MAX_BYTES/);
    expect(() => configFromEnv({ COUNTERPARTY_REQUIREMENTS: 'sometimes' })).toThrow(/COUNTERPARTY_REQUIREMENTS/);
    expect(() => configFromEnv({ JOURNAL_COMPACTION_BYTES: '-1' })).toThrow(/JOURNAL_COMPACTION_BYTES/);
    expect(() => defaultConfig({ journalCompactionBytes: 0 })).toThrow(/journalCompactionBytes/);
  });

  it('takes the webhook signing key from WEBHOOK_SIGNING_KEY, and refuses unusable delivery settings', () => {
    const config = configFromEnv({ WEBHOOK_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----' });
    expect(config.webhooks).toEqual({
      ...defaultConfig().webhooks,
      signingKeyPem: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----',
    });
    expect(() => defaultConfig({ webhooks: { maxAttempts: 0, firstRetryDelayMs: 1, attemptTimeoutMs: 1 } })).toThrow(
      /webhooks/,
    );
  });
});
