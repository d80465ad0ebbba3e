import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import vectors from '../../conformance/crypto/vectors/base58-bitcoin-core.json' with { type: 'json' };
import { base58CheckEncode, base58Encode } from './base58check.ts';

describe('Base58 / Base58Check encoding', () => {
  it.each(vectors.vectors)('encodes hex %s as %s (Bitcoin Core vectors)', (hex, text) => {
    expect(base58Encode(hexToBytes(hex!))).toBe(text);
  });

  it('encodes the published Base58Check example', () => {
    expect(base58CheckEncode(hexToBytes(vectors.base58check.payload))).toBe(vectors.base58check.text);
  });
});
