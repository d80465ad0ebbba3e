/**
 * The byte formats a WebAuthn authenticator produces (WebAuthn Level 3, 6.1 and 6.5): authenticator data, the ES256
 * COSE public key, the `none` attestation object and the assertion signature. CBOR goes through
 * `@simplewebauthn/server/helpers` (isoCBOR), which writes map entries in insertion order: the orders below are the
 * CTAP2 canonical ones, so the bytes equal those of the W3C test vectors.
 */
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** Flag bits of authenticator data. */
export const authenticatorFlags = {
  userPresent: 0x01,
  userVerified: 0x04,
  backupEligible: 0x08,
  backupState: 0x10,
  attestedCredentialData: 0x40,
} as const;

/** The COSE_Key of an ES256 (P-256, alg -7) public key: kty 2, alg -7, crv 1, x, y. */
export function coseEs256PublicKey(publicKey: Uint8Array): Uint8Array {
  const point = p256.Point.fromBytes(publicKey).toBytes(false);
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, point.slice(1, 33)],
    [-3, point.slice(33, 65)],
  ]);
  return isoCBOR.encode(key);
}

export interface AttestedCredential {
  readonly aaguid: Uint8Array;
  readonly credentialId: Uint8Array;
  readonly cosePublicKey: Uint8Array;
}

/** rpIdHash (32) || flags (1) || signCount (4, big-endian) || attested credential data when given. */
export function authenticatorData(input: {
  rpId: string;
  flags: number;
  counter: number;
  attestedCredential?: AttestedCredential;
}): Uint8Array {
  const head = new Uint8Array(37);
  head.set(sha256(utf8ToBytes(input.rpId)), 0);
  head[32] = input.flags;
  new DataView(head.buffer).setUint32(33, input.counter >>> 0, false);
  const c = input.attestedCredential;
  if (!c) return head;
  const idLength = new Uint8Array(2);
  new DataView(idLength.buffer).setUint16(0, c.credentialId.length, false);
  return concatBytes(head, c.aaguid, idLength, c.credentialId, c.cosePublicKey);
}

/** The attestation object of the `none` format: `{ fmt: "none", attStmt: {}, authData }`. */
export function noneAttestationObject(authData: Uint8Array): Uint8Array {
  return isoCBOR.encode(
    new Map<string, string | Map<string, never> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, never>()],
      ['authData', authData],
    ]),
  );
}

/**
 * The assertion signature: ECDSA P-256 SHA-256 over authenticatorData || SHA-256(clientDataJSON), DER. The nonce is
 * RFC 6979 and S is left as computed (not low-S normalised), as the W3C vectors are made and many authenticators sign.
 */
export function assertionSignature(
  privateKey: Uint8Array,
  authData: Uint8Array,
  clientDataJSON: Uint8Array,
): Uint8Array {
  return p256.sign(concatBytes(authData, sha256(clientDataJSON)), privateKey, { format: 'der', lowS: false });
}
