/** Production's component schemas of reached only from the platform configuration operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const platformConfigSchemas: Readonly<Record<string, SchemaObject>> = {
  CardTokenization2FAConfig: {
    type: 'object',
    properties: {
      displayName: { type: 'string', maxLength: 255 },
      logoUrl: { type: 'string', format: 'uri', pattern: '^https://', maxLength: 512 },
      email: { $ref: '#/components/schemas/CardTokenization2FAEmailConfig' },
      sms: { $ref: '#/components/schemas/CardTokenization2FASmsConfig' },
    },
  },
  CardTokenization2FAEmailConfig: {
    type: 'object',
    properties: {
      fromAddress: { type: 'string', format: 'email', maxLength: 255 },
      fromName: { type: 'string', maxLength: 255 },
      replyToAddress: { type: 'string', format: 'email', maxLength: 255 },
      subject: { type: 'string', maxLength: 255 },
      bodyText: { type: 'string', maxLength: 2000 },
    },
  },
  CardTokenization2FASmsConfig: {
    type: 'object',
    properties: { templateSid: { type: 'string', maxLength: 64 }, bodyText: { type: 'string', maxLength: 480 } },
  },
  EmbeddedWalletConfig: {
    type: 'object',
    properties: {
      appName: { type: 'string', maxLength: 255 },
      otpLength: { type: 'integer', minimum: 4, maximum: 12 },
      alphanumeric: { type: 'boolean' },
      expirationSeconds: { type: 'integer', minimum: 1, maximum: 86400 },
      sendFromEmailAddress: { type: 'string', format: 'email', maxLength: 255 },
      sendFromEmailSenderName: { type: 'string', maxLength: 255 },
      replyToEmailAddress: { type: 'string', format: 'email', maxLength: 255 },
      logoUrl: { type: 'string', format: 'uri', maxLength: 512 },
    },
  },
  FeeConfig: {
    type: 'object',
    properties: {
      feeType: { $ref: '#/components/schemas/FeeType' },
      sourceCurrency: { type: 'string' },
      variableFeeBps: { type: 'integer', minimum: 0, maximum: 10000 },
      fixedFee: { $ref: '#/components/schemas/FixedFee' },
    },
    required: ['feeType', 'sourceCurrency', 'variableFeeBps', 'fixedFee'],
  },
  FeeType: { type: 'string', enum: ['CROSS_CURRENCY_TRANSACTION'] },
  FixedFee: {
    type: 'object',
    required: ['amount', 'currency'],
    properties: { amount: { type: 'integer', format: 'int64', minimum: 0 }, currency: { type: 'string' } },
  },
  PlatformConfig: {
    type: 'object',
    properties: {
      id: { type: 'string', readOnly: true },
      umaDomain: { type: 'string' },
      proxyUmaSubdomain: { type: 'string' },
      webhookEndpoint: { type: 'string' },
      supportedCurrencies: { type: 'array', items: { $ref: '#/components/schemas/PlatformCurrencyConfig' } },
      isRegulatedFinancialInstitution: { type: 'boolean' },
      embeddedWalletConfig: { $ref: '#/components/schemas/EmbeddedWalletConfig' },
      cardTokenization2faConfig: { $ref: '#/components/schemas/CardTokenization2FAConfig' },
      feeConfigs: { type: 'array', items: { $ref: '#/components/schemas/FeeConfig' } },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    },
  },
  PlatformCurrencyConfig: {
    type: 'object',
    properties: {
      currencyCode: { type: 'string' },
      minAmount: { type: 'integer', format: 'int64', minimum: 0 },
      maxAmount: { type: 'integer', format: 'int64', minimum: 0 },
      requiredCounterpartyFields: {
        type: 'array',
        items: { $ref: '#/components/schemas/CounterpartyFieldDefinition' },
      },
      providerRequiredCustomerFields: {
        type: 'array',
        items: { $ref: '#/components/schemas/CustomerInfoFieldName' },
        readOnly: true,
      },
      providerRequiredCounterpartyCustomerFields: {
        type: 'array',
        items: { $ref: '#/components/schemas/CustomerInfoFieldName' },
        readOnly: true,
      },
      enabledTransactionTypes: { type: 'array', items: { $ref: '#/components/schemas/TransactionType' } },
    },
    required: ['currencyCode', 'minAmount', 'maxAmount', 'requiredCounterpartyFields', 'enabledTransactionTypes'],
  },
};
