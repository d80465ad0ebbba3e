/** Production's component schemas of reached only from the account-format discoveries operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const discoveriesSchemas: Readonly<Record<string, SchemaObject>> = {
  DiscoveryListResponse: {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['bankName', 'displayName', 'country', 'currency'],
          properties: {
            bankName: { type: 'string' },
            displayName: { type: 'string' },
            country: { type: 'string' },
            currency: { type: 'string' },
          },
        },
      },
    },
  },
};
