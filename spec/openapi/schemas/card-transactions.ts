/**
 * Card transactions (6, 9). The document says a `CARD_TRANSACTION.*` event carries "the full card transaction" and
 * shows none of its fields; the transaction and the sandbox simulation bodies follow production. The transaction is
 * never a response schema of an operation here: it is the shape the reference sends in its events.
 */
import type { SchemaObject } from '../types.ts';
import { currencyCode, fromProduction, notShown, prefixedId, ref, timestamp } from './common.ts';

const notShownHere = 'Fields of the card transaction and the card simulation: not shown (6, 9)';

/** Smallest currency unit. */
const minorUnits = (minimum: { minimum: number } | { exclusiveMinimum: number }): SchemaObject => ({
  type: 'integer',
  description: 'smallest currency unit',
  ...minimum,
});

const currency: SchemaObject = fromProduction({
  type: 'object',
  required: ['code'],
  properties: { code: currencyCode },
});

const currencyAmount: SchemaObject = fromProduction({
  type: 'object',
  required: ['amount', 'currency'],
  properties: { amount: { type: 'integer' }, currency },
});

const summary = (extra: Record<string, SchemaObject> = {}): SchemaObject =>
  fromProduction({
    type: 'object',
    required: ['count', 'totalAmount'],
    properties: { count: { type: 'integer', minimum: 0 }, totalAmount: { type: 'integer' }, ...extra },
  });

export const schemas: Record<string, SchemaObject> = {
  /** Production's lifecycle statuses; 6 names them "authorized, partially settled, settled, refunded, exception". */
  CardTransactionStatus: fromProduction({
    type: 'string',
    enum: ['AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'REFUNDED', 'EXCEPTION'],
    'x-section': '6',
  }),

  CardMerchant: fromProduction({
    type: 'object',
    'x-section': '9',
    required: ['descriptor'],
    properties: { descriptor: { type: 'string', minLength: 1 }, mcc: { type: 'string' }, country: { type: 'string' } },
  }),

  CardTransaction: notShown(
    notShownHere,
    fromProduction({
      type: 'object',
      description: 'The card transaction a CARD_TRANSACTION.* event carries (production shape)',
      'x-section': '6',
      required: [
        'type',
        'id',
        'status',
        'direction',
        'merchant',
        'authorizedAmount',
        'accountId',
        'customerId',
        'platformCustomerId',
        'authorizedAt',
        'createdAt',
        'updatedAt',
      ],
      properties: {
        type: { type: 'string', const: 'CARD' },
        id: prefixedId('CardTransaction'),
        cardId: prefixedId('Card'),
        customerId: prefixedId('Customer'),
        platformCustomerId: { type: 'string' },
        issuerTransactionToken: { type: 'string' },
        status: ref('CardTransactionStatus'),
        direction: { type: 'string', enum: ['CREDIT', 'DEBIT'] },
        merchant: ref('CardMerchant'),
        authorizedAmount: currencyAmount,
        settledAmount: currencyAmount,
        refundedAmount: currencyAmount,
        accountId: prefixedId('InternalAccount'),
        pullSummary: summary({ pendingCount: { type: 'integer', minimum: 0 } }),
        refundSummary: summary(),
        settlementSummary: summary(),
        authorizedAt: timestamp,
        lastEventAt: timestamp,
        createdAt: timestamp,
        updatedAt: timestamp,
      },
    }),
  ),

  SandboxCardAuthorizationRequest: fromProduction({
    type: 'object',
    description: 'A simulated authorization on the card; the last three characters of merchant.descriptor decide it',
    'x-section': '9',
    required: ['amount', 'currency', 'merchant'],
    properties: {
      amount: minorUnits({ exclusiveMinimum: 0 }),
      currency,
      merchant: ref('CardMerchant'),
    },
  }),

  SandboxCardClearingRequest: fromProduction({
    type: 'object',
    description: 'A simulated clearing against a card transaction; amount 0 lets the authorization expire',
    'x-section': '9',
    required: ['cardTransactionId', 'amount'],
    properties: { cardTransactionId: prefixedId('CardTransaction'), amount: minorUnits({ minimum: 0 }) },
  }),

  SandboxCardReturnRequest: fromProduction({
    type: 'object',
    description: 'A simulated merchant return against a settled card transaction',
    'x-section': '9',
    required: ['cardTransactionId', 'amount'],
    properties: { cardTransactionId: prefixedId('CardTransaction'), amount: minorUnits({ exclusiveMinimum: 0 }) },
  }),

  SandboxCardSimulationResponse: notShown(notShownHere, { type: 'object', 'x-section': '9' }),
};
