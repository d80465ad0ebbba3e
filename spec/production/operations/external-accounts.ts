/**
 * Production's operations of external accounts of customers and of the platform: method, path and response bodies by
 * status (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const externalAccountsOperations: Readonly<Record<string, ProductionOperation>> = {
  createCustomerExternalAccount: {
    method: 'post',
    path: '/customers/external-accounts',
    responses: {
      '201': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createExternalAccountOwnershipChallenge: {
    method: 'post',
    path: '/customers/external-accounts/{externalAccountId}/challenge',
    responses: {
      '201': { $ref: '#/components/schemas/OwnershipChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createPlatformExternalAccount: {
    method: 'post',
    path: '/platform/external-accounts',
    responses: {
      '201': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createPlatformExternalAccountOwnershipChallenge: {
    method: 'post',
    path: '/platform/external-accounts/{externalAccountId}/challenge',
    responses: {
      '201': { $ref: '#/components/schemas/OwnershipChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  deleteCustomerExternalAccountById: {
    method: 'delete',
    path: '/customers/external-accounts/{externalAccountId}',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  deletePlatformExternalAccountById: {
    method: 'delete',
    path: '/platform/external-accounts/{externalAccountId}',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getCustomerExternalAccountById: {
    method: 'get',
    path: '/customers/external-accounts/{externalAccountId}',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getPlatformExternalAccountById: {
    method: 'get',
    path: '/platform/external-accounts/{externalAccountId}',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listCustomerExternalAccounts: {
    method: 'get',
    path: '/customers/external-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listPlatformExternalAccounts: {
    method: 'get',
    path: '/platform/external-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  verifyExternalAccountOwnership: {
    method: 'post',
    path: '/customers/external-accounts/{externalAccountId}/verify',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  verifyPlatformExternalAccountOwnership: {
    method: 'post',
    path: '/platform/external-accounts/{externalAccountId}/verify',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
