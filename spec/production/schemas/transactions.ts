/**
 * Production's component schemas of transactions (incoming, outgoing, card), their sources, destinations and failure
 * reasons (production facts).
 */
import type { SchemaObject } from '../../openapi/types.ts';

export const transactionsSchemas: Readonly<Record<string, SchemaObject>> = {
  AccountTransactionDestination: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionDestination' },
      {
        type: 'object',
        required: ['accountId', 'destinationType'],
        properties: {
          destinationType: { type: 'string', enum: ['ACCOUNT'] },
          accountId: { type: 'string' },
          onChainTransaction: { $ref: '#/components/schemas/OnChainTransaction' },
        },
      },
    ],
  },
  AccountTransactionSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionSource' },
      {
        type: 'object',
        required: ['accountId', 'sourceType'],
        properties: {
          sourceType: { type: 'string', enum: ['ACCOUNT'] },
          accountId: { type: 'string' },
          onChainTransaction: { $ref: '#/components/schemas/OnChainTransaction' },
        },
      },
    ],
  },
  BaseTransactionDestination: {
    type: 'object',
    required: ['destinationType'],
    properties: {
      destinationType: { $ref: '#/components/schemas/TransactionDestinationType' },
      currency: { type: 'string' },
    },
  },
  BaseTransactionSource: {
    type: 'object',
    required: ['sourceType'],
    properties: { sourceType: { $ref: '#/components/schemas/TransactionSourceType' }, currency: { type: 'string' } },
  },
  CardMerchant: {
    type: 'object',
    required: ['descriptor'],
    properties: { descriptor: { type: 'string' }, mcc: { type: 'string' }, country: { type: 'string' } },
  },
  CardPullSummary: {
    type: 'object',
    required: ['count', 'totalAmount'],
    properties: {
      count: { type: 'integer' },
      totalAmount: { type: 'integer', format: 'int64' },
      pendingCount: { type: 'integer' },
    },
  },
  CardRefundSummary: {
    type: 'object',
    required: ['count', 'totalAmount'],
    properties: { count: { type: 'integer' }, totalAmount: { type: 'integer', format: 'int64' } },
  },
  CardSettlementSummary: {
    type: 'object',
    required: ['count', 'totalAmount'],
    properties: { count: { type: 'integer' }, totalAmount: { type: 'integer', format: 'int64' } },
  },
  CardTransaction: {
    type: 'object',
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
      type: { type: 'string', enum: ['CARD'] },
      id: { type: 'string', readOnly: true },
      cardId: { type: 'string' },
      customerId: { type: 'string' },
      platformCustomerId: { type: 'string' },
      issuerTransactionToken: { type: 'string', readOnly: true },
      status: { $ref: '#/components/schemas/CardTransactionStatus' },
      direction: { $ref: '#/components/schemas/TransactionDirection' },
      merchant: { $ref: '#/components/schemas/CardMerchant' },
      authorizedAmount: { $ref: '#/components/schemas/CurrencyAmount' },
      settledAmount: { $ref: '#/components/schemas/CurrencyAmount' },
      refundedAmount: { $ref: '#/components/schemas/CurrencyAmount' },
      accountId: { type: 'string' },
      pullSummary: { $ref: '#/components/schemas/CardPullSummary' },
      refundSummary: { $ref: '#/components/schemas/CardRefundSummary' },
      settlementSummary: { $ref: '#/components/schemas/CardSettlementSummary' },
      authorizedAt: { type: 'string', format: 'date-time' },
      lastEventAt: { type: 'string', format: 'date-time' },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    },
  },
  CardTransactionStatus: {
    type: 'string',
    enum: ['AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'REFUNDED', 'EXCEPTION'],
  },
  CounterpartyInformation: { type: 'object', additionalProperties: true },
  CryptoNetwork: {
    type: 'string',
    enum: ['BITCOIN', 'ETHEREUM', 'SOLANA', 'BASE', 'POLYGON', 'TRON', 'PLASMA', 'SPARK'],
  },
  ExpectedMonthlyTransactionCount: {
    type: 'string',
    enum: ['COUNT_UNDER_10', 'COUNT_10_TO_100', 'COUNT_100_TO_500', 'COUNT_500_TO_1000', 'COUNT_OVER_1000'],
  },
  ExpectedMonthlyTransactionVolume: {
    type: 'string',
    enum: ['VOLUME_UNDER_10K', 'VOLUME_10K_TO_100K', 'VOLUME_100K_TO_1M', 'VOLUME_1M_TO_10M', 'VOLUME_OVER_10M'],
  },
  IncomingTransaction: {
    allOf: [
      { $ref: '#/components/schemas/Transaction' },
      {
        type: 'object',
        required: ['type', 'receivedAmount'],
        properties: {
          type: { type: 'string', enum: ['INCOMING'] },
          source: { $ref: '#/components/schemas/TransactionSourceOneOf' },
          receivedAmount: { $ref: '#/components/schemas/CurrencyAmount' },
          fees: { type: 'integer', format: 'int64', minimum: 0 },
          reconciliationInstructions: { $ref: '#/components/schemas/ReconciliationInstructions' },
          failureReason: { $ref: '#/components/schemas/IncomingTransactionFailureReason' },
        },
      },
    ],
  },
  IncomingTransactionFailureReason: {
    type: 'string',
    enum: [
      'LNURLP_FAILED',
      'PAY_REQUEST_FAILED',
      'PAYMENT_APPROVAL_WEBHOOK_ERROR',
      'PAYMENT_APPROVAL_TIMED_OUT',
      'OFFRAMP_FAILED',
      'MISSING_MANDATORY_PAYEE_DATA',
      'QUOTE_EXPIRED',
      'QUOTE_EXECUTION_FAILED',
      'COMPLIANCE_REJECTED',
      'COLLECTION_FAILED',
    ],
  },
  OnChainTransaction: {
    type: 'object',
    required: ['transactionHash', 'network'],
    properties: { transactionHash: { type: 'string' }, network: { $ref: '#/components/schemas/CryptoNetwork' } },
  },
  OutgoingRateDetails: {
    type: 'object',
    required: [
      'counterpartyMultiplier',
      'counterpartyFixedFee',
      'gridApiMultiplier',
      'gridApiFixedFee',
      'gridApiVariableFeeRate',
      'gridApiVariableFeeAmount',
    ],
    properties: {
      counterpartyMultiplier: { type: 'number', format: 'double', exclusiveMinimum: 0 },
      counterpartyFixedFee: { type: 'integer', format: 'int64', minimum: 0 },
      gridApiMultiplier: { type: 'number', format: 'double', exclusiveMinimum: 0 },
      gridApiFixedFee: { type: 'integer', format: 'int64', minimum: 0 },
      gridApiVariableFeeRate: { type: 'number', format: 'double', minimum: 0 },
      gridApiVariableFeeAmount: { type: 'number', format: 'int64', minimum: 0 },
    },
  },
  OutgoingTransaction: {
    allOf: [
      { $ref: '#/components/schemas/Transaction' },
      {
        type: 'object',
        required: ['type', 'sentAmount', 'source'],
        properties: {
          status: { $ref: '#/components/schemas/OutgoingTransactionStatus' },
          type: { type: 'string', enum: ['OUTGOING'] },
          source: { $ref: '#/components/schemas/TransactionSourceOneOf' },
          sentAmount: { $ref: '#/components/schemas/CurrencyAmount' },
          receivedAmount: { $ref: '#/components/schemas/CurrencyAmount' },
          fees: { type: 'integer', format: 'int64', minimum: 0 },
          platformFees: { type: 'integer', format: 'int64', minimum: 0 },
          reconciliationInstructions: { $ref: '#/components/schemas/ReconciliationInstructions' },
          paymentInstructions: { type: 'array', items: { $ref: '#/components/schemas/PaymentInstructions' } },
          rateDetails: { $ref: '#/components/schemas/OutgoingRateDetails' },
          failureReason: { $ref: '#/components/schemas/OutgoingTransactionFailureReason' },
          paymentRail: { anyOf: [{ $ref: '#/components/schemas/PaymentRail' }, { type: 'null' }] },
          railSelectionMode: { anyOf: [{ $ref: '#/components/schemas/RailSelectionMode' }, { type: 'null' }] },
          expectedSettlementAt: { type: ['string', 'null'], format: 'date-time' },
          settlementTimelineSeconds: { type: ['integer', 'null'] },
        },
      },
    ],
  },
  OutgoingTransactionFailureReason: {
    type: 'string',
    enum: [
      'QUOTE_EXPIRED',
      'QUOTE_RATE_UNAVAILABLE',
      'QUOTE_EXECUTION_FAILED',
      'FUNDING_AMOUNT_MISMATCH',
      'SCA_NOT_COMPLETED',
      'PAYOUT_RETURNED',
      'LIMIT_EXCEEDED',
      'ACCOUNT_CANNOT_RECEIVE',
      'ACCOUNT_INVALID',
      'COMPLIANCE_REJECTED',
      'LIGHTNING_PAYMENT_FAILED',
      'COUNTERPARTY_POST_TX_FAILED',
    ],
  },
  OutgoingTransactionStatus: {
    type: 'string',
    enum: ['PENDING', 'PENDING_AUTHORIZATION', 'EXPIRED', 'PROCESSING', 'COMPLETED', 'FAILED'],
  },
  RailSelectionMode: { type: 'string', enum: ['AUTO', 'MANUAL'] },
  RealtimeFundingTransactionSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionSource' },
      {
        type: 'object',
        required: ['currency', 'sourceType'],
        properties: {
          sourceType: { type: 'string', enum: ['REALTIME_FUNDING'] },
          customerId: { type: 'string' },
          currency: { type: 'string' },
          accountHolderName: { type: 'string' },
          accountIdentifier: { type: 'string' },
          bankName: { type: 'string' },
          bankIdentifier: { type: 'string' },
          paymentRail: { allOf: [{ $ref: '#/components/schemas/PaymentRail' }] },
          remittanceInformation: { type: 'string' },
          endToEndId: { type: 'string' },
          traceNumber: { type: 'string' },
          onChainTransaction: { $ref: '#/components/schemas/OnChainTransaction' },
        },
      },
    ],
  },
  ReconciliationInstructions: {
    type: 'object',
    minProperties: 1,
    properties: { reference: { type: 'string' }, transactionHash: { type: 'string' } },
  },
  Refund: {
    type: 'object',
    required: ['reference', 'initiatedAt', 'status'],
    properties: {
      reference: { type: 'string' },
      initiatedAt: { type: 'string', format: 'date-time' },
      settledAt: { type: 'string', format: 'date-time' },
      status: { type: 'string', enum: ['PENDING', 'COMPLETED', 'FAILED'] },
      reason: { type: 'string', enum: ['TRANSACTION_FAILED', 'USER_CANCELLATION', 'TIMEOUT'] },
    },
  },
  Transaction: {
    type: 'object',
    required: ['id', 'status', 'type', 'direction', 'destination', 'customerId', 'platformCustomerId'],
    properties: {
      id: { type: 'string' },
      status: { $ref: '#/components/schemas/TransactionStatus' },
      pendingReason: { $ref: '#/components/schemas/TransactionPendingReason' },
      type: { $ref: '#/components/schemas/TransactionType' },
      direction: { $ref: '#/components/schemas/TransactionDirection' },
      destination: { $ref: '#/components/schemas/TransactionDestinationOneOf' },
      customerId: { type: 'string' },
      platformCustomerId: { type: 'string' },
      settledAt: { type: 'string', format: 'date-time' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      receiptDeliveryConfirmedAt: { type: 'string', format: 'date-time' },
      agentId: { type: 'string' },
      description: { type: 'string' },
      sentAmount: { $ref: '#/components/schemas/CurrencyAmount' },
      exchangeRate: { type: 'number', exclusiveMinimum: 0 },
      quoteId: { type: 'string' },
      refund: { $ref: '#/components/schemas/Refund' },
      counterpartyInformation: { $ref: '#/components/schemas/CounterpartyInformation' },
    },
  },
  TransactionDestinationOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AccountTransactionDestination' },
      { $ref: '#/components/schemas/UmaAddressTransactionDestination' },
    ],
    discriminator: {
      propertyName: 'destinationType',
      mapping: {
        ACCOUNT: '#/components/schemas/AccountTransactionDestination',
        UMA_ADDRESS: '#/components/schemas/UmaAddressTransactionDestination',
      },
    },
  },
  TransactionDestinationType: { type: 'string', enum: ['ACCOUNT', 'UMA_ADDRESS'] },
  TransactionDirection: { type: 'string', enum: ['CREDIT', 'DEBIT'] },
  TransactionListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/TransactionOneOf' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  TransactionOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/IncomingTransaction' },
      { $ref: '#/components/schemas/OutgoingTransaction' },
      { $ref: '#/components/schemas/CardTransaction' },
    ],
    discriminator: {
      propertyName: 'type',
      mapping: {
        INCOMING: '#/components/schemas/IncomingTransaction',
        OUTGOING: '#/components/schemas/OutgoingTransaction',
        CARD: '#/components/schemas/CardTransaction',
      },
    },
  },
  TransactionPendingReason: {
    type: 'string',
    enum: [
      'COUNTERPARTY_DECLARATION_REQUIRED',
      'WALLET_VERIFICATION_REQUIRED',
      'COUNTERPARTY_INFORMATION_REQUIRED',
      'COMPLIANCE_REVIEW',
    ],
  },
  TransactionSourceOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AccountTransactionSource' },
      { $ref: '#/components/schemas/UmaAddressTransactionSource' },
      { $ref: '#/components/schemas/RealtimeFundingTransactionSource' },
    ],
    discriminator: {
      propertyName: 'sourceType',
      mapping: {
        ACCOUNT: '#/components/schemas/AccountTransactionSource',
        UMA_ADDRESS: '#/components/schemas/UmaAddressTransactionSource',
        REALTIME_FUNDING: '#/components/schemas/RealtimeFundingTransactionSource',
      },
    },
  },
  TransactionSourceType: { type: 'string', enum: ['ACCOUNT', 'UMA_ADDRESS', 'REALTIME_FUNDING'] },
  TransactionStatus: {
    type: 'string',
    enum: [
      'CREATED',
      'PENDING',
      'PENDING_AUTHORIZATION',
      'PROCESSING',
      'COMPLETED',
      'REJECTED',
      'FAILED',
      'REFUNDED',
      'EXPIRED',
    ],
  },
  TransactionType: { type: 'string', enum: ['INCOMING', 'OUTGOING'] },
  UmaAddressTransactionDestination: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionDestination' },
      {
        type: 'object',
        required: ['umaAddress', 'destinationType'],
        properties: { destinationType: { type: 'string', enum: ['UMA_ADDRESS'] }, umaAddress: { type: 'string' } },
      },
    ],
  },
  UmaAddressTransactionSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionSource' },
      {
        type: 'object',
        required: ['umaAddress', 'sourceType'],
        properties: { sourceType: { type: 'string', enum: ['UMA_ADDRESS'] }, umaAddress: { type: 'string' } },
      },
    ],
  },
};
