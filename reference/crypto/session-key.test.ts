import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../../conformance/crypto/p256-keys.ts';
import { SessionKeyDecryptError, decryptSessionSigningKey } from '../../conformance/crypto/session-key.ts';
import { encryptSessionSigningKey } from './session-key.ts';

describe('encryptSessionSigningKey (round trip with the suite)', () => {
  it('gives Base58Check text that the client decrypts to the session key, for either form of clientPublicKey', async () => {
    const client = generateP256KeyPair();
    for (const publicKeyHex of [client.publicKeyUncompressedHex, client.publicKeyCompressedHex]) {
      const session = p256.utils.randomSecretKey();
      const encrypted = await encryptSessionSigningKey(session, publicKeyHex);
      expect(encrypted).toMatch(/^[1-9A-HJ-NP-Za-km-z]+$/);
      expect(bytesToHex(await decryptSessionSigningKey(encrypted, client.privateKey))).toBe(bytesToHex(session));
    }
  });

  it('is readable only with the private key matching clientPublicKey', async () => {
    const client = generateP256KeyPair();
    const encrypted = await encryptSessionSigningKey(p256.utils.randomSecretKey(), client.publicKeyCompressedHex);
    await expect(decryptSessionSigningKey(encrypted, generateP256KeyPair().privateKey)).rejects.toThrow(
      SessionKeyDecryptError,
    );
  });

  it('refuses to encrypt what is not a P-256 private key, or to a key that is not a P-256 point', async () => {
    await expect(
      encryptSessionSigningKey(new Uint8Array(32), generateP256KeyPair().publicKeyCompressedHex),
    ).rejects.toThrow(/not a P-256 private key/);
    await expect(encryptSessionSigningKey(p256.utils.randomSecretKey(), `02${'ff'.repeat(32)}`)).rejects.toThrow();
  });
});
