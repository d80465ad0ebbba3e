/** Production's component schemas of reached only from the cards operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const cardsSchemas: Readonly<Record<string, SchemaObject>> = {
  Card: {
    type: 'object',
    required: [
      'id',
      'cardholderId',
      'state',
      'form',
      'fundingSources',
      'maxSpendPerTransaction',
      'createdAt',
      'updatedAt',
    ],
    properties: {
      id: { type: 'string', readOnly: true },
      cardholderId: { type: 'string' },
      platformCardId: { type: 'string' },
      state: { $ref: '#/components/schemas/CardState' },
      stateReason: { anyOf: [{ $ref: '#/components/schemas/CardStateReason' }, { type: 'null' }] },
      brand: { $ref: '#/components/schemas/CardBrand' },
      form: { $ref: '#/components/schemas/CardForm' },
      last4: { type: 'string' },
      expMonth: { type: 'integer', minimum: 1, maximum: 12 },
      expYear: { type: 'integer' },
      fundingSources: { type: 'array', items: { type: 'string' } },
      maxSpendPerTransaction: { anyOf: [{ type: 'integer', format: 'int64', minimum: 1 }, { type: 'null' }] },
      currency: { type: 'string', readOnly: true },
      processorRef: { type: 'string', readOnly: true },
      issuerRef: { type: 'string', readOnly: true },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    },
  },
  CardBrand: { type: 'string', enum: ['VISA', 'MASTERCARD'] },
  CardForm: { type: 'string', enum: ['VIRTUAL'] },
  CardListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/Card' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  CardRevealResponse: {
    type: 'object',
    required: ['panEmbedUrl', 'expiresAt'],
    properties: { panEmbedUrl: { type: 'string', format: 'uri' }, expiresAt: { type: 'string', format: 'date-time' } },
  },
  CardState: { type: 'string', enum: ['PENDING_KYC', 'PROCESSING', 'ACTIVE', 'FROZEN', 'CLOSED'] },
  CardStateReason: { type: 'string', enum: ['ISSUER_REJECTED', 'CLOSED_BY_PLATFORM', 'CLOSED_BY_GRID'] },
};
