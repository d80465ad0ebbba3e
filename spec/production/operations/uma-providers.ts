/**
 * Production's operations of available UMA providers: method, path and response bodies by status (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const umaProvidersOperations: Readonly<Record<string, ProductionOperation>> = {
  getAvailableUmaProviders: {
    method: 'get',
    path: '/uma-providers',
    responses: {
      '200': { $ref: '#/components/schemas/UmaProviderListResponse' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
