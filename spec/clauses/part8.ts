/** Clauses of part 8 (limits); the figures are in `spec/limits.ts`. */
import { notTestable, reasons, sandboxOnly, section, slow } from './define.ts';
import type { Clause } from './types.ts';

export const part8Clauses: readonly Clause[] = [
  ...section('8', { area: 'wallet' }, [
    [
      '8/oidc-token-age-60s',
      '`OAUTH` create and verify refuse a sandbox-minted token whose `iat` is over 60 seconds old (5 seconds skew allowed)',
      sandboxOnly(),
    ],
    [
      '8/signed-retry-before-expires-at',
      'A signed retry must arrive before `expiresAt`; a later one is refused',
      { area: 'auth' },
    ],
    [
      '8/signed-retry-expires-after-issue',
      "A challenge's `expiresAt` lies after its issue (typically 5 minutes later)",
      { area: 'auth' },
    ],
    ['8/signed-retry-request-id-single-use', 'A signed-retry `requestId` is single use', { area: 'auth' }],
    ['8/email-otp-per-account-1', 'An internal account holds at most one `EMAIL_OTP` credential'],
    ['8/sms-otp-per-account-1', 'An internal account holds at most one `SMS_OTP` credential'],
    [
      '8/passkeys-many-unique-by-credential-id',
      'An internal account holds many `PASSKEY` credentials, unique by WebAuthn credential id',
    ],
    ['8/passkey-factor-per-customer-1', 'A customer has at most one passkey factor for SCA', { area: 'sca' }],
    ['8/credentials-at-least-one-remains', 'Revocation always leaves at least one credential on the account'],
    [
      '8/default-uma-deposit-at-most-one',
      'A customer has at most one default UMA deposit external account',
      { area: 'external-accounts' },
    ],
    [
      '8/challenge-reissue-rate-limited',
      '`POST /auth/credentials/{id}/challenge` re-issues are rate limited with 429 and `Retry-After`',
    ],
    [
      '8/transaction-size-limit',
      'A quote or transfer above the configured maximum answers 400 `TRANSACTION_SIZE_LIMIT_EXCEEDED`; the maximum ' +
        'itself passes, and a refused transfer moves no money (the configured maximum comes from the binding)',
      { area: 'quotes' },
    ],
    [
      '8/daily-volume-limit',
      'Transfers beyond the daily volume answer 429 `DAILY_VOLUME_LIMIT_EXCEEDED`; transfers up to it pass, and a ' +
        'refused transfer moves no money (the configured volume comes from the binding)',
      { area: 'quotes' },
    ],
    ['8/sca-session-180-days', 'An SCA login session lasts 180 days', { area: 'sca' }],
    [
      '8/exchange-rate-cache-about-5-minutes',
      'Exchange rates are cached about 5 minutes',
      notTestable(reasons.approximate, 'quotes'),
    ],
    [
      '8/transfers-below-threshold-while-pending',
      'Transfers below regulatory thresholds are allowed while ownership verification is pending (the threshold from the binding; a sandbox-funded transfer)',
      sandboxOnly('external-accounts'),
    ],
    [
      '8/platform-fee-requires-usd-source',
      '`feeConfigs` and `platformFeeOverride` require a USD source currency',
      { area: 'platform-config' },
    ],
    [
      '8/platform-fee-arithmetic',
      'A platform fee is its basis-point rate of the sending amount plus its fixed amount (4.3: "a variable rate in ' +
        'basis points, a fixed amount, or both"); asserted where the rate\'s share is whole, since rounding is not shown',
      { area: 'platform-config' },
    ],
    [
      '8/sandbox-delay-account-suffix-005',
      'The sandbox account suffix `005` delays failure by about 30 seconds',
      slow('the sandbox delay is about 30 seconds', sandboxOnly('sandbox')),
    ],
    [
      '8/sandbox-delay-quote-suffix-003',
      'The sandbox quote suffix `003` delays completion by about 6 minutes',
      slow('the sandbox delay is about 6 minutes', sandboxOnly('sandbox')),
    ],
  ]),
];
