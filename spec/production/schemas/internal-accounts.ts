/** Production's component schemas of reached only from the internal accounts operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const internalAccountsSchemas: Readonly<Record<string, SchemaObject>> = {
  InternalAccount: {
    type: 'object',
    required: [
      'id',
      'type',
      'status',
      'balance',
      'totalBalance',
      'fundingPaymentInstructions',
      'createdAt',
      'updatedAt',
    ],
    properties: {
      id: { type: 'string' },
      customerId: { type: 'string' },
      type: { $ref: '#/components/schemas/InternalAccountType' },
      status: { $ref: '#/components/schemas/InternalAccountStatus' },
      balance: { $ref: '#/components/schemas/CurrencyAmount' },
      totalBalance: { $ref: '#/components/schemas/CurrencyAmount' },
      fundingPaymentInstructions: { type: 'array', items: { $ref: '#/components/schemas/PaymentInstructions' } },
      privateEnabled: { type: 'boolean' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  InternalAccountExportResponse: {
    type: 'object',
    required: ['id', 'encryptedWalletCredentials'],
    properties: { id: { type: 'string' }, encryptedWalletCredentials: { type: 'string' } },
  },
  InternalAccountListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/InternalAccount' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  InternalAccountStatus: { type: 'string', enum: ['PENDING', 'ACTIVE', 'CLOSED', 'FROZEN', 'FAILED'] },
  InternalAccountType: { type: 'string', enum: ['INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET'] },
  PlatformInternalAccountListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/InternalAccount' } } },
  },
};
