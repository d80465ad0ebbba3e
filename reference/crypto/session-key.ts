/**
 * `encryptedSessionSigningKey` (2.5, 5): the session private key the reference issues for OAUTH and PASSKEY sessions,
 * encrypted to the `clientPublicKey` the client supplied so that only the matching private key recovers it.
 *
 * Encoding (production facts): Base58Check of the compressed encapsulated key (33 bytes) followed by the HPKE
 * ciphertext of the 32-byte private key, with the reference HPKE profile (`hpke-profile.ts`).
 */
import { p256 } from '@noble/curves/nist.js';
import { concatBytes, hexToBytes } from '@noble/hashes/utils.js';
import { base58CheckEncode } from '../../spec/base58check.ts';
import { defaultHpkeProfile, hpkeSeal, type HpkeProfile } from '../../spec/hpke-profile.ts';

/** Encrypts `sessionPrivateKey` (32 bytes) to `clientPublicKeyHex` (SEC1 hex, compressed or uncompressed). */
export async function encryptSessionSigningKey(
  sessionPrivateKey: Uint8Array,
  clientPublicKeyHex: string,
  options: { hpke?: HpkeProfile } = {},
): Promise<string> {
  if (!p256.utils.isValidSecretKey(sessionPrivateKey)) throw new Error('the session key is not a P-256 private key');
  const { enc, ciphertext } = await hpkeSeal(
    hexToBytes(clientPublicKeyHex),
    sessionPrivateKey,
    options.hpke ?? defaultHpkeProfile,
  );
  return base58CheckEncode(concatBytes(p256.Point.fromBytes(enc).toBytes(true), ciphertext));
}
