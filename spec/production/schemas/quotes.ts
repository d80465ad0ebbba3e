/** Production's component schemas of quotes, their sources and destinations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const quotesSchemas: Readonly<Record<string, SchemaObject>> = {
  AccountDestination: {
    allOf: [
      { $ref: '#/components/schemas/BaseDestination' },
      {
        type: 'object',
        required: ['accountId', 'destinationType'],
        properties: {
          destinationType: { type: 'string', enum: ['ACCOUNT'] },
          accountId: { type: 'string' },
          paymentRail: { allOf: [{ $ref: '#/components/schemas/PaymentRail' }, {}] },
        },
      },
    ],
  },
  AccountQuoteSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseQuoteSource' },
      {
        type: 'object',
        required: ['accountId', 'sourceType'],
        properties: {
          sourceType: { type: 'string', enum: ['ACCOUNT'] },
          accountId: { type: 'string' },
          customerId: { type: 'string' },
        },
      },
    ],
  },
  BaseDestination: {
    type: 'object',
    required: ['destinationType'],
    properties: { destinationType: { $ref: '#/components/schemas/DestinationType' } },
  },
  BaseQuoteSource: {
    type: 'object',
    required: ['sourceType'],
    properties: { sourceType: { $ref: '#/components/schemas/QuoteSourceType' } },
  },
  CurrencyPreference: {
    type: 'object',
    required: ['currency', 'estimatedExchangeRate', 'min', 'max'],
    properties: {
      currency: { $ref: '#/components/schemas/Currency' },
      estimatedExchangeRate: { type: 'number', exclusiveMinimum: 0 },
      min: { type: 'integer', format: 'int64', exclusiveMinimum: 0 },
      max: { type: 'integer', format: 'int64', exclusiveMinimum: 0 },
    },
  },
  DestinationType: { type: 'string', enum: ['ACCOUNT', 'UMA_ADDRESS'] },
  EstimateCryptoWithdrawalFeeResponse: {
    type: 'object',
    required: ['networkFee', 'networkFeeAsset', 'applicationFee', 'totalFee', 'netAmount'],
    properties: {
      networkFee: { type: 'integer' },
      networkFeeAsset: { type: 'string' },
      applicationFee: { type: 'integer' },
      totalFee: { type: 'integer' },
      netAmount: { type: 'integer' },
    },
  },
  Quote: {
    type: 'object',
    required: [
      'id',
      'status',
      'expiresAt',
      'createdAt',
      'source',
      'destination',
      'sendingCurrency',
      'receivingCurrency',
      'totalSendingAmount',
      'totalReceivingAmount',
      'exchangeRate',
      'feesIncluded',
      'transactionId',
    ],
    properties: {
      id: { type: 'string' },
      status: {
        type: 'string',
        enum: ['PENDING', 'PENDING_AUTHORIZATION', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED'],
      },
      createdAt: { type: 'string', format: 'date-time' },
      expiresAt: { type: 'string', format: 'date-time' },
      source: { $ref: '#/components/schemas/QuoteSourceOneOf' },
      destination: { $ref: '#/components/schemas/QuoteDestinationOneOf' },
      sendingCurrency: { $ref: '#/components/schemas/Currency' },
      receivingCurrency: { $ref: '#/components/schemas/Currency' },
      totalSendingAmount: { type: 'integer', format: 'int64', exclusiveMinimum: 0 },
      totalReceivingAmount: { type: 'integer', format: 'int64', exclusiveMinimum: 0 },
      exchangeRate: { type: 'number', exclusiveMinimum: 0 },
      feesIncluded: { type: 'integer', format: 'int64', minimum: 0 },
      platformFeesIncluded: { type: 'integer', format: 'int64', minimum: 0 },
      paymentInstructions: { type: 'array', items: { $ref: '#/components/schemas/PaymentInstructions' } },
      transactionId: { type: 'string' },
      counterpartyInformation: { $ref: '#/components/schemas/CounterpartyInformation' },
      rateDetails: { $ref: '#/components/schemas/OutgoingRateDetails' },
      scaChallenge: { $ref: '#/components/schemas/ScaChallenge', readOnly: true },
    },
  },
  QuoteDestinationOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AccountDestination' },
      { $ref: '#/components/schemas/UmaAddressDestination' },
    ],
    discriminator: {
      propertyName: 'destinationType',
      mapping: {
        ACCOUNT: '#/components/schemas/AccountDestination',
        UMA_ADDRESS: '#/components/schemas/UmaAddressDestination',
      },
    },
  },
  QuoteSourceOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AccountQuoteSource' },
      { $ref: '#/components/schemas/RealtimeFundingQuoteSource' },
    ],
    discriminator: {
      propertyName: 'sourceType',
      mapping: {
        ACCOUNT: '#/components/schemas/AccountQuoteSource',
        REALTIME_FUNDING: '#/components/schemas/RealtimeFundingQuoteSource',
      },
    },
  },
  QuoteSourceType: { type: 'string', enum: ['ACCOUNT', 'REALTIME_FUNDING'] },
  RealtimeFundingQuoteSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseQuoteSource' },
      {
        type: 'object',
        required: ['currency', 'sourceType'],
        properties: {
          sourceType: { type: 'string', enum: ['REALTIME_FUNDING'] },
          customerId: { type: 'string' },
          currency: { type: 'string' },
          cryptoNetwork: { type: 'string' },
        },
      },
    ],
  },
  ReceiverLookupResponse: {
    type: 'object',
    required: ['supportedCurrencies', 'lookupId'],
    properties: {
      supportedCurrencies: { type: 'array', items: { $ref: '#/components/schemas/CurrencyPreference' } },
      requiredPayerDataFields: { type: 'array', items: { $ref: '#/components/schemas/CounterpartyFieldDefinition' } },
      lookupId: { type: 'string' },
    },
  },
  ReceiverUmaLookupResponse: {
    allOf: [
      { $ref: '#/components/schemas/ReceiverLookupResponse' },
      { type: 'object', required: ['receiverUmaAddress'], properties: { receiverUmaAddress: { type: 'string' } } },
    ],
  },
  StablecoinOperationDestination: {
    type: 'object',
    required: ['accountId'],
    properties: {
      accountId: { type: 'string' },
      rail: { type: 'string', enum: ['WIRE', 'ACH_CREDIT', 'SAME_DAY_ACH_CREDIT', 'RTP_CREDIT'] },
    },
  },
  UmaAddressDestination: {
    allOf: [
      { $ref: '#/components/schemas/BaseDestination' },
      {
        type: 'object',
        required: ['umaAddress', 'destinationType'],
        properties: {
          destinationType: { type: 'string', enum: ['UMA_ADDRESS'] },
          umaAddress: { type: 'string' },
          currency: { type: 'string' },
        },
      },
    ],
  },
};
