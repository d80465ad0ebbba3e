/**
 * The checks a signed retry meets and their 401 codes come from `spec/signed-retry-checks.ts`; this adds the sandbox
 * `reason` the reference gives each failure (4.5: the 401 names the failed check).
 *
 * The list is data in `ReferenceRules.signedRetryChecks`: a deviant server leaves one out to prove the suite sees it.
 */
import type { ErrorCode } from '../../spec/keys/index.ts';
import { signedRetryCheckIds, signedRetryFailureCodes, type SignedRetryCheck } from '../../spec/signed-retry-checks.ts';

export { signedRetryCheckIds, type SignedRetryCheck };

const reasons: Readonly<Record<SignedRetryCheck, string>> = {
  'signature-present': 'the wallet signature header is missing',
  'request-id-present': 'the Request-Id header is missing',
  'signature-parses': 'the wallet signature header cannot be parsed',
  'request-id-issued': 'the requestId was not issued for this request',
  'request-id-unused': 'the requestId was already used',
  'request-id-unexpired': 'the requestId has expired',
  'body-matches': 'the body differs from the one the challenge was issued for',
  'signature-verifies': 'the signature does not verify over the pending payload',
  'signer-authorized': 'the signing key is not a key of an active session allowed to sign this request',
};

/** The 401 code each check answers with (from spec/), and the sandbox `reason` naming it. */
export const signedRetryCheckFailures: Readonly<Record<SignedRetryCheck, { code: ErrorCode; reason: string }>> =
  Object.fromEntries(
    signedRetryCheckIds.map((check) => [check, { code: signedRetryFailureCodes[check], reason: reasons[check] }]),
  ) as Record<SignedRetryCheck, { code: ErrorCode; reason: string }>;
