/** Production's component schemas of reached only from the exchange rates operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const exchangeRatesSchemas: Readonly<Record<string, SchemaObject>> = {
  ExchangeRate: {
    type: 'object',
    required: [
      'sourceCurrency',
      'destinationCurrency',
      'destinationPaymentRail',
      'minSendingAmount',
      'maxSendingAmount',
      'sendingAmount',
      'receivingAmount',
      'exchangeRate',
      'fees',
      'updatedAt',
    ],
    properties: {
      sourceCurrency: { $ref: '#/components/schemas/Currency' },
      sendingAmount: { type: 'integer', format: 'int64', minimum: 0 },
      minSendingAmount: { type: 'integer', format: 'int64', minimum: 0 },
      maxSendingAmount: { type: 'integer', format: 'int64', minimum: 0 },
      destinationCurrency: { $ref: '#/components/schemas/Currency' },
      destinationPaymentRail: { allOf: [{ $ref: '#/components/schemas/PaymentRail' }, {}] },
      receivingAmount: { type: 'integer', format: 'int64', minimum: 0 },
      exchangeRate: { type: 'number', exclusiveMinimum: 0 },
      fees: { $ref: '#/components/schemas/ExchangeRateFees' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  ExchangeRateFees: {
    type: 'object',
    properties: {
      fixed: { type: 'integer', format: 'int64', minimum: 0 },
      total: { type: 'integer', format: 'int64', minimum: 0 },
    },
  },
  ExchangeRateListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/ExchangeRate' } } },
  },
};
