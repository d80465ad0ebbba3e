import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import {
  decodeAttestationObject,
  decodeClientDataJSON,
  isoBase64URL,
  parseAuthenticatorData,
} from '@simplewebauthn/server/helpers';
import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator, type PasskeyAssertion, type PasskeyAttestation } from './webauthn-authenticator.ts';
import w3c from './vectors/w3c-webauthn-none-es256.json' with { type: 'json' };

const rp = { rpId: 'wallet.example.test', origin: 'https://wallet.example.test' };
const b64 = (hex: string) => isoBase64URL.fromBuffer(hexToBytes(hex));

const registrationJson = (a: PasskeyAttestation) => ({
  id: a.credentialId,
  rawId: a.credentialId,
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: a.clientDataJson, attestationObject: a.attestationObject, transports: [] },
});
const authenticationJson = (a: PasskeyAssertion) => ({
  id: a.credentialId,
  rawId: a.credentialId,
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: {
    clientDataJSON: a.clientDataJson,
    authenticatorData: a.authenticatorData,
    signature: a.signature,
    ...(a.userHandle ? { userHandle: a.userHandle } : {}),
  },
});

describe('the W3C "ES256 Credential with No Attestation" vectors verify with @simplewebauthn/server', () => {
  it('registration, then authentication with the registered key', async () => {
    const credentialId = b64(w3c.registration.credentialId);
    const registration = await verifyRegistrationResponse({
      response: registrationJson({
        credentialId,
        clientDataJson: b64(w3c.registration.clientDataJSON),
        attestationObject: b64(w3c.registration.attestationObject),
        transports: [],
      }),
      expectedChallenge: b64(w3c.registration.challenge),
      expectedOrigin: w3c.origin,
      expectedRPID: w3c.rpId,
      requireUserVerification: false,
    });
    expect(registration.verified).toBe(true);
    expect(registration.registrationInfo?.fmt).toBe('none');
    expect(registration.registrationInfo?.credential.id).toBe(credentialId);
    const authentication = await verifyAuthenticationResponse({
      response: authenticationJson({
        credentialId,
        clientDataJson: b64(w3c.authentication.clientDataJSON),
        authenticatorData: b64(w3c.authentication.authenticatorData),
        signature: b64(w3c.authentication.signature),
      }),
      expectedChallenge: b64(w3c.authentication.challenge),
      expectedOrigin: w3c.origin,
      expectedRPID: w3c.rpId,
      credential: registration.registrationInfo!.credential,
      requireUserVerification: false,
    });
    expect(authentication.verified).toBe(true);
  });
});

describe('SoftwareAuthenticator', () => {
  it('registers with attestation none, ES256, flags UP|UV|AT and counter 0, and verifies the same way as the W3C vectors', async () => {
    const authenticator = new SoftwareAuthenticator(rp);
    const challenge = isoBase64URL.fromBuffer(utf8ToBytes('integrator-issued-challenge-0001'));
    const attestation = await authenticator.register({ challenge, userId: 'user-1' });
    expect(attestation.transports).toEqual(['internal']);
    const decoded = decodeAttestationObject(isoBase64URL.toBuffer(attestation.attestationObject));
    expect(decoded.get('fmt')).toBe('none');
    expect(decoded.get('attStmt').size).toBe(0);
    const authData = parseAuthenticatorData(decoded.get('authData'));
    expect(authData.flags).toMatchObject({ up: true, uv: true, at: true });
    expect(authData.counter).toBe(0);
    expect(isoBase64URL.fromBuffer(authData.credentialID!)).toBe(attestation.credentialId);
    expect(decodeClientDataJSON(attestation.clientDataJson)).toEqual({
      type: 'webauthn.create',
      challenge,
      origin: rp.origin,
      crossOrigin: false,
    });
    const registration = await verifyRegistrationResponse({
      response: registrationJson(attestation),
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
    });
    expect(registration.verified).toBe(true);

    const hexChallenge = 'a3f1c0ffee00112233445566778899aabbccddeeff00112233445566778899aa';
    const first = await authenticator.assert({ challenge: hexChallenge, credentialId: attestation.credentialId });
    const clientData = decodeClientDataJSON(first.clientDataJson);
    expect(clientData.type).toBe('webauthn.get');
    expect(isoBase64URL.toUTF8String(clientData.challenge)).toBe(hexChallenge);
    expect(isoBase64URL.toUTF8String(first.userHandle!)).toBe('user-1');
    const verified = await verifyAuthenticationResponse({
      response: authenticationJson(first),
      expectedChallenge: isoBase64URL.fromUTF8String(hexChallenge),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: registration.registrationInfo!.credential,
    });
    expect(verified).toMatchObject({ verified: true, authenticationInfo: { newCounter: 1 } });
    const second = await authenticator.assert({ challenge: hexChallenge, credentialId: attestation.credentialId });
    expect(parseAuthenticatorData(isoBase64URL.toBuffer(second.authenticatorData)).counter).toBe(2);
  });

  it('applies each override to exactly one field', async () => {
    const authenticator = new SoftwareAuthenticator(rp);
    const { credentialId } = await authenticator.register({ challenge: 'AAAA' });
    const challenge = 'ab'.repeat(32);
    const noPresence = parseAuthenticatorData(
      isoBase64URL.toBuffer(
        (await authenticator.assert({ challenge, credentialId, userPresent: false })).authenticatorData,
      ),
    );
    expect(noPresence.flags.up).toBe(false);
    expect(noPresence.flags.uv).toBe(true);
    const lowCounter = parseAuthenticatorData(
      isoBase64URL.toBuffer(
        (await authenticator.assert({ challenge, credentialId, counterOverride: 0 })).authenticatorData,
      ),
    );
    expect(lowCounter.counter).toBe(0);
    const elsewhere = await authenticator.assert({
      challenge,
      credentialId,
      origin: 'https://evil.example',
      rpId: 'evil.example',
    });
    expect(decodeClientDataJSON(elsewhere.clientDataJson).origin).toBe('https://evil.example');
    const normal = parseAuthenticatorData(
      isoBase64URL.toBuffer((await authenticator.assert({ challenge, credentialId })).authenticatorData),
    );
    expect(normal.counter).toBe(4);
    expect(normal.rpIdHash).not.toEqual(
      parseAuthenticatorData(isoBase64URL.toBuffer(elsewhere.authenticatorData)).rpIdHash,
    );
    await expect(authenticator.assert({ challenge, credentialId: 'unknown' })).rejects.toThrow(/no credential/);
    await expect(authenticator.register({ challenge: 'not base64url!' })).rejects.toThrow(/base64url/);
  });
});
