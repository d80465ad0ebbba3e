import { BundleOpenError, MalformedBundleError } from '../crypto/otp-target.ts';
import type { PasskeyAssertionInput } from '../crypto/webauthn.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError, invalidInput, type ApiError } from '../http/api-error.ts';
import { isSignedRetry, type SignedRetryHeaders } from '../signed-retry/complete-retry.ts';
import { runSignedOperation, type SignedOutcome } from '../signed-retry/run-signed.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { authFailure } from './auth-failure.ts';
import { issueSession } from './issue-session.ts';
import { oidcCheckOptions } from './oidc-options.ts';
import { compressedPublicKeyHex } from './public-key.ts';
import { findCredential } from './wallet-account.ts';
import type { AuthMethodRecord, AuthSessionRecord } from './wallet-records.ts';

/** A session issued by a verify, with its encrypted signing key when the type has one (2.5). */
export interface IssuedSession {
  readonly session: AuthSessionRecord;
  readonly encryptedSessionSigningKey?: string;
}

export interface VerifyRequest {
  readonly path: string;
  readonly headers: SignedRetryHeaders;
}

/**
 * `POST /auth/credentials/{id}/verify` (3.4, 4.2): OTP types answer 202 first and issue the session on the retry
 * signed with the client's own key; OAUTH and PASSKEY issue it at once, with `encryptedSessionSigningKey`.
 */
export async function verifyCredential(
  deps: AppDeps,
  id: string,
  body: Record<string, unknown>,
  request: VerifyRequest,
): Promise<SignedOutcome<IssuedSession>> {
  // The OTP leg's signed retry meets its checks before the credential is looked up (`runSignedOperation`): a replayed
  // retry answers 401 (a reused requestId, 3.4 and 7.2) even once the credential has been revoked, never 404.
  if (isOtpType(body['type']) && isSignedRetry(request.headers)) return verifyOtp(deps, id, body, request);
  const type = await deps.store.view((data) => findCredential(data, id).type);
  assertBodyType(body, type);
  if (isOtpType(type)) return verifyOtp(deps, id, body, request);
  if (type === 'OAUTH') return { done: await verifyOauth(deps, id, body) };
  return { done: await verifyPasskey(deps, id, body, request.headers) };
}

function isOtpType(type: unknown): boolean {
  return type === 'EMAIL_OTP' || type === 'SMS_OTP';
}

/** The body's `type` must be the credential's (400 otherwise). */
function assertBodyType(body: Record<string, unknown>, type: string): void {
  if (body['type'] !== type) {
    throw invalidInput(`This credential is ${type}.`, [
      { field: 'type', constraint: { enum: [type] }, message: `must be ${type}` },
    ]);
  }
}

/**
 * OTP (4.2 OTP rules 1-2, 4.5): the bundle is opened with the target key of the latest challenge; its code must be
 * the one sent (sandbox: the fixed code); the 202 payload must then be signed with the key pair whose public key the
 * bundle carried, and that key becomes the session key.
 */
function verifyOtp(deps: AppDeps, id: string, body: Record<string, unknown>, request: VerifyRequest) {
  const fail = (reason: string): ApiError => authFailure('UNAUTHORIZED', reason, deps.config.sandbox);
  return runSignedOperation<IssuedSession>(deps, {
    request: { method: 'POST', path: request.path, body },
    headers: request.headers,
    async plan(draft) {
      const credential = findCredential(draft, id);
      assertBodyType(body, credential.type);
      const target = rowById(draft.otpTargets, id);
      if (!target || target.usedAt !== undefined) throw fail('no OTP challenge is pending for this credential');
      let opened: { otpCode: string; publicKeyHex: string };
      try {
        opened = await deps.rules.openOtpBundle(String(body['encryptedOtpBundle']), target.targetPrivateKeyHex);
      } catch (error) {
        if (error instanceof MalformedBundleError) {
          throw invalidInput(`encryptedOtpBundle is malformed: ${error.message}`, [
            { field: 'encryptedOtpBundle', message: error.message },
          ]);
        }
        if (error instanceof BundleOpenError)
          throw fail('the OTP bundle does not open with the target key of the challenge');
        throw error;
      }
      if (opened.otpCode !== target.code) throw fail(deps.rules.invalidOtpReason);
      const sessionKey = compressedPublicKeyHex(opened.publicKeyHex);
      if (sessionKey === undefined) {
        throw invalidInput('The public_key of the OTP bundle is not a P-256 public key.', [
          { field: 'encryptedOtpBundle', message: 'public_key is not a P-256 public key' },
        ]);
      }
      return {
        signer: deps.rules.otpRetrySignerChecked
          ? { kind: 'key', publicKeyHex: sessionKey }
          : { kind: 'key', publicKeyHex: sessionKey, unchecked: true },
        activity: 'OTP_LOGIN',
        type: credential.type,
        context: { targetIssuedAt: target.issuedAt },
      };
    },
    async perform(draft, retry, now) {
      const credential = findCredential(draft, id);
      const target = rowById(draft.otpTargets, id);
      if (
        retry?.pending.signer.kind !== 'key' ||
        !target ||
        target.issuedAt !== retry.pending.context['targetIssuedAt']
      ) {
        throw fail('the OTP challenge of this retry was replaced by a newer one');
      }
      target.usedAt = now.toISOString();
      return issueSession(
        draft,
        credential,
        { clientKeyHex: retry.pending.signer.publicKeyHex },
        { now, config: deps.config, keepsSessionId: deps.rules.reloginKeepsSessionId(credential.type) },
      );
    },
  });
}

/**
 * OAUTH (4.2 OAUTH rules, 4.5): a fresh token with the nonce of the exact `clientPublicKey` sent and the identity of
 * the credential; the session key is made here and handed out encrypted to `clientPublicKey`.
 */
async function verifyOauth(deps: AppDeps, id: string, body: Record<string, unknown>): Promise<IssuedSession> {
  const clientPublicKey = String(body['clientPublicKey']);
  if (compressedPublicKeyHex(clientPublicKey) === undefined) {
    throw invalidInput('clientPublicKey is not a P-256 public key.', [
      { field: 'clientPublicKey', message: 'is not a P-256 public key' },
    ]);
  }
  // Loaded on first use, like the token check itself (see wallet-rules.ts).
  const { expectedOidcNonce } = await import('../crypto/oidc-verify.ts');
  return deps.store.transact(async (draft) => {
    const now = deps.clock.now();
    const credential = findCredential(draft, id);
    const checked = await deps.rules.checkIdToken(String(body['oidcToken']), {
      ...oidcCheckOptions(deps, now),
      expectedNonce: expectedOidcNonce(clientPublicKey),
      ...(credential.oauth ? { expected: credential.oauth } : {}),
    });
    if (!checked.ok) {
      if (checked.malformed)
        throw invalidInput(`The OIDC token is malformed: ${checked.reason}.`, [
          { field: 'oidcToken', message: checked.reason },
        ]);
      throw authFailure('UNAUTHORIZED', checked.reason, deps.config.sandbox);
    }
    return issueSession(
      draft,
      credential,
      { encryptTo: clientPublicKey },
      {
        now,
        config: deps.config,
        keepsSessionId: deps.rules.reloginKeepsSessionId(credential.type),
        handedOutKeySigns: deps.rules.sessionSignerIsHandedOutKey(credential.type),
      },
    );
  });
}

/**
 * PASSKEY (4.2 PASSKEY rules, 4.5): the assertion answers the challenge the `Request-Id` names, for this credential,
 * unused and unexpired; the WebAuthn checks pass; the counter moves on; the session key is encrypted to the
 * `clientPublicKey` of the challenge call.
 */
async function verifyPasskey(
  deps: AppDeps,
  id: string,
  body: Record<string, unknown>,
  headers: SignedRetryHeaders,
): Promise<IssuedSession> {
  const fail = (reason: string): ApiError => authFailure('UNAUTHORIZED', reason, deps.config.sandbox);
  if (headers.requestId === undefined && deps.rules.passkeyVerifyNeedsRequestId) {
    throw authFailure(
      'REQUEST_ID_MISSING',
      // Stryker disable next-line StringLiteral: message: the sandbox reason's wording
      'the Request-Id of the passkey challenge is missing',
      deps.config.sandbox,
    );
  }
  return deps.store.transact(async (draft: ReferenceData) => {
    const now = deps.clock.now();
    const credential: AuthMethodRecord = findCredential(draft, id);
    const requestId = headers.requestId ?? latestChallengeOf(draft, id);
    const challenge = requestId === undefined ? undefined : rowById(draft.passkeyChallenges, requestId);
    if (!challenge || challenge.authMethodId !== id)
      throw fail('the Request-Id names no passkey challenge of this credential');
    if (challenge.usedAt !== undefined) throw fail('the passkey challenge was already used');
    if (Date.parse(challenge.expiresAt) <= now.getTime()) throw fail('the passkey challenge has expired');
    const passkey = credential.passkey;
    if (!passkey) throw documentedError('INTERNAL_ERROR', 'A PASSKEY credential without its key.');
    const { webauthn } = deps.config.embeddedWallet;
    const verified = await deps.rules.verifyPasskeyAssertion({
      assertion: body['assertion'] as PasskeyAssertionInput,
      expectedChallenge: challenge.challenge,
      expectedOrigin: webauthn.origin,
      expectedRpId: webauthn.rpId,
      credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter },
    });
    if (!verified.ok) {
      if (verified.check === 'malformed')
        throw invalidInput(verified.reason, [{ field: 'assertion', message: verified.reason }]);
      throw fail(verified.reason);
    }
    passkey.counter = verified.newCounter;
    credential.updatedAt = now.toISOString();
    challenge.usedAt = now.toISOString();
    return issueSession(
      draft,
      credential,
      { encryptTo: challenge.clientPublicKeyHex },
      {
        now,
        config: deps.config,
        keepsSessionId: deps.rules.reloginKeepsSessionId(credential.type),
        handedOutKeySigns: deps.rules.sessionSignerIsHandedOutKey(credential.type),
      },
    );
  });
}

/** The request id of the credential's latest passkey challenge (for a verify the rules let go without `Request-Id`). */
function latestChallengeOf(draft: ReferenceData, authMethodId: string): string | undefined {
  const issued = Object.values(draft.passkeyChallenges).filter((c) => c.authMethodId === authMethodId);
  return issued.sort((a, b) => a.issuedAt.localeCompare(b.issuedAt)).at(-1)?.requestId;
}
