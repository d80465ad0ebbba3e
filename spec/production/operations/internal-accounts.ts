/** Production's operations of internal accounts: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const internalAccountsOperations: Readonly<Record<string, ProductionOperation>> = {
  exportInternalAccount: {
    method: 'post',
    path: '/internal-accounts/{id}/export',
    responses: {
      '200': { $ref: '#/components/schemas/InternalAccountExportResponse' },
      '202': { $ref: '#/components/schemas/SignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listCustomerInternalAccounts: {
    method: 'get',
    path: '/customers/internal-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/InternalAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listPlatformInternalAccounts: {
    method: 'get',
    path: '/platform/internal-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/PlatformInternalAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  updateInternalAccount: {
    method: 'patch',
    path: '/internal-accounts/{id}',
    responses: {
      '200': { $ref: '#/components/schemas/InternalAccount' },
      '202': { $ref: '#/components/schemas/SignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
