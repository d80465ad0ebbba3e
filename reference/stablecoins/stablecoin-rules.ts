/**
 * The stablecoin rules the reference applies (7.1), part of `ReferenceRules` so that a deviant server can replace
 * exactly one of them.
 */
import type { ErrorCode } from '../../spec/keys/index.ts';
import { providerLinkRefusalCodes, type ProviderLinkRefusal } from '../../spec/stablecoins.ts';

export interface StablecoinRules {
  /** 7.1: the 400 code of each unusable provider link case. */
  readonly providerLinkRefusalCodes: Readonly<Record<ProviderLinkRefusal, ErrorCode>>;
  /** 7.1: with several active links and no `stablecoinProviderAccountId`, the call is refused (not resolved to one). */
  readonly linkSelectionRequiredWhenSeveralActive: boolean;
  /** 7.1: a named link that is not usable is refused, never replaced by another (active) link of the platform. */
  readonly namedUnusableLinkRefused: boolean;
}

export const rules: StablecoinRules = {
  providerLinkRefusalCodes,
  linkSelectionRequiredWhenSeveralActive: true,
  namedUnusableLinkRefused: true,
};
