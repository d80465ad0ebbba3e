/**
 * Bodies of the SCA and contact-verification operations the document does not show (1, 4.3, 8): production's shapes,
 * marked so. Passkey enrollment carries WebAuthn registration options and the credential the device produced.
 */
import { scaFactors } from '../../sca.ts';
import type { SchemaObject } from '../types.ts';
import { fromProduction, notShown } from './common.ts';

const scaNotShown = 'Request and response bodies of the SCA operations other than the login completion';
const request = (schema: SchemaObject): SchemaObject =>
  notShown(scaNotShown, fromProduction({ type: 'object', ...schema }));
const answer = (description: string): SchemaObject =>
  notShown(scaNotShown, { type: 'object', 'x-section': '4.3', description });

export const schemas: Record<string, SchemaObject> = {
  ScaLoginStartRequest: request({
    'x-section': '4.3',
    required: ['factor'],
    'x-required-source': 'production-facts',
    properties: { factor: { type: 'string', enum: [...scaFactors] } },
  }),
  ScaLoginStart: answer('Factor-specific material (production: factor, challengeId, expiresAt, passkeyOptions)'),

  ScaFactorEnrollRequest: request({
    'x-section': '8',
    required: ['type'],
    'x-required-source': 'production-facts',
    properties: { type: { type: 'string', enum: ['TOTP', 'PASSKEY'] } },
  }),
  ScaFactorEnrollmentStart: answer(
    'Registration material (production, passkey: type, options, allowedOrigins, relyingPartyId)',
  ),
  ScaFactorConfirmRequest: request({
    'x-section': '8',
    required: ['type', 'origin', 'credential'],
    'x-required-source': 'production-facts',
    properties: {
      type: { type: 'string', enum: ['PASSKEY'] },
      origin: { type: 'string', minLength: 1 },
      credential: {
        type: 'object',
        required: ['credentialId', 'clientDataJson', 'attestationObject'],
        'x-required-source': 'production-facts',
        properties: {
          credentialId: { type: 'string', minLength: 1 },
          clientDataJson: { type: 'string', minLength: 1 },
          attestationObject: { type: 'string', minLength: 1 },
          transports: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  }),
  ScaFactorEnrollment: answer('The enrolled factor (production: type, factor { credentialId, ... })'),

  ScaAuthorization: request({
    'x-section': '7.5',
    description: 'Proof of a money-movement SCA challenge: a one-time code, or a passkey assertion with its origin',
    properties: {
      code: { type: ['string', 'null'] },
      passkeyAssertion: { type: ['object', 'null'] },
      origin: { type: ['string', 'null'] },
      endUserIpAddress: { type: ['string', 'null'] },
    },
  }),

  TestWebhookResult: notShown('Webhook payload envelope, signature verification and retry behaviour', {
    type: 'object',
    'x-section': '6',
    description: 'production: url, response_status, response_body',
  }),

  ContactVerificationConfirmRequest: request({
    'x-section': '1',
    required: ['code'],
    'x-required-source': 'production-facts',
    properties: { code: { type: 'string', minLength: 1 } },
  }),
};
