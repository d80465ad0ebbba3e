import type { ErrorCode } from '../../spec/keys/index.ts';
import { MalformedStampError, parseStamp, verifyStamp } from '../crypto/stamp-verify.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { authFailure } from '../wallet/auth-failure.ts';
import { compressedPublicKeyHex } from '../wallet/public-key.ts';
import { isActiveSession } from '../wallet/sessions.ts';
import type { AuthSessionRecord } from '../wallet/wallet-records.ts';
import { bodyDigest } from './body-digest.ts';
import { signedRetryCheckFailures, type SignedRetryCheck } from './checks.ts';
import type { PendingSignedRequest, SignedRequest } from './pending-request.ts';
import { rowsWhere } from '../store/indexes.ts';

/** The two headers of a signed retry, as received (absent: `undefined`). */
export interface SignedRetryHeaders {
  readonly signature: string | undefined;
  readonly requestId: string | undefined;
}

/** True when the request carries either header: it is a retry, not a first call. */
export function isSignedRetry(headers: SignedRetryHeaders): boolean {
  return headers.signature !== undefined || headers.requestId !== undefined;
}

export interface CompleteOptions {
  readonly now: Date;
  /** The checks in force, in order (`ReferenceRules.signedRetryChecks`). */
  readonly checks: readonly SignedRetryCheck[];
  /** The 401 each check answers (`ReferenceRules.signedRetryCheckFailures`); default: the document's (7.2). */
  readonly failures?: Readonly<Record<SignedRetryCheck, { code: ErrorCode; reason: string }>>;
  readonly sandbox: boolean;
  /**
   * 3.4, 8: a `requestId` belongs to the request it was issued for and is spent once (default). `false` (a deviant's):
   * it is looked up by id alone and spent only for the path it was used on.
   */
  readonly requestIdBoundToItsRequest?: boolean;
}

export interface CompletedRetry {
  readonly pending: PendingSignedRequest;
  /** The active session whose key signed, when the signer rule names sessions. */
  readonly session?: AuthSessionRecord;
}

type Stamp = ReturnType<typeof parseStamp>;

/**
 * Completes the signed retry of `request` in `draft`: runs the checks in order, the first failing one answering its
 * 401 (7.2), then marks the `requestId` used (single use) and returns the pending request with the signing session.
 * The caller carries out the operation in the same transaction, so a failure after this point leaves the
 * `requestId` unused.
 */
export function completeSignedRetry(
  draft: ReferenceData,
  request: SignedRequest,
  headers: SignedRetryHeaders,
  options: CompleteOptions,
): CompletedRetry {
  const { now } = options;
  let stamp: Stamp | undefined;
  let malformed = false;
  if (headers.signature !== undefined) {
    try {
      stamp = parseStamp(headers.signature);
    } catch (error) {
      if (!(error instanceof MalformedStampError)) throw error;
      malformed = true;
    }
  } else {
    malformed = true;
  }
  const found = headers.requestId === undefined ? undefined : rowById(draft.signedRequests, headers.requestId);
  const bound = options.requestIdBoundToItsRequest !== false;
  const pending =
    found && (!bound || (found.method === request.method && found.path === request.path)) ? found : undefined;
  const session = stamp && pending ? signingSession(draft, pending, stamp, now) : undefined;

  const passes: Record<SignedRetryCheck, () => boolean> = {
    'signature-present': () => headers.signature !== undefined,
    'request-id-present': () => headers.requestId !== undefined,
    'signature-parses': () => !malformed,
    'request-id-issued': () => pending !== undefined,
    'request-id-unused': () =>
      bound ? pending?.usedAt === undefined : !(pending?.usedOn ?? []).includes(request.path),
    'request-id-unexpired': () => pending === undefined || Date.parse(pending.expiresAt) > now.getTime(),
    'body-matches': () => pending === undefined || pending.bodyDigest === bodyDigest(request.body),
    'signature-verifies': () =>
      stamp !== undefined && pending !== undefined && verifyStamp(stamp, pending.payloadToSign),
    'signer-authorized': () =>
      pending !== undefined && (pending.signer.kind === 'key' ? signedByKey(pending, stamp) : session !== undefined),
  };
  const failures = options.failures ?? signedRetryCheckFailures;
  for (const check of options.checks) {
    if (!passes[check]()) {
      const failure = failures[check];
      throw authFailure(failure.code, reasonFor(check, draft, pending, stamp, now) ?? failure.reason, options.sandbox);
    }
  }
  // Without a pending request nothing can be carried out, whatever checks a (deviant) rule set leaves out.
  if (!pending)
    throw authFailure('UNAUTHORIZED', signedRetryCheckFailures['request-id-issued'].reason, options.sandbox);
  pending.usedAt = now.toISOString();
  if (!bound) pending.usedOn = [...(pending.usedOn ?? []), request.path];
  return session ? { pending, session } : { pending };
}

/** The key rule: the stamp's key is the one the challenge named. */
function signedByKey(pending: PendingSignedRequest, stamp: Stamp | undefined): boolean {
  if (pending.signer.kind !== 'key' || !stamp) return false;
  if (pending.signer.unchecked === true) return true;
  const signer = compressedPublicKeyHex(stamp.publicKeyHex);
  return signer !== undefined && signer === compressedPublicKeyHex(pending.signer.publicKeyHex);
}

/** The active session of the allowed account, not issued by the excluded credential, whose key made the stamp. */
function signingSession(
  draft: ReferenceData,
  pending: PendingSignedRequest,
  stamp: Stamp,
  now: Date,
): AuthSessionRecord | undefined {
  const rule = pending.signer;
  if (rule.kind !== 'session-of-account') return undefined;
  const key = compressedPublicKeyHex(stamp.publicKeyHex);
  if (key === undefined) return undefined;
  return rowsWhere<AuthSessionRecord>(draft, 'authSessions', 'publicKeyHex', key).find(
    (s) => s.accountId === rule.accountId && s.authMethodId !== rule.exceptAuthMethodId && isActiveSession(s, now),
  );
}

/**
 * A more precise reason than the check's own, where the data tells which part of the rule failed. The check's code is
 * `WALLET_SIGNATURE_INVALID`, whose reason text the document does not fix (7.2 gives one to `UNAUTHORIZED`); the
 * marks below leave out the mutants that change that text only (those that would answer a 500 instead are killed).
 */
function reasonFor(
  check: SignedRetryCheck,
  draft: ReferenceData,
  pending: PendingSignedRequest | undefined,
  stamp: Stamp | undefined,
  now: Date,
): string | undefined {
  if (check !== 'signer-authorized' || !pending || !stamp || pending.signer.kind !== 'session-of-account')
    return undefined;
  const key = compressedPublicKeyHex(stamp.publicKeyHex);
  const holder =
    key === undefined ? undefined : rowsWhere<AuthSessionRecord>(draft, 'authSessions', 'publicKeyHex', key)[0];
  if (!holder) return 'the signing key belongs to no session';
  if (holder.accountId !== pending.signer.accountId) return 'the signing session belongs to another account';
  if (!isActiveSession(holder, now)) return 'the signing session is no longer active';
  if (holder.authMethodId === pending.signer.exceptAuthMethodId) {
    return 'the signing session was issued by the credential being revoked; sign with a session of another credential';
  }
  return undefined;
}
