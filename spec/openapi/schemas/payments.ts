/**
 * Quotes, transactions and stablecoins (2.6, 4.3). Their records are "not shown" beyond a few named members, so the
 * response schemas are open objects; the quote request adds production types for the members a quote needs.
 */
import type { SchemaObject } from '../types.ts';
import { currencyCode, fromProduction, notShown, prefixedId, prodStr, ref, untyped } from './common.ts';

const notShownRecords =
  'Fields of the customer, internal account, quote, transaction, card, stablecoin, agent, webhook and invitation ' +
  'records: not shown beyond those named elsewhere in this document';

const onChainSide: SchemaObject = {
  type: 'object',
  properties: { onChainTransaction: ref('OnChainTransaction') },
};

export const schemas: Record<string, SchemaObject> = {
  QuoteCreateRequest: notShown(
    'Body of POST /quotes beyond platformFeeOverride, immediatelyExecute and stablecoinProviderAccountId',
    {
      type: 'object',
      description:
        'Body of POST /quotes; members other than the three the document names come from the production facts',
      'x-section': '4.3',
      required: ['source', 'destination', 'lockedCurrencySide', 'lockedCurrencyAmount'],
      'x-required-source': 'production-facts',
      properties: {
        source: fromProduction({
          type: 'object',
          required: ['sourceType'],
          properties: {
            sourceType: { type: 'string', enum: ['ACCOUNT', 'REALTIME_FUNDING'] },
            accountId: { type: 'string' },
            customerId: { type: 'string' },
            currency: currencyCode,
          },
        }),
        destination: fromProduction({
          type: 'object',
          required: ['destinationType'],
          properties: {
            destinationType: { type: 'string', enum: ['ACCOUNT', 'UMA_ADDRESS'] },
            accountId: { type: 'string' },
            umaAddress: { type: 'string' },
            currency: currencyCode,
          },
        }),
        lockedCurrencySide: fromProduction({ type: 'string', enum: ['SENDING', 'RECEIVING'] }),
        lockedCurrencyAmount: fromProduction({ type: 'integer', exclusiveMinimum: 0, maximum: 9e15 }),
        description: prodStr(),
        platformFeeOverride: {
          description: 'overrides the platform fee for one transaction; requires a USD source currency today',
          ...fromProduction({
            type: 'object',
            required: ['platformFixedFee', 'platformVariableFeeBps'],
            properties: {
              platformFixedFee: ref('FixedFee'),
              platformVariableFeeBps: { type: 'integer', minimum: 0, maximum: 10000 },
            },
          }),
        },
        immediatelyExecute: { type: 'boolean', description: 'true executes the quote at once' },
        stablecoinProviderAccountId: untyped('provider account link for stablecoin operations'),
      },
    },
  ),

  CurrencyAmount: fromProduction({
    type: 'object',
    description: 'An amount in the smallest unit of a currency',
    required: ['amount', 'currency'],
    properties: { amount: { type: 'integer' }, currency: currencyCode },
  }),

  Quote: notShown(notShownRecords, {
    type: 'object',
    'x-section': '2.6',
    properties: { id: prefixedId('Quote'), platformFeesIncluded: untyped('platform fees included in the quote') },
  }),

  OnChainTransaction: {
    type: 'object',
    description: 'On-chain settlement of a source or destination',
    'x-section': '2.6',
    properties: { transactionHash: untyped('transaction hash'), network: untyped('network') },
  },

  OutgoingTransaction: notShown(notShownRecords, {
    type: 'object',
    'x-section': '2.6',
    properties: {
      platformFees: untyped('platform fees'),
      pendingReason: untyped('held for compliance review or waiting on customer action'),
      source: onChainSide,
      destination: onChainSide,
      reconciliationInstructions: {
        type: 'object',
        properties: {
          transactionHash: {
            deprecated: true,
            description: 'deprecated for wallet transfers in favour of onChainTransaction (9)',
          },
        },
      },
    },
  }),

  Transaction: notShown(notShownRecords, { type: 'object', 'x-section': '2.6' }),
};
