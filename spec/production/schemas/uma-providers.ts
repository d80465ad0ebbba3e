/** Production's component schemas of reached only from the available UMA providers operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const umaProvidersSchemas: Readonly<Record<string, SchemaObject>> = {
  UmaProvider: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      supportedRegions: { type: 'array', items: { type: 'string' } },
      domain: { type: 'string' },
      logoUrl: { type: 'string', format: 'uri' },
      supportedCurrencies: { type: 'array', items: { $ref: '#/components/schemas/Currency' } },
      lei: { type: 'string' },
      allowListStatus: { type: 'boolean' },
    },
  },
  UmaProviderListResponse: {
    type: 'object',
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/UmaProvider' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
};
