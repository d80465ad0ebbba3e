/**
 * Passkey verification for the reference (4.2 PASSKEY, 4.5 WebAuthn checks), wrapping @simplewebauthn/server.
 *
 * The interface spells the client data member `clientDataJson` (2.5); it is mapped to WebAuthn's `clientDataJSON`.
 * Every failure names the check of 4.5 that failed (`check`, an id of `webauthnChecks` in spec/sandbox.ts) and says
 * it in `reason`, which the 401 body carries. User verification is not required: the document asks for the
 * user-presence bit only.
 */
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { WebAuthnCheck } from '../../spec/sandbox.ts';

/** The `attestation` of a PASSKEY create body (2.5). */
export interface PasskeyAttestationInput {
  readonly credentialId: string;
  readonly clientDataJson: string;
  readonly attestationObject: string;
  readonly transports?: readonly string[];
}

/** The `assertion` of a PASSKEY verify body (2.5). */
export interface PasskeyAssertionInput {
  readonly credentialId: string;
  readonly clientDataJson: string;
  readonly authenticatorData: string;
  readonly signature: string;
  readonly userHandle?: string | null;
}

/** What the reference stores of a registered passkey (JSON-safe: the COSE public key is base64url). */
export interface RegisteredPasskey {
  readonly id: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

/** A failed verification: the 4.5 check that failed, or `malformed` for input that is not WebAuthn data. */
export interface PasskeyFailure {
  readonly ok: false;
  readonly check: WebAuthnCheck['id'] | 'malformed';
  readonly reason: string;
}

const failure = (check: PasskeyFailure['check'], what: string): PasskeyFailure => {
  const malformed = check === 'malformed';
  return {
    ok: false,
    check,
    reason: malformed ? `WebAuthn data is malformed: ${what}` : `WebAuthn check failed: ${what}`,
  };
};

// The library reports a failed check by throwing; its messages (pinned version 14) name the check.
function failureFromError(error: unknown): PasskeyFailure {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'UnexpectedRPIDHash' || /RP ID/i.test(message)) return failure('origin-rp-binding', 'rp id');
  if (/challenge/i.test(message)) return failure('challenge', 'challenge');
  if (/origin/i.test(message)) return failure('origin-rp-binding', 'origin');
  if (/not present|user presence/i.test(message)) return failure('user-presence', 'user presence');
  if (/counter/i.test(message)) return failure('signature-counter', 'signature counter');
  return failure('malformed', 'the response could not be read');
}

function stringsOrFailure(values: Record<string, unknown>): PasskeyFailure | undefined {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' || !isoBase64URL.isBase64URL(value) || value.length === 0)
      return failure('malformed', `${name} is not base64url`);
  }
  return undefined;
}

/**
 * Verifies a registration (attestation format as sent; `none` carries no statement). `expectedChallenge` is the
 * registration challenge of the create body, base64url as the integrator's backend issued it.
 */
export async function verifyPasskeyRegistration(input: {
  attestation: PasskeyAttestationInput;
  expectedChallenge: string;
  expectedOrigin: string | readonly string[];
  expectedRpId: string;
}): Promise<{ ok: true; credential: RegisteredPasskey } | PasskeyFailure> {
  const a = input.attestation as PasskeyAttestationInput | null | undefined;
  if (typeof a !== 'object' || a === null) {
    return failure('malformed', 'attestation is not an object');
  }
  const bad = stringsOrFailure({
    credentialId: a.credentialId,
    clientDataJson: a.clientDataJson,
    attestationObject: a.attestationObject,
  });
  if (bad) return bad;
  const transports = Array.isArray(a.transports) ? a.transports.filter((t): t is string => typeof t === 'string') : [];
  try {
    const result = await verifyRegistrationResponse({
      response: {
        id: a.credentialId,
        rawId: a.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: a.clientDataJson,
          attestationObject: a.attestationObject,
          transports: [...transports],
        },
      },
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: [...(typeof input.expectedOrigin === 'string' ? [input.expectedOrigin] : input.expectedOrigin)],
      expectedRPID: input.expectedRpId,
      requireUserPresence: true,
      requireUserVerification: false,
    });
    if (!result.verified) return failure('signature', 'attestation statement');
    const { credential } = result.registrationInfo;
    if (credential.id !== a.credentialId) return failure('credential-id', 'credential id');
    return {
      ok: true,
      credential: {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports,
      },
    };
  } catch (error) {
    return failureFromError(error);
  }
}

/**
 * Verifies an assertion against a registered credential. `expectedChallenge` is the challenge exactly as the service
 * issued it (lowercase hex): clientDataJSON must carry its UTF-8 bytes (4.2, PASSKEY rule 1).
 */
export async function verifyPasskeyAssertion(input: {
  assertion: PasskeyAssertionInput;
  expectedChallenge: string;
  expectedOrigin: string | readonly string[];
  expectedRpId: string;
  credential: { id: string; publicKey: string; counter: number };
}): Promise<{ ok: true; newCounter: number } | PasskeyFailure> {
  const a = input.assertion as PasskeyAssertionInput | null | undefined;
  if (typeof a !== 'object' || a === null) {
    return failure('malformed', 'assertion is not an object');
  }
  const bad = stringsOrFailure({
    credentialId: a.credentialId,
    clientDataJson: a.clientDataJson,
    authenticatorData: a.authenticatorData,
    signature: a.signature,
  });
  if (bad) return bad;
  if (a.credentialId !== input.credential.id) return failure('credential-id', 'credential id');
  const userHandle = typeof a.userHandle === 'string' && a.userHandle.length > 0 ? { userHandle: a.userHandle } : {};
  try {
    const result = await verifyAuthenticationResponse({
      response: {
        id: a.credentialId,
        rawId: a.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: a.clientDataJson,
          authenticatorData: a.authenticatorData,
          signature: a.signature,
          ...userHandle,
        },
      },
      expectedChallenge: isoBase64URL.fromUTF8String(input.expectedChallenge),
      expectedOrigin: [...(typeof input.expectedOrigin === 'string' ? [input.expectedOrigin] : input.expectedOrigin)],
      expectedRPID: input.expectedRpId,
      credential: {
        id: input.credential.id,
        publicKey: isoBase64URL.toBuffer(input.credential.publicKey),
        counter: input.credential.counter,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return failure('signature', 'signature');
    return { ok: true, newCounter: result.authenticationInfo.newCounter };
  } catch (error) {
    return failureFromError(error);
  }
}
