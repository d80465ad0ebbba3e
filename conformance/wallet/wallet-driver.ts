/**
 * The embedded-wallet flows as a wallet app runs them against the service, with real cryptography (4.2): a customer
 * and its wallet account, OTP log-in over HPKE with a stamped retry, passkey registration and log-in with a software
 * authenticator, OAuth with minted ID tokens. Every step checks that the answer is the one the flow needs and throws
 * WalletStepError otherwise: a test wraps the steps that are its preconditions in `t.setup`, and asserts itself on
 * the step it is about.
 */
import { operationRequest } from '../http/operation-request.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { requestIdHeader } from '../../spec/enums.ts';
import { sandboxOtp } from '../../spec/sandbox.ts';
import { mintIdToken, sha256Hex } from '../crypto/oidc.ts';
import { generateP256KeyPair, type P256KeyPair } from '../crypto/p256-keys.ts';
import { SoftwareAuthenticator, type PasskeyAttestation } from '../crypto/webauthn-authenticator.ts';
import type { ApiResponse } from '../http/client.ts';
import type { TestKit } from '../support/test-kit.ts';
import { answerText, requireChallenge, retryHeaders, sendSigned, WalletStepError } from './signed-retry.ts';

/** A customer with an e-mail and its embedded-wallet account. */
export interface Wallet {
  readonly customerId: string;
  readonly accountId: string;
  readonly email: string;
}

/** An active session and its signing key (5: the client's own key for OTP, the decrypted one for PASSKEY/OAUTH). */
export interface WalletSession {
  readonly id: string;
  readonly credentialId: string;
  readonly privateKey: Uint8Array;
  /** The `AuthSession` body of the verify. */
  readonly body: Record<string, unknown>;
}

/** A registered passkey and the authenticator that holds its private key. */
export interface Passkey {
  readonly id: string;
  readonly webauthnId: string;
  readonly authenticator: SoftwareAuthenticator;
  /** The create body that registered it. */
  readonly createBody: Record<string, unknown>;
}

/** An OIDC identity the suite mints tokens for. */
export interface OauthIdentity {
  readonly subject: string;
  readonly audience: string;
  readonly email: string;
}

function jsonBody(res: ApiResponse): Record<string, unknown> {
  return typeof res.json === 'object' && res.json !== null && !Array.isArray(res.json)
    ? (res.json as Record<string, unknown>)
    : {};
}

function expectStatus(res: ApiResponse, status: number, what: string): Record<string, unknown> {
  if (res.status !== status) throw new WalletStepError(`${what}: expected ${status}, got ${answerText(res)}`);
  return jsonBody(res);
}

function stringMember(body: Record<string, unknown>, name: string, what: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '')
    throw new WalletStepError(`${what}: the answer has no string "${name}"`);
  return value;
}

/** A fresh e-mail under a reserved domain (RFC 2606), unique per call so that replayed seeds never collide. */
export function freshEmail(): string {
  return `wallet-${randomUUID()}@example.com`;
}

/** A fresh E.164 phone number in the +1 555 range. */
export function freshPhoneNumber(): string {
  return `+1555${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
}

/** A fresh OIDC identity. */
export function freshIdentity(): OauthIdentity {
  const id = randomUUID();
  return {
    subject: `subject-${id}`,
    audience: `conformance-client-${id.slice(0, 8)}`,
    email: `oauth-${id}@example.com`,
  };
}

/** A registration challenge as an integrator's backend issues one: 32 random bytes, base64url. */
export function registrationChallenge(): string {
  return randomBytes(32).toString('base64url');
}

export class WalletDriver {
  readonly #t: TestKit;

  constructor(t: TestKit) {
    this.#t = t;
  }

  /** A new customer with a fresh e-mail, and its wallet account (through the binding). */
  async newWallet(email: string = freshEmail()): Promise<Wallet> {
    const t = this.#t;
    const res = await t.api.call('createCustomer', {
      json: t.binding.walletCustomerBody({ email, phoneNumber: freshPhoneNumber() }),
    });
    if (res.status < 200 || res.status > 299) throw new WalletStepError(`POST /customers: ${answerText(res)}`);
    const customerId = t.binding.customerIdOf(res);
    return { customerId, accountId: await t.binding.walletAccountOf(customerId), email };
  }

  /** The account's credentials (`GET /auth/credentials?accountId=`). */
  async credentials(accountId: string): Promise<Record<string, unknown>[]> {
    const res = await this.#t.api.call('listAuthCredentials', { query: { accountId } });
    const data = expectStatus(res, 200, 'GET /auth/credentials')['data'];
    if (!Array.isArray(data)) throw new WalletStepError('GET /auth/credentials: the answer has no data array');
    return data as Record<string, unknown>[];
  }

  /** The wallet's first credential, `EMAIL_OTP` (5): created with a bare 201 (3.4), or the one the account came with. */
  async firstEmailOtp(wallet: Wallet): Promise<string> {
    const existing = (await this.credentials(wallet.accountId)).find((c) => c['type'] === 'EMAIL_OTP');
    if (existing) return stringMember(existing, 'id', 'the existing EMAIL_OTP credential');
    const res = await this.#t.api.call('createAuthCredential', {
      json: this.#t.binding.otpCredentialBody('EMAIL_OTP', wallet.accountId),
    });
    return stringMember(
      expectStatus(res, 201, 'POST /auth/credentials (first EMAIL_OTP)'),
      'id',
      'the EMAIL_OTP credential',
    );
  }

  /** A new wallet with its EMAIL_OTP credential and a session on it: the usual starting point. */
  async walletWithSession(): Promise<{ wallet: Wallet; emailOtpId: string; session: WalletSession }> {
    const wallet = await this.newWallet();
    const emailOtpId = await this.firstEmailOtp(wallet);
    return { wallet, emailOtpId, session: await this.otpLogin(emailOtpId) };
  }

  /** `POST /auth/credentials/{id}/challenge` without a body: the OTP challenge; answers the target bundle. */
  async otpTarget(credentialId: string): Promise<string> {
    const res = await this.#t.api.call('challengeAuthCredential', { params: { id: credentialId } });
    const body = expectStatus(res, 200, 'OTP challenge');
    return this.#t.binding.otpTargetKeyOf(stringMember(body, 'otpEncryptionTargetBundle', 'OTP challenge'));
  }

  /**
   * OTP log-in (4.2 OTP rules 1-3): challenge, seal the code with a fresh key pair, verify (202), sign the payload
   * with that key pair, retry (200). The key pair is the session key.
   */
  async otpLogin(
    credentialId: string,
    options: { otpCode?: string; clientKey?: P256KeyPair; type?: 'EMAIL_OTP' | 'SMS_OTP' } = {},
  ): Promise<WalletSession> {
    const t = this.#t;
    const targetPublicKeyHex = await this.otpTarget(credentialId);
    const clientKey = options.clientKey ?? generateP256KeyPair();
    const encryptedOtpBundle = await t.binding.sealOtp({
      targetPublicKeyHex,
      otpCode: options.otpCode ?? sandboxOtp.code,
      clientKey,
    });
    const request = operationRequest('verifyAuthCredential', {
      params: { id: credentialId },
      json: { type: options.type ?? 'EMAIL_OTP', encryptedOtpBundle },
    });
    const first = await t.api.request(request);
    const challenge = requireChallenge(first, 'OTP verify');
    const retry = await t.api.request({ ...request, headers: retryHeaders(t, challenge, clientKey.privateKey) });
    const body = expectStatus(retry, 200, 'OTP verify, signed retry');
    return { id: stringMember(body, 'id', 'OTP session'), credentialId, privateKey: clientKey.privateKey, body };
  }

  /** Registers a passkey on the wallet: a bare 201 when the account has no credential, else signed by `signer`. */
  async addPasskey(
    wallet: Wallet,
    signer: WalletSession | undefined,
    nickname = 'Conformance passkey',
  ): Promise<Passkey> {
    const t = this.#t;
    const authenticator = new SoftwareAuthenticator(t.run.wallet);
    const challenge = registrationChallenge();
    const attestation: PasskeyAttestation = await authenticator.register({ challenge });
    const json = { type: 'PASSKEY', accountId: wallet.accountId, challenge, nickname, attestation };
    const request = operationRequest('createAuthCredential', { json });
    const res = signer ? (await sendSigned(t, request, signer.privateKey)).retry : await t.api.request(request);
    const id = stringMember(expectStatus(res, 201, 'PASSKEY create'), 'id', 'PASSKEY create');
    return { id, webauthnId: attestation.credentialId, authenticator, createBody: json };
  }

  /** Adds an `SMS_OTP` credential to `wallet` (4.2 rule 5: one per account), signed by `signer`; answers its id. */
  async addSmsOtp(wallet: Wallet, signer: WalletSession): Promise<string> {
    const t = this.#t;
    const request = operationRequest('createAuthCredential', {
      json: t.binding.otpCredentialBody('SMS_OTP', wallet.accountId),
    });
    const { retry } = await sendSigned(t, request, signer.privateKey);
    return stringMember(expectStatus(retry, 201, 'SMS_OTP create'), 'id', 'SMS_OTP create');
  }

  /** Passkey log-in (4.2 PASSKEY rules): challenge with a fresh client key, assertion, verify with `Request-Id`. */
  async passkeyLogin(passkey: Passkey): Promise<WalletSession> {
    const t = this.#t;
    const clientKey = generateP256KeyPair();
    const params = { id: passkey.id };
    const challengeRes = await t.api.call('challengeAuthCredential', {
      params,
      json: { clientPublicKey: t.binding.clientPublicKeyOf(clientKey) },
    });
    const issued = expectStatus(challengeRes, 200, 'PASSKEY challenge');
    const challenge = stringMember(issued, 'challenge', 'PASSKEY challenge');
    const requestId = stringMember(issued, 'requestId', 'PASSKEY challenge');
    const assertion = await passkey.authenticator.assert({ challenge, credentialId: passkey.webauthnId });
    const res = await t.api.call('verifyAuthCredential', {
      params,
      json: { type: 'PASSKEY', assertion },
      headers: { [requestIdHeader]: requestId },
    });
    return this.#keyedSession(res, passkey.id, clientKey, 'PASSKEY verify');
  }

  /** Registers an OAUTH credential for `identity`, signed by `signer` (the account already holds a credential). */
  async addOauth(wallet: Wallet, signer: WalletSession, identity: OauthIdentity = freshIdentity()): Promise<string> {
    const t = this.#t;
    const oidcToken = await this.idToken(identity);
    const { retry } = await sendSigned(
      t,
      operationRequest('createAuthCredential', { json: { type: 'OAUTH', accountId: wallet.accountId, oidcToken } }),
      signer.privateKey,
    );
    return stringMember(expectStatus(retry, 201, 'OAUTH create'), 'id', 'OAUTH create');
  }

  /** OAUTH log-in (4.2 OAUTH rules): a fresh token whose nonce is the SHA-256 of the exact `clientPublicKey` sent. */
  async oauthLogin(credentialId: string, identity: OauthIdentity): Promise<WalletSession> {
    const t = this.#t;
    const clientKey = generateP256KeyPair();
    const clientPublicKey = t.binding.clientPublicKeyOf(clientKey);
    const oidcToken = await this.idToken(identity, { nonce: sha256Hex(clientPublicKey) });
    const res = await t.api.call('verifyAuthCredential', {
      params: { id: credentialId },
      json: { type: 'OAUTH', oidcToken, clientPublicKey },
    });
    return this.#keyedSession(res, credentialId, clientKey, 'OAUTH verify');
  }

  /** A sandbox ID token (dummy signature, 4.5) of the run's issuer for `identity`, with claims changed as asked. */
  idToken(identity: OauthIdentity, changes: Partial<Parameters<typeof mintIdToken>[0]> = {}): Promise<string> {
    return mintIdToken({
      issuer: this.#t.run.wallet.oidcIssuer,
      audience: identity.audience,
      subject: identity.subject,
      email: identity.email,
      iatSeconds: this.nowSeconds(),
      ...changes,
    });
  }

  /** The server's current time in whole seconds (its sandbox clock may run ahead of this machine's). */
  nowSeconds(): number {
    return Math.floor(this.#t.now().getTime() / 1000);
  }

  /** Revokes a credential with the signed flow, signed by `signer`; returns the retry's answer. */
  async revokeCredential(credentialId: string, signer: WalletSession): Promise<ApiResponse> {
    return (
      await sendSigned(
        this.#t,
        operationRequest('revokeAuthCredential', { params: { id: credentialId } }),
        signer.privateKey,
      )
    ).retry;
  }

  async #keyedSession(
    res: ApiResponse,
    credentialId: string,
    clientKey: P256KeyPair,
    what: string,
  ): Promise<WalletSession> {
    const body = expectStatus(res, 200, what);
    const encrypted = stringMember(body, 'encryptedSessionSigningKey', what);
    const privateKey = await this.#t.binding.sessionSigningKeyOf(encrypted, clientKey.privateKey);
    return { id: stringMember(body, 'id', what), credentialId, privateKey, body };
  }
}
