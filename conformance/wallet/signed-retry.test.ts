import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResponse } from '../http/client.ts';
import type { TestKit } from '../support/test-kit.ts';
import {
  challengeOf,
  reasonOf,
  requireChallenge,
  retryHeaders,
  sendMaybeSigned,
  WalletStepError,
  withHeaders,
} from './signed-retry.ts';
import { freshEmail, freshIdentity, freshPhoneNumber, registrationChallenge } from './wallet-driver.ts';

const answer = (status: number, json: unknown): ApiResponse => ({
  status,
  headers: {},
  text: JSON.stringify(json),
  json,
  truncated: false,
  bodyBytes: 0,
  durationMs: 0,
});

const challengeBody = {
  type: 'PASSKEY',
  payloadToSign: '{"x":1}',
  requestId: 'Request:1',
  expiresAt: '2030-01-01T00:00:00Z',
};

/** A kit whose client answers from a script and records the requests, and whose binding "signs" readably. */
function kit(script: ApiResponse[]) {
  const sent: ApiRequest[] = [];
  const t = {
    run: { walletSignatureHeader: 'X-Wallet-Sig' },
    binding: { walletSignature: (payload: string, key: Uint8Array) => `sig(${payload},${key.length})` },
    api: {
      request: async (req: ApiRequest) => {
        sent.push(req);
        const next = script.shift();
        if (!next) throw new Error('no scripted answer left');
        return next;
      },
    },
  } as unknown as TestKit;
  return { t, sent };
}

describe('signed-retry client helpers', () => {
  it('reads a 202 challenge, and nothing else', () => {
    expect(challengeOf(answer(202, challengeBody))).toEqual(challengeBody);
    expect(challengeOf(answer(200, challengeBody))).toBeUndefined();
    expect(challengeOf(answer(202, { ...challengeBody, requestId: 7 }))).toBeUndefined();
    expect(() => requireChallenge(answer(400, { code: 'X' }), 'create')).toThrow(WalletStepError);
  });

  it('signs the challenge payload (or the one given) and sends it with the Request-Id', () => {
    const { t } = kit([]);
    const challenge = challengeOf(answer(202, challengeBody))!;
    expect(retryHeaders(t, challenge, new Uint8Array(32))).toEqual({
      'X-Wallet-Sig': 'sig({"x":1},32)',
      'Request-Id': 'Request:1',
    });
    expect(retryHeaders(t, challenge, new Uint8Array(32), 'other')['X-Wallet-Sig']).toBe('sig(other,32)');
    expect(withHeaders({ method: 'GET', path: '/a', headers: { a: '1' } }, { b: '2' }).headers).toEqual({
      a: '1',
      b: '2',
    });
  });

  it('sendMaybeSigned retries only after a challenge, with the same request and the two headers', async () => {
    const signed = kit([answer(202, challengeBody), answer(201, { id: 'AuthMethod:1' })]);
    const request = { method: 'POST', path: '/auth/credentials', json: { type: 'PASSKEY' } };
    expect((await sendMaybeSigned(signed.t, request, new Uint8Array(32))).status).toBe(201);
    expect(signed.sent[1]).toEqual({
      ...request,
      headers: { 'X-Wallet-Sig': 'sig({"x":1},32)', 'Request-Id': 'Request:1' },
    });
    const direct = kit([answer(400, { code: 'X' })]);
    expect((await sendMaybeSigned(direct.t, request, new Uint8Array(32))).status).toBe(400);
    expect(direct.sent).toHaveLength(1);
  });

  it('finds the sandbox reason at the top level or in details', () => {
    expect(reasonOf(answer(401, { reason: 'a' }))).toBe('a');
    expect(reasonOf(answer(401, { details: { reason: 'b' } }))).toBe('b');
    expect(reasonOf(answer(401, { code: 'X' }))).toBeUndefined();
  });

  it('makes fresh data that cannot collide across runs', () => {
    expect(freshEmail()).not.toBe(freshEmail());
    expect(freshEmail()).toMatch(/@example\.com$/);
    expect(freshPhoneNumber()).toMatch(/^\+1555\d{7}$/);
    expect(freshIdentity().subject).not.toBe(freshIdentity().subject);
    expect(Buffer.from(registrationChallenge(), 'base64url')).toHaveLength(32);
  });
});
