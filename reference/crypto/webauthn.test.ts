import { hexToBytes } from '@noble/hashes/utils.js';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { describe, expect, it } from 'vitest';
import { webauthnChecks } from '../../spec/sandbox.ts';
import { SoftwareAuthenticator, type PasskeyAssertion } from '../../conformance/crypto/webauthn-authenticator.ts';
import w3c from '../../conformance/crypto/vectors/w3c-webauthn-none-es256.json' with { type: 'json' };
import { verifyPasskeyAssertion, verifyPasskeyRegistration, type RegisteredPasskey } from './webauthn.ts';

const rp = { rpId: 'wallet.example.test', origin: 'https://wallet.example.test' };
const expected = { expectedOrigin: rp.origin, expectedRpId: rp.rpId };
const b64 = (hex: string) => isoBase64URL.fromBuffer(hexToBytes(hex));
const registrationChallenge = isoBase64URL.fromUTF8String('integrator-registration-challenge');
const challenge = '5f0c1e2d3b4a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

async function registered(): Promise<{ authenticator: SoftwareAuthenticator; credential: RegisteredPasskey }> {
  const authenticator = new SoftwareAuthenticator(rp);
  const attestation = await authenticator.register({ challenge: registrationChallenge });
  const result = await verifyPasskeyRegistration({
    attestation,
    expectedChallenge: registrationChallenge,
    ...expected,
  });
  if (!result.ok) throw new Error(result.reason);
  return { authenticator, credential: result.credential };
}

describe('verifyPasskeyRegistration / verifyPasskeyAssertion', () => {
  it('accept the W3C "ES256 Credential with No Attestation" registration; the stored key verifies the W3C assertion', async () => {
    const credentialId = b64(w3c.registration.credentialId);
    const registration = await verifyPasskeyRegistration({
      attestation: {
        credentialId,
        clientDataJson: b64(w3c.registration.clientDataJSON),
        attestationObject: b64(w3c.registration.attestationObject),
        transports: [],
      },
      expectedChallenge: b64(w3c.registration.challenge),
      expectedOrigin: w3c.origin,
      expectedRpId: w3c.rpId,
    });
    expect(registration).toMatchObject({ ok: true, credential: { id: credentialId, counter: 0 } });
    if (!registration.ok) return;
    const assertion = {
      credentialId,
      clientDataJson: b64(w3c.authentication.clientDataJSON),
      authenticatorData: b64(w3c.authentication.authenticatorData),
      signature: b64(w3c.authentication.signature),
    };
    // The stored (JSON-safe) public key is the credential's: the library verifies the W3C assertion with it.
    const direct = await verifyAuthenticationResponse({
      response: {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: assertion.clientDataJson,
          authenticatorData: assertion.authenticatorData,
          signature: assertion.signature,
        },
      },
      expectedChallenge: b64(w3c.authentication.challenge),
      expectedOrigin: w3c.origin,
      expectedRPID: w3c.rpId,
      credential: { id: credentialId, publicKey: isoBase64URL.toBuffer(registration.credential.publicKey), counter: 0 },
      requireUserVerification: false,
    });
    expect(direct.verified).toBe(true);
    // The W3C challenge is raw bytes, not the lowercase hex text this interface issues (4.2 PASSKEY rule 1): read as
    // text, it is not the challenge of the vector's client data.
    const asText = await verifyPasskeyAssertion({
      assertion,
      expectedChallenge: w3c.authentication.challenge,
      expectedOrigin: w3c.origin,
      expectedRpId: w3c.rpId,
      credential: registration.credential,
    });
    expect(asText).toMatchObject({ ok: false, check: 'challenge' });
  });

  it('accept a software-authenticator registration and its assertions, counting up', async () => {
    const { authenticator, credential } = await registered();
    expect(credential.transports).toEqual(['internal']);
    for (const n of [1, 2]) {
      const assertion = await authenticator.assert({ challenge, credentialId: credential.id });
      const result = await verifyPasskeyAssertion({
        assertion,
        expectedChallenge: challenge,
        ...expected,
        credential: { ...credential, counter: n - 1 },
      });
      expect(result).toEqual({ ok: true, newCounter: n });
    }
  });

  it('name the check that fails when one assertion check is broken at a time', async () => {
    const { authenticator, credential } = await registered();
    const fresh = (input: Partial<Parameters<SoftwareAuthenticator['assert']>[0]> = {}) =>
      authenticator.assert({ challenge, credentialId: credential.id, ...input });
    const verify = (assertion: PasskeyAssertion, counter = 0, expectedChallenge = challenge) =>
      verifyPasskeyAssertion({ assertion, expectedChallenge, ...expected, credential: { ...credential, counter } });
    const other = await fresh();
    const cases: [string, Promise<Awaited<ReturnType<typeof verify>>>, string, string][] = [
      [
        'credential id',
        verify({ ...(await fresh()), credentialId: isoBase64URL.fromUTF8String('another-credential') }),
        'credential-id',
        'credential id',
      ],
      ['challenge', verify(await fresh(), 0, challenge.replace(/^5f/, '6f')), 'challenge', 'challenge'],
      ['origin', verify(await fresh({ origin: 'https://phishing.example.test' })), 'origin-rp-binding', 'origin'],
      ['rp id', verify(await fresh({ rpId: 'phishing.example.test' })), 'origin-rp-binding', 'rp id'],
      ['user presence', verify(await fresh({ userPresent: false })), 'user-presence', 'user presence'],
      ['signature', verify({ ...(await fresh()), signature: other.signature }), 'signature', 'signature'],
      ['counter', verify(await fresh({ counterOverride: 3 }), 3), 'signature-counter', 'signature counter'],
    ];
    for (const [name, pending, check, words] of cases) {
      const result = await pending;
      expect(result, name).toMatchObject({ ok: false, check });
      if (!result.ok) expect(result.reason, name).toContain(words);
    }
    expect(new Set(cases.map(([, , check]) => check))).toEqual(new Set(webauthnChecks.map((c) => c.id)));
  });

  it('name the check that fails when one registration check is broken at a time', async () => {
    const register = async (authenticator: SoftwareAuthenticator, expectedChallenge = registrationChallenge) =>
      verifyPasskeyRegistration({
        attestation: await authenticator.register({ challenge: registrationChallenge }),
        expectedChallenge,
        ...expected,
      });
    expect(await register(new SoftwareAuthenticator(rp), isoBase64URL.fromUTF8String('another'))).toMatchObject({
      ok: false,
      check: 'challenge',
    });
    expect(await register(new SoftwareAuthenticator({ ...rp, origin: 'https://phishing.example.test' }))).toMatchObject(
      { ok: false, check: 'origin-rp-binding', reason: expect.stringContaining('origin') },
    );
    expect(await register(new SoftwareAuthenticator({ ...rp, rpId: 'phishing.example.test' }))).toMatchObject({
      ok: false,
      check: 'origin-rp-binding',
      reason: expect.stringContaining('rp id'),
    });
    const attestation = await new SoftwareAuthenticator(rp).register({ challenge: registrationChallenge });
    const renamed = { ...attestation, credentialId: isoBase64URL.fromUTF8String('not-the-attested-id') };
    expect(
      await verifyPasskeyRegistration({ attestation: renamed, expectedChallenge: registrationChallenge, ...expected }),
    ).toMatchObject({ ok: false, check: 'credential-id' });
  });

  it('call input that is not base64url WebAuthn data malformed', async () => {
    const { authenticator, credential } = await registered();
    const assertion = await authenticator.assert({ challenge, credentialId: credential.id });
    const broken = await verifyPasskeyAssertion({
      assertion: { ...assertion, authenticatorData: 'not base64url!' },
      expectedChallenge: challenge,
      ...expected,
      credential,
    });
    expect(broken).toMatchObject({ ok: false, check: 'malformed' });
    const attestation = await new SoftwareAuthenticator(rp).register({ challenge: registrationChallenge });
    const garbage = await verifyPasskeyRegistration({
      attestation: { ...attestation, attestationObject: isoBase64URL.fromUTF8String('garbage') },
      expectedChallenge: registrationChallenge,
      ...expected,
    });
    expect(garbage).toMatchObject({ ok: false, check: 'malformed' });
    // A body without the object at all (the caller passes what the request carried).
    const missing = undefined as unknown as PasskeyAssertion;
    expect(
      await verifyPasskeyAssertion({ assertion: missing, expectedChallenge: challenge, ...expected, credential }),
    ).toMatchObject({ ok: false, check: 'malformed' });
    expect(
      await verifyPasskeyRegistration({
        attestation: null as unknown as typeof attestation,
        expectedChallenge: registrationChallenge,
        ...expected,
      }),
    ).toMatchObject({ ok: false, check: 'malformed' });
  });
});
