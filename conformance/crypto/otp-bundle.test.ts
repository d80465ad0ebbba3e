import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { hpkeOpen } from '../../spec/hpke-profile.ts';
import { BundleSignatureError, TargetBundleFormatError, parseTargetBundle, sealOtpBundle } from './otp-bundle.ts';
import { generateP256KeyPair } from './p256-keys.ts';

// A bundle as the documented shape has it, signed by a quorum key of the test's own.
function makeBundle(opts: {
  targetPublicHex: string;
  signer?: Uint8Array;
  version?: string;
  mutate?: (b: Record<string, string>) => void;
}) {
  const signer = opts.signer ?? p256.utils.randomSecretKey();
  const data = utf8ToBytes(JSON.stringify({ targetPublic: opts.targetPublicHex, organizationId: 'org' }));
  const bundle: Record<string, string> = {
    version: opts.version ?? 'v1.0.0',
    data: bytesToHex(data),
    dataSignature: bytesToHex(p256.sign(data, signer, { format: 'der' })),
    enclaveQuorumPublic: bytesToHex(p256.getPublicKey(signer, false)),
  };
  opts.mutate?.(bundle);
  return { json: JSON.stringify(bundle), signerPublicHex: bundle['enclaveQuorumPublic']! };
}

describe('parseTargetBundle', () => {
  const target = generateP256KeyPair();

  it('reads the uncompressed target key and the signer of a correctly signed bundle', () => {
    const { json, signerPublicHex } = makeBundle({ targetPublicHex: target.publicKeyUncompressedHex });
    expect(parseTargetBundle(json)).toEqual({
      targetPublicKeyHex: target.publicKeyUncompressedHex,
      enclaveQuorumPublicHex: signerPublicHex,
    });
    expect(parseTargetBundle(json, { trustedSignerPublicKeyHex: signerPublicHex }).targetPublicKeyHex).toBe(
      target.publicKeyUncompressedHex,
    );
  });

  it('refuses a bundle whose data was altered after signing, or whose signer is not the trusted key', () => {
    const altered = makeBundle({
      targetPublicHex: target.publicKeyUncompressedHex,
      mutate: (b) => {
        b['data'] = bytesToHex(
          utf8ToBytes(JSON.stringify({ targetPublic: generateP256KeyPair().publicKeyUncompressedHex })),
        );
      },
    });
    expect(() => parseTargetBundle(altered.json)).toThrow(BundleSignatureError);
    const { json } = makeBundle({ targetPublicHex: target.publicKeyUncompressedHex });
    expect(() =>
      parseTargetBundle(json, { trustedSignerPublicKeyHex: generateP256KeyPair().publicKeyCompressedHex }),
    ).toThrow(/untrusted/);
  });

  it('accepts an empty signature only when told not to verify', () => {
    const { json } = makeBundle({
      targetPublicHex: target.publicKeyUncompressedHex,
      mutate: (b) => {
        b['dataSignature'] = '';
        b['enclaveQuorumPublic'] = '';
      },
    });
    expect(() => parseTargetBundle(json)).toThrow(BundleSignatureError);
    expect(parseTargetBundle(json, { verifySignature: false }).targetPublicKeyHex).toBe(
      target.publicKeyUncompressedHex,
    );
  });

  it('refuses what is not the documented shape', () => {
    expect(() => parseTargetBundle('not json')).toThrow(TargetBundleFormatError);
    expect(() => parseTargetBundle('[]')).toThrow(TargetBundleFormatError);
    expect(() =>
      parseTargetBundle(makeBundle({ targetPublicHex: target.publicKeyUncompressedHex, version: 'v2' }).json),
    ).toThrow(/version/);
    expect(() => parseTargetBundle(makeBundle({ targetPublicHex: 'zz' }).json)).toThrow(/targetPublic/);
    expect(() => parseTargetBundle(makeBundle({ targetPublicHex: `04${'00'.repeat(64)}` }).json)).toThrow(
      /not a P-256 public key/,
    );
    expect(() =>
      parseTargetBundle(
        makeBundle({ targetPublicHex: target.publicKeyUncompressedHex, mutate: (b) => (b['data'] = 'xyz') }).json,
      ),
    ).toThrow(/data/);
  });
});

describe('sealOtpBundle', () => {
  it('gives {encappedPublic, ciphertext} that the target key opens to {otp_code, public_key}', async () => {
    const target = generateP256KeyPair();
    const client = generateP256KeyPair();
    const sealed = await sealOtpBundle({
      targetPublicKeyHex: target.publicKeyUncompressedHex,
      otpCode: '000000',
      clientPublicKeyHex: client.publicKeyCompressedHex,
    });
    const parsed = JSON.parse(sealed) as { encappedPublic: string; ciphertext: string };
    expect(Object.keys(parsed)).toEqual(['encappedPublic', 'ciphertext']);
    expect(parsed.encappedPublic).toMatch(/^04[0-9a-f]{128}$/);
    expect(parsed.ciphertext).toMatch(/^[0-9a-f]+$/);
    const opened = await hpkeOpen(target.privateKey, hexToBytes(parsed.encappedPublic), hexToBytes(parsed.ciphertext));
    expect(JSON.parse(new TextDecoder().decode(opened))).toEqual({
      otp_code: '000000',
      public_key: client.publicKeyCompressedHex,
    });
    // The plaintext code never appears in what is sent.
    expect(sealed).not.toContain('000000');
  });
});
