/** Clauses of part 5 (authentication) and part 6 (events). */
import { notTestable, reasons, sandboxOnly, section } from './define.ts';
import type { Clause } from './types.ts';

export const part5Clauses: readonly Clause[] = [
  ...section('5', { area: 'auth' }, [
    ['5/basic-auth', 'Platform calls authenticate with HTTP Basic: client id as user, client secret as password'],
    [
      '5/agent-auth-on-agent-endpoints',
      "Agent endpoints such as `POST /agents/me/external-accounts` accept the agent's own access token",
    ],
    [
      '5/agent-endpoints-require-agent-auth',
      'Agent endpoints declare `AgentAuth`: platform Basic credentials alone are not accepted there',
    ],
    [
      '5/default-security-basic-or-agent',
      'Endpoints without their own declaration accept either `BasicAuth` or `AgentAuth`',
      notTestable(
        'the document does not say which operations lack a declaration of their own (production declares one on every operation)',
      ),
    ],
    [
      '5/wallet-signature-headers',
      'Signed wallet actions carry the stamp over the exact `payloadToSign` in `Service-Wallet-Signature` and the `requestId` in `Request-Id`',
    ],
    [
      '5/wallet-signed-endpoints',
      'Each wallet-signed endpoint of the credential flows (credential add and revoke, session revoke, export, wallet update, tied e-mail change) answers 202 before it is signed (quote execution: `4.2/execute-quote-embedded-wallet-signed`)',
    ],
    [
      '5/session-key-decrypts-with-client-key',
      "A `PASSKEY` session's `encryptedSessionSigningKey` decrypts with the private key of the `clientPublicKey` supplied, and that key signs accepted stamps",
      { area: 'wallet' },
    ],
    [
      '5/session-key-oauth-decrypts-with-client-key',
      "An `OAUTH` session's `encryptedSessionSigningKey` (sandbox-minted token) decrypts with the private key of the `clientPublicKey` supplied, and that key signs accepted stamps",
      sandboxOnly('wallet'),
    ],
    [
      '5/first-credential-email-otp',
      'The first credential of a global account is an `EMAIL_OTP` credential tied to the customer e-mail',
      { area: 'wallet' },
    ],
    [
      '5/sca-session-required-409-not-401',
      'A missing or expired SCA login session gives 409 `SCA_SESSION_REQUIRED`, not 401',
      { area: 'sca' },
    ],
  ]),
];

export const part6Clauses: readonly Clause[] = [
  ...section('6', { area: 'events' }, [
    [
      '6/webhook-delivered-to-configured-endpoint',
      "Webhook notifications are delivered to the platform's configured webhook endpoint",
    ],
    [
      '6/external-account-status-updated',
      '`EXTERNAL_ACCOUNT.STATUS_UPDATED` is sent on every status change in the ownership-verification lifecycle',
    ],
    [
      '6/incoming-payment-refund-pending',
      '`INCOMING_PAYMENT.REFUND_PENDING` is sent when a refund of an incoming payment starts',
      notTestable(reasons.incomingRefundTrigger),
    ],
    [
      '6/incoming-payment-refund-completed',
      '`INCOMING_PAYMENT.REFUND_COMPLETED` is sent when the refund completes',
      notTestable(reasons.incomingRefundTrigger),
    ],
    [
      '6/incoming-payment-refund-failed',
      '`INCOMING_PAYMENT.REFUND_FAILED` is sent when the refund fails',
      notTestable(reasons.incomingRefundTrigger),
    ],
    [
      '6/card-transaction-event-on-every-transition',
      'A `CARD_TRANSACTION.*` event fires on every card transaction state transition (driven by the sandbox card simulation)',
      sandboxOnly(),
    ],
    [
      '6/card-transaction-event-carries-full-transaction',
      'A `CARD_TRANSACTION.*` event (sandbox card simulation) carries the full card transaction',
      sandboxOnly(),
    ],
    // Outgoing refunds "exist in the same way"; their type names are not shown, so the binding names them. The
    // sandbox provokes them through the quote destination suffixes (4.5: 002 fails and refunds, 007 fails the refund).
    [
      '6/outgoing-payment-refund-pending',
      'A refund event for an outgoing payment is sent when its refund starts (refund provoked with a sandbox suffix)',
      sandboxOnly(),
    ],
    [
      '6/outgoing-payment-refund-completed',
      'A refund event for an outgoing payment is sent when its refund completes (sandbox suffix)',
      sandboxOnly(),
    ],
    [
      '6/outgoing-payment-refund-failed',
      'A refund event for an outgoing payment is sent when its refund fails (sandbox suffix `007`)',
      sandboxOnly(),
    ],
  ]),
];
