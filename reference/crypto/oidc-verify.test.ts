import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair } from 'jose';
import { oidcIatMaxAgeSeconds, sandboxClockSkewSeconds } from '../../spec/limits.ts';
import { oidcTokenRules } from '../../spec/sandbox.ts';
import { generateP256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import {
  mintIdToken,
  sha256Hex,
  startJwksServer,
  type JwksServer,
  type MintIdTokenInput,
} from '../../conformance/crypto/oidc.ts';
import { checkIdToken, expectedOidcNonce, type CheckIdTokenOptions, type IdTokenRuleId } from './oidc-verify.ts';

const issuer = 'https://accounts.example.test';
const now = new Date('2025-10-13T12:00:00.000Z');
const nowSeconds = now.getTime() / 1000;
const client = generateP256KeyPair();
const identity = { issuer, audience: 'client-app', subject: 'user-42' };
const sandbox: CheckIdTokenOptions = { now, supportedIssuers: [issuer], verifySignature: false };
const onVerify: CheckIdTokenOptions = {
  ...sandbox,
  expectedNonce: expectedOidcNonce(client.publicKeyCompressedHex),
  expected: { iss: issuer, aud: 'client-app', sub: 'user-42' },
};

const mint = (input: Partial<MintIdTokenInput> = {}) =>
  mintIdToken({
    ...identity,
    iatSeconds: nowSeconds - 10,
    nonce: sha256Hex(client.publicKeyCompressedHex),
    email: 'u@example.test',
    ...input,
  });

async function refusal(
  token: string | Promise<string>,
  options: CheckIdTokenOptions = onVerify,
): Promise<{ rule: IdTokenRuleId; reason: string; malformed: boolean }> {
  const result = await checkIdToken(await token, options);
  if (result.ok) throw new Error('the token was accepted');
  return result;
}

describe('checkIdToken: accepted tokens', () => {
  it('accepts a dummy-signed token in the sandbox profile, aud a string or a one-element array', async () => {
    for (const audience of ['client-app', ['client-app']]) {
      const result = await checkIdToken(await mint({ audience }), onVerify);
      expect(result).toEqual({
        ok: true,
        claims: {
          iss: issuer,
          aud: 'client-app',
          sub: 'user-42',
          iat: nowSeconds - 10,
          exp: nowSeconds + 590,
          email: 'u@example.test',
          nonce: onVerify.expectedNonce,
        },
      });
    }
  });

  it('on create (no nonce, no stored identity) needs neither nonce nor matching identity', async () => {
    const result = await checkIdToken(await mint({ subject: 'someone-else', omit: ['nonce'] }), sandbox);
    expect(result.ok).toBe(true);
  });
});

describe('checkIdToken: each rule of oidcTokenRules refused on its own', () => {
  it('jwt-shaped and no-fixed-literals: not three segments, undecodable, or a literal token (malformed)', async () => {
    const good = await mint();
    for (const token of [
      'test-token',
      'sandbox-oidc-token',
      good.split('.').slice(0, 2).join('.'),
      `${good}.x`,
      `!!.${good.split('.')[1]}.x`,
      `e30.bm90IGpzb24.x`,
    ]) {
      expect(await refusal(token), token).toMatchObject({ rule: 'jwt-shaped', malformed: true });
    }
  });

  it('iss-supported', async () => {
    expect(await refusal(mint({ issuer: 'https://other-issuer.test' }), sandbox)).toMatchObject({
      rule: 'iss-supported',
      malformed: false,
    });
    expect(await refusal(mint({ omit: ['iss'] }), sandbox)).toMatchObject({ rule: 'iss-supported' });
  });

  it('aud-shape: empty, empty array, two elements, not a string', async () => {
    for (const audience of ['', [], ['client-app', 'other'], ['']]) {
      expect(await refusal(mint({ audience }), sandbox), JSON.stringify(audience)).toMatchObject({ rule: 'aud-shape' });
    }
    expect(await refusal(mint({ overrides: { aud: 7 } }), sandbox)).toMatchObject({ rule: 'aud-shape' });
  });

  it('sub-non-empty', async () => {
    expect(await refusal(mint({ subject: '' }), sandbox)).toMatchObject({ rule: 'sub-non-empty' });
    expect(await refusal(mint({ omit: ['sub'] }), sandbox)).toMatchObject({ rule: 'sub-non-empty' });
  });

  it('iat-numeric', async () => {
    expect(await refusal(mint({ overrides: { iat: String(nowSeconds) } }), sandbox)).toMatchObject({
      rule: 'iat-numeric',
    });
    expect(await refusal(mint({ omit: ['iat'] }), sandbox)).toMatchObject({ rule: 'iat-numeric' });
  });

  it('iat-max-age and iat-clock-skew: 60 s and 65 s old accepted, 66 s refused; 5 s ahead accepted, 6 s refused', async () => {
    expect([oidcIatMaxAgeSeconds, sandboxClockSkewSeconds]).toEqual([60, 5]);
    const at = async (age: number) =>
      checkIdToken(await mint({ iatSeconds: nowSeconds - age, expSeconds: nowSeconds + 600 }), sandbox);
    expect((await at(oidcIatMaxAgeSeconds)).ok).toBe(true);
    expect((await at(oidcIatMaxAgeSeconds + sandboxClockSkewSeconds)).ok).toBe(true);
    expect(await at(oidcIatMaxAgeSeconds + sandboxClockSkewSeconds + 1)).toMatchObject({
      ok: false,
      rule: 'iat-max-age',
    });
    expect((await at(-sandboxClockSkewSeconds)).ok).toBe(true);
    expect(await at(-sandboxClockSkewSeconds - 1)).toMatchObject({ ok: false, rule: 'iat-clock-skew' });
  });

  it('exp-after-request: past, equal to the request time, missing or not numeric', async () => {
    for (const input of [
      { expSeconds: nowSeconds - 1 },
      { expSeconds: nowSeconds },
      { omit: ['exp'] as const },
      { overrides: { exp: 'later' } },
    ]) {
      expect(await refusal(mint(input), sandbox), JSON.stringify(input)).toMatchObject({ rule: 'exp-after-request' });
    }
  });

  it('nonce-client-public-key: SHA-256 of the exact hex clientPublicKey sent', async () => {
    expect(await refusal(mint({ omit: ['nonce'] }))).toMatchObject({ rule: 'nonce-client-public-key' });
    expect(await refusal(mint({ nonce: sha256Hex(client.publicKeyCompressedHex.toUpperCase()) }))).toMatchObject({
      rule: 'nonce-client-public-key',
    });
    expect(await refusal(mint({ nonce: sha256Hex(client.publicKeyUncompressedHex) }))).toMatchObject({
      rule: 'nonce-client-public-key',
    });
    // The exact text matters: the same key sent in upper case needs the nonce of that text.
    const upper = client.publicKeyCompressedHex.toUpperCase();
    const result = await checkIdToken(await mint({ nonce: sha256Hex(upper) }), {
      ...onVerify,
      expectedNonce: expectedOidcNonce(upper),
    });
    expect(result.ok).toBe(true);
  });

  it("same-identity: iss, aud and sub each equal the credential's", async () => {
    const otherIssuer = 'https://accounts-2.example.test';
    const twoIssuers = { ...onVerify, supportedIssuers: [issuer, otherIssuer] };
    expect(await refusal(mint({ issuer: otherIssuer }), twoIssuers)).toMatchObject({ rule: 'same-identity' });
    expect(await refusal(mint({ audience: 'another-app' }))).toMatchObject({ rule: 'same-identity' });
    expect(await refusal(mint({ subject: 'user-43' }))).toMatchObject({ rule: 'same-identity' });
    const storedAsArray = { ...onVerify, expected: { ...onVerify.expected!, aud: ['client-app'] } };
    expect((await checkIdToken(await mint(), storedAsArray)).ok).toBe(true);
  });

  it("every refusal's reason quotes the rule of spec/sandbox.ts it breaks", async () => {
    const refused = await refusal(mint({ subject: '' }), sandbox);
    expect(refused.reason).toContain(oidcTokenRules.find((r) => r.id === 'sub-non-empty')!.rule);
  });
});

describe('checkIdToken with verifySignature (loopback issuer)', () => {
  let idp: JwksServer;
  let options: CheckIdTokenOptions;
  beforeAll(async () => {
    idp = await startJwksServer();
    options = { now: new Date(), supportedIssuers: [idp.issuer], verifySignature: { jwksUrlFor: () => idp.jwksUrl } };
  });
  afterAll(async () => {
    await idp.close();
  });

  it("accepts a token signed with the issuer's key, refuses a dummy signature and another key's signature", async () => {
    const base = { issuer: idp.issuer, audience: 'client-app', subject: 'user-42' };
    expect((await checkIdToken(await mintIdToken({ ...base, signingKey: idp.signingKey }), options)).ok).toBe(true);
    expect(await refusal(mintIdToken(base), options)).toMatchObject({ rule: 'issuer-signature', malformed: false });
    const stranger = await generateKeyPair('ES256', { extractable: true });
    expect(await refusal(mintIdToken({ ...base, signingKey: stranger.privateKey }), options)).toMatchObject({
      rule: 'issuer-signature',
    });
    // The same dummy-signed token passes the sandbox profile.
    expect((await checkIdToken(await mintIdToken(base), { ...options, verifySignature: false })).ok).toBe(true);
  });
});
