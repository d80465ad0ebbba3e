/**
 * Production's operations of same-currency transfers: method, path and response bodies by status (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const transfersOperations: Readonly<Record<string, ProductionOperation>> = {
  createTransferIn: {
    method: 'post',
    path: '/transfer-in',
    responses: {
      '201': { $ref: '#/components/schemas/TransactionOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createTransferOut: {
    method: 'post',
    path: '/transfer-out',
    responses: {
      '201': { $ref: '#/components/schemas/TransactionOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
