import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from './p256-keys.ts';

describe('generateP256KeyPair', () => {
  it('gives a private key whose public key is the one returned, in both SEC1 forms', () => {
    const pair = generateP256KeyPair();
    expect(pair.privateKey).toHaveLength(32);
    expect(pair.publicKeyUncompressedHex).toBe(bytesToHex(p256.getPublicKey(pair.privateKey, false)));
    expect(pair.publicKeyCompressedHex).toBe(bytesToHex(p256.getPublicKey(pair.privateKey, true)));
    expect(pair.publicKeyUncompressedHex).toMatch(/^04[0-9a-f]{128}$/);
    expect(pair.publicKeyCompressedHex).toMatch(/^0[23][0-9a-f]{64}$/);
  });

  it('signs verifiably with the private key and never repeats a key', () => {
    const pairs = [generateP256KeyPair(), generateP256KeyPair()];
    expect(pairs[0]!.publicKeyCompressedHex).not.toBe(pairs[1]!.publicKeyCompressedHex);
    const message = new TextEncoder().encode('payload');
    const signature = p256.sign(message, pairs[0]!.privateKey);
    expect(p256.verify(signature, message, p256.getPublicKey(pairs[0]!.privateKey))).toBe(true);
  });
});
