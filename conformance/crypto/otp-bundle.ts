/**
 * The client half of OTP verification (4.2, OTP rule 1): read the target encryption key from
 * `otpEncryptionTargetBundle`, checking the bundle's signature as a careful wallet would, then HPKE-seal
 * `{ otp_code, public_key }` to it and send `{ encappedPublic, ciphertext }` as `encryptedOtpBundle`.
 *
 * Bundle shape (production facts): a JSON string `{ version: "v1.0.0", data, dataSignature, enclaveQuorumPublic }`,
 * `data` the hex of UTF-8 JSON `{"targetPublic": "04…", …}`, `dataSignature` the hex DER ECDSA P-256 SHA-256 signature
 * over the `data` bytes by `enclaveQuorumPublic` (hex, uncompressed).
 */
import { createPublicKey, verify } from 'node:crypto';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { defaultHpkeProfile, hpkeSeal, uncompressedPublicKey, type HpkeProfile } from '../../spec/hpke-profile.ts';

/** The bundle version this client understands. */
export const targetBundleVersion = 'v1.0.0';

/** The bundle is not the documented JSON shape. */
export class TargetBundleFormatError extends Error {
  override readonly name = 'TargetBundleFormatError';
}

/** The bundle's signature does not verify, or its signer is not the trusted one. */
export class BundleSignatureError extends Error {
  override readonly name = 'BundleSignatureError';
}

export interface ParsedTargetBundle {
  /** The HPKE target key, uncompressed SEC1 hex (`04…`). */
  readonly targetPublicKeyHex: string;
  /** The key that signed `data`, lowercase hex. */
  readonly enclaveQuorumPublicHex: string;
}

export interface ParseTargetBundleOptions {
  /** Check `dataSignature` (default true). A sandbox may leave the signature empty; pass false there. */
  readonly verifySignature?: boolean;
  /** When given, `enclaveQuorumPublic` must be this key (hex, either SEC1 form). */
  readonly trustedSignerPublicKeyHex?: string;
}

const hexPattern = /^(?:[0-9a-fA-F]{2})*$/;

function hexField(record: Record<string, unknown>, name: string): Uint8Array {
  const value = record[name];
  if (typeof value !== 'string' || !hexPattern.test(value))
    throw new TargetBundleFormatError(`bundle member ${name} is not a hex string`);
  return hexToBytes(value);
}

function publicKeyBytes(bytes: Uint8Array, what: string, Err: new (m: string) => Error): Uint8Array {
  try {
    return uncompressedPublicKey(bytes);
  } catch {
    throw new Err(`${what} is not a P-256 public key`);
  }
}

/**
 * ECDSA P-256 with SHA-256, DER signature, high S accepted, checked by the platform's crypto: the same check in pure
 * JavaScript cost about 5 ms of CPU per OTP login, against a quarter of a millisecond. `signer` is uncompressed SEC1.
 */
function verifiesP256Sha256Der(signature: Uint8Array, data: Uint8Array, signer: Uint8Array): boolean {
  const coordinate = (from: number) => Buffer.from(signer.subarray(from, from + 32)).toString('base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
  return verify('sha256', data, { key, dsaEncoding: 'der' }, signature);
}

/** Reads `otpEncryptionTargetBundle`; throws {@link TargetBundleFormatError} or {@link BundleSignatureError}. */
export function parseTargetBundle(bundleJson: string, options: ParseTargetBundleOptions = {}): ParsedTargetBundle {
  let bundle: unknown;
  try {
    bundle = JSON.parse(bundleJson);
  } catch {
    throw new TargetBundleFormatError('bundle is not JSON');
  }
  if (typeof bundle !== 'object' || bundle === null || Array.isArray(bundle))
    throw new TargetBundleFormatError('bundle is not a JSON object');
  const record = bundle as Record<string, unknown>;
  if (record['version'] !== targetBundleVersion)
    throw new TargetBundleFormatError(`bundle version is not ${targetBundleVersion}`);
  const data = hexField(record, 'data');
  let signed: unknown;
  try {
    signed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(data));
  } catch {
    throw new TargetBundleFormatError('bundle data is not hex of UTF-8 JSON');
  }
  const targetPublic =
    typeof signed === 'object' && signed !== null ? (signed as Record<string, unknown>)['targetPublic'] : undefined;
  if (typeof targetPublic !== 'string' || !hexPattern.test(targetPublic))
    throw new TargetBundleFormatError('bundle data has no hex targetPublic');
  const target = publicKeyBytes(hexToBytes(targetPublic), 'targetPublic', TargetBundleFormatError);
  const signerField = record['enclaveQuorumPublic'];
  const signerHex = typeof signerField === 'string' ? signerField.toLowerCase() : '';
  if (options.verifySignature ?? true) {
    const signer = publicKeyBytes(hexField(record, 'enclaveQuorumPublic'), 'enclaveQuorumPublic', BundleSignatureError);
    if (options.trustedSignerPublicKeyHex !== undefined) {
      const trusted = publicKeyBytes(
        hexToBytes(options.trustedSignerPublicKeyHex),
        'the trusted signer key',
        BundleSignatureError,
      );
      if (bytesToHex(trusted) !== bytesToHex(signer))
        throw new BundleSignatureError('bundle is signed by an untrusted key');
    }
    let valid = false;
    try {
      valid = verifiesP256Sha256Der(hexField(record, 'dataSignature'), data, signer);
    } catch {
      valid = false;
    }
    if (!valid) throw new BundleSignatureError('bundle dataSignature does not verify');
  }
  return { targetPublicKeyHex: bytesToHex(target), enclaveQuorumPublicHex: signerHex };
}

/** The plaintext the service decrypts: UTF-8 JSON `{"otp_code": …, "public_key": …}`. */
export function otpPlaintext(otpCode: string, clientPublicKeyHex: string): Uint8Array {
  return utf8ToBytes(JSON.stringify({ otp_code: otpCode, public_key: clientPublicKeyHex }));
}

/**
 * `encryptedOtpBundle`: the JSON string `{"encappedPublic": <130 hex>, "ciphertext": <hex>}` sealing the code and the
 * client's public key (the key that will sign the 202 challenge and become the session key) to the target key.
 */
export async function sealOtpBundle(input: {
  targetPublicKeyHex: string;
  otpCode: string;
  clientPublicKeyHex: string;
  hpke?: HpkeProfile;
}): Promise<string> {
  const { enc, ciphertext } = await hpkeSeal(
    hexToBytes(input.targetPublicKeyHex),
    otpPlaintext(input.otpCode, input.clientPublicKeyHex),
    input.hpke ?? defaultHpkeProfile,
  );
  return JSON.stringify({ encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(ciphertext) });
}
