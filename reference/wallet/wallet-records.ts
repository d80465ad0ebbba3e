/**
 * What the embedded-wallet slice stores (2.5): credentials (`AuthMethod`), sessions, the OTP targets and passkey
 * challenges waiting for a verify, and the times challenges were issued (for the re-issue rate limit, 8).
 */
import type { CredentialType } from '../../spec/wallet.ts';

export interface AuthMethodRecord {
  /** `AuthMethod:<uuid>`. */
  id: string;
  /** `InternalAccount:<uuid>`. */
  accountId: string;
  type: CredentialType;
  /** EMAIL_OTP: the customer e-mail; SMS_OTP: the customer phone; OAUTH: the token's `email`; PASSKEY: as given. */
  nickname: string;
  createdAt: string;
  updatedAt: string;
  /** PASSKEY: the registered WebAuthn credential. */
  passkey?: {
    /** The WebAuthn credential id, base64url (also answered as `credentialId`). */
    credentialId: string;
    /** COSE public key, base64url. */
    publicKey: string;
    /** Signature counter of the last accepted assertion. */
    counter: number;
    transports: string[];
  };
  /** OAUTH: the provider identity a verify must match (4.2 OAUTH rule 2). */
  oauth?: { iss: string; aud: string | string[]; sub: string };
}

export interface AuthSessionRecord {
  /** `Session:<uuid>`. */
  id: string;
  accountId: string;
  /** The credential whose verify issued the session. */
  authMethodId: string;
  type: CredentialType;
  nickname: string;
  /** The session signing key's public half, compressed hex: stamps made with its private key are accepted. */
  publicKeyHex: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  /** Set when the session is revoked (directly, or with the credential that issued it). */
  revokedAt?: string;
}

/** The OTP target of a credential's latest challenge (4.2 OTP rules); a new challenge replaces it. */
export interface OtpTargetRecord {
  authMethodId: string;
  /** Private key of the target the client seals its code to. Never answered. */
  targetPrivateKeyHex: string;
  /** The code delivered for this challenge (sandbox: the fixed code of 4.5). */
  code: string;
  issuedAt: string;
  /** Set when a verify completed with it: one session per OTP. */
  usedAt?: string;
}

/** A passkey challenge waiting for its assertion; keyed by its `requestId`. */
export interface PasskeyChallengeRecord {
  requestId: string;
  authMethodId: string;
  /** Lowercase hex, the WebAuthn challenge as UTF-8 bytes (4.2 PASSKEY rule 1). */
  challenge: string;
  /** The `clientPublicKey` of the challenge call: the session key is encrypted to it. */
  clientPublicKeyHex: string;
  issuedAt: string;
  expiresAt: string;
  usedAt?: string;
}
