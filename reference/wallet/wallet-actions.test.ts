import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import { decryptSessionSigningKey } from '../../conformance/crypto/session-key.ts';
import { makeStamp } from '../../conformance/crypto/stamp.ts';
import { startWalletReference as start, type Json } from '../test-support/wallet-client.ts';

describe('revocation, sessions and wallet actions', () => {
  it("keeps the last credential (400), refuses a revocation signed by the credential's own session, and revokes its sessions", async () => {
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

  it('answers a replayed verify retry 401 (requestId used) once its credential is revoked, not 404; a new verify of it is 404', async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const emailId = await c.emailOtp(accountId);
    const { clientKey, encryptedOtpBundle } = await c.otpBundle(emailId);
    const verify = { type: 'EMAIL_OTP', encryptedOtpBundle };
    const login = await c.signed('POST', `/auth/credentials/${emailId}/verify`, verify, clientKey.privateKey);
    expect(login.retry.status, login.retry.text).toBe(200);
    const passkeySession = await c.passkeyLogin(await c.addPasskey(accountId, clientKey.privateKey));
    expect((await c.signed('DELETE', `/auth/credentials/${emailId}`, undefined, passkeySession.key)).retry.status).toBe(
      204,
    );

    const replayed = await c.call('POST', `/auth/credentials/${emailId}/verify`, verify, login.headers);
    expect([replayed.status, replayed.body['reason']], replayed.text).toEqual([401, 'the requestId was already used']);
    const fresh = await c.call('POST', `/auth/credentials/${emailId}/verify`, verify);
    expect(fresh.status, fresh.text).toBe(404);
    // A retry naming a type the credential never had still meets the retry checks first.
    const otherType = await c.call(
      'POST',
      `/auth/credentials/${emailId}/verify`,
      { ...verify, type: 'SMS_OTP' },
      login.headers,
    );
    expect(otherType.status, otherType.text).toBe(401);
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
    const exported = await c.signed(
      'POST',
      `/internal-accounts/${accountId}/export`,
      { clientPublicKey: clientKey.publicKeyUncompressedHex },
      first.key,
    );
    expect(exported.retry.body['id']).toBe(accountId);
    expect(
      await decryptSessionSigningKey(String(exported.retry.body['encryptedWalletCredentials']), clientKey.privateKey),
    ).toHaveLength(32);
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
    const change = { customerType: 'INDIVIDUAL', email: 'new@example.com' };
    const { retry, headers } = await c.signed('PATCH', `/customers/${customerId}`, change, otp.key);
    expect(retry.body).toMatchObject({ id: customerId, email: 'new@example.com' });
    // The e-mail already is the new one: the same retry again is a reused requestId, never a plain update.
    expect((await c.call('PATCH', `/customers/${customerId}`, change, headers)).status, 'the replayed retry').toBe(401);
    const credentials = await c.call('GET', `/auth/credentials?accountId=${accountId}`);
    expect((credentials.body['data'] as Json[])[0]).toMatchObject({ id: emailId, nickname: 'new@example.com' });
    const plain = await c.call('PATCH', `/customers/${customerId}`, {
      customerType: 'INDIVIDUAL',
      fullName: 'Renamed Holder',
    });
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
    expect((await c.signed('DELETE', `/auth/credentials/${emailId}`, undefined, passkeySession.key)).retry.status).toBe(
      204,
    );
    const retry = await c.call('PATCH', `/customers/${customerId}`, body, {
      'Service-Wallet-Signature': makeStamp(String(first.body['payloadToSign']), passkeySession.key),
      'Request-Id': String(first.body['requestId']),
    });
    expect(retry.body).toMatchObject({ status: 409, code: 'EMAIL_OTP_CREDENTIAL_SET_CHANGED' });
  });
});
