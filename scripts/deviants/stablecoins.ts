/** Deviants of stablecoins and their provider account links (4.3, 7.1). */
import { providerLinkRefusalCodes } from '../../spec/stablecoins.ts';
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';

const codes = providerLinkRefusalCodes;

export const deviants: Deviant[] = [
  ...familyOf('stablecoins', [
    {
      id: 'stablecoin-link-selection-not-required',
      breaks: '7.1/stablecoin-provider-account-selection-required',
      description:
        'with several active provider links and none named, registration uses the oldest instead of answering 400 SELECTION_REQUIRED',
      areas: ['stablecoins'],
      rules: { linkSelectionRequiredWhenSeveralActive: false },
    },
    {
      id: 'stablecoin-link-invalid-code-swapped',
      breaks: '7.1/stablecoin-provider-account-invalid',
      description: 'an unusable provider link answers 400 STABLECOIN_PROVIDER_ACCOUNT_REVOKED instead of _INVALID',
      areas: ['stablecoins'],
      rules: { providerLinkRefusalCodes: { ...codes, INVALID: codes.REVOKED } },
    },
    {
      id: 'stablecoin-link-revoked-code-swapped',
      breaks: '7.1/stablecoin-provider-account-revoked',
      description: 'a revoked provider link answers 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID instead of _REVOKED',
      areas: ['stablecoins'],
      rules: { providerLinkRefusalCodes: { ...codes, REVOKED: codes.INVALID } },
    },
    {
      id: 'stablecoin-link-selection-code-swapped',
      breaks: '7.1/stablecoin-provider-account-selection-required',
      description:
        'several active provider links and none named answer 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID instead of _SELECTION_REQUIRED',
      areas: ['stablecoins'],
      rules: { providerLinkRefusalCodes: { ...codes, SELECTION_REQUIRED: codes.INVALID } },
    },
    {
      id: 'stablecoin-named-revoked-link-replaced',
      breaks: '7.1/stablecoin-provider-account-revoked',
      description:
        'a named provider link that is revoked or invalid is replaced by the newest active link of the platform when one exists',
      areas: ['stablecoins'],
      rules: { namedUnusableLinkRefused: false },
    },
  ]),
  ...rowsOf('stablecoins'),
];
