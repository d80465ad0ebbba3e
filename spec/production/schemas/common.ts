/** Production's component schemas of shared by several areas (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const commonSchemas: Readonly<Record<string, SchemaObject>> = {
  CounterpartyFieldDefinition: {
    type: 'object',
    properties: { name: { $ref: '#/components/schemas/CustomerInfoFieldName' }, mandatory: { type: 'boolean' } },
    required: ['name', 'mandatory'],
  },
  Currency: {
    type: 'object',
    properties: {
      code: { type: 'string' },
      name: { type: 'string' },
      symbol: { type: 'string' },
      decimals: { type: 'integer', minimum: 0 },
    },
  },
  CurrencyAmount: {
    type: 'object',
    required: ['amount', 'currency'],
    properties: { amount: { type: 'integer', format: 'int64' }, currency: { $ref: '#/components/schemas/Currency' } },
  },
  DocumentType: {
    type: 'string',
    enum: [
      'PASSPORT',
      'DRIVERS_LICENSE',
      'NATIONAL_ID',
      'PROOF_OF_ADDRESS',
      'BANK_STATEMENT',
      'TAX_RETURN',
      'CERTIFICATE_OF_INCORPORATION',
      'ARTICLES_OF_INCORPORATION',
      'ARTICLES_OF_ASSOCIATION',
      'STATE_REGISTRY_EXCERPT',
      'GOOD_STANDING_CERTIFICATE',
      'INFORMATION_STATEMENT',
      'INCUMBENCY_CERTIFICATE',
      'BUSINESS_LICENSE',
      'SHAREHOLDER_REGISTER',
      'POWER_OF_ATTORNEY',
      'UTILITY_BILL',
      'ELECTRICITY_BILL',
      'RENT_OR_LEASE_AGREEMENT',
      'DIRECTOR_REGISTRY',
      'TRUST_AGREEMENT',
      'STATE_COMPANY_REGISTRY',
      'PARTNERSHIP_CONTROL_AGREEMENT',
      'PARTNERSHIP_AGREEMENT',
      'SELFIE',
      'OTHER',
    ],
  },
  SignedRequestChallenge: {
    type: 'object',
    required: ['payloadToSign', 'requestId', 'expiresAt'],
    properties: {
      payloadToSign: { type: 'string' },
      requestId: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
    },
  },
};
