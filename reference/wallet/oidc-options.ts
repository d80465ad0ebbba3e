import type { AppDeps } from '../http/app-deps.ts';

/**
 * The options the OIDC token check runs with: the request time, the supported issuers and, outside the sandbox, the
 * issuer's key set for the signature (4.2 OAUTH rule 1; the sandbox accepts a dummy signature, 4.5).
 */
export function oidcCheckOptions(deps: AppDeps, now: Date) {
  const { oidcIssuers, oidcJwksUrls } = deps.config.embeddedWallet;
  return {
    now,
    supportedIssuers: oidcIssuers,
    verifySignature: deps.config.sandbox ? (false as const) : issuerKeySets(oidcJwksUrls),
  };
}

/** Outside the sandbox, each issuer's key set: the configured address, else the issuer's well-known one. */
function issuerKeySets(oidcJwksUrls: Readonly<Record<string, string>>) {
  return {
    jwksUrlFor: (issuer: string) => oidcJwksUrls[issuer] ?? `${issuer.replace(/\/+$/, '')}/.well-known/jwks.json`,
  };
}
