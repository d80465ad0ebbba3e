import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { defaultHpkeProfile, hpkeSeal } from '../../spec/hpke-profile.ts';
import { parseTargetBundle, sealOtpBundle } from '../../conformance/crypto/otp-bundle.ts';
import { generateP256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import { BundleOpenError, MalformedBundleError, createOtpTarget, openOtpBundle } from './otp-target.ts';

const signer = { privateKey: p256.utils.randomSecretKey() };
const signerPublicHex = bytesToHex(p256.getPublicKey(signer.privateKey, false));

describe('OTP target bundle and encrypted OTP bundle (round trip with the suite)', () => {
  it('hands out a signed bundle the client reads, and opens what the client seals to it', async () => {
    const { bundle, targetPrivateKeyHex } = createOtpTarget(signer);
    expect(Object.keys(JSON.parse(bundle))).toEqual(['version', 'data', 'dataSignature', 'enclaveQuorumPublic']);
    const target = parseTargetBundle(bundle, { trustedSignerPublicKeyHex: signerPublicHex });
    expect(target.targetPublicKeyHex).toBe(bytesToHex(p256.getPublicKey(hexToBytes(targetPrivateKeyHex), false)));
    const client = generateP256KeyPair();
    const sealed = await sealOtpBundle({
      targetPublicKeyHex: target.targetPublicKeyHex,
      otpCode: '123456',
      clientPublicKeyHex: client.publicKeyCompressedHex,
    });
    expect(await openOtpBundle(sealed, targetPrivateKeyHex)).toEqual({
      otpCode: '123456',
      publicKeyHex: client.publicKeyCompressedHex,
    });
  });

  it('makes a new target key for every challenge, and a bundle sealed to one does not open with another', async () => {
    const first = createOtpTarget(signer);
    const second = createOtpTarget(signer);
    expect(first.targetPrivateKeyHex).not.toBe(second.targetPrivateKeyHex);
    const sealed = await sealOtpBundle({
      targetPublicKeyHex: parseTargetBundle(first.bundle).targetPublicKeyHex,
      otpCode: '000000',
      clientPublicKeyHex: generateP256KeyPair().publicKeyCompressedHex,
    });
    await expect(openOtpBundle(sealed, second.targetPrivateKeyHex)).rejects.toThrow(BundleOpenError);
  });

  it('answers BundleOpenError for a tampered ciphertext or other HPKE parameters', async () => {
    const { bundle, targetPrivateKeyHex } = createOtpTarget(signer);
    const targetPublicKeyHex = parseTargetBundle(bundle).targetPublicKeyHex;
    const clientPublicKeyHex = generateP256KeyPair().publicKeyCompressedHex;
    const sealed = JSON.parse(await sealOtpBundle({ targetPublicKeyHex, otpCode: '000000', clientPublicKeyHex })) as {
      encappedPublic: string;
      ciphertext: string;
    };
    const flipped = `${sealed.ciphertext.slice(0, -2)}${sealed.ciphertext.endsWith('00') ? '01' : '00'}`;
    await expect(
      openOtpBundle(JSON.stringify({ ...sealed, ciphertext: flipped }), targetPrivateKeyHex),
    ).rejects.toThrow(BundleOpenError);
    const otherParameters = await sealOtpBundle({
      targetPublicKeyHex,
      otpCode: '000000',
      clientPublicKeyHex,
      hpke: { ...defaultHpkeProfile, aad: 'empty' },
    });
    await expect(openOtpBundle(otherParameters, targetPrivateKeyHex)).rejects.toThrow(BundleOpenError);
  });

  it('answers MalformedBundleError for input that is not the documented shape', async () => {
    const { bundle, targetPrivateKeyHex } = createOtpTarget(signer);
    const target = hexToBytes(parseTargetBundle(bundle).targetPublicKeyHex);
    const good = JSON.parse(
      await sealOtpBundle({ targetPublicKeyHex: bytesToHex(target), otpCode: '000000', clientPublicKeyHex: '02ab' }),
    ) as Record<string, string>;
    const cases = [
      'not json',
      '"a string"',
      JSON.stringify({ ciphertext: good['ciphertext'] }),
      JSON.stringify({ ...good, encappedPublic: good['encappedPublic']!.slice(2) }),
      JSON.stringify({ ...good, encappedPublic: `04${'00'.repeat(64)}` }),
      JSON.stringify({ ...good, ciphertext: 'xyz' }),
      JSON.stringify({ ...good, ciphertext: 'ab' }),
    ];
    for (const input of cases)
      await expect(openOtpBundle(input, targetPrivateKeyHex), input).rejects.toThrow(MalformedBundleError);
    // Opens, but the plaintext is not {otp_code, public_key}.
    const { enc, ciphertext } = await hpkeSeal(target, utf8ToBytes('{"code":"000000"}'));
    await expect(
      openOtpBundle(
        JSON.stringify({ encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(ciphertext) }),
        targetPrivateKeyHex,
      ),
    ).rejects.toThrow(/otp_code/);
  });
});
