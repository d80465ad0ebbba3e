/**
 * Production's operations of receiver lookups, quotes and fee estimates: method, path and response bodies by status
 * (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const quotesOperations: Readonly<Record<string, ProductionOperation>> = {
  createQuote: {
    method: 'post',
    path: '/quotes',
    responses: {
      '201': { $ref: '#/components/schemas/Quote' },
      '202': { $ref: '#/components/schemas/Quote' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '412': { $ref: '#/components/schemas/Error412' },
      '424': { $ref: '#/components/schemas/Error424' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
  estimateCryptoWithdrawalFee: {
    method: 'post',
    path: '/crypto/estimate-withdrawal-fee',
    responses: {
      '200': { $ref: '#/components/schemas/EstimateCryptoWithdrawalFeeResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  executeQuote: {
    method: 'post',
    path: '/quotes/{quoteId}/execute',
    responses: {
      '200': { $ref: '#/components/schemas/Quote' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getQuoteById: {
    method: 'get',
    path: '/quotes/{quoteId}',
    responses: {
      '200': { $ref: '#/components/schemas/Quote' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  lookupExternalAccount: {
    method: 'get',
    path: '/receiver/external-account/{accountId}',
    responses: {
      '200': { $ref: '#/components/schemas/ReceiverExternalAccountLookupResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '412': { $ref: '#/components/schemas/Error412' },
      '424': { $ref: '#/components/schemas/Error424' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  lookupUma: {
    method: 'get',
    path: '/receiver/uma/{receiverUmaAddress}',
    responses: {
      '200': { $ref: '#/components/schemas/ReceiverUmaLookupResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '412': { $ref: '#/components/schemas/Error412' },
      '424': { $ref: '#/components/schemas/Error424' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
