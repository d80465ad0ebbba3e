/**
 * The wallet signature ("stamp") a wallet sends in the `Service-Wallet-Signature` header of a signed retry.
 *
 * The document shows only that it is a P-256 signature with the session key over the exact `payloadToSign`; the
 * encoding is the production one (production facts): base64url without padding of the JSON object
 * `{"publicKey": <compressed SEC1 hex>, "scheme": "SIGNATURE_SCHEME_TK_API_P256", "signature": <DER hex>}`, the
 * signature being ECDSA P-256 with SHA-256 over the UTF-8 bytes of `payloadToSign`.
 */
import { createECDH, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The `scheme` member of a P-256 stamp. */
export const stampScheme = 'SIGNATURE_SCHEME_TK_API_P256';

/** The members of a stamp, in the order production writes them. */
export interface StampBody {
  readonly publicKey: string;
  readonly scheme: string;
  readonly signature: string;
}

/** Encodes a stamp body as the header value (base64url, no padding). */
export function encodeStamp(body: StampBody): string {
  return Buffer.from(
    JSON.stringify({ publicKey: body.publicKey, scheme: body.scheme, signature: body.signature }),
    'utf8',
  ).toString('base64url');
}

/**
 * The header value that signs `payloadToSign` exactly as the service returned it (never re-serialised) with the
 * session private key. The platform's OpenSSL signs (a tenth of the CPU of the same signature in JavaScript, and a
 * wallet test signs hundreds), with a random nonce as a browser's WebCrypto does; S is then made low, so that a server
 * refusing high-S signatures takes every stamp.
 */
export function makeStamp(payloadToSign: string, privateKey: Uint8Array): string {
  const signer = signerOf(privateKey);
  const rs = p256.Signature.fromBytes(
    sign('sha256', utf8ToBytes(payloadToSign), { key: signer.key, dsaEncoding: 'ieee-p1363' }),
    'compact',
  );
  const lowS = rs.hasHighS() ? new p256.Signature(rs.r, p256.Point.Fn.ORDER - rs.s) : rs;
  return encodeStamp({ publicKey: signer.publicKey, scheme: stampScheme, signature: bytesToHex(lowS.toBytes('der')) });
}

/**
 * A session key signs every retry of its session: its public key (a scalar multiplication, by the platform's OpenSSL
 * too: in JavaScript it cost more than the signatures) and key object are made once.
 */
const signers = new WeakMap<
  Uint8Array,
  { readonly bytes: string; readonly publicKey: string; readonly key: KeyObject }
>();

function signerOf(privateKey: Uint8Array): { readonly publicKey: string; readonly key: KeyObject } {
  const bytes = bytesToHex(privateKey);
  const known = signers.get(privateKey);
  // Keyed by the array, checked against its bytes: an array filled again holds another key.
  if (known !== undefined && known.bytes === bytes) return known;
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const uncompressed = ecdh.getPublicKey();
  const member = (from: number, to: number) => Buffer.from(uncompressed.subarray(from, to)).toString('base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: Buffer.from(privateKey).toString('base64url'),
      x: member(1, 33),
      y: member(33, 65),
    },
    format: 'jwk',
  });
  const signer = { bytes, publicKey: ecdh.getPublicKey('hex', 'compressed'), key };
  signers.set(privateKey, signer);
  return signer;
}
