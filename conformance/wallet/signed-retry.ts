/**
 * The client half of the signed-retry pattern (4.2): read the 202 challenge, stamp its `payloadToSign` exactly as
 * returned, and repeat the request with the wallet signature and `Request-Id` headers (part 5).
 */
import { requestIdHeader } from '../../spec/enums.ts';
import type { ApiRequest, ApiResponse } from '../http/client.ts';
import type { TestKit } from '../support/test-kit.ts';

/** A 202 signed-retry challenge (2.5). */
export interface SignedRetryChallenge {
  readonly type?: unknown;
  readonly payloadToSign: string;
  readonly requestId: string;
  readonly expiresAt: string;
}

/** A wallet step that did not answer as the flow needs; call sites decide whether that is set-up or a failure. */
export class WalletStepError extends Error {
  override readonly name = 'WalletStepError';
}

/** A short description of an answer, for step errors. */
export function answerText(res: ApiResponse): string {
  const body = res.text.length > 300 ? `${res.text.slice(0, 300)}...` : res.text;
  return `HTTP ${res.status} ${body}`;
}

/** The challenge of a 202 answer, or `undefined` when the answer is not a 202 carrying the three string members. */
export function challengeOf(res: ApiResponse): SignedRetryChallenge | undefined {
  if (res.status !== 202 || typeof res.json !== 'object' || res.json === null) return undefined;
  const body = res.json as Record<string, unknown>;
  const { payloadToSign, requestId, expiresAt } = body;
  if (typeof payloadToSign !== 'string' || typeof requestId !== 'string' || typeof expiresAt !== 'string')
    return undefined;
  return { type: body['type'], payloadToSign, requestId, expiresAt };
}

/** The challenge of `res`; a WalletStepError naming `what` when there is none. */
export function requireChallenge(res: ApiResponse, what: string): SignedRetryChallenge {
  const challenge = challengeOf(res);
  if (!challenge) throw new WalletStepError(`${what}: expected a 202 signed-retry challenge, got ${answerText(res)}`);
  return challenge;
}

/** The two headers of a signed retry: the wallet signature over `payload` (default: the challenge's) and `Request-Id`. */
export function retryHeaders(
  t: TestKit,
  challenge: SignedRetryChallenge,
  privateKey: Uint8Array,
  payload: string = challenge.payloadToSign,
): Record<string, string> {
  return {
    [t.run.walletSignatureHeader]: t.binding.walletSignature(payload, privateKey),
    [requestIdHeader]: challenge.requestId,
  };
}

/** The same request again, with extra headers (the retry of 4.2 signed-retry rule 3). */
export function withHeaders(request: ApiRequest, headers: Readonly<Record<string, string>>): ApiRequest {
  return { ...request, headers: { ...request.headers, ...headers } };
}

/** What a complete signed flow exchanged. */
export interface SignedExchange {
  readonly first: ApiResponse;
  readonly challenge: SignedRetryChallenge;
  readonly retry: ApiResponse;
}

/**
 * Sends `request` without signature headers, expects the 202 challenge, and repeats it signed with `privateKey`.
 * Throws WalletStepError when the first answer is not a challenge; the retry's answer is returned whatever it is.
 */
export async function sendSigned(t: TestKit, request: ApiRequest, privateKey: Uint8Array): Promise<SignedExchange> {
  const first = await t.api.request(request);
  const challenge = requireChallenge(first, `${request.method} ${request.path}`);
  const retry = await t.api.request(withHeaders(request, retryHeaders(t, challenge, privateKey)));
  return { first, challenge, retry };
}

/**
 * Sends `request`; when the answer is a 202 challenge, repeats it signed with `privateKey` and returns the retry's
 * answer. For outcomes the document allows on either leg (a limit refused at once, or after the signature).
 */
export async function sendMaybeSigned(t: TestKit, request: ApiRequest, privateKey: Uint8Array): Promise<ApiResponse> {
  const first = await t.api.request(request);
  const challenge = challengeOf(first);
  if (!challenge) return first;
  return t.api.request(withHeaders(request, retryHeaders(t, challenge, privateKey)));
}

/**
 * The sandbox `reason` of a 401 (4.5, 7.2): the document does not say where the body carries it, so both the top
 * level and `details` are read.
 */
export function reasonOf(res: ApiResponse): unknown {
  const body = typeof res.json === 'object' && res.json !== null ? (res.json as Record<string, unknown>) : {};
  const details =
    typeof body['details'] === 'object' && body['details'] !== null ? (body['details'] as Record<string, unknown>) : {};
  return body['reason'] ?? details['reason'];
}
