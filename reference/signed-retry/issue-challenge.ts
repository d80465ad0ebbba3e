import type { ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { bodyDigest } from './body-digest.ts';
import type { PendingSignedRequest, SignedRequest, SignedRetryChallenge, SignerRule } from './pending-request.ts';

export interface IssueOptions {
  readonly signer: SignerRule;
  /** What the operation needs again when the retry completes. */
  readonly context?: Record<string, unknown>;
  /** Names the operation in the payload (`ACTIVITY_TYPE_<activity>`). */
  readonly activity: string;
  /** Credential type, answered as `type` on the credential endpoints (2.5). */
  readonly type?: string;
  readonly now: Date;
  readonly windowSeconds: number;
}

/**
 * Records a pending signed request for `request` in `draft` and returns the 202 challenge (4.2 signed-retry rule 1).
 *
 * `payloadToSign` is the reference's choice (the document does not show it): compact JSON in the production shape
 * `{ parameters, timestampMs, type }` whose parameters name the request and the SHA-256 of its canonical body. The
 * client signs it byte for byte; the digest is what lets the retry tell a different body apart (7.2 body mismatch).
 */
export function issueSignedRetry(draft: ReferenceData, request: SignedRequest, options: IssueOptions): SignedRetryChallenge {
  const requestId = newId('Request');
  const digest = bodyDigest(request.body);
  const issuedAt = options.now.toISOString();
  const expiresAt = new Date(options.now.getTime() + options.windowSeconds * 1000).toISOString();
  // Stryker disable ObjectLiteral,StringLiteral: outside the document: the content of payloadToSign is not shown (4.2 rule 2: the client signs it as returned)
  const payloadToSign = JSON.stringify({
    parameters: { requestId, method: request.method, path: request.path, bodyDigest: digest },
    timestampMs: String(options.now.getTime()),
    type: `ACTIVITY_TYPE_${options.activity}`,
  });
  // Stryker restore ObjectLiteral,StringLiteral
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
  return { ...(options.type === undefined ? {} : { type: options.type }), payloadToSign, requestId, expiresAt };
}
