/** Deviants of SCA and trusted beneficiaries (4.3, 5, 7.3, 8). */
import type { Deviant } from './deviant.ts';
import { familyOf } from './deviant.ts';

export const deviants: Deviant[] = familyOf('sca', [
  {
    id: 'sca-session-missing-401',
    breaks: '5/sca-session-required-409-not-401',
    description: 'a call without an SCA login session answers 401 UNAUTHORIZED instead of 409 SCA_SESSION_REQUIRED',
    areas: ['sca'],
    rules: { scaSessionMissingCode: 'UNAUTHORIZED' },
  },
  {
    id: 'sca-session-30-days',
    breaks: '4.3/sca-session-180-days',
    description: 'an SCA login session lasts 30 days instead of 180',
    areas: ['sca'],
    rules: { scaSessionDays: 30 },
  },
  {
    id: 'trusted-beneficiary-deleted',
    breaks: '4.3/delete-trusted-beneficiary-409',
    description: 'a trusted beneficiary is deleted instead of answering 409 BENEFICIARY_TRUSTED',
    areas: ['sca'],
    rules: { refuseDeletingTrustedBeneficiary: false },
  },
  {
    id: 'second-passkey-factor-enrolled',
    breaks: '8/passkey-factor-per-customer-1',
    description: 'a second passkey factor is enrolled instead of answering 409 PASSKEY_ALREADY_ENROLLED',
    areas: ['sca'],
    rules: { passkeyFactorsPerCustomer: 2 },
  },
  {
    id: 'sca-required-everywhere',
    breaks: '7.3/sca-not-required-409',
    description: 'SCA applies to customers of every region, so its endpoints never answer 409 for a provider without SCA',
    areas: ['sca'],
    rules: { providerRequiresSca: () => true },
  },
  {
    id: 'contact-verification-everywhere',
    breaks: '1/contact-verification-409-when-not-mandated',
    description: 'contact verification starts for customers whose provider does not mandate it',
    areas: ['customers'],
    rules: { providerRequiresContactVerification: () => true },
  },
  {
    id: 'contact-code-without-send',
    breaks: '1/contact-verification-one-time-code',
    description: 'a contact is verified by a code that was never sent to it (or sent and already used)',
    areas: ['customers'],
    rules: { contactCodeNeedsSend: false },
  },
]);
