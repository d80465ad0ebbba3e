import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummySignatureSegment, mintIdToken, sha256Hex, startJwksServer, type JwksServer } from './oidc.ts';

describe('sha256Hex', () => {
  it('is the lowercase hex SHA-256 of the exact UTF-8 text', () => {
    // FIPS 180-2 example: SHA-256("abc").
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('02AB')).not.toBe(sha256Hex('02ab'));
    expect(sha256Hex('02ab')).toBe(bytesToHex(sha256(utf8ToBytes('02ab'))));
  });
});

describe('mintIdToken', () => {
  it('without a key: three segments, the claims as given, a dummy signature', async () => {
    const token = await mintIdToken({
      issuer: 'https://issuer.test',
      audience: ['client-1'],
      subject: 'user-1',
      email: 'u@example.com',
      nonce: 'n',
      iatSeconds: 1000,
      expSeconds: 2000,
    });
    const [, , signature] = token.split('.');
    expect(token.split('.')).toHaveLength(3);
    expect(signature).toBe(dummySignatureSegment);
    expect(decodeJwt(token)).toEqual({
      iss: 'https://issuer.test',
      aud: ['client-1'],
      sub: 'user-1',
      iat: 1000,
      exp: 2000,
      email: 'u@example.com',
      nonce: 'n',
    });
  });

  it('defaults iat to now and exp after it; omits and overrides single claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const claims = decodeJwt(await mintIdToken({ issuer: 'i', audience: 'a', subject: 's' }));
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp).toBeGreaterThan(claims.iat!);
    const broken = decodeJwt(
      await mintIdToken({
        issuer: 'i',
        audience: 'a',
        subject: 's',
        omit: ['sub', 'exp'],
        overrides: { iat: 'yesterday' },
      }),
    );
    expect(broken).toEqual({ iss: 'i', aud: 'a', iat: 'yesterday' });
  });

  describe('with the loopback issuer', () => {
    let idp: JwksServer;
    beforeAll(async () => {
      idp = await startJwksServer();
    });
    afterAll(async () => {
      await idp.close();
    });

    it('serves the discovery document and a key set that verifies the tokens it signs', async () => {
      expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<
        string,
        unknown
      >;
      expect(discovery).toEqual({ issuer: idp.issuer, jwks_uri: idp.jwksUrl });
      const jwks = (await (await fetch(idp.jwksUrl)).json()) as { keys: Record<string, unknown>[] };
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]).not.toHaveProperty('d');
      const token = await mintIdToken({
        issuer: idp.issuer,
        audience: 'client-1',
        subject: 'user-1',
        signingKey: idp.signingKey,
      });
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]!['kid'] });
      const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(idp.jwksUrl)), {
        issuer: idp.issuer,
        audience: 'client-1',
      });
      expect(payload.sub).toBe('user-1');
      const unsigned = await mintIdToken({ issuer: idp.issuer, audience: 'client-1', subject: 'user-1' });
      await expect(jwtVerify(unsigned, createRemoteJWKSet(new URL(idp.jwksUrl)))).rejects.toThrow();
      expect((await fetch(`${idp.issuer}/other`)).status).toBe(404);
    });
  });
});
