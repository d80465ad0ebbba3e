/**
 * The checks a signed retry meets (3.4, 4.2, 4.5, 7.2, 8), in the order the document implies, each with the 401 code
 * part 7.2 gives its failure: the headers first (a missing signature, a missing `Request-Id`, a stamp that cannot be
 * parsed), then the pending request the `Request-Id` names (issued for this request, unused, unexpired), then the body
 * the signature was computed for, then the signature itself and whose key made it.
 */
import type { ErrorCode } from './keys/index.ts';

export const signedRetryCheckIds = [
  'signature-present',
  'request-id-present',
  'signature-parses',
  'request-id-issued',
  'request-id-unused',
  'request-id-unexpired',
  'body-matches',
  'signature-verifies',
  'signer-authorized',
] as const;

export type SignedRetryCheck = (typeof signedRetryCheckIds)[number];

/** The 401 code of 7.2 each failed check answers. */
export const signedRetryFailureCodes: Readonly<Record<SignedRetryCheck, ErrorCode>> = {
  'signature-present': 'WALLET_SIGNATURE_MISSING',
  'request-id-present': 'REQUEST_ID_MISSING',
  'signature-parses': 'WALLET_SIGNATURE_MALFORMED',
  'request-id-issued': 'UNAUTHORIZED',
  'request-id-unused': 'UNAUTHORIZED',
  'request-id-unexpired': 'UNAUTHORIZED',
  'body-matches': 'WALLET_SIGNATURE_BODY_MISMATCH',
  'signature-verifies': 'WALLET_SIGNATURE_INVALID',
  'signer-authorized': 'WALLET_SIGNATURE_INVALID',
};
