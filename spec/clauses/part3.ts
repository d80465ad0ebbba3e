/** Clauses of part 3 (states and transitions); the rows themselves are in `spec/state-machines.ts`. */
import { notTestable, responseSchema, sandboxOnly, section } from './define.ts';
import type { Clause } from './types.ts';

export const part3Clauses: readonly Clause[] = [
  // 3.1 External account status
  ...section('3.1', { area: 'external-accounts' }, [
    ['3.1/status-values', 'An external account `status` is one of the six documented values'],
    [
      '3.1/pending-ownership-verification-to-active',
      'A `PENDING_OWNERSHIP_VERIFICATION` account becomes `ACTIVE` when wallet ownership is proven',
    ],
    [
      '3.1/pending-ownership-verification-to-unverified',
      'A `PENDING_OWNERSHIP_VERIFICATION` account becomes `UNVERIFIED` when a verification attempt fails',
    ],
    [
      '3.1/unverified-to-active-on-new-challenge',
      'An `UNVERIFIED` account becomes `ACTIVE` after a new challenge whose verification succeeds',
    ],
    [
      '3.1/status-change-announced-by-event',
      'Each of these status changes is announced by an `EXTERNAL_ACCOUNT.STATUS_UPDATED` event',
    ],
    [
      '3.1/pending-ownership-verification-usable-below-threshold',
      'A `PENDING_OWNERSHIP_VERIFICATION` account stays usable for transfers below regulatory thresholds (the threshold from the binding; a sandbox-funded transfer)',
      sandboxOnly(),
    ],
  ]),

  // 3.2 Customer verification (sandbox behaviour)
  ...section('3.2', { area: 'customers', testability: 'sandbox-only' }, [
    [
      '3.2/kyc-status-values-seen',
      '`kycStatus` values seen: `PENDING`, `REJECTED`, `UNVERIFIED`, `APPROVED`',
      notTestable(
        '"values seen" is no closed set; each value is proven where the sandbox reaches it (the individual and owner suffix clauses)',
      ),
    ],
    [
      '3.2/kyb-status-values-seen',
      '`kybStatus` values seen: `UNVERIFIED`, `APPROVED`, `REJECTED`',
      notTestable(
        '"values seen" is no closed set; each value is proven where the sandbox reaches it (the business clauses of 3.2)',
      ),
    ],
    [
      '3.2/business-starts-kyb-unverified',
      'A new business customer starts at `kybStatus` `UNVERIFIED`, whatever its registration number ends in',
    ],
    [
      '3.2/individual-suffix-001-pending',
      'An individual whose `fullName` ends `001` is created with `kycStatus` `PENDING`',
    ],
    [
      '3.2/individual-suffix-002-rejected',
      'An individual whose `fullName` ends `002` is created with `kycStatus` `REJECTED`',
    ],
    ['3.2/individual-suffix-002-verification-400', '`POST /verifications` for an individual ending `002` returns 400'],
    [
      '3.2/individual-suffix-003-unverified',
      'An individual whose `fullName` ends `003` is created with `kycStatus` `UNVERIFIED`',
    ],
    [
      '3.2/individual-suffix-003-poor-quality-document',
      'Submitting an individual ending `003` with complete data gives `RESOLVE_ERRORS` with a poor-quality-document error',
    ],
    [
      '3.2/individual-suffix-other-approved',
      'An individual whose `fullName` has any other ending is created `APPROVED`',
    ],
    [
      '3.2/individual-suffix-other-verification-400',
      '`POST /verifications` for an individual with any other ending returns 400',
    ],
    [
      '3.2/individual-001-first-verification-resolve-errors',
      'A first `POST /verifications` for an individual ending `001` with missing data returns `RESOLVE_ERRORS` listing every missing field and identity document',
    ],
    [
      '3.2/individual-001-resubmit-pending-manual-review',
      'After patching the customer and uploading an identity document, resubmission gives `PENDING_MANUAL_REVIEW` and `kycStatus` stays `PENDING`',
    ],
    [
      '3.2/business-suffix-002-rejected',
      'Verifying a business whose registration number ends `002` gives `kybStatus` and `verificationStatus` `REJECTED`',
    ],
    [
      '3.2/business-suffix-other-approved',
      'Verifying a business whose registration number ends other than `001`-`003` gives `kybStatus` and `verificationStatus` `APPROVED`',
    ],
    [
      '3.2/business-suffix-other-skips-validation',
      'For those other endings validation of data and documents is skipped (approved with nothing supplied)',
    ],
    [
      '3.2/business-suffix-001-003-normal-validation',
      'A business ending `001` or `003` gets no automatic decision: `RESOLVE_ERRORS` until its data is complete',
    ],
    [
      '3.2/business-verification-after-terminal-400',
      'After a business is approved or rejected, a further `POST /verifications` returns 400',
    ],
  ]),

  // 3.3 Card state
  ...section('3.3', { area: 'cards' }, [
    ['3.3/card-state-values', 'A card `state` is `ACTIVE`, `FROZEN` or `CLOSED`', responseSchema('Card', 'state')],
    ['3.3/active-to-frozen', 'A state update moves an `ACTIVE` card to `FROZEN`'],
    ['3.3/frozen-to-active', 'A state update moves a `FROZEN` card to `ACTIVE`'],
    ['3.3/active-to-closed', 'A state update moves an `ACTIVE` card to `CLOSED`'],
    ['3.3/frozen-to-closed', 'A state update moves a `FROZEN` card to `CLOSED`'],
    ['3.3/closed-to-closed-rejected', 'Closing a `CLOSED` card is refused with 409 `CARD_ALREADY_CLOSED`'],
    ['3.3/closed-mutation-rejected', 'Any other mutation of a `CLOSED` card is refused with 409 `CARD_NOT_MUTABLE`'],
    [
      '3.3/other-transition-rejected',
      'A requested transition not in the table (for example `ACTIVE` to `ACTIVE`) is refused with 409 `INVALID_STATE_TRANSITION`',
    ],
    [
      '3.3/issuance-requires-kyc-approved',
      'Issuing a card to a cardholder whose KYC is not `APPROVED` is refused with 400 `CARDHOLDER_KYC_NOT_APPROVED`',
    ],
  ]),

  // 3.4 Credentials and sessions
  ...section('3.4', { area: 'wallet' }, [
    [
      '3.4/credential-created-first',
      '`POST /auth/credentials` on an account with no credential answers 201 `AuthMethod`',
    ],
    [
      '3.4/credential-creation-signed-retry-challenge',
      '`POST /auth/credentials` on an account that already holds a credential answers 202 with a signed-retry challenge',
    ],
    [
      '3.4/credential-created-after-signed-retry',
      'The same create repeated with valid signature headers answers 201 `AuthMethod`',
    ],
    [
      '3.4/credential-revoke-challenge-then-204',
      '`DELETE /auth/credentials/{id}` answers 202 with a challenge, then 204 on the signed retry',
    ],
    [
      '3.4/credential-revoke-needs-other-credential-session',
      'A revocation signed with a session of the credential being revoked is not carried out',
    ],
    [
      '3.4/credential-revoke-revokes-sessions',
      'Revoking a credential revokes every active session it issued',
      { area: 'wallet' },
    ],
    [
      '3.4/session-issued-on-verify',
      'An accepted proof on `POST /auth/credentials/{id}/verify` answers 200 `AuthSession`',
      { area: 'wallet' },
    ],
    ['3.4/request-id-single-use', 'Reusing a signed-retry `requestId` gives 401'],
    [
      '3.4/request-id-expires',
      'A signed retry sent after `expiresAt` is refused (the test waits for `expiresAt` when it is near; a window of minutes needs `--include-slow`)',
    ],
  ]),
];
