/**
 * Stablecoin bodies (4.3, 7.1, 9). The document names the operations and `stablecoinProviderAccountId`, and says the
 * bodies are not shown; request members are production's (marked), answers stay open beyond what production requires.
 */
import type { SchemaObject } from '../types.ts';
import { fromProduction, notShown } from './common.ts';

const bodiesNotShown = 'Request and response bodies of the stablecoin operations';
const request = (description: string, schema: SchemaObject): SchemaObject =>
  notShown(
    bodiesNotShown,
    fromProduction({
      type: 'object',
      description,
      'x-section': '4.3',
      'x-required-source': 'production-facts',
      ...schema,
    }),
  );
const answer = (description: string, section = '4.3'): SchemaObject =>
  notShown(bodiesNotShown, { type: 'object', description, 'x-section': section });

/** Production's provider account link states (7.1 names the invalid and revoked links). */
export const stablecoinProviderAccountStatuses = ['ACTIVE', 'INVALID', 'REVOKED'] as const;

const amount: SchemaObject = {
  type: 'string',
  pattern: '^[1-9][0-9]*$',
  description: "in the stablecoin's smallest unit",
};
const typed = (
  types: readonly string[],
  required: readonly string[] = [],
  properties: Record<string, SchemaObject> = {},
): SchemaObject => ({
  type: 'object',
  required: ['type', ...required],
  'x-required-source': 'production-facts',
  properties: { type: { type: 'string', enum: [...types] }, ...properties },
});

export const schemas: Record<string, SchemaObject> = {
  StablecoinRegisterRequest: request('Register a stablecoin a provider created', {
    required: ['providerTokenIdentifier', 'networkTokenIdentifier', 'network'],
    properties: {
      providerTokenIdentifier: { type: 'string', minLength: 1 },
      networkTokenIdentifier: { type: 'string', minLength: 1 },
      network: { type: 'string', enum: ['SPARK'] },
      stablecoinProviderAccountId: {
        type: 'string',
        description: 'the provider account link to use; required when several active links exist (7.1)',
        'x-section': '7.1',
      },
    },
  }),
  StablecoinMintRequest: request('Mint', {
    required: ['amount', 'fundingSource', 'destination'],
    properties: {
      amount,
      fundingSource: typed([
        'WIRE',
        'ACH_DEBIT',
        'SAME_DAY_ACH_DEBIT',
        'GRID_INTERNAL_ACCOUNT',
        'PROVIDER_INTERNAL_BALANCE',
      ]),
      destination: {
        type: 'object',
        required: ['accountId'],
        'x-required-source': 'production-facts',
        properties: { accountId: { type: 'string', minLength: 1 } },
      },
      description: { type: 'string', maxLength: 1024 },
    },
  }),
  StablecoinBurnRequest: request('Burn', {
    required: ['amount', 'source', 'destination'],
    properties: {
      amount,
      source: typed(['EXTERNAL_ACCOUNT', 'GRID_INTERNAL_ACCOUNT', 'PROVIDER_INTERNAL_BALANCE']),
      destination: typed(['EXTERNAL_ACCOUNT'], ['externalAccountId', 'rail'], {
        externalAccountId: { type: 'string', minLength: 1 },
        rail: { type: 'string', enum: ['WIRE', 'ACH_CREDIT', 'SAME_DAY_ACH_CREDIT', 'RTP_CREDIT'] },
      }),
      description: { type: 'string', maxLength: 1024 },
    },
  }),
  StablecoinProviderAccountLinkRequest: request('Link a stablecoin provider account (production; not shown)', {
    required: ['provider', 'apiClientId', 'apiClientSecret'],
    properties: {
      provider: { type: 'string', enum: ['BRALE'] },
      apiClientId: { type: 'string', minLength: 1 },
      apiClientSecret: { type: 'string', minLength: 1, writeOnly: true },
      providerAccountId: { type: 'string', minLength: 1 },
    },
  }),

  Stablecoin: answer('A registered stablecoin', '2.6'),
  StablecoinOperation: answer('A mint or burn operation (its states are not shown, 3.4)'),
  StablecoinOperationList: notShown('Shape of the stablecoin operation status answer', {
    type: 'object',
    'x-section': '4.3',
    description: 'production: { data, hasMore, nextCursor } with the operations, most recent first',
  }),
  StablecoinProviderAccount: notShown('Linking stablecoin provider accounts', {
    type: 'object',
    'x-section': '7.1',
    description: `production: id, provider, providerAccountId, status (${stablecoinProviderAccountStatuses.join(', ')}), ...`,
  }),
};
