/**
 * Stablecoin provider account links (7.1): the states a link can be in and the 400 code each unusable case answers.
 *
 * The document names the three codes and says when the selection one applies (several active links, no
 * `stablecoinProviderAccountId`); production names the link states (`ACTIVE`, `INVALID`, `REVOKED`). Neither shows how
 * a link becomes invalid or revoked: a sandbox has to simulate its provider. The sandbox convention below is the
 * reference's, in the manner of the document's sandbox values (4.5: the last three characters decide); a deployment
 * with another way supplies it through its binding.
 */
import type { ErrorCode } from './keys/index.ts';

export const providerLinkStates = ['ACTIVE', 'INVALID', 'REVOKED'] as const;
export type ProviderLinkState = (typeof providerLinkStates)[number];

/** Why a link cannot be used for a stablecoin call, each answered 400 with its own code (7.1). */
export type ProviderLinkRefusal = 'INVALID' | 'REVOKED' | 'SELECTION_REQUIRED';

/** The 7.1 code of each refusal. */
export const providerLinkRefusalCodes: Readonly<Record<ProviderLinkRefusal, ErrorCode>> = {
  INVALID: 'STABLECOIN_PROVIDER_ACCOUNT_INVALID',
  REVOKED: 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED',
  SELECTION_REQUIRED: 'STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED',
};

/**
 * The sandbox provider's verdict on linked credentials, by the last three characters of `apiClientId`: the state the
 * link is created in (the reference's sandbox convention; not the document's, not production's).
 */
export const sandboxProviderCredentialSuffixes: Readonly<Record<string, ProviderLinkState>> = {
  '002': 'INVALID',
  '003': 'REVOKED',
};

/** The state a sandbox link with this `apiClientId` is created in (any other ending: `ACTIVE`). */
export function sandboxProviderLinkState(apiClientId: string): ProviderLinkState {
  return sandboxProviderCredentialSuffixes[apiClientId.slice(-3)] ?? 'ACTIVE';
}

/** An `apiClientId` the sandbox provider answers with `state`. */
export function sandboxProviderClientId(prefix: string, state: ProviderLinkState): string {
  const suffix = Object.entries(sandboxProviderCredentialSuffixes).find(([, s]) => s === state)?.[0] ?? '001';
  return `${prefix}${suffix}`;
}
