import type { ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { activeSessionsOfAccount } from '../wallet/sessions.ts';
import { bodyDigest } from './body-digest.ts';
import type { PendingSignedRequest, SignedRequest, SignedRetryChallenge, SignerRule } from './pending-request.ts';

export interface IssueOptions {
  readonly signer: SignerRule;
  /** What the operation needs again when the retry completes. */
  readonly context?: Record<string, unknown>;
  /** Names the operation in the payload (`ACTIVITY_TYPE_<activity>`). */
  readonly activity: string;
  /** Credential type answered as `type` (2.5); by default, the type of the credential whose session would sign. */
  readonly type?: string;
  readonly now: Date;
  readonly windowSeconds: number;
  /** 2.5: name the signer's credential type when the operation names none (`undefined`: answer no `type`). */
  readonly signerType?: { readonly fallback: string };
}

/**
 * Records a pending signed request for `request` in `draft` and returns the 202 challenge (4.2 signed-retry rule 1).
 *
 * `payloadToSign` is the reference's choice (the document does not show it): compact JSON in the production shape
 * `{ parameters, timestampMs, type }` whose parameters name the request and the SHA-256 of its canonical body. The
 * client signs it byte for byte; the digest is what lets the retry tell a different body apart (7.2 body mismatch).
 */
export function issueSignedRetry(
  draft: ReferenceData,
  request: SignedRequest,
  options: IssueOptions,
): SignedRetryChallenge {
  const requestId = newId('Request');
  const digest = bodyDigest(request.body);
  const issuedAt = options.now.toISOString();
  const expiresAt = new Date(options.now.getTime() + options.windowSeconds * 1000).toISOString();
  const payloadToSign = JSON.stringify({
    parameters: { requestId, method: request.method, path: request.path, bodyDigest: digest },
    timestampMs: String(options.now.getTime()),
    type: `ACTIVITY_TYPE_${options.activity}`,
  });
  const pending: PendingSignedRequest = {
    requestId,
    method: request.method,
    path: request.path,
    bodyDigest: digest,
    payloadToSign,
    signer: options.signer,
    context: options.context ?? {},
    issuedAt,
    expiresAt,
  };
  draft.signedRequests[requestId] = pending;
  const type =
    options.type ??
    (options.signerType === undefined
      ? undefined
      : signerType(draft, options.signer, options.now, options.signerType.fallback));
  return { ...(type === undefined ? {} : { type }), payloadToSign, requestId, expiresAt };
}

/**
 * 2.5: every signed-retry challenge carries `type`, a credential type. When the operation names none, it is the type
 * of the credential behind the newest session allowed to sign, else of the account's first credential, else
 * `fallback`, the type of every global account's first credential (5).
 */
function signerType(draft: ReferenceData, signer: SignerRule, now: Date, fallback: string): string {
  if (signer.kind === 'session-of-account') {
    const sessions = activeSessionsOfAccount(draft, signer.accountId, now).filter(
      (s) => s.authMethodId !== signer.exceptAuthMethodId,
    );
    const newest = sessions.at(-1);
    if (newest !== undefined) return newest.type;
    const credentials = Object.values(draft.authMethods)
      .filter((c) => c.accountId === signer.accountId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (credentials[0] !== undefined) return credentials[0].type;
  }
  return fallback;
}
