/**
 * Base58 and Base58Check (the Bitcoin alphabet), for the deprecated `encryptedSessionSigningKey`, which production
 * encodes as Base58Check (production facts). No library of the project speaks Base58, so this small codec does; it is
 * checked against the Bitcoin Core vectors in `spec/vectors/base58-bitcoin-core.json`. Both sides read it: the reference encodes, the suite decodes.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Thrown for text that is not Base58 or whose Base58Check checksum does not match. */
export class Base58Error extends Error {
  override readonly name = 'Base58Error';
}

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

/** The bytes of Base58 `text`; throws {@link Base58Error} on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  let value = 0n;
  for (const ch of text) {
    const digit = alphabet.indexOf(ch);
    if (digit < 0) throw new Base58Error('not Base58 text');
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...body]);
}

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/** Base58Check: the payload followed by the first 4 bytes of SHA-256(SHA-256(payload)), in Base58. */
export function base58CheckEncode(payload: Uint8Array): string {
  return base58Encode(concatBytes(payload, checksum(payload)));
}

/** The payload of Base58Check `text`; throws {@link Base58Error} when it is not Base58 or the checksum differs. */
export function base58CheckDecode(text: string): Uint8Array {
  const bytes = base58Decode(text);
  if (bytes.length < 4) throw new Base58Error('Base58Check text too short');
  const payload = bytes.subarray(0, bytes.length - 4);
  const expected = checksum(payload);
  if (!expected.every((b, i) => b === bytes[bytes.length - 4 + i]))
    throw new Base58Error('Base58Check checksum mismatch');
  return payload;
}
