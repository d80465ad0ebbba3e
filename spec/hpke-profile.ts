/**
 * The HPKE profile of the embedded-wallet credentials: one cipher suite and its parameters, chosen once and read by
 * both sides (the suite seals OTP bundles and opens session keys; the reference does the reverse).
 *
 * Suite (RFC 9180, base mode): DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM, as the production facts name it.
 * The interface document does not show the remaining parameters; the defaults are those of the production service's
 * wallet enclave (see `spec/vectors/production-hpke-profile.json`): `info` is the UTF-8 text `turnkey_hpke` and the AAD is
 * the encapsulated key followed by the recipient public key, both uncompressed. A deployment with other
 * parameters passes its own {@link HpkeProfile} to the suite (a binding option).
 */
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The HPKE parameters the interface leaves open. */
export interface HpkeProfile {
  /** The `info` input of the key schedule. */
  readonly info: Uint8Array;
  /** `enc-and-recipient`: AAD = encapsulated key || recipient public key (both uncompressed); `empty`: no AAD. */
  readonly aad: 'enc-and-recipient' | 'empty';
}

/** The default profile: the production service's parameters, also the reference server's. */
export const defaultHpkeProfile: HpkeProfile = { info: utf8ToBytes('turnkey_hpke'), aad: 'enc-and-recipient' };

/** The suite's components, exported so the RFC 9180 vector test can build the same KEM and KDF. */
export const hpkeSuiteComponents = { Kem: DhkemP256HkdfSha256, Kdf: HkdfSha256, Aead: Aes256Gcm } as const;

function suite(): CipherSuite {
  return new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
}

/** A P-256 public key (compressed or uncompressed SEC1 bytes) as the uncompressed 65 bytes HPKE serialises. */
export function uncompressedPublicKey(publicKey: Uint8Array): Uint8Array {
  return p256.Point.fromBytes(publicKey).toBytes(false);
}

function aadFor(profile: HpkeProfile, enc: Uint8Array, recipientPublicKey: Uint8Array): Uint8Array {
  return profile.aad === 'empty' ? new Uint8Array(0) : concatBytes(enc, recipientPublicKey);
}

/** HPKE single-shot seal of `plaintext` to `recipientPublicKey` (SEC1, either form). */
export async function hpkeSeal(
  recipientPublicKey: Uint8Array,
  plaintext: Uint8Array,
  profile: HpkeProfile = defaultHpkeProfile,
): Promise<{ enc: Uint8Array; ciphertext: Uint8Array }> {
  const s = suite();
  const recipient = uncompressedPublicKey(recipientPublicKey);
  const sender = await s.createSenderContext({
    recipientPublicKey: await s.kem.deserializePublicKey(recipient),
    info: profile.info,
  });
  const enc = new Uint8Array(sender.enc);
  const ciphertext = new Uint8Array(await sender.seal(plaintext, aadFor(profile, enc, recipient)));
  return { enc, ciphertext };
}

/** HPKE single-shot open with the recipient's 32-byte private key; throws when the ciphertext does not open. */
export async function hpkeOpen(
  recipientPrivateKey: Uint8Array,
  enc: Uint8Array,
  ciphertext: Uint8Array,
  profile: HpkeProfile = defaultHpkeProfile,
): Promise<Uint8Array> {
  const s = suite();
  const recipient = p256.getPublicKey(recipientPrivateKey, false);
  const context = await s.createRecipientContext({
    recipientKey: await s.kem.deserializePrivateKey(recipientPrivateKey),
    enc: uncompressedPublicKey(enc),
    info: profile.info,
  });
  return new Uint8Array(await context.open(ciphertext, aadFor(profile, uncompressedPublicKey(enc), recipient)));
}
