/**
 * Production's component schemas of external accounts: the account, its status, verification and list (production
 * facts).
 */
import type { SchemaObject } from '../../openapi/types.ts';

export const externalAccountsSchemas: Readonly<Record<string, SchemaObject>> = {
  BeneficiaryVerificationStatus: {
    type: 'string',
    enum: ['MATCHED', 'PARTIAL_MATCH', 'NOT_MATCHED', 'UNSUPPORTED', 'CHECKED_BY_RECEIVING_FI', 'PENDING'],
  },
  BeneficiaryVerifiedData: { type: 'object', properties: { fullName: { type: 'string' } } },
  ExternalAccount: {
    allOf: [
      {
        type: 'object',
        required: ['id', 'status', 'currency', 'accountInfo'],
        properties: {
          id: { type: 'string' },
          customerId: { type: 'string' },
          status: { $ref: '#/components/schemas/ExternalAccountStatus' },
          platformAccountId: { type: 'string' },
          ownershipType: { $ref: '#/components/schemas/OwnershipType' },
          currency: { type: 'string' },
          defaultUmaDepositAccount: { type: 'boolean' },
          beneficiaryVerificationStatus: { $ref: '#/components/schemas/BeneficiaryVerificationStatus' },
          beneficiaryVerifiedData: { $ref: '#/components/schemas/BeneficiaryVerifiedData' },
          accountInfo: { $ref: '#/components/schemas/ExternalAccountInfoOneOf' },
        },
      },
    ],
  },
  ExternalAccountListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/ExternalAccount' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  ExternalAccountStatus: {
    type: 'string',
    enum: ['PENDING', 'ACTIVE', 'PENDING_OWNERSHIP_VERIFICATION', 'UNVERIFIED', 'UNDER_REVIEW', 'INACTIVE'],
  },
  ExternalAccountType: {
    type: 'string',
    enum: [
      'AED_ACCOUNT',
      'BDT_ACCOUNT',
      'BRL_ACCOUNT',
      'BWP_ACCOUNT',
      'CAD_ACCOUNT',
      'COP_ACCOUNT',
      'DKK_ACCOUNT',
      'EGP_ACCOUNT',
      'EUR_ACCOUNT',
      'GBP_ACCOUNT',
      'GHS_ACCOUNT',
      'GTQ_ACCOUNT',
      'HKD_ACCOUNT',
      'HTG_ACCOUNT',
      'IDR_ACCOUNT',
      'INR_ACCOUNT',
      'JMD_ACCOUNT',
      'KES_ACCOUNT',
      'MWK_ACCOUNT',
      'MXN_ACCOUNT',
      'MYR_ACCOUNT',
      'NGN_ACCOUNT',
      'PHP_ACCOUNT',
      'PKR_ACCOUNT',
      'RWF_ACCOUNT',
      'SGD_ACCOUNT',
      'SLV_ACCOUNT',
      'THB_ACCOUNT',
      'TZS_ACCOUNT',
      'UGX_ACCOUNT',
      'USD_ACCOUNT',
      'VND_ACCOUNT',
      'XAF_ACCOUNT',
      'XOF_ACCOUNT',
      'ZAR_ACCOUNT',
      'ZMW_ACCOUNT',
      'SWIFT_ACCOUNT',
      'BASE_WALLET',
      'ETHEREUM_WALLET',
      'LIGHTNING',
      'PLASMA_WALLET',
      'POLYGON_WALLET',
      'SOLANA_WALLET',
      'SPARK_WALLET',
      'TRON_WALLET',
      'CNY_ACCOUNT',
    ],
  },
  LightningInfo: {
    type: 'object',
    required: ['accountType'],
    properties: {
      accountType: { type: 'string', enum: ['LIGHTNING'] },
      invoice: { type: 'string' },
      bolt12: { type: 'string' },
      lightningAddress: { type: 'string' },
    },
  },
  LivenessChallenge: {
    type: 'object',
    required: ['method', 'verificationLink', 'expiresAt'],
    properties: {
      method: { type: 'string', enum: ['LIVENESS'] },
      verificationLink: { type: 'string', format: 'uri' },
      token: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
    },
  },
  OwnershipChallenge: {
    oneOf: [
      { $ref: '#/components/schemas/WalletSignatureChallenge' },
      { $ref: '#/components/schemas/LivenessChallenge' },
    ],
    discriminator: {
      propertyName: 'method',
      mapping: {
        WALLET_SIGNATURE: '#/components/schemas/WalletSignatureChallenge',
        LIVENESS: '#/components/schemas/LivenessChallenge',
      },
    },
  },
  OwnershipType: { type: 'string', enum: ['FIRST_PARTY', 'THIRD_PARTY'] },
  ReceiverExternalAccountLookupResponse: {
    allOf: [
      { $ref: '#/components/schemas/ReceiverLookupResponse' },
      { type: 'object', required: ['accountId'], properties: { accountId: { type: 'string' } } },
    ],
  },
  WalletCustodyFields: { type: 'object', properties: { vaspName: { type: 'string' } } },
  WalletSignatureChallenge: {
    type: 'object',
    required: ['method', 'messageToSign', 'expiresAt'],
    properties: {
      method: { type: 'string', enum: ['WALLET_SIGNATURE'] },
      messageToSign: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
    },
  },
};
