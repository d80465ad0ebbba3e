/**
 * Part 2.5 and 4.2: embedded-wallet credentials, challenges and sessions, and the request bodies of the credential
 * endpoints.
 */
import { credentialTypes } from '../../enums.ts';
import type { SchemaObject } from '../types.ts';
import {
  base64url,
  discriminatedUnion,
  fromProduction,
  notShown,
  prefixedId,
  ref,
  requires,
  str,
  timestamp,
} from './common.ts';

type CredentialType = (typeof credentialTypes)[number];

/** The OTP credential types, which share request shapes. */
const otpTypes = credentialTypes.filter((t) => t.endsWith('_OTP'));
/** 2.5, 4.2: `encryptedSessionSigningKey` is present for these types and absent for the OTP types. */
const typesWithSessionKey: readonly CredentialType[] = ['OAUTH', 'PASSKEY'];

const typeIs = (types: readonly CredentialType[]): SchemaObject => ({
  required: ['type'],
  properties: { type: { enum: [...types] } },
});

const hexPublicKey: SchemaObject = {
  type: 'string',
  pattern: '^[0-9a-fA-F]+$',
  description: 'P-256 public key, hex string',
};

/** A JSON document carried as a string. */
const jsonString = (description: string): SchemaObject => ({
  type: 'string',
  contentMediaType: 'application/json',
  description,
});

const authSessionMembers: Record<string, SchemaObject> = {
  id: prefixedId('Session'),
  accountId: prefixedId('InternalAccount'),
  type: ref('CredentialType'),
  nickname: str(),
  createdAt: timestamp,
  updatedAt: timestamp,
  expiresAt: timestamp,
  encryptedSessionSigningKey: str('present for OAUTH and PASSKEY after verify; absent for EMAIL_OTP and SMS_OTP'),
};

const authMethodProperties: Record<string, SchemaObject> = {
  id: prefixedId('AuthMethod'),
  accountId: prefixedId('InternalAccount'),
  type: ref('CredentialType'),
  credentialId: str('present on PASSKEY: the WebAuthn credential id'),
  nickname: str('OAUTH: the OIDC email claim; EMAIL_OTP: the customer e-mail on file'),
  createdAt: timestamp,
  updatedAt: timestamp,
  otpEncryptionTargetBundle: jsonString(
    'returned by the EMAIL_OTP/SMS_OTP challenge; holds version, data, dataSignature, enclaveQuorumPublic',
  ),
};

/** Request body branches, keyed by component name. */
function credentialBody(name: string, types: readonly CredentialType[], properties: Record<string, SchemaObject>) {
  const type = types.length === 1 ? { type: 'string', const: types[0] } : { type: 'string', enum: [...types] };
  return [
    name,
    {
      type: 'object',
      'x-section': '4.2',
      required: ['type', ...Object.keys(properties)],
      properties: { type, ...properties },
    },
  ] as const;
}

/** Marks a generated body as not shown, its `required` list coming from the production facts. */
function withNotShown(entry: readonly [string, SchemaObject], what: string) {
  return [entry[0], notShown(what, { ...entry[1], 'x-required-source': 'production-facts' })] as const;
}

const createBodies = [
  credentialBody('OauthCredentialCreateRequest', ['OAUTH'], {
    accountId: prefixedId('InternalAccount'),
    oidcToken: str('OIDC token (JWT)'),
  }),
  credentialBody('PasskeyCredentialCreateRequest', ['PASSKEY'], {
    accountId: prefixedId('InternalAccount'),
    challenge: str("the registration challenge issued by the integrator's backend"),
    nickname: str(),
    attestation: ref('WebAuthnAttestation'),
  }),
  // The document gives no OTP create body; the production facts give `type` and `accountId`.
  withNotShown(
    credentialBody('OtpCredentialCreateRequest', otpTypes, {
      accountId: fromProduction(prefixedId('InternalAccount')),
    }),
    'Body shape of creating an EMAIL_OTP or SMS_OTP credential',
  ),
] as const;

const verifyBodies = [
  credentialBody('OtpCredentialVerifyRequest', otpTypes, {
    encryptedOtpBundle: jsonString(
      'JSON string with encappedPublic and ciphertext (HPKE seal of otp_code, public_key)',
    ),
  }),
  credentialBody('OauthCredentialVerifyRequest', ['OAUTH'], {
    oidcToken: str('OIDC token (JWT)'),
    clientPublicKey: hexPublicKey,
  }),
  credentialBody('PasskeyCredentialVerifyRequest', ['PASSKEY'], { assertion: ref('WebAuthnAssertion') }),
] as const;

/** Maps every credential type to the branch that declares it. */
function branchesByType(bodies: ReadonlyArray<readonly [string, SchemaObject]>) {
  return bodies.flatMap(([name, schema]) => {
    const type = (schema.properties as Record<string, { const?: string; enum?: string[] }>).type;
    return (type?.enum ?? [type?.const ?? '']).map((value) => [value, name] as const);
  });
}

export const schemas: Record<string, SchemaObject> = {
  CredentialType: { type: 'string', enum: [...credentialTypes], 'x-section': '2.5' },

  AuthMethod: {
    type: 'object',
    description: 'A credential (2.5)',
    'x-section': '2.5',
    properties: authMethodProperties,
    if: typeIs(['PASSKEY']),
    then: requires('credentialId'),
  },

  OtpChallengeAuthMethod: {
    type: 'object',
    description:
      'The 200 body of the EMAIL_OTP/SMS_OTP challenge call: an AuthMethod including otpEncryptionTargetBundle',
    'x-section': '4.2',
    allOf: [ref('AuthMethod')],
    required: ['otpEncryptionTargetBundle'],
    properties: { otpEncryptionTargetBundle: authMethodProperties.otpEncryptionTargetBundle },
  },

  SignedRetryChallenge: {
    type: 'object',
    description: 'The 202 body of a signed-retry flow (2.5 lists type, payloadToSign, requestId, expiresAt)',
    'x-section': '2.5',
    required: ['type', 'payloadToSign', 'requestId', 'expiresAt'],
    properties: {
      type: ref('CredentialType'),
      payloadToSign: str('signed byte-for-byte as returned'),
      requestId: prefixedId('Request'),
      expiresAt: timestamp,
    },
  },

  PasskeyAuthChallenge: {
    type: 'object',
    description: 'The 200 body of the passkey challenge call',
    'x-section': '2.5',
    required: ['challenge', 'requestId', 'expiresAt'],
    properties: {
      challenge: { type: 'string', pattern: '^[0-9a-f]+$', description: 'lowercase hex; used as UTF-8 bytes' },
      requestId: prefixedId('Request'),
      expiresAt: timestamp,
    },
  },

  AuthSession: {
    type: 'object',
    description: 'The 200 body of verify (2.5)',
    'x-section': '2.5',
    properties: authSessionMembers,
    allOf: [
      { if: typeIs(typesWithSessionKey), then: requires('encryptedSessionSigningKey') },
      { if: typeIs(otpTypes), then: { properties: { encryptedSessionSigningKey: false } } },
    ],
  },

  // The document states the session key's presence for verify's answer only; a refresh for a compressed client key
  // returns none in the production interface (the client holds the key), so here it is left open.
  RefreshedAuthSession: {
    type: 'object',
    description: 'The 201 body of a session refresh: a session, its signing key given or not',
    'x-section': '4.2',
    properties: authSessionMembers,
  },

  AuthMethodList: {
    type: 'object',
    description: 'GET /auth/credentials: not paginated',
    'x-section': '4.2',
    required: ['data'],
    properties: { data: { type: 'array', items: ref('AuthMethod') } },
  },

  WebAuthnAttestation: {
    type: 'object',
    description: 'Registration attestation; clientDataJson holds the bytes of the WebAuthn clientDataJSON',
    'x-section': '2.5',
    required: ['credentialId', 'clientDataJson', 'attestationObject'],
    'x-required-source': 'production-facts',
    properties: {
      credentialId: base64url,
      clientDataJson: base64url,
      attestationObject: base64url,
      transports: { type: 'array', items: fromProduction({ type: 'string' }) },
    },
  },

  WebAuthnAssertion: {
    type: 'object',
    description: 'Authentication assertion; only userHandle is optional',
    'x-section': '2.5',
    required: ['credentialId', 'clientDataJson', 'authenticatorData', 'signature'],
    properties: {
      credentialId: base64url,
      clientDataJson: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url,
    },
  },

  PasskeyChallengeRequest: {
    type: 'object',
    description: 'Body of the PASSKEY challenge call; the OTP challenge calls have no body',
    'x-section': '4.2',
    required: ['clientPublicKey'],
    properties: { clientPublicKey: hexPublicKey },
  },

  AuthSessionRefreshRequest: fromProduction({
    type: 'object',
    description: 'Body of the session refresh, the same on both legs: the client key of the new session',
    'x-section': '4.2',
    required: ['clientPublicKey'],
    properties: { clientPublicKey: hexPublicKey },
  }),

  ...Object.fromEntries(createBodies),
  AuthCredentialCreateRequest: discriminatedUnion('type', branchesByType(createBodies), {
    description: 'Body of POST /auth/credentials, by credential type',
    'x-section': '4.2',
  }),
  ...Object.fromEntries(verifyBodies),
  AuthCredentialVerifyRequest: discriminatedUnion('type', branchesByType(verifyBodies), {
    description: 'Body of POST /auth/credentials/{id}/verify, by credential type',
    'x-section': '4.2',
  }),
};

/** Component name of the request body for each credential type, for callers that pick a schema from `type`. */
export const credentialBodySchemaNames = {
  create: Object.fromEntries(branchesByType(createBodies)),
  verify: Object.fromEntries(branchesByType(verifyBodies)),
} as const;
