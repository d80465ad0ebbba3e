/** Production's component schemas of reached only from the documents operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const documentsSchemas: Readonly<Record<string, SchemaObject>> = {
  Document: {
    type: 'object',
    required: ['id', 'documentHolder', 'documentType', 'country', 'fileName', 'createdAt'],
    properties: {
      id: { type: 'string' },
      documentHolder: { type: 'string' },
      documentType: { $ref: '#/components/schemas/DocumentType' },
      side: { type: 'string', enum: ['FRONT', 'BACK'] },
      country: { type: 'string' },
      documentNumber: { type: 'string' },
      issuingAuthority: { type: 'string' },
      fileName: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  DocumentListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/Document' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
};
