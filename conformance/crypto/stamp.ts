/**
 * The wallet signature ("stamp") a wallet sends in the `Service-Wallet-Signature` header of a signed retry.
 *
 * The document shows only that it is a P-256 signature with the session key over the exact `payloadToSign`; the
 * encoding is the production one (production facts): base64url without padding of the JSON object
 * `{"publicKey": <compressed SEC1 hex>, "scheme": "SIGNATURE_SCHEME_TK_API_P256", "signature": <DER hex>}`, the
 * signature being ECDSA P-256 with SHA-256 over the UTF-8 bytes of `payloadToSign`.
 */
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
  return Buffer.from(JSON.stringify({ publicKey: body.publicKey, scheme: body.scheme, signature: body.signature }), 'utf8').toString('base64url');
}

/**
 * The header value that signs `payloadToSign` exactly as the service returned it (never re-serialised) with the
 * session private key. The signature is deterministic (RFC 6979) and low-S.
 */
export function makeStamp(payloadToSign: string, privateKey: Uint8Array): string {
  const signature = p256.sign(utf8ToBytes(payloadToSign), privateKey, { format: 'der' });
  return encodeStamp({ publicKey: compressedPublicKeyHex(privateKey), scheme: stampScheme, signature: bytesToHex(signature) });
}

/** A session key signs every retry of its session: its public key (a scalar multiplication) is worked out once. */
const publicKeys = new WeakMap<Uint8Array, { readonly bytes: string; readonly publicKey: string }>();

function compressedPublicKeyHex(privateKey: Uint8Array): string {
  const bytes = bytesToHex(privateKey);
  const known = publicKeys.get(privateKey);
  // Keyed by the array, checked against its bytes: an array filled again holds another key.
  if (known !== undefined && known.bytes === bytes) return known.publicKey;
  const publicKey = bytesToHex(p256.getPublicKey(privateKey, true));
  publicKeys.set(privateKey, { bytes, publicKey });
  return publicKey;
}
