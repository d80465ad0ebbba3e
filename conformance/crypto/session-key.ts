/**
 * The session signing key of the OAUTH and PASSKEY flows: the service returns it as `encryptedSessionSigningKey`,
 * encrypted to the `clientPublicKey` the client supplied; the client decrypts it with the matching private key (5).
 *
 * Encoding (production facts): Base58Check of the compressed encapsulated key (33 bytes) followed by the HPKE
 * ciphertext of the 32-byte session private key, with the wallet HPKE profile (`hpke-profile.ts`). The reference
 * server encrypts the same way; another deployment's profile is a binding option.
 */
import { p256 } from '@noble/curves/nist.js';
import { base58CheckDecode } from '../../spec/base58check.ts';
import { defaultHpkeProfile, hpkeOpen, type HpkeProfile } from '../../spec/hpke-profile.ts';

/** Thrown when `encryptedSessionSigningKey` cannot be decoded or decrypted to a P-256 private key. */
export class SessionKeyDecryptError extends Error {
  override readonly name = 'SessionKeyDecryptError';
}

const compressedKeyLength = 33;
const gcmTagLength = 16;

/** The 32-byte session private key inside `encryptedSessionSigningKey`. */
export async function decryptSessionSigningKey(
  encryptedSessionSigningKey: string,
  clientPrivateKey: Uint8Array,
  options: { hpke?: HpkeProfile } = {},
): Promise<Uint8Array> {
  let bytes: Uint8Array;
  try {
    bytes = base58CheckDecode(encryptedSessionSigningKey);
  } catch (e) {
    throw new SessionKeyDecryptError(`encryptedSessionSigningKey is not Base58Check: ${(e as Error).message}`);
  }
  if (bytes.length <= compressedKeyLength + gcmTagLength)
    throw new SessionKeyDecryptError('encryptedSessionSigningKey is too short');
  let key: Uint8Array;
  try {
    key = await hpkeOpen(
      clientPrivateKey,
      bytes.subarray(0, compressedKeyLength),
      bytes.subarray(compressedKeyLength),
      options.hpke ?? defaultHpkeProfile,
    );
  } catch {
    throw new SessionKeyDecryptError('encryptedSessionSigningKey does not open with the client private key');
  }
  if (!p256.utils.isValidSecretKey(key))
    throw new SessionKeyDecryptError('the decrypted session key is not a P-256 private key');
  return key;
}
