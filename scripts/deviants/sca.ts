/** Deviants of SCA and trusted beneficiaries (4.3, 5, 7.3, 8). */
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';

export const deviants: Deviant[] = [
  ...familyOf('sca', [
    {
      id: 'sca-login-not-served',
      breaks: '9/aug-2026-sca-and-ownership-endpoints-defined',
      description:
        'a server built on the document before August 2026: the SCA login completion is not served (404, not the 409 outside SCA regions)',
      areas: ['sca'],
      rules: { operationServed: (id) => id !== 'completeScaLogin' },
    },
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
      description:
        'SCA applies to customers of every region, so its endpoints never answer 409 for a provider without SCA',
      areas: ['sca'],
      rules: { providerRequiresSca: () => true },
    },
    {
      id: 'money-moves-without-sca',
      breaks: '1/sca-authorizes-money-movement',
      description: 'a quote of a customer in an SCA region moves its money without any SCA authorization',
      areas: ['sca'],
      rules: { moneyMovementNeedsSca: () => false },
    },
    {
      id: 'sca-wrong-proof-accepted',
      breaks: '1/sca-authorizes-money-movement',
      description: "any proof authorizes a quote's SCA challenge, a wrong code included",
      areas: ['sca'],
      rules: { scaProofAccepted: () => true },
    },
    {
      id: 'money-sca-everywhere',
      breaks: '1/sca-money-movement-only-in-sca-regions',
      description:
        'quotes of customers outside SCA regions also wait for an SCA authorization before their money moves',
      areas: ['sca'],
      rules: { moneyMovementNeedsSca: () => true },
    },
    {
      id: 'quote-authorized-without-session',
      breaks: '7.3/sca-session-required',
      description: 'a quote is authorized without the customer holding a valid SCA login session',
      areas: ['sca'],
      rules: { quoteAuthorizationNeedsSession: false },
    },
    {
      id: 'sca-login-never-locks',
      breaks: '7.5/account-locked',
      description: 'failed quote authorizations never lock the login: no 423 ACCOUNT_LOCKED',
      areas: ['sca'],
      rules: { scaLockFor: () => undefined },
    },
    {
      id: 'expired-sca-challenge-quote-expired',
      breaks: '7.5/sca-not-completed-on-expired-challenge',
      description: 'a transaction whose SCA challenge expired fails with QUOTE_EXPIRED instead of SCA_NOT_COMPLETED',
      areas: ['sca'],
      rules: { expiredScaChallengeReason: 'QUOTE_EXPIRED' },
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
  ]),
  ...rowsOf('sca'),
];
