/** Production's operations of platform configuration: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const platformConfigOperations: Readonly<Record<string, ProductionOperation>> = {
  getPlatformConfig: {
    method: 'get',
    path: '/config',
    responses: {
      '200': { $ref: '#/components/schemas/PlatformConfig' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  updatePlatformConfig: {
    method: 'patch',
    path: '/config',
    responses: {
      '200': { $ref: '#/components/schemas/PlatformConfig' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
};
