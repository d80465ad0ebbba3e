/** Clauses of part 4, sections 4.1 to 4.3 (the sandbox sections are in `part4-sandbox.ts`). */
import { notTestable, reasons, sandboxOnly, section } from './define.ts';
import type { Clause } from './types.ts';

export const part4Clauses: readonly Clause[] = [
  // 4.1 POST /agents/me/external-accounts
  ...section('4.1', { area: 'agents' }, [
    [
      '4.1/agent-create-201',
      '`POST /agents/me/external-accounts` answers 201 with the created `ExternalAccount`',
      { provenBy: { check: 'operation-status', operations: ['agentCreateExternalAccount'] } },
    ],
    ['4.1/agent-customer-inferred', "Without `customerId`, the account is created for the agent's customer"],
    [
      '4.1/agent-permission-required',
      'An agent whose policy lacks `MANAGE_EXTERNAL_ACCOUNTS` cannot create an external account',
    ],
    ['4.1/agent-credentials-required', 'The call without agent credentials answers 401'],
    ['4.1/agent-invalid-body-400', 'An invalid `ExternalAccountCreateRequest` answers 400'],
    ['4.1/agent-already-exists-409', 'Creating an external account that already exists answers 409'],
    ['4.1/agent-usd-account-accepted', 'A `USD_ACCOUNT` `accountInfo` is a valid form'],
    ['4.1/agent-spark-wallet-accepted', 'A `SPARK_WALLET` `accountInfo` with an `address` is a valid form'],
  ]),

  // 4.2 Embedded wallet credential endpoints
  ...section('4.2', { area: 'wallet' }, [
    [
      '4.2/passkey-create-body',
      'A `PASSKEY` create with `type`, `accountId`, top-level `challenge`, `nickname` and `attestation` registers the passkey',
    ],
    [
      '4.2/oauth-create-body',
      'An `OAUTH` create with `type`, `accountId` and a sandbox-minted `oidcToken` registers the credential',
      sandboxOnly(),
    ],
    [
      '4.2/otp-challenge-no-body',
      'An `EMAIL_OTP`/`SMS_OTP` challenge without a body answers 200 `AuthMethod` with `otpEncryptionTargetBundle`',
    ],
    ['4.2/otp-challenge-fresh-bundle', 'Each OTP challenge call returns a fresh `otpEncryptionTargetBundle`'],
    [
      '4.2/passkey-challenge-200',
      'A `PASSKEY` challenge with `{ clientPublicKey }` (P-256, hex) answers 200 `PasskeyAuthChallenge`',
    ],
    [
      '4.2/passkey-challenge-body-required',
      'A `PASSKEY` challenge without its body member `clientPublicKey` is refused with 400',
    ],
    [
      '4.2/credential-body-members-required',
      'A credential create or verify body without a member 4.2 lists for its `type` (`type` itself; `OAUTH`: `accountId`, `oidcToken` / `oidcToken`, `clientPublicKey`; `PASSKEY`: `accountId`, `challenge`, `nickname`, `attestation` / `assertion`; OTP verify: `encryptedOtpBundle`) is refused with 400',
    ],
    [
      '4.2/otp-verify-first-call-202',
      'An OTP verify with `{ type, encryptedOtpBundle }` (sandbox OTP) answers 202 with a signed-retry challenge',
      sandboxOnly(),
    ],
    [
      '4.2/otp-verify-signed-retry-200',
      'The signed retry of an OTP verify (sandbox OTP) answers 200 `AuthSession` without `encryptedSessionSigningKey`',
      sandboxOnly('wallet'),
    ],
    [
      '4.2/oauth-verify-200',
      'An `OAUTH` verify with `oidcToken` and `clientPublicKey` (sandbox-minted token) answers 200 `AuthSession` with `encryptedSessionSigningKey`',
      sandboxOnly('wallet'),
    ],
    [
      '4.2/passkey-verify-200',
      "A `PASSKEY` verify with `{ type, assertion }` and the challenge's `Request-Id` answers 200 `AuthSession` with `encryptedSessionSigningKey`",
      { area: 'wallet' },
    ],
    ['4.2/passkey-verify-needs-request-id', 'A `PASSKEY` verify without the `Request-Id` header is not accepted'],
    [
      '4.2/list-credentials',
      '`GET /auth/credentials?accountId=` answers 200 `{ data: [AuthMethod...] }`',
      { provenBy: { check: 'operation-status', operations: ['listAuthCredentials'] } },
    ],
    [
      '4.2/list-credentials-not-paginated',
      'The credential list returns every credential of the account in one response',
    ],
    [
      '4.2/refresh-session-signed',
      'Refreshing a session is a signed flow: 202 with `payloadToSign`, `requestId`, `expiresAt` first, then the refresh on the signed retry',
      { area: 'wallet' },
    ],
    [
      '4.2/revoke-session-signed',
      '`DELETE /auth/sessions/{id}` is a signed flow that revokes the session',
      { area: 'wallet' },
    ],
    ['4.2/export-wallet-signed', '`POST /internal-accounts/{id}/export` is a signed flow: 202 first, then the export'],
    [
      '4.2/update-wallet-privacy-signed',
      '`PATCH /internal-accounts/{id}` is a signed flow: 202 first, then the update',
    ],
    [
      '4.2/execute-quote-embedded-wallet-signed',
      '`POST /quotes/{quoteId}/execute` with an embedded-wallet source is a signed flow',
      { area: 'quotes' },
    ],
    [
      '4.2/execute-quote-idempotency-key',
      '`POST /quotes/{quoteId}/execute` accepts an optional `Idempotency-Key` header',
      { area: 'quotes' },
    ],
    // OTP rules
    [
      '4.2/otp-encrypted-bundle-accepted',
      'An HPKE-sealed `{ otp_code, public_key }` under the target bundle is accepted as `encryptedOtpBundle` (sandbox OTP)',
      sandboxOnly(),
    ],
    [
      '4.2/otp-session-key-is-target-key',
      'The OTP verify challenge must be signed with the target key pair, whose public key becomes the session key (sandbox OTP)',
      sandboxOnly('wallet'),
    ],
    [
      '4.2/otp-reauthentication-new-key-pair',
      'Repeating challenge then verify with a new key pair issues a new session (sandbox OTP)',
      sandboxOnly('wallet'),
    ],
    [
      '4.2/otp-challenge-reissue-rate-limited',
      'Rate-limited OTP challenge re-issues answer 429 with `Retry-After` in seconds',
    ],
    // PASSKEY rules
    [
      '4.2/passkey-challenge-utf8-webauthn-challenge',
      'The lowercase hex challenge, UTF-8 encoded exactly as returned, is the WebAuthn challenge an assertion must sign',
    ],
    [
      '4.2/passkey-reauthentication',
      'A fresh challenge (new `clientPublicKey`) then verify issues a new session',
      { area: 'wallet' },
    ],
    [
      '4.2/passkey-duplicate-credential-id-400',
      'Registering the same WebAuthn credential id twice answers 400 `PASSKEY_CREDENTIAL_ALREADY_EXISTS`',
    ],
    // OAUTH rules
    [
      '4.2/oauth-signature-validated-every-call',
      "The OIDC token signature is validated against the issuer's key set on every call",
      notTestable(reasons.issuerTokens),
    ],
    [
      '4.2/oauth-iat-max-age',
      'An OIDC token (sandbox-minted) whose `iat` is over 60 seconds old is refused',
      sandboxOnly(),
    ],
    [
      '4.2/oauth-iss-aud-sub-match',
      "An OIDC token (sandbox-minted) whose `iss`, `aud` or `sub` differs from the credential's is refused on verify",
      sandboxOnly(),
    ],
    [
      '4.2/oauth-verify-is-reauthentication',
      'A repeated `OAUTH` verify with a fresh sandbox-minted token issues a new session without a challenge call',
      sandboxOnly('wallet'),
    ],
    // Signed-retry rules
    [
      '4.2/signed-retry-first-call-202',
      'A signed operation sent without signature headers answers 202 with `payloadToSign`, `requestId`, `expiresAt`',
      { area: 'auth' },
    ],
    [
      '4.2/signed-retry-exact-payload',
      'A stamp over anything but the exact `payloadToSign` (re-serialized or altered) is refused with 401',
      { area: 'auth' },
    ],
    [
      '4.2/signed-retry-completes-with-headers',
      'The same request repeated before `expiresAt` with `Service-Wallet-Signature` and `Request-Id` completes',
      { area: 'auth' },
    ],
    [
      '4.2/signed-retry-add-needs-session-of-same-account',
      'Adding a credential signed with a session of another account is refused',
    ],
    ['4.2/revoke-last-credential-400', 'Revoking the only remaining credential of an account answers 400'],
    [
      '4.2/one-email-otp-per-account',
      'A second `EMAIL_OTP` credential on an internal account answers 400 `EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS`',
    ],
    [
      '4.2/email-otp-again-after-removal',
      'An `EMAIL_OTP` credential can be added again once the existing one is removed',
    ],
    [
      '4.2/one-sms-otp-per-account',
      'A second `SMS_OTP` credential on an internal account answers 400 `SMS_OTP_CREDENTIAL_ALREADY_EXISTS`',
    ],
    ['4.2/multiple-passkeys-allowed', 'Several distinct `PASSKEY` credentials can be registered on one account'],
    [
      '4.2/oauth-credential-per-provider-identity',
      '`OAUTH` credentials can be added for each provider identity (sandbox-minted tokens)',
      sandboxOnly(),
    ],
    [
      '4.2/email-change-signed-retry',
      '`PATCH /customers/{customerId}` changing the e-mail of a customer with tied `EMAIL_OTP` credentials answers 202, then completes on the signed retry',
      { area: 'customers' },
    ],
    [
      '4.2/email-change-updates-credential',
      'After that update the customer e-mail and the tied credential e-mail are both the new one',
      { area: 'customers' },
    ],
  ]),

  // 4.3 Other operations
  ...section('4.3', { area: 'customers' }, [
    [
      '4.3/create-customer',
      '`POST /customers` creates a customer and accepts `customerType`, `fullName`, `birthDate`, `nationality`, `idType`, `identifier`, `address`, `businessInfo`, `endUserTermsConsent`, `platformCustomerId` and EDD fields',
    ],
    [
      '4.3/platform-customer-id-conflict',
      'A `platformCustomerId` colliding with an existing active customer of the platform answers 409 `CONFLICT`',
    ],
    [
      '4.3/platform-customer-id-free-when-not-active',
      'Only an active customer collides: a `platformCustomerId` held by a customer no longer active (deleted) can be created again',
    ],
    [
      '4.3/update-customer',
      '`PATCH /customers/{customerId}` with `customerType` and the changed fields updates the customer',
    ],
    [
      '4.3/customer-type-required',
      'A customer create or update without `customerType` (the body carries it: `INDIVIDUAL` or `BUSINESS`) is refused with 400',
    ],
    ['4.3/end-user-terms-url-and-version', '`GET /customers/end-user-terms` returns the current terms URL and version'],
    [
      '4.3/verification-submit',
      '`POST /verifications` with `{ customerId }` returns `verificationStatus` and `errors[]`',
    ],
    ['4.3/document-upload-multipart', '`POST /documents` accepts the multipart form with the documented fields'],
    [
      '4.3/config-fee-configs',
      '`PATCH /config` accepts `feeConfigs` with a basis-point rate, a fixed amount, or both',
      { area: 'platform-config' },
    ],
    [
      '4.3/config-fee-configs-applied-cross-currency',
      'Configured `feeConfigs` are applied to the platform fees of cross-currency quotes',
      { area: 'platform-config' },
    ],
    ['4.3/create-quote', '`POST /quotes` creates a quote', { area: 'quotes' }],
    [
      '4.3/quote-platform-fee-override',
      '`platformFeeOverride` on `POST /quotes` sets the fee of that one quote',
      { area: 'quotes' },
    ],
    [
      '4.3/quote-fee-override-usd-source-only',
      '`platformFeeOverride` is accepted only with a USD source currency',
      { area: 'quotes' },
    ],
    [
      '4.3/quote-immediately-execute',
      '`immediatelyExecute` true on `POST /quotes` executes the quote at once',
      { area: 'quotes' },
    ],
    ['4.3/execute-quote', '`POST /quotes/{quoteId}/execute` executes a quote', { area: 'quotes' }],
    [
      '4.3/approve-pending-transaction',
      '`POST /transactions/{transactionId}/approve` approves an agent-initiated pending transaction',
      { area: 'agents' },
    ],
    [
      '4.3/approve-not-pending-409',
      'Approving a transaction that is not pending approval answers 409 `TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL`',
      { area: 'agents' },
    ],
    [
      '4.3/untrust-beneficiary',
      '`POST /customers/external-accounts/{externalAccountId}/untrust` then `.../confirm` removes trusted-beneficiary status',
      { area: 'sca' },
    ],
    [
      '4.3/delete-trusted-beneficiary-409',
      'Deleting an external account that is a trusted beneficiary answers 409 `BENEFICIARY_TRUSTED`; after untrust it can be deleted',
      { area: 'sca' },
    ],
    [
      '4.3/sca-login-complete-session-expires-at',
      '`POST /sca/login/complete` returns `sessionExpiresAt`',
      { area: 'sca' },
    ],
    [
      '4.3/sca-session-180-days',
      'The SCA session it starts lasts 180 days (`sessionExpiresAt` about 180 days ahead)',
      { area: 'sca' },
    ],
    [
      '4.3/ownership-verification-challenge-verify',
      "A self-custody wallet's ownership is verified through `.../external-accounts/{id}/challenge` then `.../verify` with a wallet signature",
      { area: 'external-accounts' },
    ],
    [
      '4.3/ownership-verification-hosted-liveness',
      "A self-custody wallet's ownership can also be verified by a hosted liveness check",
      notTestable('how the hosted liveness check is obtained and completed is not shown', 'external-accounts'),
    ],
    [
      '4.3/ownership-signature-verified-synchronously',
      'A wallet signature is verified synchronously: once the verify call has answered, the account already has its resulting status',
      { area: 'external-accounts' },
    ],
    [
      '4.3/stablecoin-operations-exist',
      '`POST /stablecoins`, `/stablecoins/{id}/mints`, `/burns` and `/operations` exist',
      { area: 'stablecoins' },
    ],
    [
      '4.3/stablecoin-operations-register-mint-burn-track',
      '`POST /stablecoins` registers a stablecoin, `.../mints` and `.../burns` create its mint and burn operations, and ' +
        '`.../operations` tracks them (lists each one created)',
      { area: 'stablecoins' },
    ],
  ]),
];
