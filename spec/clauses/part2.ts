/** Clauses of part 2 (resources and their fields). */
import { responsePresence, responseSchema, sandboxOnly, section } from './define.ts';
import type { Clause } from './types.ts';

export const part2Clauses: readonly Clause[] = [
  // 2.1 ExternalAccountCreateRequest
  ...section('2.1', { area: 'external-accounts' }, [
    [
      '2.1/customer-id-omitted-platform-account',
      'A platform create without `customerId` creates the account on behalf of the platform',
    ],
    ['2.1/customer-id-honoured', 'A create with `customerId` creates the account for that customer'],
    ['2.1/currency-required', 'A create without `currency` is refused with 400'],
    ['2.1/currency-iso-4217', 'A create whose `currency` is not an ISO 4217 code is refused with 400'],
    ['2.1/account-info-required', 'A create without `accountInfo` is refused with 400'],
    ['2.1/platform-account-id-kept', 'The optional `platformAccountId` given on create is returned on the account'],
    [
      '2.1/ownership-type-values',
      '`ownershipType` accepts only `FIRST_PARTY` and `THIRD_PARTY`; another value is refused with 400',
    ],
    [
      '2.1/ownership-type-required-self-custody-counterparty',
      'On platforms subject to counterparty requirements, a self-custody wallet create without `ownershipType` is refused',
    ],
    ['2.1/default-uma-deposit-defaults-false', '`defaultUmaDepositAccount` defaults to `false` when omitted'],
    [
      '2.1/default-uma-deposit-replaces-existing',
      "Creating an account with `defaultUmaDepositAccount` true makes the customer's previous default no longer default",
    ],
    [
      '2.1/default-uma-deposit-receives-uma-payments',
      'Incoming UMA payments (simulated with the sandbox) are deposited into the default UMA deposit account',
      sandboxOnly(),
    ],
    [
      '2.1/no-default-uma-goes-to-primary-internal',
      'With no default UMA deposit account, incoming UMA payments (simulated with the sandbox) go to the primary internal account',
      sandboxOnly(),
    ],
  ]),

  // 2.2 ExternalAccount
  ...section('2.2', { area: 'external-accounts' }, [
    [
      '2.2/required-members',
      'An `ExternalAccount` carries `id`, `status`, `currency` and `accountInfo`',
      responsePresence('ExternalAccount', 'id', 'status', 'currency', 'accountInfo'),
    ],
    ['2.2/id-form', '`id` has the form `ExternalAccount:<uuid>`', responseSchema('ExternalAccount', 'id')],
    [
      '2.2/customer-id-form',
      '`customerId`, when not null, has the form `Customer:<uuid>`',
      responseSchema('ExternalAccount', 'customerId'),
    ],
    [
      '2.2/customer-id-null-for-platform-account',
      '`customerId` is null on an account created on behalf of the platform',
    ],
    [
      '2.2/status-value',
      '`status` is one of the `ExternalAccountStatus` values',
      responseSchema('ExternalAccount', 'status'),
    ],
    ['2.2/currency-iso-4217', '`currency` is an ISO 4217 code', responseSchema('ExternalAccount', 'currency')],
    [
      '2.2/ownership-type-value',
      '`ownershipType`, when present, is `FIRST_PARTY` or `THIRD_PARTY`',
      responseSchema('ExternalAccount', 'ownershipType'),
    ],
    [
      '2.2/platform-account-id-string',
      '`platformAccountId`, when present, is a string',
      responseSchema('ExternalAccount', 'platformAccountId'),
    ],
    [
      '2.2/default-uma-deposit-boolean',
      '`defaultUmaDepositAccount`, when present, is a boolean',
      responseSchema('ExternalAccount', 'defaultUmaDepositAccount'),
    ],
    [
      '2.2/beneficiary-verification-status-value',
      '`beneficiaryVerificationStatus`, when present, is one of the six `BeneficiaryVerificationStatus` values',
      responseSchema('ExternalAccount', 'beneficiaryVerificationStatus'),
    ],
    [
      '2.2/beneficiary-verified-data-shape',
      '`beneficiaryVerifiedData`, when present, is an object with a string `fullName`',
      responseSchema('ExternalAccount', 'beneficiaryVerifiedData'),
    ],
    [
      '2.2/account-info-variant',
      '`accountInfo` is one of the 2.3 variants',
      responseSchema('ExternalAccount', 'accountInfo'),
    ],
  ]),

  // 2.3 accountInfo variants
  ...section('2.3', { area: 'external-accounts' }, [
    [
      '2.3/account-type-discriminator',
      'Every `accountInfo` carries the string discriminator `accountType`',
      responseSchema('ExternalAccount', 'accountInfo.accountType'),
    ],
    [
      '2.3/unknown-account-type-rejected',
      'A create whose `accountType` is not one of the allowed values is refused with 400',
    ],
    ['2.3/account-type-required', 'An `accountInfo` without its discriminator `accountType` is refused with 400'],
    [
      '2.3/every-account-type-accepted',
      'Every allowed `accountType` value is accepted on create with its fields (fiat variants with a beneficiary)',
    ],
    [
      '2.3/response-account-type-in-set',
      'Responses carry an `accountType` from the create set or the alias `LIGHTNING_ACCOUNT`',
    ],
    ['2.3/fiat-requires-beneficiary', 'A fiat variant without `beneficiary` is refused with 400'],
    ['2.3/beneficiary-type-required', 'A beneficiary without `beneficiaryType` is refused with 400'],
    ['2.3/beneficiary-type-values', '`beneficiaryType` accepts only `INDIVIDUAL` and `BUSINESS`'],
    ['2.3/beneficiary-full-name-required', 'A beneficiary without `fullName` is refused with 400'],
    ['2.3/beneficiary-birth-date-format', 'A beneficiary `birthDate` not in `YYYY-MM-DD` form is refused with 400'],
    [
      '2.3/beneficiary-nationality-country-code',
      'A beneficiary `nationality` that is not a country code is refused with 400',
    ],
    ['2.3/address-line1-required', 'An address without `line1` is refused with 400'],
    ['2.3/address-postal-code-required', 'An address without `postalCode` is refused with 400'],
    ['2.3/address-country-required', 'An address without `country` (a country code) is refused with 400'],
    [
      '2.3/address-country-code',
      'An address whose `country` is not a country code (ISO 3166-1 alpha-2, as production reads it) is refused with 400',
    ],
    [
      '2.3/usd-account-fields',
      'A `USD_ACCOUNT` with `accountNumber`, `routingNumber`, `bankAccountType`, `bankName` and `beneficiary` is accepted and returned',
    ],
    ['2.3/usd-bank-account-type-values', '`bankAccountType` accepts checking and savings'],
    ['2.3/aed-account-fields', 'An `AED_ACCOUNT` with `iban`, `swiftCode` and `beneficiary` is accepted and returned'],
    ['2.3/aed-swift-code-optional', 'An `AED_ACCOUNT` without `swiftCode` is accepted'],
    [
      '2.3/aed-iban-required',
      'An `AED_ACCOUNT` without `iban` (only `swiftCode` is marked optional) is refused with 400',
    ],
    ['2.3/spark-wallet-address', 'A `SPARK_WALLET` with a string `address` is accepted and returned'],
    [
      '2.3/usd-wire-intermediary-fields',
      'USD wire beneficiaries accept and keep an intermediary bank, its routing number and bank-to-bank instructions ' +
        "(2.3 gives no field names: the suite sends the production interface's)",
    ],
  ]),

  // 2.4 FieldError
  ...section('2.4', { area: 'errors' }, [
    [
      '2.4/field-error-shape',
      'A `FieldError` has a required string `field` (dot-notation path), an optional `constraint` and an optional string `message`',
      responseSchema('FieldError'),
    ],
    [
      '2.4/field-error-path-dot-notation',
      'A nested offending field is named by its dot-notation path (for example `address.postalCode`)',
    ],
  ]),

  // 2.5 Authentication resources
  ...section('2.5', { area: 'wallet' }, [
    [
      '2.5/credential-type-value',
      'A credential `type` is one of `PASSKEY`, `OAUTH`, `EMAIL_OTP`, `SMS_OTP`',
      responseSchema('AuthMethod', 'type'),
    ],
    ['2.5/auth-method-id-form', '`AuthMethod.id` has the form `AuthMethod:<uuid>`', responseSchema('AuthMethod', 'id')],
    [
      '2.5/auth-method-account-id-form',
      '`AuthMethod.accountId` has the form `InternalAccount:<uuid>`',
      responseSchema('AuthMethod', 'accountId'),
    ],
    [
      '2.5/passkey-credential-id-present',
      'A `PASSKEY` `AuthMethod` carries `credentialId`, the WebAuthn credential id registered',
    ],
    [
      '2.5/oauth-nickname-from-email-claim',
      "An `OAUTH` credential's `nickname` is the `email` claim of the OIDC token (sandbox-minted token)",
      sandboxOnly(),
    ],
    ['2.5/email-otp-nickname-customer-email', "An `EMAIL_OTP` credential's `nickname` is the customer e-mail on file"],
    [
      '2.5/auth-method-timestamps',
      '`createdAt` and `updatedAt` are ISO 8601 timestamps',
      responseSchema('AuthMethod', 'createdAt', 'updatedAt'),
    ],
    [
      '2.5/otp-encryption-target-bundle-members',
      '`otpEncryptionTargetBundle` is a JSON-encoded string holding `version`, `data`, `dataSignature`, `enclaveQuorumPublic`',
    ],
    [
      '2.5/signed-retry-challenge-members',
      'A 202 signed-retry body carries `type`, string `payloadToSign`, `requestId` and ISO 8601 `expiresAt`, on every ' +
        'signed flow',
      responseSchema('SignedRetryChallenge'),
    ],
    [
      '2.5/signed-retry-request-id-form',
      'The signed-retry `requestId` has the form `Request:<uuid>`',
      responseSchema('SignedRetryChallenge', 'requestId'),
    ],
    [
      '2.5/passkey-challenge-members',
      'A `PasskeyAuthChallenge` carries a lowercase hex `challenge`, `requestId` and `expiresAt`',
      responseSchema('PasskeyAuthChallenge'),
    ],
    [
      '2.5/auth-session-members',
      'An `AuthSession` carries `id`, `accountId`, `type`, `nickname`, `createdAt`, `updatedAt` and `expiresAt`',
      { area: 'wallet' },
    ],
    [
      '2.5/auth-session-id-form',
      '`AuthSession.id` has the form `Session:<uuid>`',
      { area: 'wallet', ...responseSchema('AuthSession', 'id') },
    ],
    [
      '2.5/session-signing-key-present-passkey',
      'A `PASSKEY` `AuthSession` carries `encryptedSessionSigningKey`',
      { area: 'wallet' },
    ],
    [
      '2.5/session-signing-key-present-oauth',
      'An `OAUTH` `AuthSession` (sandbox-minted token) carries `encryptedSessionSigningKey`',
      sandboxOnly('wallet'),
    ],
    [
      '2.5/session-signing-key-absent-email-otp',
      'An `EMAIL_OTP` `AuthSession` (sandbox OTP) has no `encryptedSessionSigningKey`',
      sandboxOnly('wallet'),
    ],
    ['2.5/client-data-json-spelling', 'WebAuthn objects are read from `clientDataJson` (lowercase `json`)'],
    ['2.5/binary-values-base64url', 'Binary WebAuthn values are accepted as base64url strings'],
    [
      '2.5/attestation-members',
      'An `attestation` with `credentialId`, `clientDataJson`, `attestationObject` and `transports` registers a passkey',
    ],
    ['2.5/assertion-user-handle-optional', 'An `assertion` without `userHandle` is accepted'],
    [
      '2.5/assertion-members-required',
      'An `assertion` without `credentialId`, `clientDataJson`, `authenticatorData` or `signature` (only `userHandle` is optional) is refused with 400',
    ],
  ]),

  // 2.6 Other records
  ...section('2.6', { area: 'customers' }, [
    [
      '2.6/customer-type-value',
      "A customer's `customerType` is `INDIVIDUAL` or `BUSINESS`",
      responseSchema('Customer', 'customerType'),
    ],
    [
      '2.6/customer-fields-returned',
      'The customer fields given on create are returned on the customer record (the secret `identifier` may be withheld)',
    ],
    ['2.6/edd-fields-optional', 'An individual customer is created without any enhanced due diligence field'],
    [
      '2.6/edd-field-names',
      'Individuals accept and keep enhanced due diligence fields (source of funds and wealth, purpose, expected ' +
        "activity, ranges, PEP); 2.6 gives no names: the suite sends the production interface's",
    ],
    ['2.6/beneficial-owner-fields', 'A beneficial owner carries `personalInfo.lastName` and `kycStatus`'],
    [
      '2.6/verification-status-value',
      '`verificationStatus` is one of `PENDING_MANUAL_REVIEW`, `RESOLVE_ERRORS`, `REJECTED`, `APPROVED`',
      responseSchema('Verification', 'verificationStatus'),
    ],
    ['2.6/verification-error-entry-shape', 'A verification error entry carries `resourceId`, `type` and `reason`'],
    ['2.6/verification-missing-field-names-field', 'A `MISSING_FIELD` entry names the missing `field`'],
    [
      '2.6/verification-missing-document-accepted-types',
      'A `MISSING_IDENTITY_DOCUMENT` entry lists `acceptedDocumentTypes` as an array of document types',
    ],
    [
      '2.6/document-upload-fields',
      'A document upload takes `documentHolder`, `documentType`, `country`, `documentNumber`, `issuingAuthority` and `file`',
    ],
    [
      '2.6/document-holder-customer-or-owner',
      "A document upload's `documentHolder` is a customer or beneficial owner id: an upload for either is accepted, one naming neither is refused",
    ],
    ['2.6/document-file-types-accepted', 'A document file in JPEG, PNG or PDF is accepted'],
    ['2.6/document-other-file-type-rejected', 'A document file of another type is refused'],
    ['2.6/quote-platform-fees-included', 'A quote carries `platformFeesIncluded`', { area: 'quotes' }],
    [
      '2.6/quote-request-optional-fields',
      'A quote request accepts `platformFeeOverride` and a boolean `immediatelyExecute`',
      { area: 'quotes' },
    ],
    [
      '2.6/outgoing-transaction-platform-fees',
      'An outgoing transaction carries `platformFees`',
      { area: 'transactions' },
    ],
    [
      '2.6/on-chain-transaction-shape',
      '`onChainTransaction`, when present on source or destination, carries `transactionHash` and `network`',
      { area: 'transactions' },
    ],
    [
      '2.6/platform-config-fields',
      'The platform config carries `feeConfigs` and `cardTokenization2faConfig`',
      { area: 'platform-config' },
    ],
    [
      '2.6/identifier-forms',
      'Identifiers of the named records have the form `<Prefix>:<uuid>` (`Customer`, `Quote`, ...)',
    ],
  ]),
];
