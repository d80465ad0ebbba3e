/** Deviants of transfers to accounts pending ownership verification (3.1, 7.1, 8). */
import type { Deviant } from './deviant.ts';
import { familyOf } from './deviant.ts';

export const ownershipDeviants: Deviant[] = familyOf('ownership', [
  {
    id: 'ownership-verification-never-required',
    breaks: '7.1/external-account-verification-required',
    description: 'a transfer at the threshold to an account pending ownership verification goes through instead of answering 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
    areas: ['external-accounts'],
    rules: { ownershipVerificationRequired: () => false },
  },
  {
    id: 'ownership-required-below-threshold',
    breaks: '3.1/pending-ownership-verification-usable-below-threshold',
    description: 'an account pending ownership verification refuses every transfer, also below the threshold',
    areas: ['external-accounts'],
    rules: { ownershipVerificationRequired: () => true },
  },
]);
