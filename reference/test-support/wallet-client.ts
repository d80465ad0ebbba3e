/**
 * A wallet app for the reference's unit tests: a reference under test with a manual clock and wallet settings, and
 * the client-side flows (OTP, passkey, signed retries) made with the suite's real cryptography.
 */
import { afterEach, expect } from 'vitest';
import { parseTargetBundle, sealOtpBundle } from '../../conformance/crypto/otp-bundle.ts';
import { generateP256KeyPair, type P256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import { decryptSessionSigningKey } from '../../conformance/crypto/session-key.ts';
import { makeStamp } from '../../conformance/crypto/stamp.ts';
import { SoftwareAuthenticator } from '../../conformance/crypto/webauthn-authenticator.ts';
import { createManualClock, type ManualClock } from '../clock.ts';
import { walletSignatureHeader } from '../../spec/enums.ts';
import type { ReferenceConfig } from '../config.ts';
import { embeddedWalletConfig } from '../wallet/wallet-config.ts';
import { startReferenceUnderTest, type Answer, type ReferenceUnderTest } from './reference-under-test.ts';

let running: ReferenceUnderTest | undefined;
/** The clock of the reference last started. */
export let clock: ManualClock;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** Closes the reference last started (a test may start another). */
export async function stopWalletReference(): Promise<void> {
  await running?.close();
  running = undefined;
}

export const rp = { rpId: 'wallet.unit.test', origin: 'https://wallet.unit.test' };
export const issuer = 'https://issuer.unit.test';

export async function startWalletReference(config: Partial<ReferenceConfig> = {}): Promise<Client> {
  clock = createManualClock(new Date());
  running = await startReferenceUnderTest({
    clock,
    config: { embeddedWallet: embeddedWalletConfig({ webauthn: rp, oidcIssuers: [issuer] }), ...config },
  });
  return new Client(running, running.config.walletSignatureHeader);
}

export type Json = Record<string, unknown>;

/** A wallet app against the reference under test. */
export class Client {
  /** `signatureHeader`: the header the reference reads the stamp from (its configuration). */
  constructor(
    readonly ref: ReferenceUnderTest,
    readonly signatureHeader: string = walletSignatureHeader,
  ) {}

  async call(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer & { body: Json }> {
    const answer = await this.ref.call(method, path, { ...(json === undefined ? {} : { json }), headers });
    return { ...answer, body: (answer.json ?? {}) as Json };
  }

  /** First call, then the retry signed with `key`. */
  async signed(method: string, path: string, json: unknown, key: Uint8Array, payload?: (p: string) => string) {
    const first = await this.call(method, path, json);
    expect(first.status, first.text).toBe(202);
    const payloadToSign = String(first.body['payloadToSign']);
    const headers = {
      [this.signatureHeader]: makeStamp(payload ? payload(payloadToSign) : payloadToSign, key),
      'Request-Id': String(first.body['requestId']),
    };
    return { first, retry: await this.call(method, path, json, headers), headers };
  }

  async wallet(email: string | null = `w-${Math.random().toString(36).slice(2)}@example.com`) {
    const customer = await this.call('POST', '/customers', {
      customerType: 'INDIVIDUAL',
      fullName: 'Wallet Holder',
      phoneNumber: '+15550000000',
      ...(email === null ? {} : { email }),
    });
    expect(customer.status, customer.text).toBe(201);
    const accounts = await this.call('GET', `/customers/internal-accounts?customerId=${String(customer.body['id'])}`);
    return {
      customerId: String(customer.body['id']),
      accountId: String((accounts.body['data'] as Json[])[0]?.['id']),
      email: email ?? '',
    };
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
    return {
      clientKey,
      encryptedOtpBundle: await sealOtpBundle({
        targetPublicKeyHex,
        otpCode,
        clientPublicKeyHex: clientKey.publicKeyCompressedHex,
      }),
    };
  }

  async otpLogin(credentialId: string) {
    const { clientKey, encryptedOtpBundle } = await this.otpBundle(credentialId);
    const { retry } = await this.signed(
      'POST',
      `/auth/credentials/${credentialId}/verify`,
      { type: 'EMAIL_OTP', encryptedOtpBundle },
      clientKey.privateKey,
    );
    expect(retry.status, retry.text).toBe(200);
    return { id: String(retry.body['id']), key: clientKey.privateKey, body: retry.body };
  }

  async addPasskey(accountId: string, key: Uint8Array) {
    const authenticator = new SoftwareAuthenticator(rp);
    const challenge = Buffer.from('integrator-challenge').toString('base64url');
    const attestation = await authenticator.register({ challenge });
    const { retry } = await this.signed(
      'POST',
      '/auth/credentials',
      { type: 'PASSKEY', accountId, challenge, nickname: 'Key', attestation },
      key,
    );
    expect(retry.status, retry.text).toBe(201);
    return { id: String(retry.body['id']), webauthnId: attestation.credentialId, authenticator };
  }

  async passkeyLogin(passkey: Awaited<ReturnType<Client['addPasskey']>>) {
    const clientKey = generateP256KeyPair();
    const challenge = await this.call('POST', `/auth/credentials/${passkey.id}/challenge`, {
      clientPublicKey: clientKey.publicKeyUncompressedHex,
    });
    const assertion = await passkey.authenticator.assert({
      challenge: String(challenge.body['challenge']),
      credentialId: passkey.webauthnId,
    });
    const verified = await this.call(
      'POST',
      `/auth/credentials/${passkey.id}/verify`,
      { type: 'PASSKEY', assertion },
      { 'Request-Id': String(challenge.body['requestId']) },
    );
    expect(verified.status, verified.text).toBe(200);
    const key = await decryptSessionSigningKey(
      String(verified.body['encryptedSessionSigningKey']),
      clientKey.privateKey,
    );
    return { id: String(verified.body['id']), key };
  }

  privacy(accountId: string, key: Uint8Array) {
    return this.signed('PATCH', `/internal-accounts/${accountId}`, { privateEnabled: true }, key);
  }
}
