/** Production's operations of VASPs: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const vaspsOperations: Readonly<Record<string, ProductionOperation>> = {
  listVasps: {
    method: 'get',
    path: '/vasps',
    responses: {
      '200': { $ref: '#/components/schemas/VaspListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
