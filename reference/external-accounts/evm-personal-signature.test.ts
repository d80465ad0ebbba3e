import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { evmAddressOf, personalMessageDigest } from '../../spec/evm-personal-message.ts';
import { provesEvmOwnership, recoverPersonalSigner } from './evm-personal-signature.ts';

// A published personal_sign vector (web3.js documentation of `accounts.sign`).
const vector = {
  address: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
  message: 'Some data',
  digest: '1da44b586eb0729ff70a73c326926f6ed5a25f5b056e7f47fbc6e58d86871655',
  signature:
    '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c',
};

describe('EIP-191 personal signatures', () => {
  it('recovers the signer of a published vector, whatever the case of the address', () => {
    expect(Buffer.from(personalMessageDigest(vector.message)).toString('hex')).toBe(vector.digest);
    expect(recoverPersonalSigner(vector.signature, vector.message)).toBe(vector.address.toLowerCase());
    expect(provesEvmOwnership(vector.address, vector.signature, vector.message)).toBe(true);
    expect(provesEvmOwnership(vector.address.toLowerCase(), vector.signature.slice(2), vector.message)).toBe(true);
  });

  it('accepts v as 27/28 or 0/1 and proves nothing for another message, another address or a malformed signature', () => {
    const v01 = `${vector.signature.slice(0, -2)}${(Number.parseInt(vector.signature.slice(-2), 16) - 27).toString(16).padStart(2, '0')}`;
    expect(provesEvmOwnership(vector.address, v01, vector.message)).toBe(true);
    expect(provesEvmOwnership(vector.address, vector.signature, `${vector.message}.`)).toBe(false);
    expect(provesEvmOwnership(`0x${'1'.repeat(40)}`, vector.signature, vector.message)).toBe(false);
    expect(provesEvmOwnership(vector.address, '0x1234', vector.message)).toBe(false);
    expect(provesEvmOwnership(vector.address, `${vector.signature.slice(0, -2)}1d`, vector.message)).toBe(false);
    expect(provesEvmOwnership('not an address', vector.signature, vector.message)).toBe(false);
  });

  it('verifies signatures of fresh keys', () => {
    const key = secp256k1.utils.randomSecretKey();
    const address = evmAddressOf(secp256k1.getPublicKey(key, false));
    const recovered = secp256k1.sign(personalMessageDigest('challenge'), key, { prehash: false, format: 'recovered' });
    const signature = `0x${Buffer.from(recovered.subarray(1)).toString('hex')}${(recovered[0]! + 27).toString(16)}`;
    expect(provesEvmOwnership(address, signature, 'challenge')).toBe(true);
  });
});
