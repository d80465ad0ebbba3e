import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import { makeStamp } from '../../conformance/crypto/stamp.ts';
import { ApiError } from '../http/api-error.ts';
import { emptyData, type ReferenceData } from '../store/data.ts';
import type { AuthSessionRecord } from '../wallet/wallet-records.ts';
import { bodyDigest, canonicalJson } from './body-digest.ts';
import { signedRetryCheckIds, type SignedRetryCheck } from './checks.ts';
import { completeSignedRetry, isSignedRetry, type SignedRetryHeaders } from './complete-retry.ts';
import { issueSignedRetry } from './issue-challenge.ts';
import type { SignedRequest, SignerRule } from './pending-request.ts';

const t0 = new Date('2026-05-01T12:00:00.000Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const request: SignedRequest = {
  method: 'PATCH',
  path: '/v/internal-accounts/InternalAccount:1',
  body: { privateEnabled: true },
};

function session(
  data: ReferenceData,
  key: ReturnType<typeof generateP256KeyPair>,
  overrides: Partial<AuthSessionRecord> = {},
): AuthSessionRecord {
  const record: AuthSessionRecord = {
    id: `Session:${Object.keys(data.authSessions).length + 1}`,
    accountId: 'InternalAccount:1',
    authMethodId: 'AuthMethod:1',
    type: 'EMAIL_OTP',
    nickname: 'a@example.com',
    publicKeyHex: key.publicKeyCompressedHex,
    createdAt: t0.toISOString(),
    updatedAt: t0.toISOString(),
    expiresAt: later(3600).toISOString(),
    ...overrides,
  };
  data.authSessions[record.id] = record;
  return record;
}

function setUp(signer: SignerRule = { kind: 'session-of-account', accountId: 'InternalAccount:1' }) {
  const data = emptyData();
  const key = generateP256KeyPair();
  const own = session(data, key);
  const challenge = issueSignedRetry(data, request, {
    signer,
    activity: 'TEST',
    type: 'EMAIL_OTP',
    now: t0,
    windowSeconds: 300,
  });
  const headers: SignedRetryHeaders = {
    signature: makeStamp(challenge.payloadToSign, key.privateKey),
    requestId: challenge.requestId,
  };
  return { data, key, own, challenge, headers };
}

function refusal(run: () => unknown): { status: number; code: string; reason: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code, reason: error.details?.['reason'] };
    throw error;
  }
  throw new Error('expected a refusal');
}

const all = { checks: signedRetryCheckIds, sandbox: true };

describe('issueSignedRetry', () => {
  it('answers type, payloadToSign, a Request:<uuid> requestId and expiresAt after the window, and records the request', () => {
    const { data, challenge } = setUp();
    expect(challenge.type).toBe('EMAIL_OTP');
    expect(challenge.requestId).toMatch(/^Request:[0-9a-f-]{36}$/);
    expect(challenge.expiresAt).toBe(later(300).toISOString());
    const pending = data.signedRequests[challenge.requestId];
    expect(pending).toMatchObject({ method: 'PATCH', path: request.path, bodyDigest: bodyDigest(request.body) });
    expect(JSON.parse(challenge.payloadToSign)).toMatchObject({
      parameters: { requestId: challenge.requestId, bodyDigest: bodyDigest(request.body) },
    });
  });
});

describe('completeSignedRetry', () => {
  it('accepts the stamp of an active session of the account over the exact payload, once', () => {
    const { data, own, headers } = setUp();
    const done = completeSignedRetry(data, request, headers, { now: later(10), ...all });
    expect(done.session?.id).toBe(own.id);
    expect(done.pending.usedAt).toBe(later(10).toISOString());
    expect(refusal(() => completeSignedRetry(data, request, headers, { now: later(11), ...all }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      reason: 'the requestId was already used',
    });
  });

  it('answers each broken header or request with its 7.2 code, in the document order', () => {
    const { data, key, challenge, headers } = setUp();
    const at = { now: later(10), ...all };
    expect(
      refusal(() => completeSignedRetry(data, request, { signature: undefined, requestId: challenge.requestId }, at))
        .code,
    ).toBe('WALLET_SIGNATURE_MISSING');
    expect(
      refusal(() => completeSignedRetry(data, request, { signature: headers.signature, requestId: undefined }, at))
        .code,
    ).toBe('REQUEST_ID_MISSING');
    expect(
      refusal(() =>
        completeSignedRetry(data, request, { signature: 'not a stamp', requestId: challenge.requestId }, at),
      ).code,
    ).toBe('WALLET_SIGNATURE_MALFORMED');
    expect(
      refusal(() => completeSignedRetry(data, request, { ...headers, requestId: 'Request:unknown' }, at)).code,
    ).toBe('UNAUTHORIZED');
    expect(refusal(() => completeSignedRetry(data, { ...request, path: '/v/other' }, headers, at)).code).toBe(
      'UNAUTHORIZED',
    );
    expect(
      refusal(() => completeSignedRetry(data, { ...request, body: { privateEnabled: false } }, headers, at)).code,
    ).toBe('WALLET_SIGNATURE_BODY_MISMATCH');
    const overOther = makeStamp(`${challenge.payloadToSign} `, key.privateKey);
    expect(refusal(() => completeSignedRetry(data, request, { ...headers, signature: overOther }, at)).code).toBe(
      'WALLET_SIGNATURE_INVALID',
    );
    const stranger = makeStamp(challenge.payloadToSign, generateP256KeyPair().privateKey);
    expect(refusal(() => completeSignedRetry(data, request, { ...headers, signature: stranger }, at)).code).toBe(
      'WALLET_SIGNATURE_INVALID',
    );
    // Nothing was spent by the refusals: the right retry still completes.
    expect(completeSignedRetry(data, request, headers, at).pending.usedAt).toBeDefined();
  });

  it('refuses a retry at or after expiresAt', () => {
    const { data, headers } = setUp();
    expect(refusal(() => completeSignedRetry(data, request, headers, { now: later(300), ...all }))).toMatchObject({
      status: 401,
      reason: 'the requestId has expired',
    });
  });

  it('accepts the same body with members in another order (canonical digest)', () => {
    const { data, headers } = setUp();
    const reordered: SignedRequest = { ...request, body: JSON.parse('{"privateEnabled":true}') };
    expect(() => completeSignedRetry(data, reordered, headers, { now: later(1), ...all })).not.toThrow();
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });

  it("refuses a revoked or expired session, a session of another account, and the excluded credential's session, naming why", () => {
    const at = { now: later(10), ...all };
    const revoked = setUp();
    revoked.own.revokedAt = t0.toISOString();
    expect(refusal(() => completeSignedRetry(revoked.data, request, revoked.headers, at)).reason).toBe(
      'the signing session is no longer active',
    );
    const foreign = setUp();
    foreign.own.accountId = 'InternalAccount:2';
    expect(refusal(() => completeSignedRetry(foreign.data, request, foreign.headers, at)).reason).toBe(
      'the signing session belongs to another account',
    );
    const excluded = setUp({
      kind: 'session-of-account',
      accountId: 'InternalAccount:1',
      exceptAuthMethodId: 'AuthMethod:1',
    });
    expect(refusal(() => completeSignedRetry(excluded.data, request, excluded.headers, at)).reason).toMatch(
      /credential being revoked/,
    );
  });

  it('with a key signer, accepts only that key (either SEC1 form), no session needed', () => {
    const client = generateP256KeyPair();
    const { data, challenge } = setUp({ kind: 'key', publicKeyHex: client.publicKeyUncompressedHex });
    const at = { now: later(10), ...all };
    const other = makeStamp(challenge.payloadToSign, generateP256KeyPair().privateKey);
    expect(
      refusal(() => completeSignedRetry(data, request, { signature: other, requestId: challenge.requestId }, at)).code,
    ).toBe('WALLET_SIGNATURE_INVALID');
    const done = completeSignedRetry(
      data,
      request,
      { signature: makeStamp(challenge.payloadToSign, client.privateKey), requestId: challenge.requestId },
      at,
    );
    expect(done.session).toBeUndefined();
  });

  it('skips exactly the checks a rule set leaves out (the seam deviant servers use)', () => {
    const { data, headers } = setUp();
    const withoutBody: SignedRetryCheck[] = signedRetryCheckIds.filter((c) => c !== 'body-matches');
    const other = { ...request, body: { privateEnabled: false } };
    expect(() =>
      completeSignedRetry(data, other, headers, { now: later(1), checks: withoutBody, sandbox: true }),
    ).not.toThrow();
  });

  it('gives no reason outside the sandbox', () => {
    const { data, challenge } = setUp();
    const res = refusal(() =>
      completeSignedRetry(
        data,
        request,
        { signature: undefined, requestId: challenge.requestId },
        { now: later(1), checks: signedRetryCheckIds, sandbox: false },
      ),
    );
    expect(res).toMatchObject({ code: 'WALLET_SIGNATURE_MISSING', reason: undefined });
  });

  it('tells a first call from a retry by either header', () => {
    expect(isSignedRetry({ signature: undefined, requestId: undefined })).toBe(false);
    expect(isSignedRetry({ signature: 'x', requestId: undefined })).toBe(true);
    expect(isSignedRetry({ signature: undefined, requestId: 'Request:1' })).toBe(true);
  });
});
