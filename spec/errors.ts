/**
 * Error codes of the interface document, part 7, as data.
 *
 * `status` is the HTTP status the document gives the code; `null` where the document says the status is not given
 * (END_USER_TERMS_NOT_ACCEPTED). `condition` paraphrases the document; an empty condition means the document lists the
 * code without one.
 */
import type { ErrorCode } from './keys/index.ts';

export interface ErrorCodeRow {
  /** Typed by the generated key list (`spec/keys/`): a row added here needs `npm run generate:keys`. */
  readonly code: ErrorCode;
  readonly status: number | null;
  readonly section: string;
  readonly condition: string;
}

const row = (section: string, status: number | null, code: ErrorCode, condition = ''): ErrorCodeRow => ({
  code,
  status,
  section,
  condition,
});

export const errorCodes: readonly ErrorCodeRow[] = [
  // 7.1, the general 400 list
  row('7.1', 400, 'INVALID_INPUT'),
  row('7.1', 400, 'END_USER_TERMS_VERSION_NOT_FOUND', 'submitted terms version unsupported'),
  row('7.1', 400, 'MISSING_MANDATORY_USER_INFO'),
  row('7.1', 400, 'INVITATION_ALREADY_CLAIMED'),
  row('7.1', 400, 'INVITATIONS_NOT_CONFIGURED'),
  row('7.1', 400, 'INVALID_UMA_ADDRESS'),
  row('7.1', 400, 'INVITATION_CANCELLED'),
  row('7.1', 400, 'QUOTE_REQUEST_FAILED', 'retryable'),
  row('7.1', 400, 'INVALID_PAYREQ_RESPONSE'),
  row('7.1', 400, 'INVALID_RECEIVER'),
  row('7.1', 400, 'PARSE_PAYREQ_RESPONSE_ERROR'),
  row('7.1', 400, 'CERT_CHAIN_INVALID'),
  row('7.1', 400, 'CERT_CHAIN_EXPIRED'),
  row('7.1', 400, 'INVALID_PUBKEY_FORMAT'),
  row('7.1', 400, 'MISSING_REQUIRED_UMA_PARAMETERS'),
  row('7.1', 400, 'SENDER_NOT_ACCEPTED'),
  row('7.1', 400, 'AMOUNT_OUT_OF_RANGE'),
  row('7.1', 400, 'INVALID_CURRENCY'),
  row('7.1', 400, 'INVALID_TIMESTAMP'),
  row('7.1', 400, 'INVALID_NONCE'),
  row('7.1', 400, 'INVALID_REQUEST_FORMAT'),
  row('7.1', 400, 'INVALID_BANK_ACCOUNT'),
  row('7.1', 400, 'SELF_PAYMENT'),
  row('7.1', 400, 'LOOKUP_REQUEST_FAILED'),
  row('7.1', 400, 'PARSE_LNURLP_RESPONSE_ERROR'),
  row('7.1', 400, 'INVALID_AMOUNT'),
  row('7.1', 400, 'WEBHOOK_ENDPOINT_NOT_SET'),
  row('7.1', 400, 'WEBHOOK_DELIVERY_ERROR'),
  // 7.1, document rejection reasons (also in the 400 list)
  row('7.1', 400, 'LOW_QUALITY', 'document quality too low'),
  row('7.1', 400, 'DATA_MISMATCH', 'document details differ from provided information'),
  row('7.1', 400, 'EXPIRED', 'document expired'),
  row('7.1', 400, 'SUSPECTED_FRAUD', 'document suspected fraudulent'),
  row('7.1', 400, 'UNSUITABLE_DOCUMENT', 'document type not accepted'),
  row('7.1', 400, 'INCOMPLETE', 'document missing pages or sides'),
  // 7.1, credential and other 400 codes
  row(
    '7.1',
    400,
    'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
    'an EMAIL_OTP credential is already registered on the target internal account',
  ),
  row('7.1', 400, 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS', 'an SMS_OTP credential is already registered'),
  row(
    '7.1',
    400,
    'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
    'a PASSKEY with the same WebAuthn credential id is already registered',
  ),
  row('7.1', 400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID', 'the provider account link is not usable'),
  row('7.1', 400, 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED', 'the provider account link was revoked'),
  row(
    '7.1',
    400,
    'STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED',
    'several active links exist; pass stablecoinProviderAccountId',
  ),
  row('7.1', 400, 'CARDHOLDER_KYC_NOT_APPROVED', 'cardholder KYC is not APPROVED; card cannot be issued'),
  row(
    '7.1',
    400,
    'TRANSACTION_SIZE_LIMIT_EXCEEDED',
    'amount exceeds the maximum single-transaction amount for the corridor or withdrawal currency',
  ),
  row(
    '7.1',
    400,
    'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
    'destination account ownership must be verified before the transfer',
  ),
  // 7.2
  row('7.2', 401, 'UNAUTHORIZED', 'problem with API credentials (sandbox adds a reason)'),
  row('7.2', 401, 'INVALID_SIGNATURE', 'signature header invalid'),
  row('7.2', 401, 'WALLET_SIGNATURE_MISSING', 'the wallet signature header is required but absent'),
  row('7.2', 401, 'WALLET_SIGNATURE_MALFORMED', 'header cannot be parsed'),
  row('7.2', 401, 'WALLET_SIGNATURE_BODY_MISMATCH', 'signature was computed over a different body than received'),
  row('7.2', 401, 'WALLET_SIGNATURE_INVALID', 'cryptographic verification against the registered credential failed'),
  row('7.2', 401, 'REQUEST_ID_MISSING', 'Request-Id required on the signed retry but absent'),
  // 7.3
  row('7.3', 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL', 'transaction not pending platform approval'),
  row('7.3', 409, 'TRANSACTION_NOT_CANCELLABLE', 'already settled or past the point of cancellation'),
  row('7.3', 409, 'UMA_ADDRESS_EXISTS', 'UMA address exists'),
  row('7.3', 409, 'EMAIL_OTP_EMAIL_ALREADY_EXISTS', 'e-mail already tied to an EMAIL_OTP credential'),
  row(
    '7.3',
    409,
    'EMAIL_OTP_CREDENTIAL_SET_CHANGED',
    'tied EMAIL_OTP credential set changed after the signed-retry challenge was issued',
  ),
  row('7.3', 409, 'PASSKEY_ALREADY_ENROLLED', 'customer already has an enrolled passkey factor; only one per customer'),
  row('7.3', 409, 'SCA_SESSION_REQUIRED', 'SCA login session missing or expired'),
  row('7.3', 409, 'BENEFICIARY_TRUSTED', 'external account is a trusted beneficiary and cannot be deleted'),
  row('7.3', 409, 'INVALID_STATE_TRANSITION', 'card transition not allowed (3.3)'),
  row('7.3', 409, 'CARD_ALREADY_CLOSED', 'close requested on a closed card'),
  row('7.3', 409, 'CARD_NOT_MUTABLE', 'card is closed'),
  row('7.3', 409, 'CONFLICT', 'generic resource-state conflict'),
  // 7.4
  row('7.4', 500, 'SERVICE_SWITCH_ERROR', 'switch error'),
  row('7.4', 500, 'INTERNAL_ERROR', 'internal server or UMA error'),
  // 7.5
  row('7.5', 429, 'DAILY_VOLUME_LIMIT_EXCEEDED', 'daily volume limit exceeded'),
  row('7.5', 423, 'ACCOUNT_LOCKED', 'returned by quote authorization (SCA regions)'),
  row(
    '7.5',
    null,
    'END_USER_TERMS_NOT_ACCEPTED',
    'quotes fail until end-user terms acceptance is on file (status not given)',
  ),
];

/** The members every error body carries (part 7). */
export const errorEnvelopeRequired = ['status', 'code', 'message'] as const;

/** Every HTTP status the document gives at least one code for, ascending. */
export const documentedErrorStatuses: readonly number[] = [
  ...new Set(errorCodes.flatMap((r) => (r.status === null ? [] : [r.status]))),
].sort((a, b) => a - b);

/** The codes the document lists for one HTTP status, in document order. */
export function codesForStatus(status: number): ErrorCode[] {
  return errorCodes.filter((r) => r.status === status).map((r) => r.code);
}

/** The row of one code; throws on a code the document does not list, so a typo cannot pass silently. */
export function errorCode(code: ErrorCode): ErrorCodeRow {
  const found = errorCodes.find((r) => r.code === code);
  if (!found) throw new Error(`error code ${code} is not in part 7 of the interface document`);
  return found;
}

/**
 * Answers the reference gives where the document shows no code (an unknown route, an unknown method, a missing
 * resource, a missing agent permission). They follow the production facts, are never asserted by the suite, and are
 * kept apart from the document's codes so that no test can mistake them for a documented rule.
 */
export const undocumentedErrorCodes = {
  // Production's 404 codes: USER_NOT_FOUND for a customer, REFERENCE_NOT_FOUND for any other missing resource.
  notFound: { status: 404, code: 'REFERENCE_NOT_FOUND' },
  customerNotFound: { status: 404, code: 'USER_NOT_FOUND' },
  /** Production's lookup of a well-formed UMA address at which no receiver exists. */
  umaNotFound: { status: 404, code: 'UMA_NOT_FOUND' },
  /** Production's answer to deleting a customer deleted already. */
  customerDeleted: { status: 410, code: 'CUSTOMER_DELETED' },
  methodNotAllowed: { status: 405, code: 'METHOD_NOT_ALLOWED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  payloadTooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  /** Challenge re-issue rate limited (8 names the 429 and `Retry-After`, not the code). */
  rateLimited: { status: 429, code: 'RATE_LIMITED' },
} as const;
