/**
 * The composition root of the embedded run: the only module of `conformance/` that knows the reference server. The
 * CLI imports it lazily, only when no `--base-url` is given, so the suite still ships and runs without `reference/`.
 */
import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import { createSandboxClock } from '../../reference/clock.ts';
import { defaultConfig, type ReferenceConfig } from '../../reference/config.ts';
import type { ReferenceRules } from '../../reference/rules.ts';
import { startReference, type RunningReference } from '../../reference/server.ts';
import { embeddedWalletConfig } from '../../reference/wallet/wallet-config.ts';
import { defaultWalletOptions, type WalletRunOptions } from '../engine/wallet-options.ts';
import { startSandboxClockControl } from './sandbox-clock-control.ts';

export interface EmbeddedReference {
  /** Base URL, ending in the version segment. */
  readonly url: string;
  readonly credentials: { readonly clientId: string; readonly clientSecret: string };
  /** The control endpoint of the reference's sandbox clock (always served by this module); the token is a secret. */
  readonly sandboxClock?: { readonly url: string; readonly token: string };
  close(): Promise<void>;
}

export interface EmbeddedReferenceOptions {
  /** The run's wallet choices (default: the reference's). */
  readonly wallet?: WalletRunOptions;
  /** The run's wallet signature header name (default: the document's); the reference reads that header. */
  readonly walletSignatureHeader?: string;
  /** The rules in force: the document's unless a deviant's (the kill matrix). */
  readonly rules?: ReferenceRules;
  /** Where the reference's errors go (default: stderr, tagged). */
  readonly logError?: (message: string) => void;
  /**
   * A deployment's choices where the document leaves them open (a conformant variant: another signed-retry window,
   * other limits); applied to the embedded configuration.
   */
  readonly configure?: (config: ReferenceConfig) => ReferenceConfig;
  /** Middleware around every answer (a conformant variant taking a freedom of the wire); none by default. */
  readonly outerMiddleware?: readonly Middleware[];
}

/**
 * Starts the reference in-process on an ephemeral loopback port, with a fresh random client id and secret (nobody
 * else can use it while it runs), on a sandbox clock: real time plus an offset the suite advances through a control
 * endpoint served here, on a port of its own, never by the reference. Every time-dependent rule of the reference
 * (signed-retry expiry, OIDC token age, challenge rate limits, sandbox delays) reads that clock, with the document's
 * windows: a test that must see time pass advances the clock instead of sleeping, and a slow machine only makes less
 * sandbox time pass. Its operational log is dropped.
 */
export async function startEmbeddedReference(options: EmbeddedReferenceOptions = {}): Promise<EmbeddedReference> {
  const credentials = {
    clientId: `conformance-${randomBytes(6).toString('hex')}`,
    clientSecret: randomBytes(24).toString('base64url'),
  };
  const clock = createSandboxClock();
  let running: RunningReference | undefined;
  // The suite's waits for webhook events end once the reference has gone quiet (nothing more can come), not at their
  // timeouts; a deployment has no such signal and gets the full wait.
  const control = await startSandboxClockControl(clock, {
    settled: (withinMs, signal) => running?.settled(withinMs, signal) ?? Promise.resolve(false),
  });
  try {
    running = await startReference({
      config: (options.configure ?? ((config) => config))(
        embeddedReferenceConfig(credentials, options.wallet, options.walletSignatureHeader),
      ),
      clock,
      port: 0,
      // Idle connections are closed by the client only: a server closing one just as the client reuses it resets that
      // request, and on a loaded machine the client's timers run late enough to make that race common.
      keepAliveTimeoutMs: 0,
      ...(options.rules === undefined ? {} : { rules: options.rules }),
      ...(options.outerMiddleware === undefined ? {} : { outerMiddleware: options.outerMiddleware }),
      logger: {
        info: () => undefined,
        error: options.logError ?? ((message) => process.stderr.write(`[reference] ${message}\n`)),
      },
    });
  } catch (error) {
    await control.close();
    throw error;
  }
  const started = running;
  return {
    url: started.url,
    credentials,
    sandboxClock: { url: control.url, token: control.token },
    close: async () => {
      await Promise.all([started.close(), control.close()]);
    },
  };
}

/**
 * The configuration of the reference the suite runs against in-process: the embedded run, and every other
 * composition root that starts the reference for the suite (the kill matrix's deviant servers), so that all of them
 * expect what the suite sends.
 */
export function embeddedReferenceConfig(
  credentials: { readonly clientId: string; readonly clientSecret: string },
  wallet: WalletRunOptions = defaultWalletOptions,
  walletSignatureHeader?: string,
): ReferenceConfig {
  return defaultConfig({
    ...(walletSignatureHeader === undefined ? {} : { walletSignatureHeader }),
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    // Counterparty requirements on, so that first-party wallets go through ownership verification (3.1).
    counterpartyRequirements: true,
    // The wallet choices of the run, so that the reference expects what the suite sends. The signed-retry window is
    // the document's typical one: the test of its expiry advances the sandbox clock past it.
    embeddedWallet: embeddedWalletConfig({
      webauthn: { rpId: wallet.rpId, origin: wallet.origin },
      oidcIssuers: [wallet.oidcIssuer],
    }),
  });
}
