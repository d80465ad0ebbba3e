/**
 * Production's operations of stablecoins and their provider accounts: method, path and response bodies by status
 * (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const stablecoinsOperations: Readonly<Record<string, ProductionOperation>> = {
  createStablecoinBurn: {
    method: 'post',
    path: '/stablecoins/{stablecoinId}/burns',
    responses: {
      '201': { $ref: '#/components/schemas/StablecoinOperation' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
      '503': { $ref: '#/components/schemas/Error503' },
    },
  },
  createStablecoinMint: {
    method: 'post',
    path: '/stablecoins/{stablecoinId}/mints',
    responses: {
      '201': { $ref: '#/components/schemas/StablecoinOperation' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
      '503': { $ref: '#/components/schemas/Error503' },
    },
  },
  getStablecoin: {
    method: 'get',
    path: '/stablecoins/{stablecoinId}',
    responses: {
      '200': { $ref: '#/components/schemas/Stablecoin' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getStablecoinOperation: {
    method: 'get',
    path: '/stablecoin-operations/{stablecoinOperationId}',
    responses: {
      '200': { $ref: '#/components/schemas/StablecoinOperation' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getStablecoinProviderAccount: {
    method: 'get',
    path: '/stablecoin-provider-accounts/{stablecoinProviderAccountId}',
    responses: {
      '200': { $ref: '#/components/schemas/StablecoinProviderAccount' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  linkStablecoinProviderAccount: {
    method: 'post',
    path: '/stablecoin-provider-accounts',
    responses: {
      '201': { $ref: '#/components/schemas/StablecoinProviderAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listStablecoinOperations: {
    method: 'get',
    path: '/stablecoins/{stablecoinId}/operations',
    responses: {
      '200': { $ref: '#/components/schemas/StablecoinOperationListResponse' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listStablecoinProviderAccounts: {
    method: 'get',
    path: '/stablecoin-provider-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/StablecoinProviderAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listStablecoins: {
    method: 'get',
    path: '/stablecoins',
    responses: {
      '200': { $ref: '#/components/schemas/StablecoinListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  registerStablecoin: {
    method: 'post',
    path: '/stablecoins',
    responses: {
      '201': { $ref: '#/components/schemas/Stablecoin' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
