import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { evmAddressOf, personalMessageDigest } from './evm-personal-message.ts';

// A published personal_sign vector (web3.js documentation of `accounts.sign`).
const vector = {
  secretKey: '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
  address: '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23',
  message: 'Some data',
  digest: '1da44b586eb0729ff70a73c326926f6ed5a25f5b056e7f47fbc6e58d86871655',
};

describe('the EVM ownership proof primitives', () => {
  it('give the published digest, and the published address from either public key encoding', () => {
    expect(bytesToHex(personalMessageDigest(vector.message))).toBe(vector.digest);
    const secret = hexToBytes(vector.secretKey);
    expect(evmAddressOf(secp256k1.getPublicKey(secret, false))).toBe(vector.address);
    expect(evmAddressOf(secp256k1.getPublicKey(secret, true))).toBe(vector.address);
  });

  it('count the message length in UTF-8 bytes, not characters', () => {
    // 'é' is one character and two bytes: the prefix must say 2.
    const expected = keccak_256(new TextEncoder().encode('\x19Ethereum Signed Message:\n2é'));
    expect(bytesToHex(personalMessageDigest('é'))).toBe(bytesToHex(expected));
  });
});
