/**
 * A software passkey authenticator for the suite, standing in for a browser and its platform authenticator: it
 * registers ES256 credentials with attestation `none` and answers assertions with a signature counter.
 *
 * Values it returns are base64url strings, with the interface's spelling `clientDataJson` (2.5). Registration
 * challenges are the base64url text the integrator's backend issued; assertion challenges are the lowercase hex text
 * the service returns, used as its UTF-8 bytes (4.2, PASSKEY rule 1). The overrides of {@link SoftwareAuthenticator.assert}
 * exist so negative tests can break one WebAuthn check at a time.
 */
import { p256 } from '@noble/curves/nist.js';
import { randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  assertionSignature,
  authenticatorData,
  authenticatorFlags,
  coseEs256PublicKey,
  noneAttestationObject,
} from './webauthn-encoding.ts';

/** The `attestation` object of a PASSKEY create body. */
export interface PasskeyAttestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports: string[];
}

/** The `assertion` object of a PASSKEY verify body. */
export interface PasskeyAssertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

export interface AssertInput {
  /** The lowercase-hex challenge returned by the service; its UTF-8 bytes are the WebAuthn challenge. */
  challenge: string;
  /** The credential to sign with (as returned by `register`). */
  credentialId: string;
  /** Set the user-presence bit (default true). */
  userPresent?: boolean;
  /** Emit this signature counter instead of the next one (the stored counter still advances). */
  counterOverride?: number;
  /** Put this origin in clientDataJSON instead of the authenticator's. */
  origin?: string;
  /** Hash this RP id into authenticator data instead of the authenticator's. */
  rpId?: string;
}

interface StoredCredential {
  readonly privateKey: Uint8Array;
  counter: number;
  readonly userHandle?: string;
}

// An all-zero AAGUID, as authenticators that do not disclose their model send with attestation `none`.
const zeroAaguid = new Uint8Array(16);

// The helper takes ArrayBuffer-backed bytes: copy whatever view is given.
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

/** A software authenticator bound to one relying party (RP id and origin are run options of the suite). */
export class SoftwareAuthenticator {
  readonly #rpId: string;
  readonly #origin: string;
  readonly #credentials = new Map<string, StoredCredential>();

  constructor(options: { rpId: string; origin: string }) {
    this.#rpId = options.rpId;
    this.#origin = options.origin;
  }

  /** Creates a credential (flags UP, UV and AT; counter 0) and returns its attestation. */
  async register(input: { challenge: string; userId?: string }): Promise<PasskeyAttestation> {
    if (!isoBase64URL.isBase64URL(input.challenge)) throw new Error('the registration challenge is not base64url');
    const privateKey = p256.utils.randomSecretKey();
    const credentialId = randomBytes(32);
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: b64url(isoBase64URL.toBuffer(input.challenge)),
      origin: this.#origin,
      crossOrigin: false,
    });
    const authData = authenticatorData({
      rpId: this.#rpId,
      flags:
        authenticatorFlags.userPresent | authenticatorFlags.userVerified | authenticatorFlags.attestedCredentialData,
      counter: 0,
      attestedCredential: {
        aaguid: zeroAaguid,
        credentialId,
        cosePublicKey: coseEs256PublicKey(p256.getPublicKey(privateKey)),
      },
    });
    const id = b64url(credentialId);
    const stored: StoredCredential =
      input.userId === undefined ? { privateKey, counter: 0 } : { privateKey, counter: 0, userHandle: input.userId };
    this.#credentials.set(id, stored);
    return {
      credentialId: id,
      clientDataJson: b64url(utf8ToBytes(clientData)),
      attestationObject: b64url(noneAttestationObject(authData)),
      transports: ['internal'],
    };
  }

  /** Signs an assertion for `challenge` with a registered credential; the counter advances by one per assertion. */
  async assert(input: AssertInput): Promise<PasskeyAssertion> {
    const credential = this.#credentials.get(input.credentialId);
    if (!credential) throw new Error('no credential with this id was registered on this authenticator');
    credential.counter += 1;
    const clientData = utf8ToBytes(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: b64url(utf8ToBytes(input.challenge)),
        origin: input.origin ?? this.#origin,
        crossOrigin: false,
      }),
    );
    const flags = ((input.userPresent ?? true) ? authenticatorFlags.userPresent : 0) | authenticatorFlags.userVerified;
    const authData = authenticatorData({
      rpId: input.rpId ?? this.#rpId,
      flags,
      counter: input.counterOverride ?? credential.counter,
    });
    const assertion: PasskeyAssertion = {
      credentialId: input.credentialId,
      clientDataJson: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(assertionSignature(credential.privateKey, authData, clientData)),
    };
    if (credential.userHandle !== undefined) assertion.userHandle = b64url(utf8ToBytes(credential.userHandle));
    return assertion;
  }
}
