/**
 * Clauses of part 7 (errors). Every code of `spec/errors.ts` has a clause in its own section whose slug holds the code
 * in kebab case (`7.3/card-already-closed`), which the registry test checks.
 */
import { errorEnvelope, notTestable, reasons, sandboxOnly, section } from './define.ts';
import type { Clause } from './types.ts';

const noTrigger = notTestable(reasons.noTrigger);
const documentReview = notTestable(reasons.documentReview);

export const part7Clauses: readonly Clause[] = [
  ...section('7', { area: 'errors' }, [
    [
      '7/envelope-required-members',
      'Every error body has `status` (integer), `code` (string) and `message` (string)',
      errorEnvelope,
    ],
    ['7/envelope-status-matches-http', 'The `status` member equals the HTTP status of the answer', errorEnvelope],
    [
      '7/envelope-code-from-table',
      '`code` is one of the codes part 7 lists for that HTTP status, where it lists any',
      errorEnvelope,
    ],
    ['7/envelope-details-object', '`details`, when present, is an object', errorEnvelope],
    [
      '7/field-errors-list-every-invalid-field',
      'Field-validation errors of `POST /customers` and `PATCH /customers/{customerId}` list every invalid field in `details.errors` in one response',
    ],
  ]),

  // 7.1 Status 400
  ...section('7.1', { area: 'errors' }, [
    ['7.1/invalid-input', '`INVALID_INPUT` is answered with 400', noTrigger],
    [
      '7.1/end-user-terms-version-not-found',
      'A submitted end-user terms version that is not supported answers 400 `END_USER_TERMS_VERSION_NOT_FOUND`',
      { area: 'customers' },
    ],
    ['7.1/missing-mandatory-user-info', '`MISSING_MANDATORY_USER_INFO` is answered with 400', noTrigger],
    [
      '7.1/invitation-already-claimed',
      "Claiming or cancelling an invitation already claimed answers 400 `INVITATION_ALREADY_CLAIMED` (the operations are production's)",
      { area: 'invitations' },
    ],
    [
      '7.1/invitations-not-configured',
      'Creating an invitation on a platform whose invitations are not configured answers 400 `INVITATIONS_NOT_CONFIGURED` (the configuration removed on a sandbox, through the binding)',
      sandboxOnly('invitations'),
    ],
    [
      '7.1/invalid-uma-address',
      "`INVALID_UMA_ADDRESS` is answered with 400: a quote to, a receiver lookup of (production's operation), or a " +
        'simulated payment from or to, an address that is not of the form `$<user>@<domain>` (4.5)',
      { area: 'quotes' },
    ],
    [
      '7.1/invitation-cancelled',
      "Claiming or cancelling a cancelled invitation answers 400 `INVITATION_CANCELLED` (the operations are production's)",
      { area: 'invitations' },
    ],
    ['7.1/quote-request-failed', '`QUOTE_REQUEST_FAILED` is answered with 400 and is retryable', noTrigger],
    ['7.1/invalid-payreq-response', '`INVALID_PAYREQ_RESPONSE` is answered with 400', noTrigger],
    ['7.1/invalid-receiver', '`INVALID_RECEIVER` is answered with 400', noTrigger],
    ['7.1/parse-payreq-response-error', '`PARSE_PAYREQ_RESPONSE_ERROR` is answered with 400', noTrigger],
    ['7.1/cert-chain-invalid', '`CERT_CHAIN_INVALID` is answered with 400', noTrigger],
    ['7.1/cert-chain-expired', '`CERT_CHAIN_EXPIRED` is answered with 400', noTrigger],
    ['7.1/invalid-pubkey-format', '`INVALID_PUBKEY_FORMAT` is answered with 400', noTrigger],
    ['7.1/missing-required-uma-parameters', '`MISSING_REQUIRED_UMA_PARAMETERS` is answered with 400', noTrigger],
    ['7.1/sender-not-accepted', '`SENDER_NOT_ACCEPTED` is answered with 400', noTrigger],
    ['7.1/amount-out-of-range', '`AMOUNT_OUT_OF_RANGE` is answered with 400', noTrigger],
    ['7.1/invalid-currency', '`INVALID_CURRENCY` is answered with 400', noTrigger],
    ['7.1/invalid-timestamp', '`INVALID_TIMESTAMP` is answered with 400', noTrigger],
    ['7.1/invalid-nonce', '`INVALID_NONCE` is answered with 400', noTrigger],
    ['7.1/invalid-request-format', '`INVALID_REQUEST_FORMAT` is answered with 400', noTrigger],
    ['7.1/invalid-bank-account', '`INVALID_BANK_ACCOUNT` is answered with 400', noTrigger],
    ['7.1/self-payment', '`SELF_PAYMENT` is answered with 400', noTrigger],
    ['7.1/lookup-request-failed', '`LOOKUP_REQUEST_FAILED` is answered with 400', noTrigger],
    ['7.1/parse-lnurlp-response-error', '`PARSE_LNURLP_RESPONSE_ERROR` is answered with 400', noTrigger],
    ['7.1/invalid-amount', '`INVALID_AMOUNT` is answered with 400', noTrigger],
    [
      '7.1/webhook-endpoint-not-set',
      '`WEBHOOK_ENDPOINT_NOT_SET` is answered with 400 (with no endpoint configured, triggered through the sandbox test notification the binding offers)',
      sandboxOnly('events'),
    ],
    [
      '7.1/webhook-delivery-error',
      '`WEBHOOK_DELIVERY_ERROR` is answered with 400 (an endpoint that refuses, triggered through the sandbox test notification the binding offers)',
      sandboxOnly('events'),
    ],
    ['7.1/low-quality', 'Document rejection `LOW_QUALITY`: the quality is too low', documentReview],
    [
      '7.1/data-mismatch',
      'Document rejection `DATA_MISMATCH`: details differ from the information provided',
      documentReview,
    ],
    ['7.1/expired', 'Document rejection `EXPIRED`: the document has expired', documentReview],
    ['7.1/suspected-fraud', 'Document rejection `SUSPECTED_FRAUD`', documentReview],
    ['7.1/unsuitable-document', 'Document rejection `UNSUITABLE_DOCUMENT`: the type is not accepted', documentReview],
    ['7.1/incomplete', 'Document rejection `INCOMPLETE`: pages or sides are missing', documentReview],
    [
      '7.1/email-otp-credential-already-exists',
      'Adding an `EMAIL_OTP` credential to an account that has one answers 400 `EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS`',
      { area: 'wallet' },
    ],
    [
      '7.1/sms-otp-credential-already-exists',
      'Adding an `SMS_OTP` credential to an account that has one answers 400 `SMS_OTP_CREDENTIAL_ALREADY_EXISTS`',
      { area: 'wallet' },
    ],
    [
      '7.1/passkey-credential-already-exists',
      'Adding a `PASSKEY` whose credential id is registered answers 400 `PASSKEY_CREDENTIAL_ALREADY_EXISTS`',
      { area: 'wallet' },
    ],
    [
      '7.1/stablecoin-provider-account-invalid',
      'A stablecoin call on an unusable provider account link answers 400 `STABLECOIN_PROVIDER_ACCOUNT_INVALID` (such a link from the sandbox provider, through the binding)',
      sandboxOnly('stablecoins'),
    ],
    [
      '7.1/stablecoin-provider-account-revoked',
      'A stablecoin call on a revoked provider account link answers 400 `STABLECOIN_PROVIDER_ACCOUNT_REVOKED` (such a link from the sandbox provider, through the binding)',
      sandboxOnly('stablecoins'),
    ],
    [
      '7.1/stablecoin-provider-account-selection-required',
      'With several active links and no `stablecoinProviderAccountId`, 400 `STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED`; naming one resolves it',
      { area: 'stablecoins' },
    ],
    [
      '7.1/cardholder-kyc-not-approved',
      'Card issuance for a cardholder whose KYC is not `APPROVED` answers 400 `CARDHOLDER_KYC_NOT_APPROVED`',
      { area: 'cards' },
    ],
    [
      '7.1/transaction-size-limit-exceeded',
      "An amount above the corridor's single-transaction maximum answers 400 `TRANSACTION_SIZE_LIMIT_EXCEEDED` " +
        '(the configured maximum comes from the binding)',
      { area: 'quotes' },
    ],
    [
      '7.1/external-account-verification-required',
      'A transfer needing verified destination ownership (at the threshold the binding supplies, to a sandbox account pending verification) answers 400 `EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED`',
      sandboxOnly('external-accounts'),
    ],
    ['7.1/revoke-last-credential-400', 'Revoking the only remaining credential answers 400', { area: 'wallet' }],
    [
      '7.1/verification-after-resolution-400',
      '`POST /verifications` on an individual resolved at creation or a business already decided (sandbox suffixes) answers 400',
      sandboxOnly('customers'),
    ],
    [
      '7.1/sandbox-beneficiary-suffix-105-400',
      'The sandbox beneficiary suffix `105` answers 400',
      sandboxOnly('external-accounts'),
    ],
  ]),

  // 7.2 Status 401
  ...section('7.2', { area: 'auth' }, [
    ['7.2/unauthorized-api-credentials', 'Missing or wrong API credentials answer 401 `UNAUTHORIZED`'],
    ['7.2/unauthorized-sandbox-reason', 'In the sandbox, 401 `UNAUTHORIZED` bodies add a `reason`', sandboxOnly()],
    [
      '7.2/invalid-signature',
      'An invalid signature header answers 401 `INVALID_SIGNATURE`',
      notTestable(reasons.whichHeader),
    ],
    [
      '7.2/wallet-signature-missing',
      'A signed retry with `Request-Id` but without `Service-Wallet-Signature` answers 401 `WALLET_SIGNATURE_MISSING`',
    ],
    [
      '7.2/wallet-signature-malformed',
      'A `Service-Wallet-Signature` that cannot be parsed answers 401 `WALLET_SIGNATURE_MALFORMED`',
    ],
    [
      '7.2/wallet-signature-body-mismatch',
      'A signed retry whose body differs from the one the signature covers answers 401 `WALLET_SIGNATURE_BODY_MISMATCH`',
    ],
    [
      '7.2/wallet-signature-invalid',
      'A well-formed signature that fails verification against the registered credential answers 401 `WALLET_SIGNATURE_INVALID`',
    ],
    ['7.2/request-id-missing', 'A signed retry without `Request-Id` answers 401 `REQUEST_ID_MISSING`'],
    ['7.2/request-id-reused-401', 'A reused `requestId` answers 401'],
  ]),

  // 7.3 Status 409
  ...section('7.3', { area: 'errors' }, [
    [
      '7.3/transaction-not-pending-platform-approval',
      'Approving a transaction not pending platform approval answers 409 `TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL`',
      { area: 'agents' },
    ],
    [
      '7.3/transaction-not-cancellable',
      "Cancelling a settled transaction answers 409 `TRANSACTION_NOT_CANCELLABLE` (the operation is production's)",
      { area: 'transactions' },
    ],
    [
      '7.3/uma-address-exists',
      'A UMA address that already exists answers 409 `UMA_ADDRESS_EXISTS`',
      { area: 'customers' },
    ],
    [
      '7.3/email-otp-email-already-exists',
      'An e-mail already tied to an `EMAIL_OTP` credential answers 409 `EMAIL_OTP_EMAIL_ALREADY_EXISTS`',
      { area: 'wallet' },
    ],
    [
      '7.3/email-otp-credential-set-changed',
      'A signed retry after the tied `EMAIL_OTP` credential set changed answers 409 `EMAIL_OTP_CREDENTIAL_SET_CHANGED`',
      { area: 'wallet' },
    ],
    [
      '7.3/passkey-already-enrolled',
      'Enrolling a second passkey factor for a customer answers 409 `PASSKEY_ALREADY_ENROLLED`',
      { area: 'sca' },
    ],
    [
      '7.3/sca-session-required',
      'Without a valid SCA login session, SCA-gated calls answer 409 `SCA_SESSION_REQUIRED`',
      { area: 'sca' },
    ],
    [
      '7.3/beneficiary-trusted',
      'Deleting a trusted-beneficiary external account answers 409 `BENEFICIARY_TRUSTED`',
      { area: 'sca' },
    ],
    [
      '7.3/invalid-state-transition',
      'A card transition not allowed by 3.3 answers 409 `INVALID_STATE_TRANSITION`',
      { area: 'cards' },
    ],
    ['7.3/card-already-closed', 'Closing a closed card answers 409 `CARD_ALREADY_CLOSED`', { area: 'cards' }],
    ['7.3/card-not-mutable', 'Mutating a closed card answers 409 `CARD_NOT_MUTABLE`', { area: 'cards' }],
    ['7.3/conflict-generic', '`CONFLICT` (409) is the generic resource-state conflict'],
    [
      '7.3/external-account-exists-409',
      'Adding an external account that already exists answers 409',
      { area: 'external-accounts' },
    ],
    [
      '7.3/contact-verification-not-required-409',
      'Contact verification endpoints answer 409 for customers whose provider does not require them',
      { area: 'customers' },
    ],
    [
      '7.3/sca-not-required-409',
      'SCA endpoints answer 409 for customers whose provider does not require SCA',
      { area: 'sca' },
    ],
  ]),

  // 7.4 Status 500
  ...section('7.4', { area: 'errors' }, [
    ['7.4/service-switch-error', '`SERVICE_SWITCH_ERROR` is answered with 500', notTestable(reasons.noFault)],
    [
      '7.4/internal-error',
      '`INTERNAL_ERROR` (internal server or UMA error) is answered with 500',
      notTestable(reasons.noFault),
    ],
  ]),

  // 7.5 Other codes
  ...section('7.5', { area: 'errors' }, [
    [
      '7.5/daily-volume-limit-exceeded',
      'Exceeding the daily volume limit answers 429 `DAILY_VOLUME_LIMIT_EXCEEDED` (the configured volume comes from the binding)',
      { area: 'quotes' },
    ],
    [
      '7.5/account-locked',
      'Quote authorization in SCA regions answers 423 `ACCOUNT_LOCKED` once repeated failed authorizations locked the ' +
        "customer's login (the count from the binding), even to a valid proof, and moves no money",
      { area: 'sca' },
    ],
    [
      '7.5/end-user-terms-not-accepted',
      'On unregulated platforms, quotes fail with `END_USER_TERMS_NOT_ACCEPTED` until end-user terms acceptance is on file (status not asserted)',
      { area: 'quotes' },
    ],
    // The list of 7.5 is not stated to be complete: an unlisted reason is no failure. What it states is which
    // reason goes with which failure.
    [
      '7.5/failure-reason-documented',
      'A failure 7.5 names is reported with its reason: `QUOTE_EXECUTION_FAILED` on the path to settlement, ' +
        '`COMPLIANCE_REJECTED` for a compliance failure, `ACCOUNT_INVALID` for an invalid account, `PAYOUT_RETURNED` ' +
        'for a returned payout (failures provoked with sandbox values)',
      sandboxOnly('transactions'),
    ],
    [
      '7.5/quote-execution-failed-refunds-debit',
      'A `QUOTE_EXECUTION_FAILED` transaction refunds a debited amount automatically (failure provoked with a sandbox suffix)',
      sandboxOnly('transactions'),
    ],
    [
      '7.5/sca-not-completed-on-expired-challenge',
      "A transaction whose SCA challenge expired (past the challenge's `expiresAt`) fails with " +
        '`SCA_NOT_COMPLETED` and moves no money',
      { area: 'sca' },
    ],
    [
      '7.5/pending-reason-states-hold',
      '`pendingReason` says whether a transaction is held for compliance review or waits on customer action',
      notTestable(reasons.pendingReasonValues, 'transactions'),
    ],
    [
      '7.5/challenge-reissue-429-retry-after',
      'A 429 on challenge re-issue carries a `Retry-After` header',
      { area: 'wallet' },
    ],
  ]),
];
