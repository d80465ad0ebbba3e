import { randomUUID } from 'node:crypto';
import { parseTargetBundle, sealOtpBundle } from '../../crypto/otp-bundle.ts';
import type { P256KeyPair } from '../../crypto/p256-keys.ts';
import { decryptSessionSigningKey } from '../../crypto/session-key.ts';
import { makeStamp } from '../../crypto/stamp.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiResponse } from '../../http/client.ts';
import type { BindingContext } from '../binding.ts';

/**
 * The part of the binding the embedded-wallet flows need (2.5, 4.2, 5): set-up the document does not show (a
 * customer's wallet account, the customer e-mail) and the encodings it leaves open (the wallet signature header value,
 * the HPKE parameters of the OTP bundle, how the session key is encrypted). Defaults follow production
 * (the production interface's facts, sections 2, 3 and 10) and the reference's choices; a deployment that differs
 * overrides the method concerned.
 */
export interface WalletBinding {
  /**
   * A `POST /customers` body for an individual with this e-mail and phone number. The document says a wallet's first
   * credential is tied to "the customer e-mail" (5), and the OTP goes to the customer e-mail or phone (4.2), but it
   * names no member for them; production takes `email` and `phoneNumber` (E.164).
   */
  walletCustomerBody(contact: { email: string; phoneNumber: string }): Record<string, unknown>;
  /** A `PATCH /customers/{customerId}` body changing the e-mail of that customer (production: `email`). */
  customerEmailUpdateBody(email: string): Record<string, unknown>;
  /** The e-mail of a customer as read back with `getCustomer` (production: `email`). */
  customerEmailOf(customer: Readonly<Record<string, unknown>>): string | undefined;
  /**
   * The id of the customer's embedded-wallet internal account. Internal accounts have no create operation in
   * production: they come with the customer per platform config; `GET /customers/internal-accounts?customerId=`
   * lists them (`type` `EMBEDDED_WALLET`).
   */
  walletAccountOf(customerId: string): Promise<string>;
  /** The body creating an `EMAIL_OTP` or `SMS_OTP` credential (not shown; production: `{ type, accountId }`). */
  otpCredentialBody(type: 'EMAIL_OTP' | 'SMS_OTP', accountId: string): Record<string, unknown>;
  /** The body of the wallet privacy update `PATCH /internal-accounts/{id}` (not shown; production: `{ privateEnabled }`). */
  walletPrivacyBody(privateEnabled: boolean): Record<string, unknown>;
  /**
   * The body of a session refresh for the new session's client key (not shown; production: `{ clientPublicKey }`,
   * the same on both legs, a compressed key held by the client).
   */
  sessionRefreshBody(clientKey: P256KeyPair): Record<string, unknown>;
  /** The wallet privacy of the account, read back (production: `privateEnabled` in the customer's account list). */
  walletPrivacyOf(customerId: string, accountId: string): Promise<boolean>;
  /** The body of the wallet export (not shown; production: `{ clientPublicKey }`, uncompressed hex). */
  walletExportBody(clientKey: P256KeyPair): Record<string, unknown>;
  /** Ids of the account's active sessions (production: `GET /auth/sessions?accountId=` answering `{ data }`). */
  activeSessionIdsOf(accountId: string): Promise<string[]>;
  /**
   * The wallet signature header value over `payloadToSign` with a session private key. The document shows only that
   * it is a P-256 signature over the exact payload; production encodes a stamp (see `crypto/stamp.ts`).
   */
  walletSignature(payloadToSign: string, privateKey: Uint8Array): string;
  /**
   * Texts a careless client might sign instead of `payloadToSign` (re-serialised, whitespace changed), each differing
   * from it; 4.2 signed-retry rule 2 says they must not verify.
   */
  payloadVariants(payloadToSign: string): string[];
  /** The target public key (hex) of an `otpEncryptionTargetBundle`, after checking the bundle's signature. */
  otpTargetKeyOf(bundle: string): string;
  /**
   * The `encryptedOtpBundle` sealing `otpCode` and the client key's public half to the target key (4.2 OTP rule 1;
   * HPKE parameters not shown: the production profile of `spec/hpke-profile.ts`).
   */
  sealOtp(input: { targetPublicKeyHex: string; otpCode: string; clientKey: P256KeyPair }): Promise<string>;
  /** The `clientPublicKey` text sent for a key pair (production: uncompressed hex, which gets the encrypted session key). */
  clientPublicKeyOf(clientKey: P256KeyPair): string;
  /** The session private key inside `encryptedSessionSigningKey` (5; encoding not shown: `crypto/session-key.ts`). */
  sessionSigningKeyOf(encryptedSessionSigningKey: string, clientPrivateKey: Uint8Array): Promise<Uint8Array>;
}

export const methods = [
  'walletCustomerBody',
  'customerEmailUpdateBody',
  'customerEmailOf',
  'walletAccountOf',
  'otpCredentialBody',
  'walletPrivacyBody',
  'sessionRefreshBody',
  'walletPrivacyOf',
  'walletExportBody',
  'activeSessionIdsOf',
  'walletSignature',
  'payloadVariants',
  'otpTargetKeyOf',
  'sealOtp',
  'clientPublicKeyOf',
  'sessionSigningKeyOf',
] as const satisfies readonly (keyof WalletBinding)[];

function dataArray(res: ApiResponse, what: string): Record<string, unknown>[] {
  const data = (res.json as { data?: unknown } | undefined)?.data;
  if (res.status !== 200 || !Array.isArray(data))
    throw new SetupError(`binding: ${what} answered ${res.status} without a data array`);
  return data.filter((d): d is Record<string, unknown> => typeof d === 'object' && d !== null);
}

export function create(ctx: BindingContext): WalletBinding {
  const { api } = ctx;
  const walletAccounts = async (customerId: string) =>
    dataArray(
      await api.call('listCustomerInternalAccounts', { query: { customerId, type: 'EMBEDDED_WALLET' } }),
      'GET /customers/internal-accounts',
    ).filter((a) => a['type'] === 'EMBEDDED_WALLET');
  return {
    walletCustomerBody: ({ email, phoneNumber }) => ({
      customerType: 'INDIVIDUAL',
      // Letters at the end: no sandbox suffix rule of 3.2 applies.
      fullName: 'Wallet Holder',
      platformCustomerId: `conformance-wallet-${randomUUID()}`,
      email,
      phoneNumber,
    }),
    customerEmailUpdateBody: (email) => ({ customerType: 'INDIVIDUAL', email }),
    customerEmailOf: (customer) => (typeof customer['email'] === 'string' ? customer['email'] : undefined),
    async walletAccountOf(customerId) {
      const id = (await walletAccounts(customerId))[0]?.['id'];
      if (typeof id !== 'string')
        throw new SetupError(`binding: customer ${customerId} has no EMBEDDED_WALLET internal account`);
      return id;
    },
    otpCredentialBody: (type, accountId) => ({ type, accountId }),
    walletPrivacyBody: (privateEnabled) => ({ privateEnabled }),
    sessionRefreshBody: (clientKey) => ({ clientPublicKey: clientKey.publicKeyCompressedHex }),
    async walletPrivacyOf(customerId, accountId) {
      const value = (await walletAccounts(customerId)).find((a) => a['id'] === accountId)?.['privateEnabled'];
      if (typeof value !== 'boolean')
        throw new SetupError(`binding: internal account ${accountId} shows no boolean privateEnabled`);
      return value;
    },
    walletExportBody: (clientKey) => ({ clientPublicKey: clientKey.publicKeyUncompressedHex }),
    async activeSessionIdsOf(accountId) {
      const sessions = dataArray(await api.call('listAuthSessions', { query: { accountId } }), 'GET /auth/sessions');
      return sessions.map((s) => s['id']).filter((id): id is string => typeof id === 'string');
    },
    walletSignature: (payloadToSign, privateKey) => makeStamp(payloadToSign, privateKey),
    payloadVariants(payloadToSign) {
      const variants = [`${payloadToSign} `, `${payloadToSign}\n`, ` ${payloadToSign}`];
      try {
        variants.push(JSON.stringify(JSON.parse(payloadToSign), null, 2));
      } catch {
        // Not JSON: the whitespace variants stand.
      }
      return [...new Set(variants)].filter((v) => v !== payloadToSign);
    },
    otpTargetKeyOf: (bundle) => parseTargetBundle(bundle).targetPublicKeyHex,
    sealOtp: ({ targetPublicKeyHex, otpCode, clientKey }) =>
      sealOtpBundle({ targetPublicKeyHex, otpCode, clientPublicKeyHex: clientKey.publicKeyCompressedHex }),
    clientPublicKeyOf: (clientKey) => clientKey.publicKeyUncompressedHex,
    sessionSigningKeyOf: (encrypted, clientPrivateKey) => decryptSessionSigningKey(encrypted, clientPrivateKey),
  };
}
