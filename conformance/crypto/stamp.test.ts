import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from './p256-keys.ts';
import { makeStamp, stampScheme } from './stamp.ts';
import rfc6979 from './vectors/rfc6979-a25-p256-sha256.json' with { type: 'json' };

function decode(header: string): { publicKey: string; scheme: string; signature: string } {
  expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
}

const n = p256.Point.Fn.ORDER;

describe('makeStamp', () => {
  it('encodes base64url JSON with the compressed key, the scheme and a DER signature over the exact payload', () => {
    const pair = generateP256KeyPair();
    const payload = '{"organizationId":"o","parameters":{},"timestampMs":"1","type":"ACTIVITY_TYPE_X"}  ';
    const body = decode(makeStamp(payload, pair.privateKey));
    expect(Object.keys(body)).toEqual(['publicKey', 'scheme', 'signature']);
    expect(body.publicKey).toBe(pair.publicKeyCompressedHex);
    expect(body.scheme).toBe(stampScheme);
    expect(body.signature).toMatch(/^30[0-9a-f]+$/);
    const der = hexToBytes(body.signature);
    expect(p256.verify(der, utf8ToBytes(payload), hexToBytes(body.publicKey), { format: 'der' })).toBe(true);
    // One byte of difference (the trailing whitespace a re-serialisation would drop) no longer verifies.
    expect(
      p256.verify(der, utf8ToBytes(payload.trimEnd()), hexToBytes(body.publicKey), { format: 'der', lowS: false }),
    ).toBe(false);
  });

  it('names the key that signed, however often a key signs and when its array is filled with another key', () => {
    const first = generateP256KeyPair();
    const second = generateP256KeyPair();
    const key = Uint8Array.from(first.privateKey);
    expect(decode(makeStamp('a', key)).publicKey).toBe(first.publicKeyCompressedHex);
    expect(decode(makeStamp('b', key)).publicKey).toBe(first.publicKeyCompressedHex);
    key.set(second.privateKey);
    const body = decode(makeStamp('c', key));
    expect(body.publicKey).toBe(second.publicKeyCompressedHex);
    expect(
      p256.verify(hexToBytes(body.signature), utf8ToBytes('c'), hexToBytes(second.publicKeyCompressedHex), {
        format: 'der',
      }),
    ).toBe(true);
  });

  it('signs with the RFC 6979 A.2.5 key so that its published public key verifies, always low-S', () => {
    const privateKey = hexToBytes(rfc6979.privateKey);
    const published = concatBytes(new Uint8Array([4]), hexToBytes(rfc6979.publicKeyX), hexToBytes(rfc6979.publicKeyY));
    // Nonces are random: over 64 signatures a raw high S comes up all but surely, so the low-S step is exercised.
    for (let i = 0; i < 64; i += 1) {
      const message = `${rfc6979.signatures[i % rfc6979.signatures.length]!.message} ${i}`;
      const body = decode(makeStamp(message, privateKey));
      expect(body.publicKey).toBe(bytesToHex(p256.Point.fromBytes(published).toBytes(true)));
      const signature = p256.Signature.fromBytes(hexToBytes(body.signature), 'der');
      expect(signature.s <= n / 2n, `stamp ${i} is low-S`).toBe(true);
      // noble's default verification refuses a high S: it must take every stamp.
      expect(p256.verify(hexToBytes(body.signature), utf8ToBytes(message), published, { format: 'der' })).toBe(true);
    }
  });
});
