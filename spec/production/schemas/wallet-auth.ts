/**
 * Production's component schemas of reached only from the embedded wallet authentication (credentials, sessions,
 * delegated keys) operations (production facts).
 */
import type { SchemaObject } from '../../openapi/types.ts';

export const walletAuthSchemas: Readonly<Record<string, SchemaObject>> = {
  AuthCredentialListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/AuthMethod' } } },
  },
  AuthCredentialResponseOneOf: {
    oneOf: [{ $ref: '#/components/schemas/AuthMethodResponse' }, { $ref: '#/components/schemas/PasskeyAuthChallenge' }],
    discriminator: {
      propertyName: 'type',
      mapping: {
        EMAIL_OTP: '#/components/schemas/AuthMethodResponse',
        SMS_OTP: '#/components/schemas/AuthMethodResponse',
        PASSKEY: '#/components/schemas/PasskeyAuthChallenge',
      },
    },
  },
  AuthMethod: {
    type: 'object',
    required: ['id', 'accountId', 'type', 'nickname', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string' },
      accountId: { type: 'string' },
      type: { $ref: '#/components/schemas/AuthMethodType' },
      credentialId: { type: 'string' },
      nickname: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  AuthMethodResponse: {
    allOf: [
      { $ref: '#/components/schemas/AuthMethod' },
      { type: 'object', properties: { otpEncryptionTargetBundle: { type: 'string' } } },
    ],
    unevaluatedProperties: false,
  },
  AuthMethodType: { type: 'string', enum: ['OAUTH', 'EMAIL_OTP', 'SMS_OTP', 'PASSKEY'] },
  AuthSession: {
    allOf: [
      { $ref: '#/components/schemas/AuthMethod' },
      {
        type: 'object',
        required: ['id', 'expiresAt'],
        properties: {
          id: { type: 'string' },
          encryptedSessionSigningKey: { type: 'string' },
          expiresAt: { type: 'string', format: 'date-time' },
        },
      },
    ],
  },
  AuthSignedRequestChallenge: {
    allOf: [
      { $ref: '#/components/schemas/SignedRequestChallenge' },
      { type: 'object', required: ['type'], properties: { type: { $ref: '#/components/schemas/AuthMethodType' } } },
    ],
  },
  DelegatedKey: {
    type: 'object',
    required: [
      'id',
      'cardId',
      'fundingSourceId',
      'accountId',
      'publicKey',
      'nickname',
      'status',
      'createdAt',
      'updatedAt',
    ],
    properties: {
      id: { type: 'string' },
      cardId: { type: 'string' },
      fundingSourceId: { type: 'string' },
      accountId: { type: 'string' },
      publicKey: { type: 'string' },
      nickname: { type: 'string' },
      status: { $ref: '#/components/schemas/DelegatedKeyStatus' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  DelegatedKeyListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/DelegatedKey' } } },
  },
  DelegatedKeySignedRequestChallenge: { allOf: [{ $ref: '#/components/schemas/SignedRequestChallenge' }] },
  DelegatedKeyStatus: { type: 'string', enum: ['PENDING', 'ACTIVE', 'REVOKED'] },
  PasskeyAuthChallenge: {
    allOf: [
      { $ref: '#/components/schemas/AuthMethod' },
      {
        type: 'object',
        required: ['credentialId', 'challenge', 'requestId', 'expiresAt'],
        properties: {
          credentialId: { type: 'string' },
          challenge: { type: 'string' },
          requestId: { type: 'string' },
          expiresAt: { type: 'string', format: 'date-time' },
        },
      },
    ],
  },
  SessionListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/AuthSession' } } },
  },
};
