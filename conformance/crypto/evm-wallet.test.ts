import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { evmAddressOf, personalMessageDigest } from '../../spec/evm-personal-message.ts';
import { createEvmWallet } from './evm-wallet.ts';

// A published personal_sign vector (web3.js documentation of `accounts.sign`).
const vector = {
  secretKey: '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
  address: '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23',
  message: 'Some data',
  digest: '1da44b586eb0729ff70a73c326926f6ed5a25f5b056e7f47fbc6e58d86871655',
  signature:
    '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c',
};

describe('EVM wallet', () => {
  it('derives the address, digest and signature of a published vector', () => {
    const wallet = createEvmWallet(Buffer.from(vector.secretKey, 'hex'));
    expect(wallet.address).toBe(vector.address);
    expect(Buffer.from(personalMessageDigest(vector.message)).toString('hex')).toBe(vector.digest);
    expect(wallet.signPersonalMessage(vector.message)).toBe(vector.signature);
  });

  it('makes signatures that recover to its own address, over the exact message only', () => {
    const wallet = createEvmWallet();
    const message = 'Prove ownership\nNonce: 1f2e';
    const signature = wallet.signPersonalMessage(message);
    expect(signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
    const recover = (text: string) => {
      const bytes = Buffer.from(signature.slice(2), 'hex');
      const recovered = new Uint8Array([bytes[64]! - 27, ...bytes.subarray(0, 64)]);
      return evmAddressOf(secp256k1.recoverPublicKey(recovered, personalMessageDigest(text), { prehash: false }));
    };
    expect(recover(message)).toBe(wallet.address);
    expect(recover(`${message} `)).not.toBe(wallet.address);
  });

  it('gives every fresh wallet its own address', () => {
    expect(createEvmWallet().address).not.toBe(createEvmWallet().address);
  });
});
