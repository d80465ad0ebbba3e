/**
 * Production's operations of account-format discoveries: method, path and response bodies by status (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const discoveriesOperations: Readonly<Record<string, ProductionOperation>> = {
  getDiscoveries: {
    method: 'get',
    path: '/discoveries',
    responses: {
      '200': { $ref: '#/components/schemas/DiscoveryListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
