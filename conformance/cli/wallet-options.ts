/**
 * `--rp-id`, `--origin` and `--oidc-issuer`: the embedded-wallet choices the document leaves to the deployment
 * (see `engine/wallet-options.ts`). Kept apart from `options.ts`, which spreads these tables into its own.
 */
import { defaultWalletOptions, type WalletRunOptions } from '../engine/wallet-options.ts';
import { withoutTrailingSlash } from '../http/url-normaliser.ts';

export const walletOptionSpec = {
  'rp-id': { type: 'string' },
  origin: { type: 'string' },
  'oidc-issuer': { type: 'string' },
} as const;

export const walletEnvNames = {
  'rp-id': 'CONFORMANCE_RP_ID',
  origin: 'CONFORMANCE_ORIGIN',
  'oidc-issuer': 'CONFORMANCE_OIDC_ISSUER',
} as const;

export type WalletFlag = keyof typeof walletEnvNames;

export const walletHelpRows: readonly (readonly [string, string, string])[] = [
  [
    '--rp-id <id>',
    `WebAuthn relying party id of passkeys (default ${defaultWalletOptions.rpId})`,
    walletEnvNames['rp-id'],
  ],
  [
    '--origin <url>',
    `origin the suite's authenticator asserts for (default ${defaultWalletOptions.origin})`,
    walletEnvNames.origin,
  ],
  [
    '--oidc-issuer <url>',
    `a supported OIDC issuer, for OAUTH tokens (default ${defaultWalletOptions.oidcIssuer})`,
    walletEnvNames['oidc-issuer'],
  ],
];

/**
 * The wallet options given (each missing one takes its default), or `{}` when none is given, so that runs without
 * them carry no `wallet` member. `fail` throws the usage error of a bad value.
 */
export function walletOptions(
  pick: (flag: WalletFlag) => { value: string; from: string } | undefined,
  fail: (message: string) => never,
): { wallet?: WalletRunOptions } {
  const rpId = pick('rp-id');
  const origin = pick('origin');
  const issuer = pick('oidc-issuer');
  if (!rpId && !origin && !issuer) return {};
  if (rpId && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(rpId.value)) {
    fail(`${rpId.from} must be a domain name (got "${rpId.value}")`);
  }
  for (const picked of [origin, issuer]) {
    if (!picked) continue;
    let url: URL | undefined;
    try {
      url = new URL(picked.value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      fail(`${picked.from} must be an http or https URL (got "${picked.value}")`);
    }
  }
  return {
    wallet: {
      rpId: rpId?.value ?? defaultWalletOptions.rpId,
      origin: origin === undefined ? defaultWalletOptions.origin : withoutTrailingSlash(origin.value),
      oidcIssuer: issuer?.value ?? defaultWalletOptions.oidcIssuer,
    },
  };
}
