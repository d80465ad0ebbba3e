/**
 * Fresh P-256 key pairs, as a wallet makes them: for the OTP target encryption key (which becomes the session key) and
 * for the `clientPublicKey` of the passkey and OAuth flows.
 */
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** A P-256 key pair. The private key stays bytes and is never logged; public keys are lowercase SEC1 hex. */
export interface P256KeyPair {
  readonly privateKey: Uint8Array;
  /** 33 bytes, `02`/`03` prefix (66 hex characters). */
  readonly publicKeyCompressedHex: string;
  /** 65 bytes, `04` prefix (130 hex characters). */
  readonly publicKeyUncompressedHex: string;
}

/** A new key pair from the platform's CSPRNG. */
export function generateP256KeyPair(): P256KeyPair {
  const privateKey = p256.utils.randomSecretKey();
  // One multiplication for both forms: the compressed one is read off the point, not computed again.
  const publicKey = p256.Point.fromBytes(p256.getPublicKey(privateKey, false));
  return {
    privateKey,
    publicKeyCompressedHex: bytesToHex(publicKey.toBytes(true)),
    publicKeyUncompressedHex: bytesToHex(publicKey.toBytes(false)),
  };
}
