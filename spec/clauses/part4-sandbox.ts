/** Clauses of sections 4.4 and 4.5 (sandbox endpoints and magic values); the tables are in `spec/sandbox.ts`. */
import { notTestable, reasons, section, slow } from './define.ts';
import type { Clause } from './types.ts';

export const part4SandboxClauses: readonly Clause[] = [
  // 4.4 Sandbox endpoints
  ...section('4.4', { area: 'sandbox', testability: 'sandbox-only' }, [
    [
      '4.4/sandbox-fund-internal-account',
      '`POST /sandbox/internal-accounts/{accountId}/fund` with `{ amount }` funds the internal account at once',
    ],
    [
      '4.4/sandbox-fund-amount-integer',
      'The fund `amount` is an integer in the smallest currency unit; a non-integer is refused',
    ],
    [
      '4.4/sandbox-body-members-required',
      'A sandbox fund, send or UMA receive body without one of the members 4.4 lists for it is refused with 400',
    ],
    [
      '4.4/sandbox-send-simulates-funding',
      '`POST /sandbox/send` with `{ quoteId, currencyCode }` simulates the real-time funding payment of the quote',
    ],
    [
      '4.4/sandbox-uma-receive-simulates-payment',
      '`POST /sandbox/uma/receive` simulates an incoming UMA payment to a platform user',
    ],
    [
      '4.4/sandbox-uma-receive-amount-integer',
      '`receivingCurrencyAmount` is an integer in the smallest unit; a non-integer is refused',
    ],
    [
      '4.4/sandbox-uma-receive-credits-amount',
      'A simulated UMA payment credits exactly its `receivingCurrencyAmount`; an integer amount it cannot credit ' +
        "(at or past 2^53) is refused as the client's mistake with the part-7 envelope, never a server error",
    ],
  ]),

  // 4.5 Sandbox magic values
  ...section('4.5', { area: 'sandbox', testability: 'sandbox-only' }, [
    // business onboarding notes
    [
      '4.5/business-suffix-003-hosted-link-flow',
      'A business whose registration number ends `003` exercises the hosted link flow (documents and beneficial owners)',
      notTestable(reasons.hostedLink),
    ],
    [
      '4.5/business-suffix-other-hosted-flow-asks-nothing',
      'With any other suffix the business auto-approves, so the hosted flow asks for no documents and no owners',
      notTestable(reasons.hostedLink),
    ],
    [
      '4.5/business-001-003-needs-complete-information',
      'A business ending `001`/`003` stays `RESOLVE_ERRORS` while its business information is incomplete',
      { area: 'customers' },
    ],
    [
      '4.5/business-001-003-needs-business-documents',
      'A business ending `001`/`003` stays `RESOLVE_ERRORS` until business documents are uploaded',
      { area: 'customers' },
    ],
    [
      '4.5/business-001-003-needs-beneficial-owner',
      'A business ending `001`/`003` stays `RESOLVE_ERRORS` until it has at least one beneficial owner',
      { area: 'customers' },
    ],
    // beneficial owners
    [
      '4.5/owner-suffix-001-pending',
      'A beneficial owner whose `personalInfo.lastName` ends `001` gets `kycStatus` `PENDING`',
      { area: 'customers' },
    ],
    [
      '4.5/owner-suffix-002-rejected',
      'A beneficial owner whose last name ends `002` gets `kycStatus` `REJECTED`',
      { area: 'customers' },
    ],
    [
      '4.5/owner-suffix-other-approved',
      'A beneficial owner with any other ending gets `kycStatus` `APPROVED`',
      { area: 'customers' },
    ],
    // external account primary identifier
    [
      '4.5/account-suffix-002-insufficient-funds',
      'A transfer from or to an account whose primary identifier ends `002` fails at once (insufficient funds)',
    ],
    [
      '4.5/account-suffix-003-closed-or-invalid',
      'Identifier ending `003`: the transfer fails at once (account closed or invalid)',
    ],
    ['4.5/account-suffix-004-bank-rejects', 'Identifier ending `004`: the bank rejects the transfer'],
    [
      '4.5/account-suffix-005-pending-then-fails',
      'Identifier ending `005`: the transfer stays pending about 30 seconds, then fails',
      slow('the sandbox keeps the transfer pending about 30 seconds'),
    ],
    ['4.5/account-suffix-other-completes', 'Identifier with any other ending: the transfer completes'],
    [
      '4.5/account-suffix-domain-username-portion',
      'For identifiers with a domain part, the suffix is read at the end of the username portion',
    ],
    // beneficiary name verification
    [
      '4.5/beneficiary-suffix-102-not-matched',
      'Beneficiary verification suffix `102` gives `NOT_MATCHED`',
      { area: 'external-accounts' },
    ],
    ['4.5/beneficiary-suffix-103-partial-match', 'Suffix `103` gives `PARTIAL_MATCH`', { area: 'external-accounts' }],
    ['4.5/beneficiary-suffix-104-pending', 'Suffix `104` gives `PENDING`', { area: 'external-accounts' }],
    [
      '4.5/beneficiary-suffix-105-invalid-account',
      'Suffix `105` refuses the create with 400 (invalid account)',
      { area: 'external-accounts' },
    ],
    ['4.5/beneficiary-suffix-106-unsupported', 'Suffix `106` gives `UNSUPPORTED`', { area: 'external-accounts' }],
    [
      '4.5/beneficiary-suffix-107-checked-by-receiving-fi',
      'Suffix `107` gives `CHECKED_BY_RECEIVING_FI`',
      { area: 'external-accounts' },
    ],
    ['4.5/beneficiary-suffix-other-matched', 'Any other suffix gives `MATCHED`', { area: 'external-accounts' }],
    // quote destination
    [
      '4.5/quote-suffix-002-execution-failed',
      'A quote to a destination ending `002` fails at execution',
      { area: 'quotes' },
    ],
    [
      '4.5/quote-suffix-003-completes-after-6-minutes',
      'A quote to a destination ending `003` completes after about 6 minutes',
      slow('the sandbox completes the payment after about 6 minutes', { area: 'quotes' }),
    ],
    [
      '4.5/quote-suffix-004-counterparty-delivery-failed',
      'Destination ending `004`: counterparty delivery fails',
      { area: 'quotes' },
    ],
    [
      '4.5/quote-suffix-005-returned-after-completion',
      'Destination ending `005`: the payment completes, then the receiving bank returns it and it becomes failed',
      { area: 'quotes' },
    ],
    [
      '4.5/quote-suffix-006-user-cancellation',
      'Destination ending `006`: the payment fails by user cancellation',
      { area: 'quotes' },
    ],
    [
      '4.5/quote-suffix-007-payout-and-refund-failed',
      'Destination ending `007`: payout and refund both fail',
      { area: 'quotes' },
    ],
    ['4.5/quote-suffix-other-success', 'Destination with any other ending: the payment succeeds', { area: 'quotes' }],
    // quote funding
    [
      '4.5/quote-funding-internal-account-execute',
      'A quote from a funded internal account is executed with `POST /quotes/{quoteId}/execute`',
      { area: 'quotes' },
    ],
    [
      '4.5/quote-funding-real-time-sandbox-send',
      'A real-time-funded quote is funded with `POST /sandbox/send`',
      { area: 'quotes' },
    ],
    [
      '4.5/quote-funding-external-immediately-execute',
      'A quote from an external account is created with `immediatelyExecute` true and executes',
      { area: 'quotes' },
    ],
    // UMA test receivers
    ['4.5/uma-success-usd', 'A payment with the test address `$success.usd` succeeds in USD'],
    ['4.5/uma-success-eur', 'A payment with the test address `$success.eur` succeeds in EUR'],
    ['4.5/uma-success-mxn', 'A payment with the test address `$success.mxn` succeeds in MXN'],
    ['4.5/uma-pending-long-usd', 'A payment with `$pending.long.usd` stays pending'],
    ['4.5/uma-fail-compliance-usd', 'A payment with `$fail.compliance.usd` fails a compliance check'],
    // global OTP code and authentication failures
    [
      '4.5/otp-global-code-000000',
      'The OTP code `000000` is accepted for `EMAIL_OTP` and `SMS_OTP`',
      { area: 'wallet' },
    ],
    [
      '4.5/otp-real-hpke',
      'The OTP bundle is really HPKE-opened: a bundle not sealed to the target key is refused',
      { area: 'wallet' },
    ],
    [
      '4.5/otp-other-code-invalid',
      'Any other decrypted code answers 401 `UNAUTHORIZED` with `reason` `Invalid OTP code`',
      { area: 'wallet' },
    ],
    [
      '4.5/auth-failure-reason-names-check',
      'Authentication failures answer 401 `UNAUTHORIZED` with a `reason` naming the failed check',
      { area: 'wallet' },
    ],
    // OIDC token rules
    [
      '4.5/oidc-malformed-token-rejected',
      'A token that is not JWT-shaped is refused with 400 `INVALID_INPUT` or 401 `UNAUTHORIZED`',
      { area: 'wallet' },
    ],
    ['4.5/oidc-dummy-signature-accepted', 'A token with a dummy signature segment is accepted', { area: 'wallet' }],
    [
      '4.5/oidc-iss-unsupported-rejected',
      'A token whose `iss` is not a supported issuer is refused',
      { area: 'wallet' },
    ],
    [
      '4.5/oidc-aud-string-or-one-element-array',
      '`aud` must be a non-empty string or a one-element string array; an empty or longer one is refused',
      { area: 'wallet' },
    ],
    ['4.5/oidc-sub-empty-rejected', 'A token with an empty `sub` is refused', { area: 'wallet' }],
    ['4.5/oidc-iat-numeric', 'A token whose `iat` is not numeric is refused', { area: 'wallet' }],
    [
      '4.5/oidc-iat-max-age-60s',
      'A token whose `iat` is more than 60 seconds (plus skew) before the request is refused',
      { area: 'wallet' },
    ],
    [
      '4.5/oidc-iat-clock-skew-5s',
      'An `iat` up to 5 seconds after the request time is accepted (clock skew)',
      { area: 'wallet' },
    ],
    [
      '4.5/oidc-exp-after-request',
      'A token whose `exp` is not numeric or not later than the request time is refused',
      { area: 'wallet' },
    ],
    [
      '4.5/oidc-verify-nonce-sha256-client-public-key',
      'On verify, a `nonce` other than the SHA-256 of the exact hex `clientPublicKey` sent is refused',
      { area: 'wallet' },
    ],
    [
      '4.5/oidc-verify-same-iss-aud-sub',
      "On verify, a token whose `iss`, `aud` or `sub` differ from the credential's is refused",
      { area: 'wallet' },
    ],
    [
      '4.5/oidc-fixed-literal-tokens-rejected',
      'Fixed literal tokens are no longer accepted',
      notTestable(reasons.literalValues, 'wallet'),
    ],
    // WebAuthn checks
    [
      '4.5/webauthn-credential-id-checked',
      'An assertion naming an unregistered credential id is refused',
      { area: 'wallet' },
    ],
    ['4.5/webauthn-challenge-checked', 'An assertion over another challenge is refused', { area: 'wallet' }],
    [
      '4.5/webauthn-origin-rp-binding-checked',
      'An assertion for another origin or RP id is refused',
      { area: 'wallet' },
    ],
    ['4.5/webauthn-user-presence-checked', 'An assertion without the user-presence bit is refused', { area: 'wallet' }],
    ['4.5/webauthn-signature-checked', 'An assertion with a bad signature is refused', { area: 'wallet' }],
    [
      '4.5/webauthn-signature-counter-checked',
      'An assertion whose signature counter goes backwards is refused',
      { area: 'wallet' },
    ],
    [
      '4.5/legacy-assertion-signature-accepted',
      'A legacy literal assertion signature value is still accepted and skips verification',
      notTestable(reasons.literalValues, 'wallet'),
    ],
    [
      '4.5/legacy-wallet-signature-accepted',
      'A legacy literal wallet signature value is still accepted and skips verification',
      notTestable(reasons.literalValues, 'auth'),
    ],
    // wallet signatures
    [
      '4.5/wallet-signature-over-exact-payload',
      'A wallet signature is a P-256 signature over the exact pending payload; any other payload is refused',
      { area: 'auth' },
    ],
    [
      '4.5/wallet-signature-key-of-active-session',
      'The signing key must belong to an active sandbox session of the wallet; a revoked or foreign session key is refused',
      { area: 'auth' },
    ],
  ]),
];
