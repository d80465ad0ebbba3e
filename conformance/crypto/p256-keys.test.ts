import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from './p256-keys.ts';

describe('generateP256KeyPair', () => {
  it('gives a valid private key and both SEC1 encodings of its public key, in lowercase hex', () => {
    const pair = generateP256KeyPair();
    expect(pair.privateKey).toBeInstanceOf(Uint8Array);
    expect(p256.utils.isValidSecretKey(pair.privateKey)).toBe(true);
    expect(pair.publicKeyCompressedHex).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(pair.publicKeyUncompressedHex).toMatch(/^04[0-9a-f]{128}$/);
    const point = p256.Point.fromBytes(hexToBytes(pair.publicKeyCompressedHex));
    expect(bytesToHex(point.toBytes(false))).toBe(pair.publicKeyUncompressedHex);
    expect(bytesToHex(p256.getPublicKey(pair.privateKey, true))).toBe(pair.publicKeyCompressedHex);
  });

  it('gives a different key every time', () => {
    const keys = new Set(Array.from({ length: 8 }, () => generateP256KeyPair().publicKeyCompressedHex));
    expect(keys.size).toBe(8);
  });
});
