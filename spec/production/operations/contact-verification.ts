/**
 * Production's operations of customer email and phone verification: method, path and response bodies by status
 * (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const contactVerificationOperations: Readonly<Record<string, ProductionOperation>> = {
  confirmCustomerEmailVerification: {
    method: 'post',
    path: '/customers/{customerId}/verify-email/confirm',
    responses: {
      '200': { $ref: '#/components/schemas/Customer' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  confirmCustomerPhoneVerification: {
    method: 'post',
    path: '/customers/{customerId}/verify-phone/confirm',
    responses: {
      '200': { $ref: '#/components/schemas/Customer' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  sendCustomerEmailVerification: {
    method: 'post',
    path: '/customers/{customerId}/verify-email',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  sendCustomerPhoneVerification: {
    method: 'post',
    path: '/customers/{customerId}/verify-phone',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
