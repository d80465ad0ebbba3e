import { p256 } from '@noble/curves/nist.js';
import { hexToBytes } from '@noble/curves/utils.js';
import { typicalSignedRetryWindowSeconds } from '../../spec/limits.ts';

/**
 * Settings of the embedded-wallet slice: what a deployment decides and the document leaves open. The suite's run
 * options (`--rp-id`, `--origin`, `--oidc-issuer`) default to the same choices, and the embedded run passes its own
 * options in, so the two always agree there.
 */
export interface EmbeddedWalletConfig {
  /** Open an `EMBEDDED_WALLET` internal account with every new customer (production: per platform config). */
  accountsWithCustomers: boolean;
  /**
   * Hex P-256 private key of the enclave that signs OTP target bundles (`dataSignature`); absent: a fresh key per
   * server instance (see {@link enclaveSigningKey}).
   */
  enclaveSigningKeyHex?: string;
  /** Life of a signed-retry challenge (3.4, 8: typically 5 minutes). */
  signedRetryWindowSeconds: number;
  /** Life of a wallet session (5: not shown; the reference's choice). */
  sessionLifetimeSeconds: number;
  /** Challenge re-issues allowed per credential in a window (8 says they are rate limited, not how much). */
  challengeReissueLimit: { maxIssues: number; windowSeconds: number };
  /** The relying party passkeys are registered with and asserted for. */
  webauthn: { rpId: string; origin: string };
  /** Issuers whose OIDC tokens OAUTH credentials accept (4.5: "a supported issuer"). */
  oidcIssuers: string[];
  /** Where an issuer's key set is, when it is not `<issuer>/.well-known/jwks.json` (signatures: outside the sandbox). */
  oidcJwksUrls: Record<string, string>;
}

/** The reference's choices: RP `wallet.reference.test`, issuer `https://accounts.google.com`, 5-minute retries. */
export const walletDefaults = {
  rpId: 'wallet.reference.test',
  origin: 'https://wallet.reference.test',
  oidcIssuers: ['https://accounts.google.com'],
  oidcJwksUrls: { 'https://accounts.google.com': 'https://www.googleapis.com/oauth2/v3/certs' },
  sessionLifetimeSeconds: 15 * 60,
  challengeReissueLimit: { maxIssues: 5, windowSeconds: 600 },
} as const;

/** Defaults filled in, then `overrides` over them; throws on unusable values. */
export function embeddedWalletConfig(overrides: Partial<EmbeddedWalletConfig> = {}): EmbeddedWalletConfig {
  const config: EmbeddedWalletConfig = {
    accountsWithCustomers: true,
    signedRetryWindowSeconds: typicalSignedRetryWindowSeconds,
    sessionLifetimeSeconds: walletDefaults.sessionLifetimeSeconds,
    challengeReissueLimit: { ...walletDefaults.challengeReissueLimit },
    webauthn: { rpId: walletDefaults.rpId, origin: walletDefaults.origin },
    oidcIssuers: [...walletDefaults.oidcIssuers],
    oidcJwksUrls: { ...walletDefaults.oidcJwksUrls },
    ...overrides,
  };
  assertValidWalletConfig(config);
  return config;
}

function assertValidWalletConfig(config: EmbeddedWalletConfig): void {
  const key = config.enclaveSigningKeyHex;
  if (key !== undefined && (!/^[0-9a-f]{64}$/.test(key) || !p256.utils.isValidSecretKey(hexToBytes(key)))) {
    throw new Error('embeddedWallet.enclaveSigningKeyHex must be a P-256 private key, 64 lowercase hex digits');
  }
  for (const name of ['signedRetryWindowSeconds', 'sessionLifetimeSeconds'] as const) {
    if (!(Number.isFinite(config[name]) && config[name] > 0))
      throw new Error(`embeddedWallet.${name} must be positive`);
  }
  if (config.webauthn.rpId === '') throw new Error('embeddedWallet.webauthn.rpId must be non-empty');
  try {
    new URL(config.webauthn.origin);
  } catch {
    throw new Error('embeddedWallet.webauthn.origin must be an absolute URL');
  }
  if (config.oidcIssuers.length === 0 || config.oidcIssuers.some((i) => i === '')) {
    throw new Error('embeddedWallet.oidcIssuers must list at least one issuer');
  }
}

const generatedEnclaveKeys = new WeakMap<EmbeddedWalletConfig, Uint8Array>();

/** The enclave key of a configuration: the configured one, else one generated once for this configuration object. */
export function enclaveSigningKey(config: EmbeddedWalletConfig): Uint8Array {
  if (config.enclaveSigningKeyHex !== undefined) return hexToBytes(config.enclaveSigningKeyHex);
  let key = generatedEnclaveKeys.get(config);
  if (!key) {
    key = p256.utils.randomSecretKey();
    generatedEnclaveKeys.set(config, key);
  }
  return key;
}
