/**
 * The composition root of the embedded run: the only module of `conformance/` that knows the reference server. The
 * CLI imports it lazily, only when no `--base-url` is given, so the suite still ships and runs without `reference/`.
 */
import { randomBytes } from 'node:crypto';
import { defaultConfig, type ReferenceConfig } from '../../reference/config.ts';
import { startReference } from '../../reference/server.ts';
import { embeddedWalletConfig } from '../../reference/wallet-auth/wallet-config.ts';
import { defaultWalletOptions, type WalletRunOptions } from '../engine/wallet-options.ts';

/**
 * The signed-retry window of the embedded reference: short, so that the suite waits for a real expiry (3.4, 8)
 * in seconds rather than minutes; long enough for every signed flow of the suite to complete within it.
 */
export const embeddedSignedRetryWindowSeconds = 4;

export interface EmbeddedReference {
  /** Base URL, ending in the version segment. */
  readonly url: string;
  readonly credentials: { readonly clientId: string; readonly clientSecret: string };
  close(): Promise<void>;
}

/**
 * Starts the reference in-process on an ephemeral loopback port, with a fresh random client id and secret (nobody
 * else can use it while it runs). Its operational log is dropped; its errors go to stderr, tagged.
 */
export async function startEmbeddedReference(wallet: WalletRunOptions = defaultWalletOptions): Promise<EmbeddedReference> {
  const credentials = {
    clientId: `conformance-${randomBytes(6).toString('hex')}`,
    clientSecret: randomBytes(24).toString('base64url'),
  };
  const running = await startReference({
    config: embeddedReferenceConfig(credentials, wallet),
    port: 0,
    logger: {
      info: () => undefined,
      error: (message) => process.stderr.write(`[reference] ${message}\n`),
    },
  });
  return { url: running.url, credentials, close: () => running.close() };
}

/**
 * The configuration of the reference the suite runs against in-process: the embedded run, and every other
 * composition root that starts the reference for the suite (the kill matrix's deviant servers), so that all of them
 * expect what the suite sends.
 */
export function embeddedReferenceConfig(
  credentials: { readonly clientId: string; readonly clientSecret: string },
  wallet: WalletRunOptions = defaultWalletOptions,
): ReferenceConfig {
  return defaultConfig({
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    // Counterparty requirements on, so that first-party wallets go through ownership verification (3.1).
    counterpartyRequirements: true,
    // The wallet choices of the run, so that the reference expects what the suite sends.
    embeddedWallet: embeddedWalletConfig({
      webauthn: { rpId: wallet.rpId, origin: wallet.origin },
      oidcIssuers: [wallet.oidcIssuer],
      signedRetryWindowSeconds: embeddedSignedRetryWindowSeconds,
    }),
  });
}
