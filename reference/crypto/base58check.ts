/**
 * Base58Check encoding (Bitcoin alphabet) for `encryptedSessionSigningKey`, which production encodes so (production
 * facts). No library of the project speaks Base58; the encoder is checked against the Bitcoin Core vectors.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text of `bytes`; each leading zero byte becomes a leading `1`. */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  let digits = '';
  while (value > 0n) {
    digits = alphabet[Number(value % 58n)]! + digits;
    value /= 58n;
  }
  return '1'.repeat(zeros) + digits;
}

/** Base58Check: the payload and the first 4 bytes of SHA-256(SHA-256(payload)), in Base58. */
export function base58CheckEncode(payload: Uint8Array): string {
  return base58Encode(concatBytes(payload, sha256(sha256(payload)).subarray(0, 4)));
}
