import { describe, expect, it } from 'vitest';
import { mintIdToken, sha256Hex, startJwksServer } from '../../conformance/crypto/oidc.ts';
import { sealOtpBundle } from '../../conformance/crypto/otp-bundle.ts';
import { generateP256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import { decryptSessionSigningKey } from '../../conformance/crypto/session-key.ts';
import { clock, issuer, startWalletReference as start, stopWalletReference } from '../test-support/wallet-client.ts';
import { embeddedWalletConfig } from './wallet-config.ts';

describe('wallet accounts and the first credential', () => {
  it('opens an EMBEDDED_WALLET account with each customer, unless the platform is configured otherwise', async () => {
    const c = await start();
    const { customerId, accountId } = await c.wallet();
    const list = await c.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=EMBEDDED_WALLET`);
    expect(list.body).toMatchObject({
      data: [{ id: accountId, customerId, type: 'EMBEDDED_WALLET', privateEnabled: false }],
      hasMore: false,
      totalCount: 1,
    });
    expect(JSON.stringify(list.body)).not.toMatch(/walletSecret/);
    await stopWalletReference();
    const off = await start({ embeddedWallet: embeddedWalletConfig({ accountsWithCustomers: false }) });
    const customer = await off.call('POST', '/customers', { customerType: 'INDIVIDUAL' });
    expect(
      (await off.call('GET', `/customers/internal-accounts?customerId=${String(customer.body['id'])}`)).body['data'],
    ).toEqual([]);
  });

  it('creates the first credential at once: EMAIL_OTP with the customer e-mail; another type first, or no e-mail, is refused', async () => {
    const c = await start();
    const { accountId, email } = await c.wallet();
    const passkeyFirst = await c.call('POST', '/auth/credentials', {
      type: 'PASSKEY',
      accountId,
      challenge: 'abc',
      nickname: 'k',
      attestation: { credentialId: 'AA', clientDataJson: 'AA', attestationObject: 'AA', transports: [] },
    });
    expect(passkeyFirst.status).toBe(400);
    const created = await c.call('POST', '/auth/credentials', { type: 'EMAIL_OTP', accountId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ accountId, type: 'EMAIL_OTP', nickname: email });
    expect(created.body['id']).toMatch(/^AuthMethod:[0-9a-f-]{36}$/);
    const noEmail = await c.wallet(null);
    expect(
      (await c.call('POST', '/auth/credentials', { type: 'EMAIL_OTP', accountId: noEmail.accountId })).status,
    ).toBe(400);
    expect(
      (
        await c.call('POST', '/auth/credentials', {
          type: 'EMAIL_OTP',
          accountId: 'InternalAccount:00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
  });
});

describe('EMAIL_OTP verify', () => {
  it('issues a session on the retry signed with the bundle key; that key then signs; no encrypted key is answered', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const id = await c.emailOtp(accountId);
    const session = await c.otpLogin(id);
    expect(session.body).toMatchObject({ accountId, type: 'EMAIL_OTP' });
    expect(session.body).not.toHaveProperty('encryptedSessionSigningKey');
    expect((await c.privacy(accountId, session.key)).retry.status).toBe(200);
  });

  it('refuses another code (401 reason "Invalid OTP code"), a bundle for another key (401), garbage (400), a retry by another key', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const id = await c.emailOtp(accountId);
    const wrong = await c.otpBundle(id, '123456');
    const refused = await c.call('POST', `/auth/credentials/${id}/verify`, {
      type: 'EMAIL_OTP',
      encryptedOtpBundle: wrong.encryptedOtpBundle,
    });
    expect(refused.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED', reason: 'Invalid OTP code' });
    const elsewhere = await sealOtpBundle({
      targetPublicKeyHex: generateP256KeyPair().publicKeyUncompressedHex,
      otpCode: '000000',
      clientPublicKeyHex: generateP256KeyPair().publicKeyCompressedHex,
    });
    expect(
      (await c.call('POST', `/auth/credentials/${id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle: elsewhere }))
        .status,
    ).toBe(401);
    expect(
      (await c.call('POST', `/auth/credentials/${id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle: '{"x":1}' }))
        .body['code'],
    ).toBe('INVALID_INPUT');
    const { encryptedOtpBundle } = await c.otpBundle(id);
    const { retry } = await c.signed(
      'POST',
      `/auth/credentials/${id}/verify`,
      { type: 'EMAIL_OTP', encryptedOtpBundle },
      generateP256KeyPair().privateKey,
    );
    expect(retry.body).toMatchObject({ status: 401, code: 'WALLET_SIGNATURE_INVALID' });
  });

  it('rate limits challenge re-issues: the sixth within ten minutes answers 429 with Retry-After, and the window moves on', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const id = await c.emailOtp(accountId);
    for (let i = 0; i < 5; i += 1) {
      expect((await c.call('POST', `/auth/credentials/${id}/challenge`)).status).toBe(200);
      clock.advance(1_000);
    }
    const limited = await c.call('POST', `/auth/credentials/${id}/challenge`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('595');
    expect(limited.body['code']).toBe('RATE_LIMITED');
    clock.advance(594_000);
    expect((await c.call('POST', `/auth/credentials/${id}/challenge`)).status).toBe(429);
    clock.advance(1_000);
    expect((await c.call('POST', `/auth/credentials/${id}/challenge`)).status).toBe(200);
  });
});

describe('PASSKEY and OAUTH', () => {
  it("registers a passkey on the signed retry and verifies assertions against the challenge's Request-Id, once", async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const otp = await c.otpLogin(await c.emailOtp(accountId));
    const passkey = await c.addPasskey(accountId, otp.key);
    const session = await c.passkeyLogin(passkey);
    expect((await c.privacy(accountId, session.key)).retry.status).toBe(200);
    const clientKey = generateP256KeyPair();
    const challenge = await c.call('POST', `/auth/credentials/${passkey.id}/challenge`, {
      clientPublicKey: clientKey.publicKeyUncompressedHex,
    });
    expect(challenge.body['challenge']).toMatch(/^[0-9a-f]{64}$/);
    const assertion = await passkey.authenticator.assert({
      challenge: String(challenge.body['challenge']),
      credentialId: passkey.webauthnId,
    });
    const noRequestId = await c.call('POST', `/auth/credentials/${passkey.id}/verify`, { type: 'PASSKEY', assertion });
    expect(noRequestId.body).toMatchObject({ status: 401, code: 'REQUEST_ID_MISSING' });
    const headers = { 'Request-Id': String(challenge.body['requestId']) };
    expect(
      (await c.call('POST', `/auth/credentials/${passkey.id}/verify`, { type: 'PASSKEY', assertion }, headers)).status,
    ).toBe(200);
    expect(
      (await c.call('POST', `/auth/credentials/${passkey.id}/verify`, { type: 'PASSKEY', assertion }, headers)).status,
    ).toBe(401);
    const bad = await c.call('POST', `/auth/credentials/${passkey.id}/challenge`, { clientPublicKey: '04abcd' });
    expect(bad.status).toBe(400);
  });

  it('checks OIDC tokens: nickname from email, nonce of the exact clientPublicKey, identity of the credential', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const otp = await c.otpLogin(await c.emailOtp(accountId));
    const identity = { issuer, audience: 'client-1', subject: 'user-1', email: 'user@idp.test' };
    const { retry } = await c.signed(
      'POST',
      '/auth/credentials',
      { type: 'OAUTH', accountId, oidcToken: await mintIdToken(identity) },
      otp.key,
    );
    expect(retry.body).toMatchObject({ type: 'OAUTH', nickname: 'user@idp.test' });
    const id = String(retry.body['id']);
    const clientKey = generateP256KeyPair();
    const clientPublicKey = clientKey.publicKeyUncompressedHex;
    const verify = async (changes: Partial<Parameters<typeof mintIdToken>[0]>) =>
      c.call('POST', `/auth/credentials/${id}/verify`, {
        type: 'OAUTH',
        clientPublicKey,
        oidcToken: await mintIdToken({ ...identity, nonce: sha256Hex(clientPublicKey), ...changes }),
      });
    const ok = await verify({});
    expect(ok.status).toBe(200);
    await decryptSessionSigningKey(String(ok.body['encryptedSessionSigningKey']), clientKey.privateKey);
    expect((await verify({ nonce: sha256Hex(clientPublicKey.toUpperCase()) })).status).toBe(401);
    expect((await verify({ subject: 'user-2' })).status).toBe(401);
    expect((await verify({ issuer: 'https://other.test' })).body['reason']).toMatch(/supported issuer/);
    expect(
      (await c.call('POST', `/auth/credentials/${id}/verify`, { type: 'OAUTH', clientPublicKey, oidcToken: 'x' }))
        .status,
    ).toBe(400);
  });

  it("outside the sandbox verifies the token signature against the issuer's key set", async () => {
    const idp = await startJwksServer();
    try {
      const c = await start({
        sandbox: false,
        embeddedWallet: embeddedWalletConfig({
          oidcIssuers: [idp.issuer],
          oidcJwksUrls: { [idp.issuer]: idp.jwksUrl },
        }),
      });
      const { accountId } = await c.wallet();
      // No OTP code is known outside the sandbox: the first credential is created, then an OAUTH one cannot be added
      // without a session, so the signature rule is seen on the create's first leg.
      await c.emailOtp(accountId);
      const identity = { issuer: idp.issuer, audience: 'client-1', subject: 'user-1' };
      const dummy = await c.call('POST', '/auth/credentials', {
        type: 'OAUTH',
        accountId,
        oidcToken: await mintIdToken(identity),
      });
      expect(dummy.status).toBe(401);
      const signed = await c.call('POST', '/auth/credentials', {
        type: 'OAUTH',
        accountId,
        oidcToken: await mintIdToken({ ...identity, signingKey: idp.signingKey }),
      });
      expect(signed.status, signed.text).toBe(202);
    } finally {
      await idp.close();
    }
  });
});
