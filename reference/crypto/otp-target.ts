/**
 * The server half of OTP verification (4.2 OTP rules, 4.5 "real HPKE is still run"): each challenge makes a fresh
 * target key and hands out its public half in `otpEncryptionTargetBundle`, signed by the reference's quorum key; the
 * verify call opens `encryptedOtpBundle` with the target private key.
 *
 * Bundle (production facts): JSON string `{ version: "v1.0.0", data, dataSignature, enclaveQuorumPublic }`, `data` the
 * hex of UTF-8 JSON `{"targetPublic": "04…"}`, `dataSignature` hex DER ECDSA P-256 SHA-256 over the `data` bytes,
 * `enclaveQuorumPublic` the signer's uncompressed key in hex. `encryptedOtpBundle`: JSON string
 * `{ encappedPublic: <130 hex>, ciphertext: <hex> }`, the HPKE seal (reference profile) of UTF-8 JSON
 * `{ otp_code, public_key }`.
 */
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { defaultHpkeProfile, hpkeOpen, type HpkeProfile } from '../../spec/hpke-profile.ts';

/** The bundle version the reference writes. */
export const otpTargetBundleVersion = 'v1.0.0';

/** `encryptedOtpBundle` is not the documented shape (answered 400 `INVALID_INPUT`). */
export class MalformedBundleError extends Error {
  override readonly name = 'MalformedBundleError';
}

/** `encryptedOtpBundle` is well formed but does not open with the target key (wrong key, tampered, other parameters). */
export class BundleOpenError extends Error {
  override readonly name = 'BundleOpenError';
}

/** A fresh target key and its signed bundle. The target private key is a secret: store it, never log it. */
export function createOtpTarget(signer: { privateKey: Uint8Array }): { bundle: string; targetPrivateKeyHex: string } {
  const targetPrivateKey = p256.utils.randomSecretKey();
  const data = utf8ToBytes(JSON.stringify({ targetPublic: bytesToHex(p256.getPublicKey(targetPrivateKey, false)) }));
  const bundle = JSON.stringify({
    version: otpTargetBundleVersion,
    data: bytesToHex(data),
    dataSignature: bytesToHex(p256.sign(data, signer.privateKey, { format: 'der' })),
    enclaveQuorumPublic: bytesToHex(p256.getPublicKey(signer.privateKey, false)),
  });
  return { bundle, targetPrivateKeyHex: bytesToHex(targetPrivateKey) };
}

const hexText = /^(?:[0-9a-fA-F]{2})+$/;
const gcmTagLength = 16;

function parseSealed(encryptedOtpBundle: string): { enc: Uint8Array; ciphertext: Uint8Array } {
  let value: unknown;
  try {
    value = JSON.parse(encryptedOtpBundle);
  } catch {
    throw new MalformedBundleError('encryptedOtpBundle is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedBundleError('encryptedOtpBundle is not a JSON object');
  }
  const { encappedPublic, ciphertext } = value as Record<string, unknown>;
  if (typeof encappedPublic !== 'string' || !/^04[0-9a-fA-F]{128}$/.test(encappedPublic)) {
    throw new MalformedBundleError('encappedPublic is not an uncompressed P-256 key in hex');
  }
  if (!p256.utils.isValidPublicKey(hexToBytes(encappedPublic), false))
    throw new MalformedBundleError('encappedPublic is not a point of P-256');
  if (typeof ciphertext !== 'string' || !hexText.test(ciphertext) || ciphertext.length / 2 <= gcmTagLength) {
    throw new MalformedBundleError('ciphertext is not a hex AES-GCM ciphertext');
  }
  return { enc: hexToBytes(encappedPublic), ciphertext: hexToBytes(ciphertext) };
}

/**
 * Opens `encryptedOtpBundle` with the target private key and returns the code and the client's public key (hex, as
 * sent). Throws {@link MalformedBundleError} for input that is not the documented shape (including a decrypted payload
 * without `otp_code` and `public_key`) and {@link BundleOpenError} when the ciphertext does not open.
 */
export async function openOtpBundle(
  encryptedOtpBundle: string,
  targetPrivateKeyHex: string,
  options: { hpke?: HpkeProfile } = {},
): Promise<{ otpCode: string; publicKeyHex: string }> {
  const { enc, ciphertext } = parseSealed(encryptedOtpBundle);
  let plaintext: Uint8Array;
  try {
    plaintext = await hpkeOpen(hexToBytes(targetPrivateKeyHex), enc, ciphertext, options.hpke ?? defaultHpkeProfile);
  } catch {
    throw new BundleOpenError('encryptedOtpBundle does not open with the target key of this challenge');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch {
    throw new MalformedBundleError('the decrypted OTP bundle is not UTF-8 JSON');
  }
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const otpCode = record['otp_code'];
  const publicKeyHex = record['public_key'];
  if (typeof otpCode !== 'string' || typeof publicKeyHex !== 'string') {
    throw new MalformedBundleError('the decrypted OTP bundle lacks otp_code or public_key');
  }
  return { otpCode, publicKeyHex };
}
