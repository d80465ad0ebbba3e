/** Production's component schemas of reached only from the API tokens operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const tokensSchemas: Readonly<Record<string, SchemaObject>> = {
  ApiToken: {
    type: 'object',
    required: ['id', 'name', 'permissions', 'clientId', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      permissions: { type: 'array', items: { $ref: '#/components/schemas/Permission' } },
      clientId: { type: 'string' },
      clientSecret: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  Permission: { type: 'string', enum: ['VIEW', 'TRANSACT', 'MANAGE'] },
  TokenListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/ApiToken' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
};
