import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import { encodeStamp, makeStamp } from '../../conformance/crypto/stamp.ts';
import rfc6979 from '../../conformance/crypto/vectors/rfc6979-a25-p256-sha256.json' with { type: 'json' };
import { MalformedStampError, parseStamp, stampScheme, verifyStamp } from './stamp-verify.ts';

const payload =
  '{"organizationId":"org","parameters":{"sessionId":"Session:1"},"timestampMs":"1700000000000","type":"ACTIVITY_TYPE_X"}';

describe('parseStamp and verifyStamp (round trip with the suite)', () => {
  it('accepts a client stamp over the exact payload, and refuses it over any other', () => {
    const pair = generateP256KeyPair();
    const stamp = parseStamp(makeStamp(payload, pair.privateKey));
    expect(stamp.publicKeyHex).toBe(pair.publicKeyCompressedHex);
    expect(stamp.scheme).toBe(stampScheme);
    expect(verifyStamp(stamp, payload)).toBe(true);
    expect(verifyStamp(stamp, `${payload} `)).toBe(false);
    expect(verifyStamp(stamp, payload.replace('Session:1', 'Session:2'))).toBe(false);
  });

  it('accepts high-S signatures: the RFC 6979 A.2.5 "sample" signature as published, and its low-S twin', () => {
    const publicKey = `04${rfc6979.publicKeyX}${rfc6979.publicKeyY}`;
    const sample = rfc6979.signatures.find((s) => s.message === 'sample')!;
    const high = new p256.Signature(BigInt(`0x${sample.r}`), BigInt(`0x${sample.s}`));
    expect(high.hasHighS()).toBe(true);
    const low = new p256.Signature(high.r, p256.Point.Fn.ORDER - high.s);
    for (const sig of [high, low]) {
      const stamp = parseStamp(
        encodeStamp({ publicKey, scheme: stampScheme, signature: bytesToHex(sig.toBytes('der')) }),
      );
      expect(verifyStamp(stamp, sample.message)).toBe(true);
      expect(verifyStamp(stamp, 'test')).toBe(false);
    }
  });

  it('accepts standard base64 with padding as well as base64url', () => {
    const pair = generateP256KeyPair();
    const header = makeStamp(payload, pair.privateKey);
    const standard = Buffer.from(header, 'base64url').toString('base64');
    expect(verifyStamp(parseStamp(standard), payload)).toBe(true);
  });

  it('refuses a stamp whose key did not make the signature, or whose scheme is another', () => {
    const signer = generateP256KeyPair();
    const claimed = generateP256KeyPair();
    const signature = bytesToHex(p256.sign(utf8ToBytes(payload), signer.privateKey, { format: 'der' }));
    expect(
      verifyStamp(
        parseStamp(encodeStamp({ publicKey: claimed.publicKeyCompressedHex, scheme: stampScheme, signature })),
        payload,
      ),
    ).toBe(false);
    expect(
      verifyStamp(
        parseStamp(
          encodeStamp({ publicKey: signer.publicKeyCompressedHex, scheme: 'SIGNATURE_SCHEME_OTHER', signature }),
        ),
        payload,
      ),
    ).toBe(false);
    expect(
      verifyStamp(
        parseStamp(encodeStamp({ publicKey: signer.publicKeyCompressedHex, scheme: stampScheme, signature })),
        payload,
      ),
    ).toBe(true);
  });

  it('throws MalformedStampError for a header that cannot be parsed', () => {
    const pair = generateP256KeyPair();
    const signature = bytesToHex(p256.sign(utf8ToBytes(payload), pair.privateKey, { format: 'der' }));
    const b64 = (value: unknown) =>
      Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
    const cases = [
      '',
      'not base64!',
      'A',
      b64('not json'),
      b64([1, 2]),
      b64({ scheme: stampScheme, signature }),
      b64({ publicKey: pair.publicKeyCompressedHex, scheme: stampScheme }),
      b64({ publicKey: 'zz', scheme: stampScheme, signature }),
      b64({ publicKey: `02${'ff'.repeat(32)}`, scheme: stampScheme, signature }),
      b64({ publicKey: pair.publicKeyCompressedHex, scheme: stampScheme, signature: 'xyz' }),
      b64({
        publicKey: pair.publicKeyCompressedHex,
        scheme: stampScheme,
        signature: bytesToHex(hexToBytes(signature).slice(0, 10)),
      }),
    ];
    for (const header of cases) expect(() => parseStamp(header), header).toThrow(MalformedStampError);
  });
});
