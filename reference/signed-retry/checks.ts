/**
 * The checks a signed retry meets, in the order the document implies, each with the 401 answer it gives (7.2):
 * the headers first (a missing signature, a missing `Request-Id`, a stamp that cannot be parsed), then the pending
 * request the `Request-Id` names (issued for this request, unused, unexpired: 3.4 and 8 give 401 for reuse), then the
 * body the signature was computed for, then the signature itself and whose key made it (4.5: a P-256 signature over
 * the exact pending payload by a key of an active session of the wallet).
 *
 * The list is data in `ReferenceRules.signedRetryChecks`: a deviant server leaves one out to prove the suite sees it.
 */
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

/** The 401 code each check answers with, and the sandbox `reason` naming it (4.5). */
export const signedRetryCheckFailures: Readonly<Record<SignedRetryCheck, { code: string; reason: string }>> = {
  'signature-present': { code: 'WALLET_SIGNATURE_MISSING', reason: 'the wallet signature header is missing' },
  'request-id-present': { code: 'REQUEST_ID_MISSING', reason: 'the Request-Id header is missing' },
  'signature-parses': { code: 'WALLET_SIGNATURE_MALFORMED', reason: 'the wallet signature header cannot be parsed' },
  'request-id-issued': { code: 'UNAUTHORIZED', reason: 'the requestId was not issued for this request' },
  'request-id-unused': { code: 'UNAUTHORIZED', reason: 'the requestId was already used' },
  'request-id-unexpired': { code: 'UNAUTHORIZED', reason: 'the requestId has expired' },
  'body-matches': { code: 'WALLET_SIGNATURE_BODY_MISMATCH', reason: 'the body differs from the one the challenge was issued for' },
  'signature-verifies': { code: 'WALLET_SIGNATURE_INVALID', reason: 'the signature does not verify over the pending payload' },
  'signer-authorized': { code: 'WALLET_SIGNATURE_INVALID', reason: 'the signing key is not a key of an active session allowed to sign this request' },
};
