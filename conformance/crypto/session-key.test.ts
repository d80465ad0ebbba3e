import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { base58CheckEncode } from '../../spec/base58check.ts';
import { hpkeSeal } from '../../spec/hpke-profile.ts';
import { generateP256KeyPair } from './p256-keys.ts';
import { SessionKeyDecryptError, decryptSessionSigningKey } from './session-key.ts';

// What a service following the production encoding sends: Base58Check(compressed enc || HPKE ciphertext).
async function encrypt(sessionKey: Uint8Array, clientPublicKeyHex: string): Promise<string> {
  const { enc, ciphertext } = await hpkeSeal(p256.Point.fromHex(clientPublicKeyHex).toBytes(true), sessionKey);
  return base58CheckEncode(concatBytes(p256.Point.fromBytes(enc).toBytes(true), ciphertext));
}

describe('decryptSessionSigningKey', () => {
  it('recovers the session private key with the private key matching clientPublicKey', async () => {
    const client = generateP256KeyPair();
    const session = p256.utils.randomSecretKey();
    const encrypted = await encrypt(session, client.publicKeyUncompressedHex);
    expect(bytesToHex(await decryptSessionSigningKey(encrypted, client.privateKey))).toBe(bytesToHex(session));
  });

  it('refuses another private key, a damaged encoding and a payload that is no P-256 key', async () => {
    const client = generateP256KeyPair();
    const encrypted = await encrypt(p256.utils.randomSecretKey(), client.publicKeyCompressedHex);
    await expect(decryptSessionSigningKey(encrypted, generateP256KeyPair().privateKey)).rejects.toThrow(
      SessionKeyDecryptError,
    );
    await expect(decryptSessionSigningKey(`${encrypted.slice(0, -2)}11`, client.privateKey)).rejects.toThrow(
      /Base58Check/,
    );
    await expect(decryptSessionSigningKey(base58CheckEncode(new Uint8Array(40)), client.privateKey)).rejects.toThrow(
      /too short/,
    );
    const zero = await encrypt(new Uint8Array(32), client.publicKeyCompressedHex);
    await expect(decryptSessionSigningKey(zero, client.privateKey)).rejects.toThrow(/not a P-256 private key/);
  });
});
