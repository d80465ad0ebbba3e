/**
 * The EVM ownership proof of a self-custody wallet (3.1): an EIP-191 `personal_sign` signature, with the address
 * derived from the secp256k1 key by keccak-256. Both sides read it: the suite signs as a wallet, the reference
 * recovers the signer.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The EIP-191 version 0x45 digest of a personal message: keccak256("\x19Ethereum Signed Message:\n" + len + msg). */
export function personalMessageDigest(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  return keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
}

/** `0x` + 40 lower-case hex digits: the address of a secp256k1 public key (compressed or uncompressed SEC1). */
export function evmAddressOf(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return `0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12))}`;
}
