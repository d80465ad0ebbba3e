/** Production's operations of documents: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const documentsOperations: Readonly<Record<string, ProductionOperation>> = {
  deleteDocument: {
    method: 'delete',
    path: '/documents/{documentId}',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getDocument: {
    method: 'get',
    path: '/documents/{documentId}',
    responses: {
      '200': { $ref: '#/components/schemas/Document' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listDocuments: {
    method: 'get',
    path: '/documents',
    responses: {
      '200': { $ref: '#/components/schemas/DocumentListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  replaceDocument: {
    method: 'put',
    path: '/documents/{documentId}',
    responses: {
      '200': { $ref: '#/components/schemas/Document' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  uploadDocument: {
    method: 'post',
    path: '/documents',
    responses: {
      '201': { $ref: '#/components/schemas/Document' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
