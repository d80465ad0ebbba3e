import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import * as client from '../../conformance/crypto/hpke-profile.ts';
import { hpkeOpen, hpkeSeal, referenceHpkeProfile } from './hpke-profile.ts';

// The reference and the suite each hold their own copy of the profile (the suite never imports the reference): these
// round trips prove the two copies agree.
describe('the reference HPKE profile', () => {
  it('is the profile the suite uses by default', () => {
    expect(bytesToHex(referenceHpkeProfile.info)).toBe(bytesToHex(client.defaultHpkeProfile.info));
    expect(referenceHpkeProfile.aad).toBe(client.defaultHpkeProfile.aad);
  });

  it('opens what the client seals, and the client opens what it seals', async () => {
    const serverKey = p256.utils.randomSecretKey();
    const toServer = await client.hpkeSeal(p256.getPublicKey(serverKey), utf8ToBytes('to the server'));
    expect(new TextDecoder().decode(await hpkeOpen(serverKey, toServer.enc, toServer.ciphertext))).toBe('to the server');
    const clientKey = p256.utils.randomSecretKey();
    const toClient = await hpkeSeal(p256.getPublicKey(clientKey, false), utf8ToBytes('to the client'));
    expect(new TextDecoder().decode(await client.hpkeOpen(clientKey, toClient.enc, toClient.ciphertext))).toBe('to the client');
  });

  it('does not open a seal made with other parameters', async () => {
    const serverKey = p256.utils.randomSecretKey();
    const emptyAad = await client.hpkeSeal(p256.getPublicKey(serverKey), utf8ToBytes('x'), { ...client.defaultHpkeProfile, aad: 'empty' });
    await expect(hpkeOpen(serverKey, emptyAad.enc, emptyAad.ciphertext)).rejects.toThrow();
    expect(new TextDecoder().decode(await hpkeOpen(serverKey, emptyAad.enc, emptyAad.ciphertext, { ...referenceHpkeProfile, aad: 'empty' }))).toBe('x');
  });
});
