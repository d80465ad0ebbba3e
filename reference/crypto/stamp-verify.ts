/**
 * Reads and verifies the wallet signature ("stamp") of a signed retry (4.2, 5, 7.2).
 *
 * Header value (production facts): base64url without padding (standard base64 also accepted) of the JSON object
 * `{"publicKey": <SEC1 hex>, "scheme": "SIGNATURE_SCHEME_TK_API_P256", "signature": <DER hex>}`; the signature is
 * ECDSA P-256 SHA-256 over the UTF-8 bytes of the exact `payloadToSign`. Verification accepts high-S signatures: many
 * real signers do not normalise S.
 *
 * @noble/curves reads the key and the signature (point on the curve, strict DER); the platform's OpenSSL checks the
 * signature, about ten times faster than the same check in JavaScript (2.6 ms a stamp), and a signed request pays it.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The `scheme` of a P-256 stamp. */
export const stampScheme = 'SIGNATURE_SCHEME_TK_API_P256';

/** The header cannot be parsed (7.2 `WALLET_SIGNATURE_MALFORMED`). */
export class MalformedStampError extends Error {
  override readonly name = 'MalformedStampError';
}

/** A parsed stamp; hex values lowercase. */
export interface ParsedStamp {
  readonly publicKeyHex: string;
  readonly scheme: string;
  readonly signatureDerHex: string;
}

const base64Text = /^[A-Za-z0-9+/_-]+={0,2}$/;
const hexText = /^(?:[0-9a-fA-F]{2})+$/;

function member(record: Record<string, unknown>, name: string): string {
  const value = record[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new MalformedStampError(`stamp member ${name} is missing`);
  }
  return value;
}

/** Parses the header value; throws {@link MalformedStampError} when it is not a well-formed stamp. */
export function parseStamp(headerValue: string): ParsedStamp {
  const text = headerValue.trim();
  if (!base64Text.test(text) || text.replace(/=+$/, '').length % 4 === 1)
    throw new MalformedStampError('stamp is not base64url');
  let body: unknown;
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64'),
    );
    body = JSON.parse(json);
  } catch {
    throw new MalformedStampError('stamp is not base64 of UTF-8 JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MalformedStampError('stamp is not a JSON object');
  }
  const record = body as Record<string, unknown>;
  const publicKey = member(record, 'publicKey');
  const scheme = member(record, 'scheme');
  const signature = member(record, 'signature');
  if (!hexText.test(publicKey) || !p256.utils.isValidPublicKey(hexToBytes(publicKey), publicKey.length === 66)) {
    throw new MalformedStampError('stamp publicKey is not a P-256 public key in hex');
  }
  if (!hexText.test(signature)) throw new MalformedStampError('stamp signature is not hex');
  try {
    p256.Signature.fromBytes(hexToBytes(signature), 'der');
  } catch {
    throw new MalformedStampError('stamp signature is not a DER ECDSA signature');
  }
  return { publicKeyHex: publicKey.toLowerCase(), scheme, signatureDerHex: bytesToHex(hexToBytes(signature)) };
}

/** A session signs every retry of its life with one key: its key object is made once, for a bounded number of keys. */
const keyObjects = new Map<string, KeyObject>();
const keyObjectsKept = 1024;

function publicKeyObject(publicKeyHex: string): KeyObject {
  const known = keyObjects.get(publicKeyHex);
  if (known !== undefined) return known;
  const uncompressed = p256.Point.fromHex(publicKeyHex).toHex(false);
  const coordinate = (from: number) => Buffer.from(uncompressed.slice(from, from + 64), 'hex').toString('base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(2), y: coordinate(66) }, format: 'jwk' });
  if (keyObjects.size >= keyObjectsKept) keyObjects.clear();
  keyObjects.set(publicKeyHex, key);
  return key;
}

/** True when the stamp is a P-256 stamp whose signature verifies over `payloadToSign` with its own public key. */
export function verifyStamp(stamp: ParsedStamp, payloadToSign: string): boolean {
  if (stamp.scheme !== stampScheme) return false;
  try {
    // r and s as read by the strict DER parser of parseStamp, handed on as fixed-width r || s: OpenSSL, like plain
    // ECDSA, accepts a high S.
    const signature = p256.Signature.fromBytes(hexToBytes(stamp.signatureDerHex), 'der').toBytes('compact');
    return verify(
      'sha256',
      utf8ToBytes(payloadToSign),
      { key: publicKeyObject(stamp.publicKeyHex), dsaEncoding: 'ieee-p1363' },
      signature,
    );
  } catch {
    return false;
  }
}
