/**
 * The HPKE profile of the embedded-wallet credentials, server side: the one place the reference chooses its suite and
 * parameters (the suite's own module, `conformance/crypto/hpke-profile.ts`, holds the same choice for the client).
 *
 * Suite (RFC 9180, base mode): DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM, as the production facts name it.
 * Parameters the document does not show follow the production service's wallet enclave: `info` = UTF-8
 * `turnkey_hpke`; AAD = encapsulated key || recipient public key, both uncompressed (65 bytes each).
 */
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The HPKE parameters the interface leaves open. */
export interface HpkeProfile {
  readonly info: Uint8Array;
  /** `enc-and-recipient`: AAD = encapsulated key || recipient public key (uncompressed); `empty`: no AAD. */
  readonly aad: 'enc-and-recipient' | 'empty';
}

/** The reference's profile. */
export const referenceHpkeProfile: HpkeProfile = { info: utf8ToBytes('turnkey_hpke'), aad: 'enc-and-recipient' };

function suite(): CipherSuite {
  return new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
}

/** SEC1 bytes (either form) as the uncompressed 65 bytes; throws on a byte string that is no P-256 point. */
export function uncompressedPublicKey(publicKey: Uint8Array): Uint8Array {
  return p256.Point.fromBytes(publicKey).toBytes(false);
}

function aadFor(profile: HpkeProfile, enc: Uint8Array, recipientPublicKey: Uint8Array): Uint8Array {
  return profile.aad === 'empty' ? new Uint8Array(0) : concatBytes(enc, recipientPublicKey);
}

/** Single-shot seal to `recipientPublicKey` (SEC1, either form); `enc` is the uncompressed encapsulated key. */
export async function hpkeSeal(
  recipientPublicKey: Uint8Array,
  plaintext: Uint8Array,
  profile: HpkeProfile = referenceHpkeProfile,
): Promise<{ enc: Uint8Array; ciphertext: Uint8Array }> {
  const s = suite();
  const recipient = uncompressedPublicKey(recipientPublicKey);
  const sender = await s.createSenderContext({ recipientPublicKey: await s.kem.deserializePublicKey(recipient), info: profile.info });
  const enc = new Uint8Array(sender.enc);
  return { enc, ciphertext: new Uint8Array(await sender.seal(plaintext, aadFor(profile, enc, recipient))) };
}

/** Single-shot open with the 32-byte recipient private key; rejects when the ciphertext does not open. */
export async function hpkeOpen(
  recipientPrivateKey: Uint8Array,
  enc: Uint8Array,
  ciphertext: Uint8Array,
  profile: HpkeProfile = referenceHpkeProfile,
): Promise<Uint8Array> {
  const s = suite();
  const encapsulated = uncompressedPublicKey(enc);
  const context = await s.createRecipientContext({
    recipientKey: await s.kem.deserializePrivateKey(recipientPrivateKey),
    enc: encapsulated,
    info: profile.info,
  });
  return new Uint8Array(await context.open(ciphertext, aadFor(profile, encapsulated, p256.getPublicKey(recipientPrivateKey, false))));
}
