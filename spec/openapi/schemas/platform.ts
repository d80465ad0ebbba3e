/**
 * Platform configuration, SCA login, internal-account wallet calls, external-account ownership verification and
 * trust, and agent device-code redemption (4.2, 4.3, 5). Bodies the document does not show are open objects; request
 * members come from the production facts and are marked so.
 */
import { agentExternalAccountPermission } from '../../enums.ts';
import type { SchemaObject } from '../types.ts';
import { currencyCode, fromProduction, notShown, ref, untyped } from './common.ts';

const requestFromProduction = (what: string, schema: SchemaObject): SchemaObject =>
  notShown(what, fromProduction({ type: 'object', ...schema }));

const openResponse = (what: string, section: string, description?: string): SchemaObject =>
  notShown(what, { type: 'object', 'x-section': section, ...(description ? { description } : {}) });

const ownershipNotShown = 'Request and response bodies of the external-account ownership verification calls';
const trustNotShown = 'Request and response bodies of the untrust calls';

export const schemas: Record<string, SchemaObject> = {
  FeeConfig: fromProduction({
    type: 'object',
    description: 'A variable rate in basis points, a fixed amount, or both, for cross-currency transactions (4.3)',
    'x-section': '4.3',
    required: ['feeType', 'sourceCurrency'],
    properties: {
      feeType: { type: 'string', enum: ['CROSS_CURRENCY_TRANSACTION'] },
      sourceCurrency: currencyCode,
      variableFeeBps: { type: 'integer', minimum: 0, maximum: 10000 },
      fixedFee: ref('FixedFee'),
    },
  }),

  FixedFee: fromProduction({
    type: 'object',
    description: 'A fixed platform fee in the smallest unit of its currency; never negative',
    'x-section': '4.3',
    required: ['amount', 'currency'],
    properties: { amount: { type: 'integer', minimum: 0 }, currency: currencyCode },
  }),

  PlatformConfigUpdateRequest: notShown('Body of PATCH /config beyond feeConfigs', {
    type: 'object',
    'x-section': '4.3',
    properties: {
      feeConfigs: fromProduction({ type: 'array', items: ref('FeeConfig') }),
      cardTokenization2faConfig: fromProduction({ type: 'object' }),
      webhookEndpoint: fromProduction({
        type: ['string', 'null'],
        format: 'uri',
        // An absolute http(s) URL without credentials: events are POSTed there.
        pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#@]+([/?#].*)?$',
        description: 'where webhook notifications are delivered; null removes it (a PATCH member set to null)',
      }),
      umaDomain: fromProduction({
        type: ['string', 'null'],
        description: "the platform's UMA domain; configures its invitations; null removes it",
      }),
    },
  }),

  PlatformConfig: notShown('Fields of the platform config beyond feeConfigs and cardTokenization2faConfig', {
    type: 'object',
    'x-section': '2.6',
    properties: {
      feeConfigs: untyped('fee configuration'),
      cardTokenization2faConfig: untyped('card tokenization 2FA configuration'),
    },
  }),

  ScaLoginCompleteRequest: requestFromProduction('Body of POST /sca/login/complete', {
    'x-section': '4.3',
    required: ['factor', 'endUserIpAddress'],
    'x-required-source': 'production-facts',
    properties: {
      factor: { type: 'string', enum: ['SMS_OTP', 'TOTP', 'PASSKEY'] },
      endUserIpAddress: { type: 'string' },
      challengeId: { type: ['string', 'null'] },
      code: { type: ['string', 'null'] },
      passkeyAssertion: { type: ['object', 'null'] },
      origin: { type: ['string', 'null'] },
    },
  }),

  ScaLoginCompletion: notShown('Members of the SCA login completion other than sessionExpiresAt', {
    type: 'object',
    'x-section': '2.6',
    properties: { sessionExpiresAt: untyped('end of the SCA session (it lasts 180 days)') },
  }),

  InternalAccountUpdateRequest: requestFromProduction('Body of the wallet privacy update', {
    'x-section': '4.2',
    properties: { privateEnabled: { type: 'boolean' } },
  }),

  InternalAccountExportRequest: requestFromProduction('Body of the wallet export', {
    'x-section': '4.2',
    required: ['clientPublicKey'],
    'x-required-source': 'production-facts',
    properties: {
      clientPublicKey: {
        type: 'string',
        pattern: '^04[0-9a-fA-F]{128}$',
        description: 'uncompressed P-256 public key, hex',
      },
    },
  }),

  InternalAccount: openResponse(
    'Fields of the customer, internal account, quote, transaction, card, stablecoin, agent, webhook and ' +
      'invitation records: not shown beyond those named elsewhere in this document',
    '2.6',
  ),
  WalletExport: openResponse('Response body of the wallet export', '4.2'),

  OwnershipChallengeRequest: requestFromProduction(ownershipNotShown, {
    'x-section': '4.3',
    required: ['method'],
    'x-required-source': 'production-facts',
    properties: { method: { type: 'string', enum: ['WALLET_SIGNATURE', 'LIVENESS'] } },
  }),
  OwnershipVerifyRequest: requestFromProduction(ownershipNotShown, {
    'x-section': '4.3',
    required: ['signature'],
    'x-required-source': 'production-facts',
    properties: {
      signature: { type: 'string' },
      signatureScheme: { type: 'string', enum: ['bip137', 'electrum'], default: 'bip137' },
    },
  }),
  OwnershipChallenge: openResponse(ownershipNotShown, '4.3', 'Start of an ownership verification'),
  OwnershipVerification: openResponse(ownershipNotShown, '4.3', 'Result of an ownership verification'),

  BeneficiaryUntrustConfirmRequest: requestFromProduction(trustNotShown, {
    'x-section': '4.3',
    properties: {
      challengeId: { type: ['string', 'null'] },
      code: { type: ['string', 'null'] },
      passkeyAssertion: { type: ['object', 'null'] },
      origin: { type: ['string', 'null'] },
    },
  }),
  BeneficiaryUntrust: openResponse(trustNotShown, '4.3'),

  // Agent management is set-up for 4.1: the document shows none of it, so every shape is production's.
  AgentPolicy: requestFromProduction('Agent policy fields (agent records are not shown)', {
    'x-section': '4.1',
    required: ['permissions', 'defaultExecutionMode', 'spendingLimits'],
    'x-required-source': 'production-facts',
    properties: {
      permissions: {
        type: 'array',
        items: {
          type: 'string',
          // Production's permission set; only the 4.1 permission comes from the document.
          enum: [
            'VIEW_TRANSACTIONS',
            'CREATE_TRANSFERS',
            'CREATE_QUOTES',
            'EXECUTE_QUOTES',
            agentExternalAccountPermission,
          ],
        },
      },
      defaultExecutionMode: { type: 'string', enum: ['AUTO', 'APPROVAL_REQUIRED'] },
      spendingLimits: {
        type: 'object',
        required: ['currency', 'perTransactionLimit'],
        'x-required-source': 'production-facts',
        properties: {
          currency: currencyCode,
          perTransactionLimit: { type: 'integer', minimum: 0 },
          dailyLimit: { type: ['integer', 'null'], minimum: 0 },
          dailyTransactionLimit: { type: 'integer', minimum: 0 },
          monthlyLimit: { type: ['integer', 'null'], minimum: 0 },
        },
      },
      accountRestrictions: { type: 'object' },
      approvalThresholds: { type: 'object' },
    },
  }),
  AgentCreateRequest: requestFromProduction('Agent creation (agent management is not shown)', {
    'x-section': '4.1',
    required: ['name', 'customerId', 'policy'],
    'x-required-source': 'production-facts',
    properties: {
      name: { type: 'string', minLength: 1 },
      customerId: { type: 'string' },
      policy: ref('AgentPolicy'),
    },
  }),
  Agent: openResponse(
    'Fields of the customer, internal account, quote, transaction, card, stablecoin, agent, webhook and ' +
      'invitation records: not shown beyond those named elsewhere in this document',
    '2.6',
    'An agent (production: id, name, customerId, isPaused, isConnected, policy, usage, createdAt, updatedAt)',
  ),
  AgentCreation: openResponse(
    'Agent management (creation, policy, device-code installation): not shown',
    '4.1',
    'Answer of agent creation (production: agent, deviceCode)',
  ),

  AgentAction: openResponse(
    'Agent operations beyond POST /agents/me/external-accounts',
    '1',
    'An agent action (production: id, agentId, customerId, status, type, quote, transaction...)',
  ),

  AgentDeviceCodeRedemption: openResponse(
    'The header name and value format of AgentAuth, and the device code redemption exchange',
    '5',
    'Answer of the device-code redemption (production: agentId, agentName, accessToken, policy)',
  ),
};
