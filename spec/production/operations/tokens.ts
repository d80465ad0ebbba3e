/** Production's operations of API tokens: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const tokensOperations: Readonly<Record<string, ProductionOperation>> = {
  createToken: {
    method: 'post',
    path: '/tokens',
    responses: {
      '201': { $ref: '#/components/schemas/ApiToken' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  deleteTokenById: {
    method: 'delete',
    path: '/tokens/{tokenId}',
    responses: {
      '204': null,
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getTokenById: {
    method: 'get',
    path: '/tokens/{tokenId}',
    responses: {
      '200': { $ref: '#/components/schemas/ApiToken' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listTokens: {
    method: 'get',
    path: '/tokens',
    responses: {
      '200': { $ref: '#/components/schemas/TokenListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
