import { afterEach, describe, expect, it } from 'vitest';
import { mintIdToken, sha256Hex, startJwksServer } from '../../conformance/crypto/oidc.ts';
import { parseTargetBundle, sealOtpBundle } from '../../conformance/crypto/otp-bundle.ts';
import { generateP256KeyPair, type P256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import { decryptSessionSigningKey } from '../../conformance/crypto/session-key.ts';
import { makeStamp } from '../../conformance/crypto/stamp.ts';
import { SoftwareAuthenticator } from '../../conformance/crypto/webauthn-authenticator.ts';
import { createManualClock, type ManualClock } from '../clock.ts';
import type { ReferenceConfig } from '../config.ts';
import { startReferenceUnderTest, type Answer, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';
import { embeddedWalletConfig } from './wallet-config.ts';

let running: ReferenceUnderTest | undefined;
let clock: ManualClock;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const rp = { rpId: 'wallet.unit.test', origin: 'https://wallet.unit.test' };
const issuer = 'https://issuer.unit.test';

async function start(config: Partial<ReferenceConfig> = {}): Promise<Client> {
  clock = createManualClock(new Date());
  running = await startReferenceUnderTest({
    clock,
    config: { embeddedWallet: embeddedWalletConfig({ webauthn: rp, oidcIssuers: [issuer] }), ...config },
  });
  return new Client(running);
}

type Json = Record<string, unknown>;

/** A wallet app against the reference under test. */
class Client {
  constructor(readonly ref: ReferenceUnderTest) {}

  async call(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer & { body: Json }> {
    const answer = await this.ref.call(method, path, { ...(json === undefined ? {} : { json }), headers });
    return { ...answer, body: (answer.json ?? {}) as Json };
  }

  /** First call, then the retry signed with `key`. */
  async signed(method: string, path: string, json: unknown, key: Uint8Array, payload?: (p: string) => string) {
    const first = await this.call(method, path, json);
    expect(first.status, first.text).toBe(202);
    const payloadToSign = String(first.body['payloadToSign']);
    const headers = { 'Service-Wallet-Signature': makeStamp(payload ? payload(payloadToSign) : payloadToSign, key), 'Request-Id': String(first.body['requestId']) };
    return { first, retry: await this.call(method, path, json, headers), headers };
  }

  async wallet(email: string | null = `w-${Math.random().toString(36).slice(2)}@example.com`) {
    const customer = await this.call('POST', '/customers', { customerType: 'INDIVIDUAL', fullName: 'Wallet Holder', phoneNumber: '+15550000000', ...(email === null ? {} : { email }) });
    expect(customer.status, customer.text).toBe(201);
    const accounts = await this.call('GET', `/customers/internal-accounts?customerId=${String(customer.body['id'])}`);
    return { customerId: String(customer.body['id']), accountId: String((accounts.body['data'] as Json[])[0]?.['id']), email: email ?? '' };
  }

  async emailOtp(accountId: string): Promise<string> {
    const created = await this.call('POST', '/auth/credentials', { type: 'EMAIL_OTP', accountId });
    expect(created.status, created.text).toBe(201);
    return String(created.body['id']);
  }

  async otpBundle(credentialId: string, otpCode = '000000', clientKey: P256KeyPair = generateP256KeyPair()) {
    const challenge = await this.call('POST', `/auth/credentials/${credentialId}/challenge`);
    expect(challenge.status, challenge.text).toBe(200);
    const { targetPublicKeyHex } = parseTargetBundle(String(challenge.body['otpEncryptionTargetBundle']));
    return { clientKey, encryptedOtpBundle: await sealOtpBundle({ targetPublicKeyHex, otpCode, clientPublicKeyHex: clientKey.publicKeyCompressedHex }) };
  }

  async otpLogin(credentialId: string) {
    const { clientKey, encryptedOtpBundle } = await this.otpBundle(credentialId);
    const { retry } = await this.signed('POST', `/auth/credentials/${credentialId}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle }, clientKey.privateKey);
    expect(retry.status, retry.text).toBe(200);
    return { id: String(retry.body['id']), key: clientKey.privateKey, body: retry.body };
  }

  async addPasskey(accountId: string, key: Uint8Array) {
    const authenticator = new SoftwareAuthenticator(rp);
    const challenge = Buffer.from('integrator-challenge').toString('base64url');
    const attestation = await authenticator.register({ challenge });
    const { retry } = await this.signed('POST', '/auth/credentials', { type: 'PASSKEY', accountId, challenge, nickname: 'Key', attestation }, key);
    expect(retry.status, retry.text).toBe(201);
    return { id: String(retry.body['id']), webauthnId: attestation.credentialId, authenticator };
  }

  async passkeyLogin(passkey: Awaited<ReturnType<Client['addPasskey']>>) {
    const clientKey = generateP256KeyPair();
    const challenge = await this.call('POST', `/auth/credentials/${passkey.id}/challenge`, { clientPublicKey: clientKey.publicKeyUncompressedHex });
    const assertion = await passkey.authenticator.assert({ challenge: String(challenge.body['challenge']), credentialId: passkey.webauthnId });
    const verified = await this.call('POST', `/auth/credentials/${passkey.id}/verify`, { type: 'PASSKEY', assertion }, { 'Request-Id': String(challenge.body['requestId']) });
    expect(verified.status, verified.text).toBe(200);
    const key = await decryptSessionSigningKey(String(verified.body['encryptedSessionSigningKey']), clientKey.privateKey);
    return { id: String(verified.body['id']), key };
  }

  privacy(accountId: string, key: Uint8Array) {
    return this.signed('PATCH', `/internal-accounts/${accountId}`, { privateEnabled: true }, key);
  }
}

describe('wallet accounts and the first credential', () => {
  it('opens an EMBEDDED_WALLET account with each customer, unless the platform is configured otherwise', async () => {
    const c = await start();
    const { customerId, accountId } = await c.wallet();
    const list = await c.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=EMBEDDED_WALLET`);
    expect(list.body).toMatchObject({ data: [{ id: accountId, customerId, type: 'EMBEDDED_WALLET', privateEnabled: false }], hasMore: false, totalCount: 1 });
    expect(JSON.stringify(list.body)).not.toMatch(/walletSecret/);
    await running?.close();
    const off = await start({ embeddedWallet: embeddedWalletConfig({ accountsWithCustomers: false }) });
    const customer = await off.call('POST', '/customers', { customerType: 'INDIVIDUAL' });
    expect((await off.call('GET', `/customers/internal-accounts?customerId=${String(customer.body['id'])}`)).body['data']).toEqual([]);
  });

  it('creates the first credential at once: EMAIL_OTP with the customer e-mail; another type first, or no e-mail, is refused', async () => {
    const c = await start();
    const { accountId, email } = await c.wallet();
    const passkeyFirst = await c.call('POST', '/auth/credentials', { type: 'PASSKEY', accountId, challenge: 'abc', nickname: 'k', attestation: { credentialId: 'AA', clientDataJson: 'AA', attestationObject: 'AA', transports: [] } });
    expect(passkeyFirst.status).toBe(400);
    const created = await c.call('POST', '/auth/credentials', { type: 'EMAIL_OTP', accountId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ accountId, type: 'EMAIL_OTP', nickname: email });
    expect(created.body['id']).toMatch(/^AuthMethod:[0-9a-f-]{36}$/);
    const noEmail = await c.wallet(null);
    expect((await c.call('POST', '/auth/credentials', { type: 'EMAIL_OTP', accountId: noEmail.accountId })).status).toBe(400);
    expect((await c.call('POST', '/auth/credentials', { type: 'EMAIL_OTP', accountId: 'InternalAccount:00000000-0000-4000-8000-000000000000' })).status).toBe(404);
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
    const refused = await c.call('POST', `/auth/credentials/${id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle: wrong.encryptedOtpBundle });
    expect(refused.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED', reason: 'Invalid OTP code' });
    const elsewhere = await sealOtpBundle({ targetPublicKeyHex: generateP256KeyPair().publicKeyUncompressedHex, otpCode: '000000', clientPublicKeyHex: generateP256KeyPair().publicKeyCompressedHex });
    expect((await c.call('POST', `/auth/credentials/${id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle: elsewhere })).status).toBe(401);
    expect((await c.call('POST', `/auth/credentials/${id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle: '{"x":1}' })).body['code']).toBe('INVALID_INPUT');
    const { encryptedOtpBundle } = await c.otpBundle(id);
    const { retry } = await c.signed('POST', `/auth/credentials/${id}/verify`, { type: 'EMAIL_OTP', encryptedOtpBundle }, generateP256KeyPair().privateKey);
    expect(retry.body).toMatchObject({ status: 401, code: 'WALLET_SIGNATURE_INVALID' });
  });

  it('rate limits challenge re-issues: the sixth within a minute answers 429 with Retry-After, and the window moves on', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const id = await c.emailOtp(accountId);
    for (let i = 0; i < 5; i += 1) {
      expect((await c.call('POST', `/auth/credentials/${id}/challenge`)).status).toBe(200);
      clock.advance(1_000);
    }
    const limited = await c.call('POST', `/auth/credentials/${id}/challenge`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('55');
    expect(limited.body['code']).toBe('RATE_LIMITED');
    clock.advance(55_000);
    expect((await c.call('POST', `/auth/credentials/${id}/challenge`)).status).toBe(200);
  });
});

describe('PASSKEY and OAUTH', () => {
  it('registers a passkey on the signed retry and verifies assertions against the challenge\'s Request-Id, once', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const otp = await c.otpLogin(await c.emailOtp(accountId));
    const passkey = await c.addPasskey(accountId, otp.key);
    const session = await c.passkeyLogin(passkey);
    expect((await c.privacy(accountId, session.key)).retry.status).toBe(200);
    const clientKey = generateP256KeyPair();
    const challenge = await c.call('POST', `/auth/credentials/${passkey.id}/challenge`, { clientPublicKey: clientKey.publicKeyUncompressedHex });
    expect(challenge.body['challenge']).toMatch(/^[0-9a-f]{64}$/);
    const assertion = await passkey.authenticator.assert({ challenge: String(challenge.body['challenge']), credentialId: passkey.webauthnId });
    const noRequestId = await c.call('POST', `/auth/credentials/${passkey.id}/verify`, { type: 'PASSKEY', assertion });
    expect(noRequestId.body).toMatchObject({ status: 401, code: 'REQUEST_ID_MISSING' });
    const headers = { 'Request-Id': String(challenge.body['requestId']) };
    expect((await c.call('POST', `/auth/credentials/${passkey.id}/verify`, { type: 'PASSKEY', assertion }, headers)).status).toBe(200);
    expect((await c.call('POST', `/auth/credentials/${passkey.id}/verify`, { type: 'PASSKEY', assertion }, headers)).status).toBe(401);
    const bad = await c.call('POST', `/auth/credentials/${passkey.id}/challenge`, { clientPublicKey: '04abcd' });
    expect(bad.status).toBe(400);
  });

  it('checks OIDC tokens: nickname from email, nonce of the exact clientPublicKey, identity of the credential', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const otp = await c.otpLogin(await c.emailOtp(accountId));
    const identity = { issuer, audience: 'client-1', subject: 'user-1', email: 'user@idp.test' };
    const { retry } = await c.signed('POST', '/auth/credentials', { type: 'OAUTH', accountId, oidcToken: await mintIdToken(identity) }, otp.key);
    expect(retry.body).toMatchObject({ type: 'OAUTH', nickname: 'user@idp.test' });
    const id = String(retry.body['id']);
    const clientKey = generateP256KeyPair();
    const clientPublicKey = clientKey.publicKeyUncompressedHex;
    const verify = async (changes: Partial<Parameters<typeof mintIdToken>[0]>) =>
      c.call('POST', `/auth/credentials/${id}/verify`, { type: 'OAUTH', clientPublicKey, oidcToken: await mintIdToken({ ...identity, nonce: sha256Hex(clientPublicKey), ...changes }) });
    const ok = await verify({});
    expect(ok.status).toBe(200);
    await decryptSessionSigningKey(String(ok.body['encryptedSessionSigningKey']), clientKey.privateKey);
    expect((await verify({ nonce: sha256Hex(clientPublicKey.toUpperCase()) })).status).toBe(401);
    expect((await verify({ subject: 'user-2' })).status).toBe(401);
    expect((await verify({ issuer: 'https://other.test' })).body['reason']).toMatch(/supported issuer/);
    expect((await c.call('POST', `/auth/credentials/${id}/verify`, { type: 'OAUTH', clientPublicKey, oidcToken: 'x' })).status).toBe(400);
  });

  it('outside the sandbox verifies the token signature against the issuer\'s key set', async () => {
    const idp = await startJwksServer();
    try {
      const c = await start({ sandbox: false, embeddedWallet: embeddedWalletConfig({ oidcIssuers: [idp.issuer], oidcJwksUrls: { [idp.issuer]: idp.jwksUrl } }) });
      const { accountId } = await c.wallet();
      // No OTP code is known outside the sandbox: the first credential is created, then an OAUTH one cannot be added
      // without a session, so the signature rule is seen on the create's first leg.
      await c.emailOtp(accountId);
      const identity = { issuer: idp.issuer, audience: 'client-1', subject: 'user-1' };
      const dummy = await c.call('POST', '/auth/credentials', { type: 'OAUTH', accountId, oidcToken: await mintIdToken(identity) });
      expect(dummy.status).toBe(401);
      const signed = await c.call('POST', '/auth/credentials', { type: 'OAUTH', accountId, oidcToken: await mintIdToken({ ...identity, signingKey: idp.signingKey }) });
      expect(signed.status, signed.text).toBe(202);
    } finally {
      await idp.close();
    }
  });
});

describe('revocation, sessions and wallet actions', () => {
  it('keeps the last credential (400), refuses a revocation signed by the credential\'s own session, and revokes its sessions', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const emailId = await c.emailOtp(accountId);
    const otp = await c.otpLogin(emailId);
    expect((await c.call('DELETE', `/auth/credentials/${emailId}`)).status).toBe(400);
    const passkeySession = await c.passkeyLogin(await c.addPasskey(accountId, otp.key));
    const own = await c.signed('DELETE', `/auth/credentials/${emailId}`, undefined, otp.key);
    expect(own.retry.body['reason']).toMatch(/credential being revoked/);
    const done = await c.signed('DELETE', `/auth/credentials/${emailId}`, undefined, passkeySession.key);
    expect(done.retry.status).toBe(204);
    const sessions = await c.call('GET', `/auth/sessions?accountId=${accountId}`);
    expect((sessions.body['data'] as Json[]).map((s) => s['id'])).toEqual([passkeySession.id]);
    expect((await c.privacy(accountId, otp.key)).retry.status).toBe(401);
  });

  it('revokes a session, exports the wallet sealed to the client key, and updates privacy, each signed', async () => {
    const c = await start();
    const { customerId, accountId } = await c.wallet();
    const emailId = await c.emailOtp(accountId);
    const first = await c.otpLogin(emailId);
    const second = await c.otpLogin(emailId);
    expect((await c.signed('DELETE', `/auth/sessions/${second.id}`, undefined, first.key)).retry.status).toBe(204);
    expect((await c.privacy(accountId, second.key)).retry.status).toBe(401);
    const clientKey = generateP256KeyPair();
    const exported = await c.signed('POST', `/internal-accounts/${accountId}/export`, { clientPublicKey: clientKey.publicKeyUncompressedHex }, first.key);
    expect(exported.retry.body['id']).toBe(accountId);
    expect(await decryptSessionSigningKey(String(exported.retry.body['encryptedWalletCredentials']), clientKey.privateKey)).toHaveLength(32);
    const updated = await c.privacy(accountId, first.key);
    expect(updated.retry.body).toMatchObject({ id: accountId, privateEnabled: true });
    const list = await c.call('GET', `/customers/internal-accounts?customerId=${customerId}`);
    expect((list.body['data'] as Json[])[0]?.['privateEnabled']).toBe(true);
  });
});

describe('changing an e-mail tied to EMAIL_OTP credentials', () => {
  it('answers 202, then changes the customer and the credential e-mail together', async () => {
    const c = await start();
    const { customerId, accountId } = await c.wallet();
    const emailId = await c.emailOtp(accountId);
    const otp = await c.otpLogin(emailId);
    const { retry } = await c.signed('PATCH', `/customers/${customerId}`, { customerType: 'INDIVIDUAL', email: 'new@example.com' }, otp.key);
    expect(retry.body).toMatchObject({ id: customerId, email: 'new@example.com' });
    const credentials = await c.call('GET', `/auth/credentials?accountId=${accountId}`);
    expect((credentials.body['data'] as Json[])[0]).toMatchObject({ id: emailId, nickname: 'new@example.com' });
    const plain = await c.call('PATCH', `/customers/${customerId}`, { customerType: 'INDIVIDUAL', fullName: 'Renamed Holder' });
    expect(plain.status, 'a change of another field is not signed').toBe(200);
  });

  it('answers 409 EMAIL_OTP_EMAIL_ALREADY_EXISTS and 409 EMAIL_OTP_CREDENTIAL_SET_CHANGED', async () => {
    const c = await start();
    const taken = await c.wallet();
    await c.emailOtp(taken.accountId);
    const { customerId, accountId } = await c.wallet();
    const emailId = await c.emailOtp(accountId);
    const otp = await c.otpLogin(emailId);
    const clash = await c.call('PATCH', `/customers/${customerId}`, { customerType: 'INDIVIDUAL', email: taken.email });
    expect(clash.body).toMatchObject({ status: 409, code: 'EMAIL_OTP_EMAIL_ALREADY_EXISTS' });
    const passkeySession = await c.passkeyLogin(await c.addPasskey(accountId, otp.key));
    const body = { customerType: 'INDIVIDUAL', email: 'moved@example.com' };
    const first = await c.call('PATCH', `/customers/${customerId}`, body);
    expect(first.status).toBe(202);
    expect((await c.signed('DELETE', `/auth/credentials/${emailId}`, undefined, passkeySession.key)).retry.status).toBe(204);
    const retry = await c.call('PATCH', `/customers/${customerId}`, body, {
      'Service-Wallet-Signature': makeStamp(String(first.body['payloadToSign']), passkeySession.key),
      'Request-Id': String(first.body['requestId']),
    });
    expect(retry.body).toMatchObject({ status: 409, code: 'EMAIL_OTP_CREDENTIAL_SET_CHANGED' });
  });
});
