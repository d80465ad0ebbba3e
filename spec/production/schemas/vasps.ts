/** Production's component schemas of reached only from the VASPs operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const vaspsSchemas: Readonly<Record<string, SchemaObject>> = {
  Vasp: {
    type: 'object',
    required: ['vaspName'],
    properties: { vaspName: { type: 'string' }, url: { type: 'string', format: 'uri' } },
  },
  VaspListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/Vasp' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
    },
  },
};
