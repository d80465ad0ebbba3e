/** Production's operations of transactions: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const transactionsOperations: Readonly<Record<string, ProductionOperation>> = {
  approvePendingPayment: {
    method: 'post',
    path: '/transactions/{transactionId}/approve',
    responses: {
      '200': { $ref: '#/components/schemas/IncomingTransaction' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  cancelTransaction: {
    method: 'post',
    path: '/transactions/{transactionId}/cancel',
    responses: {
      '200': { $ref: '#/components/schemas/TransactionOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  confirmReceiptDelivery: {
    method: 'post',
    path: '/transactions/{transactionId}/confirm',
    responses: {
      '200': { $ref: '#/components/schemas/TransactionOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getTransactionById: {
    method: 'get',
    path: '/transactions/{transactionId}',
    responses: {
      '200': { $ref: '#/components/schemas/TransactionOneOf' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listTransactions: {
    method: 'get',
    path: '/transactions',
    responses: {
      '200': { $ref: '#/components/schemas/TransactionListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  rejectPendingPayment: {
    method: 'post',
    path: '/transactions/{transactionId}/reject',
    responses: {
      '200': { $ref: '#/components/schemas/IncomingTransaction' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
