/**
 * Production's operations of KYC/KYB verifications and beneficial owners: method, path and response bodies by status
 * (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const verificationsOperations: Readonly<Record<string, ProductionOperation>> = {
  createBeneficialOwner: {
    method: 'post',
    path: '/beneficial-owners',
    responses: {
      '201': { $ref: '#/components/schemas/BeneficialOwner' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createCustomerKycLink: {
    method: 'post',
    path: '/customers/{customerId}/kyc-link',
    responses: {
      '201': { $ref: '#/components/schemas/KycLinkResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createVerification: {
    method: 'post',
    path: '/verifications',
    responses: {
      '200': { $ref: '#/components/schemas/Verification' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getBeneficialOwner: {
    method: 'get',
    path: '/beneficial-owners/{beneficialOwnerId}',
    responses: {
      '200': { $ref: '#/components/schemas/BeneficialOwner' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getVerification: {
    method: 'get',
    path: '/verifications/{verificationId}',
    responses: {
      '200': { $ref: '#/components/schemas/Verification' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listBeneficialOwners: {
    method: 'get',
    path: '/beneficial-owners',
    responses: {
      '200': { $ref: '#/components/schemas/BeneficialOwnerListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listVerifications: {
    method: 'get',
    path: '/verifications',
    responses: {
      '200': { $ref: '#/components/schemas/VerificationListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  updateBeneficialOwner: {
    method: 'patch',
    path: '/beneficial-owners/{beneficialOwnerId}',
    responses: {
      '200': { $ref: '#/components/schemas/BeneficialOwner' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
