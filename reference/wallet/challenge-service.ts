import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput, undocumentedError } from '../http/api-error.ts';
import type { ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { assertValidBody } from '../http/valid-body.ts';
import { uncompressedPublicKeyHex } from './public-key.ts';
import { findCredential } from './wallet-account.ts';
import { enclaveSigningKey } from './wallet-config.ts';
import type { AuthMethodRecord, PasskeyChallengeRecord } from './wallet-records.ts';

export type ChallengeOutcome =
  | { readonly otp: { readonly credential: AuthMethodRecord; readonly otpEncryptionTargetBundle: string } }
  | {
      readonly passkey: {
        readonly credential: AuthMethodRecord;
        readonly challenge: { readonly challenge: string; readonly requestId: string; readonly expiresAt: string };
      };
    };

/**
 * `POST /auth/credentials/{id}/challenge` (4.2): a fresh OTP target bundle for `EMAIL_OTP`/`SMS_OTP` (the code is
 * "sent"; the sandbox code is fixed, 4.5), or a passkey challenge bound to the `clientPublicKey` given. Re-issues are
 * rate limited per credential (429 with `Retry-After`, 8).
 */
export function challengeCredential(
  deps: AppDeps,
  id: string,
  body: Record<string, unknown> | undefined,
): Promise<ChallengeOutcome> {
  return deps.store.transact((draft): ChallengeOutcome => {
    const now = deps.clock.now();
    const credential = findCredential(draft, id);
    if (credential.type === 'OAUTH') {
      throw invalidInput('OAUTH credentials have no challenge: verify with a fresh OIDC token (4.2 OAUTH rule 3).');
    }
    let clientPublicKeyHex: string | undefined;
    if (credential.type === 'PASSKEY') {
      // The body is optional for the other types; registration checked it when sent. PASSKEY needs it.
      if (body === undefined) assertValidBody('PasskeyChallengeRequest', {});
      clientPublicKeyHex = String(body?.['clientPublicKey']);
      if (uncompressedPublicKeyHex(clientPublicKeyHex) === undefined) {
        throw invalidInput('clientPublicKey is not a P-256 public key.', [
          { field: 'clientPublicKey', message: 'is not a P-256 public key' },
        ]);
      }
    }
    recordIssue(deps, draft, id, now);
    if (clientPublicKeyHex !== undefined) {
      return { passkey: { credential, challenge: passkeyChallenge(deps, draft, credential, clientPublicKeyHex, now) } };
    }
    const target = deps.rules.createOtpTarget({ privateKey: enclaveSigningKey(deps.config.embeddedWallet) });
    draft.otpTargets[id] = {
      authMethodId: id,
      targetPrivateKeyHex: target.targetPrivateKeyHex,
      // Outside the sandbox the code would be delivered to the customer; nothing here delivers it.
      code: deps.config.sandbox ? deps.rules.sandboxOtpCode : String(randomInt(0, 1_000_000)).padStart(6, '0'),
      issuedAt: now.toISOString(),
    };
    return { otp: { credential, otpEncryptionTargetBundle: target.bundle } };
  });
}

/** 8: refuses a re-issue beyond the limit with 429 and `Retry-After` (seconds until the oldest issue leaves the window). */
function recordIssue(deps: AppDeps, draft: ReferenceData, id: string, now: Date): void {
  // 8 states the rate limit; how many re-issues in which window is the deployment's configuration.
  const limit = deps.rules.challengeReissueRateLimited ? deps.config.embeddedWallet.challengeReissueLimit : null;
  const windowMs = (limit?.windowSeconds ?? 0) * 1000;
  const recent = (draft.challengeIssues[id] ?? []).filter((at) => now.getTime() - Date.parse(at) < windowMs);
  if (limit && recent.length >= limit.maxIssues) {
    const oldest = Math.min(...recent.map((at) => Date.parse(at)));
    const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
    const message = `Too many challenges for this credential; retry in ${retryAfter} s.`;
    throw undocumentedError('rateLimited', message, { headers: { 'Retry-After': String(retryAfter) } });
  }
  draft.challengeIssues[id] = [...recent, now.toISOString()];
}

/**
 * A passkey challenge (4.2 PASSKEY rule 1): lowercase hex, the SHA-256 of what it binds (its request id, the
 * credential, the client key and a random nonce), kept until its assertion arrives with the `Request-Id`.
 */
function passkeyChallenge(
  deps: AppDeps,
  draft: ReferenceData,
  credential: AuthMethodRecord,
  clientPublicKeyHex: string,
  now: Date,
) {
  const requestId = newId('Request');
  const bound = JSON.stringify({
    requestId,
    credential: credential.id,
    clientPublicKeyHex,
    nonce: randomBytes(16).toString('hex'),
  });
  const challenge = createHash('sha256').update(bound).digest('hex');
  const expiresAt = new Date(now.getTime() + deps.config.embeddedWallet.signedRetryWindowSeconds * 1000).toISOString();
  const record: PasskeyChallengeRecord = {
    requestId,
    authMethodId: credential.id,
    challenge,
    clientPublicKeyHex,
    issuedAt: now.toISOString(),
    expiresAt,
  };
  draft.passkeyChallenges[requestId] = record;
  return { challenge, requestId, expiresAt };
}
