import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  assertionSignature,
  authenticatorData,
  authenticatorFlags,
  coseEs256PublicKey,
  noneAttestationObject,
} from './webauthn-encoding.ts';
import w3c from './vectors/w3c-webauthn-none-es256.json' with { type: 'json' };

const f = authenticatorFlags;

describe('WebAuthn encodings against the W3C Level 3 "ES256 Credential with No Attestation" vectors', () => {
  const privateKey = hexToBytes(w3c.registration.credentialPrivateKey);

  it('rebuilds the published attestation object byte for byte from its private key, AAGUID and credential id', () => {
    const authData = authenticatorData({
      rpId: w3c.rpId,
      // The vector's flags: UP, BE, BS and AT (0x59).
      flags: f.userPresent | f.backupEligible | f.backupState | f.attestedCredentialData,
      counter: 0,
      attestedCredential: {
        aaguid: hexToBytes(w3c.registration.aaguid),
        credentialId: hexToBytes(w3c.registration.credentialId),
        cosePublicKey: coseEs256PublicKey(p256.getPublicKey(privateKey)),
      },
    });
    expect(bytesToHex(noneAttestationObject(authData))).toBe(w3c.registration.attestationObject);
  });

  it('rebuilds the published authenticator data and assertion signature', () => {
    const authData = authenticatorData({
      rpId: w3c.rpId,
      flags: f.userPresent | f.backupEligible | f.backupState,
      counter: 0,
    });
    expect(bytesToHex(authData)).toBe(w3c.authentication.authenticatorData);
    const signature = assertionSignature(privateKey, authData, hexToBytes(w3c.authentication.clientDataJSON));
    expect(bytesToHex(signature)).toBe(w3c.authentication.signature);
  });

  it('writes the counter big-endian after the flags', () => {
    const authData = authenticatorData({ rpId: w3c.rpId, flags: f.userPresent, counter: 0x01020304 });
    expect(bytesToHex(authData.slice(32))).toBe('0101020304');
  });
});
