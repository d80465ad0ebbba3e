import { Aes128Gcm, CipherSuite } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import { extract } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { defaultHpkeProfile, hpkeOpen, hpkeSeal, hpkeSuiteComponents, type HpkeProfile } from './hpke-profile.ts';
import rfc9180 from './vectors/rfc9180-a3-base.json' with { type: 'json' };
import production from './vectors/production-hpke-profile.json' with { type: 'json' };

const hex = (b: ArrayBuffer | Uint8Array) => bytesToHex(new Uint8Array(b));

// The vector's suite differs from ours only in the AEAD (A.3 is AES-128-GCM): the KEM and KDF are the profile's own.
function vectorSuite(): CipherSuite {
  return new CipherSuite({
    kem: new hpkeSuiteComponents.Kem(),
    kdf: new hpkeSuiteComponents.Kdf(),
    aead: new Aes128Gcm(),
  });
}

describe('RFC 9180 A.3.1 (DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-128-GCM, base mode)', () => {
  it('derives the published key pairs from ikmE and ikmR', async () => {
    const suite = vectorSuite();
    const e = await suite.kem.deriveKeyPair(hexToBytes(rfc9180.ikmE));
    const r = await suite.kem.deriveKeyPair(hexToBytes(rfc9180.ikmR));
    expect(hex(await suite.kem.serializePrivateKey(e.privateKey))).toBe(rfc9180.skEm);
    expect(hex(await suite.kem.serializePublicKey(e.publicKey))).toBe(rfc9180.pkEm);
    expect(hex(await suite.kem.serializePrivateKey(r.privateKey))).toBe(rfc9180.skRm);
    expect(hex(await suite.kem.serializePublicKey(r.publicKey))).toBe(rfc9180.pkRm);
  });

  it('seals every published sequence number to the published ciphertext, and exports the published values', async () => {
    const suite = vectorSuite();
    const ephemeral = await suite.kem.deriveKeyPair(hexToBytes(rfc9180.ikmE));
    const sender = await suite.createSenderContext({
      recipientPublicKey: await suite.kem.deserializePublicKey(hexToBytes(rfc9180.pkRm)),
      info: hexToBytes(rfc9180.info),
      ekm: ephemeral,
    });
    expect(hex(sender.enc)).toBe(rfc9180.enc);
    const last = Math.max(...rfc9180.encryptions.map((e) => e.sequence_number));
    const sealed: Uint8Array[] = [];
    for (let seq = 0; seq <= last; seq += 1) {
      const listed = rfc9180.encryptions.find((e) => e.sequence_number === seq);
      const aad = listed ? hexToBytes(listed.aad) : utf8ToBytes(`Count-${seq}`);
      const pt = hexToBytes(listed?.pt ?? rfc9180.encryptions[0]!.pt);
      sealed.push(new Uint8Array(await sender.seal(pt, aad)));
      if (listed) expect(hex(sealed[seq]!), `sequence ${seq}`).toBe(listed.ct);
    }
    for (const e of rfc9180.exports) {
      expect(hex(await sender.export(hexToBytes(e.exporter_context), e.L))).toBe(e.exported_value);
    }
  });

  it('opens the published ciphertexts with the recipient key', async () => {
    const suite = vectorSuite();
    const recipient = await suite.kem.deriveKeyPair(hexToBytes(rfc9180.ikmR));
    const first = rfc9180.encryptions[0]!;
    const opened = await suite.open(
      { recipientKey: recipient, enc: hexToBytes(rfc9180.enc), info: hexToBytes(rfc9180.info) },
      hexToBytes(first.ct),
      hexToBytes(first.aad),
    );
    expect(hex(opened)).toBe(first.pt);
    const tampered = hexToBytes(first.ct);
    tampered[0] = tampered[0]! ^ 0x01;
    await expect(
      suite.open(
        { recipientKey: recipient, enc: hexToBytes(rfc9180.enc), info: hexToBytes(rfc9180.info) },
        tampered,
        hexToBytes(first.aad),
      ),
    ).rejects.toThrow();
  });
});

describe('the wallet HPKE profile', () => {
  it('uses KEM 0x0010, KDF 0x0001 and AEAD 0x0002 (AES-256-GCM)', () => {
    expect([
      new hpkeSuiteComponents.Kem().id,
      new hpkeSuiteComponents.Kdf().id,
      new hpkeSuiteComponents.Aead().id,
    ]).toEqual([0x0010, 0x0001, 0x0002]);
  });

  it("its info gives the key schedule context the production enclave's SDK embeds", () => {
    // RFC 9180 5.1: key_schedule_context = mode || LabeledExtract("", "psk_id_hash", "") || LabeledExtract("", "info_hash", info).
    const suiteId = hexToBytes(production.suiteId);
    const labeled = (label: string, ikm: Uint8Array) =>
      extract(sha256, concatBytes(utf8ToBytes('HPKE-v1'), suiteId, utf8ToBytes(label), ikm), new Uint8Array(0));
    const context = concatBytes(
      new Uint8Array([0]),
      labeled('psk_id_hash', new Uint8Array(0)),
      labeled('info_hash', defaultHpkeProfile.info),
    );
    expect(new TextDecoder().decode(defaultHpkeProfile.info)).toBe(production.info);
    expect(bytesToHex(context)).toBe(production.keyScheduleContext);
  });

  it('round-trips to compressed and uncompressed recipient keys, and refuses another key, info or AAD', async () => {
    const sk = p256.utils.randomSecretKey();
    const message = utf8ToBytes('{"otp_code":"000000"}');
    for (const compressed of [true, false]) {
      const { enc, ciphertext } = await hpkeSeal(p256.getPublicKey(sk, compressed), message);
      expect(enc.length).toBe(65);
      expect(bytesToHex(await hpkeOpen(sk, enc, ciphertext))).toBe(bytesToHex(message));
    }
    const { enc, ciphertext } = await hpkeSeal(p256.getPublicKey(sk), message);
    await expect(hpkeOpen(p256.utils.randomSecretKey(), enc, ciphertext)).rejects.toThrow();
    const otherInfo: HpkeProfile = { ...defaultHpkeProfile, info: utf8ToBytes('other') };
    await expect(hpkeOpen(sk, enc, ciphertext, otherInfo)).rejects.toThrow();
    const noAad: HpkeProfile = { ...defaultHpkeProfile, aad: 'empty' };
    await expect(hpkeOpen(sk, enc, ciphertext, noAad)).rejects.toThrow();
  });
});
