/**
 * Production's operations of customers (bulk import and end-user terms included): method, path and response bodies by
 * status (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const customersOperations: Readonly<Record<string, ProductionOperation>> = {
  createCustomer: {
    method: 'post',
    path: '/customers',
    responses: {
      '201': { $ref: '#/components/schemas/CustomerOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '405': { $ref: '#/components/schemas/Error405' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
  deleteCustomerById: {
    method: 'delete',
    path: '/customers/{customerId}',
    responses: {
      '200': { $ref: '#/components/schemas/CustomerOneOf' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '410': { $ref: '#/components/schemas/Error410' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getBulkCustomerImportJob: {
    method: 'get',
    path: '/customers/bulk/jobs/{jobId}',
    responses: {
      '200': { $ref: '#/components/schemas/BulkCustomerImportJob' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getCustomerById: {
    method: 'get',
    path: '/customers/{customerId}',
    responses: {
      '200': { $ref: '#/components/schemas/CustomerOneOf' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getEndUserTerms: {
    method: 'get',
    path: '/customers/end-user-terms',
    responses: {
      '200': { $ref: '#/components/schemas/EndUserTerms' },
      '401': { $ref: '#/components/schemas/Error401' },
    },
  },
  listCustomers: {
    method: 'get',
    path: '/customers',
    responses: {
      '200': { $ref: '#/components/schemas/CustomerListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '405': { $ref: '#/components/schemas/Error405' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  updateCustomerById: {
    method: 'patch',
    path: '/customers/{customerId}',
    responses: {
      '200': { $ref: '#/components/schemas/CustomerOneOf' },
      '202': { $ref: '#/components/schemas/SignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '424': { $ref: '#/components/schemas/Error424' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  uploadCustomersCsv: {
    method: 'post',
    path: '/customers/bulk/csv',
    responses: {
      '202': { $ref: '#/components/schemas/BulkCustomerImportJobAccepted' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
