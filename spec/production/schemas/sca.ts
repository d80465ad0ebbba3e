/**
 * Production's component schemas of reached only from the strong customer authentication operations (production facts).
 */
import type { SchemaObject } from '../../openapi/types.ts';

export const scaSchemas: Readonly<Record<string, SchemaObject>> = {
  BeneficiaryTrustConfirm: { type: 'object', required: ['trusted'], properties: { trusted: { type: 'boolean' } } },
  BeneficiaryTrustStart: {
    type: 'object',
    properties: { scaChallenge: { $ref: '#/components/schemas/ScaChallenge' } },
  },
  PasskeyEnrollmentConfirmResponse: {
    type: 'object',
    required: ['type', 'factor'],
    properties: { type: { type: 'string', enum: ['PASSKEY'] }, factor: { $ref: '#/components/schemas/ScaFactorView' } },
  },
  PasskeyEnrollmentStart: {
    type: 'object',
    required: ['type', 'options', 'allowedOrigins', 'relyingPartyId'],
    properties: {
      type: { type: 'string', enum: ['PASSKEY'] },
      options: { type: 'object', additionalProperties: true },
      allowedOrigins: { type: 'array', items: { type: 'string' } },
      relyingPartyId: { type: 'string' },
    },
  },
  RecordSecurityEventResponse: {
    type: 'object',
    required: ['eventType', 'suspended', 'failedAttempts'],
    properties: {
      eventType: { type: 'string', enum: ['RESET_PASSWORD_COMPLETED', 'FAILED_LOGIN_ATTEMPT'] },
      suspended: { type: 'boolean' },
      lockedUntil: { type: ['string', 'null'], format: 'date-time' },
      failedAttempts: { type: 'integer' },
    },
  },
  ScaChallenge: {
    type: 'object',
    required: ['id', 'expiresAt', 'factor', 'availableFactors'],
    properties: {
      id: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
      factor: { $ref: '#/components/schemas/ScaFactor' },
      availableFactors: { type: 'array', items: { $ref: '#/components/schemas/ScaFactor' } },
      purpose: { type: ['string', 'null'] },
      passkeyAssertionOptions: { type: ['object', 'null'], additionalProperties: true },
      passkeyAllowedOrigins: { type: ['array', 'null'], items: { type: 'string' } },
    },
  },
  ScaFactor: { type: 'string', enum: ['SMS_OTP', 'TOTP', 'PASSKEY'] },
  ScaFactorConfirmResponseOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/TotpEnrollmentConfirmResponse' },
      { $ref: '#/components/schemas/PasskeyEnrollmentConfirmResponse' },
    ],
    discriminator: {
      propertyName: 'type',
      mapping: {
        TOTP: '#/components/schemas/TotpEnrollmentConfirmResponse',
        PASSKEY: '#/components/schemas/PasskeyEnrollmentConfirmResponse',
      },
    },
  },
  ScaFactorEnrollStartOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/TotpEnrollmentStart' },
      { $ref: '#/components/schemas/PasskeyEnrollmentStart' },
    ],
    discriminator: {
      propertyName: 'type',
      mapping: {
        TOTP: '#/components/schemas/TotpEnrollmentStart',
        PASSKEY: '#/components/schemas/PasskeyEnrollmentStart',
      },
    },
  },
  ScaFactorList: {
    type: 'object',
    required: ['factors'],
    properties: { factors: { type: 'array', items: { $ref: '#/components/schemas/ScaFactorView' } } },
  },
  ScaFactorView: {
    type: 'object',
    required: ['factor'],
    properties: {
      factor: { $ref: '#/components/schemas/ScaFactor' },
      credentialId: { type: 'string' },
      name: { type: 'string' },
    },
  },
  ScaLoginComplete: {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string' }, sessionExpiresAt: { type: ['string', 'null'], format: 'date-time' } },
  },
  ScaLoginStart: {
    type: 'object',
    required: ['factor'],
    properties: {
      factor: { $ref: '#/components/schemas/ScaFactor' },
      challengeId: { type: ['string', 'null'] },
      expiresAt: { type: ['string', 'null'], format: 'date-time' },
      passkeyOptions: { type: ['object', 'null'], additionalProperties: true },
      allowedOrigins: { type: ['array', 'null'], items: { type: 'string' } },
      relyingPartyId: { type: ['string', 'null'] },
    },
  },
  TotpEnrollmentConfirmResponse: {
    type: 'object',
    required: ['type', 'recoveryCodes'],
    properties: {
      type: { type: 'string', enum: ['TOTP'] },
      recoveryCodes: { type: 'array', items: { type: 'string' } },
    },
  },
  TotpEnrollmentStart: {
    type: 'object',
    required: ['type', 'secret', 'secretBase32Encoded', 'totpUri'],
    properties: {
      type: { type: 'string', enum: ['TOTP'] },
      secret: { type: 'string' },
      secretBase32Encoded: { type: 'string' },
      totpUri: { type: 'string' },
    },
  },
  TwoFactorResetStart: {
    type: 'object',
    required: ['resetId'],
    properties: {
      resetId: { type: 'string' },
      livenessAccessToken: { type: ['string', 'null'] },
      verificationLink: { type: ['string', 'null'] },
      expiresAt: { type: ['string', 'null'], format: 'date-time' },
    },
  },
  TwoFactorResetStatus: {
    type: 'object',
    required: ['status', 'factor', 'expiresAt'],
    properties: {
      status: {
        type: 'string',
        enum: ['INITIATED', 'PENDING_REVIEW', 'LIVENESS_PASSED', 'COMPLETED', 'REJECTED', 'EXPIRED'],
      },
      factor: { $ref: '#/components/schemas/ScaFactor' },
      enrollmentStatus: { type: ['string', 'null'], enum: ['PENDING', 'COMPLETED', null] },
      expiresAt: { type: 'string', format: 'date-time' },
      completedAt: { type: ['string', 'null'], format: 'date-time' },
    },
  },
};
