/**
 * Verification of EVM wallet ownership proofs: an EIP-191 `personal_sign` signature over the challenge message,
 * recovered to an address with secp256k1 and keccak-256 and compared with the wallet's address (4.3: "a signature
 * is verified synchronously").
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { evmAddressOf, personalMessageDigest } from '../../spec/evm-personal-message.ts';

/** True for `0x` followed by 40 hex digits (any case). */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
}

/**
 * The address that made `signatureHex` (65 bytes `r || s || v`, `v` 27/28 or 0/1, with or without `0x`) over the
 * personal message `message`, or `undefined` when the signature is malformed or recovers to no valid key.
 */
export function recoverPersonalSigner(signatureHex: string, message: string): string | undefined {
  const hex = signatureHex.startsWith('0x') ? signatureHex.slice(2) : signatureHex;
  if (!/^[0-9a-fA-F]{130}$/.test(hex)) return undefined;
  const bytes = Buffer.from(hex, 'hex');
  const v = bytes[64] ?? -1;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  // noble's "recovered" form is the recovery byte first, then r and s.
  const recovered = new Uint8Array(65);
  recovered[0] = recovery;
  recovered.set(bytes.subarray(0, 64), 1);
  try {
    const publicKey = secp256k1.recoverPublicKey(recovered, personalMessageDigest(message), { prehash: false });
    return evmAddressOf(publicKey);
  } catch {
    return undefined;
  }
}

/** Whether `signatureHex` proves control of `address` over `message`. */
export function provesEvmOwnership(address: string, signatureHex: string, message: string): boolean {
  if (!isEvmAddress(address)) return false;
  const signer = recoverPersonalSigner(signatureHex, message);
  return signer !== undefined && signer === address.toLowerCase();
}
