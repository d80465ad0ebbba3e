import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { Base58Error, base58CheckDecode, base58CheckEncode, base58Decode, base58Encode } from './base58check.ts';
import vectors from './vectors/base58-bitcoin-core.json' with { type: 'json' };

describe('Base58 (Bitcoin Core vectors)', () => {
  it.each(vectors.vectors)('hex %s <-> %s', (hex, text) => {
    expect(base58Encode(hexToBytes(hex!))).toBe(text);
    expect(bytesToHex(base58Decode(text!))).toBe(hex);
  });

  it('refuses characters outside the alphabet', () => {
    for (const bad of ['0', 'O', 'I', 'l', '3mJr0', ' ']) expect(() => base58Decode(bad)).toThrow(Base58Error);
  });
});

describe('Base58Check', () => {
  it('decodes the published Base58Check vector to its payload and encodes it back', () => {
    expect(bytesToHex(base58CheckDecode(vectors.base58check.text))).toBe(vectors.base58check.payload);
    expect(base58CheckEncode(hexToBytes(vectors.base58check.payload))).toBe(vectors.base58check.text);
  });

  it('refuses a text whose checksum does not match', () => {
    const text = vectors.base58check.text;
    const altered = `${text.slice(0, -1)}${text.endsWith('L') ? 'M' : 'L'}`;
    expect(() => base58CheckDecode(altered)).toThrow(/checksum/);
    expect(() => base58CheckDecode('1')).toThrow(/too short/);
  });
});
