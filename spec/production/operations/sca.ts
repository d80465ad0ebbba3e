/**
 * Production's operations of strong customer authentication: method, path and response bodies by status (production
 * facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const scaOperations: Readonly<Record<string, ProductionOperation>> = {
  authorizeQuote: {
    method: 'post',
    path: '/quotes/{quoteId}/authorize',
    responses: {
      '200': { $ref: '#/components/schemas/Quote' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '423': { $ref: '#/components/schemas/Error423' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  completeScaLogin: {
    method: 'post',
    path: '/sca/login/complete',
    responses: {
      '200': { $ref: '#/components/schemas/ScaLoginComplete' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '423': { $ref: '#/components/schemas/Error423' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  completeTwoFactorReset: {
    method: 'post',
    path: '/sca/factors/reset/{resetId}/complete',
    responses: {
      '204': null,
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  confirmBeneficiaryTrust: {
    method: 'post',
    path: '/customers/external-accounts/{externalAccountId}/trust/confirm',
    responses: {
      '200': { $ref: '#/components/schemas/BeneficiaryTrustConfirm' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  confirmBeneficiaryUntrust: {
    method: 'post',
    path: '/customers/external-accounts/{externalAccountId}/untrust/confirm',
    responses: {
      '200': { $ref: '#/components/schemas/BeneficiaryTrustConfirm' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  confirmScaFactorEnrollment: {
    method: 'post',
    path: '/sca/factors/confirm',
    responses: {
      '200': { $ref: '#/components/schemas/ScaFactorConfirmResponseOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  deleteScaFactor: {
    method: 'delete',
    path: '/sca/factors/{credentialId}',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getTwoFactorResetStatus: {
    method: 'get',
    path: '/sca/factors/reset/{resetId}',
    responses: {
      '200': { $ref: '#/components/schemas/TwoFactorResetStatus' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listScaFactors: {
    method: 'get',
    path: '/sca/factors',
    responses: {
      '200': { $ref: '#/components/schemas/ScaFactorList' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  recordSecurityEvent: {
    method: 'post',
    path: '/sca/record-event',
    responses: {
      '200': { $ref: '#/components/schemas/RecordSecurityEventResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '423': { $ref: '#/components/schemas/Error423' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  resendQuoteScaCode: {
    method: 'post',
    path: '/quotes/{quoteId}/authorize/resend',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  startBeneficiaryTrust: {
    method: 'post',
    path: '/customers/external-accounts/{externalAccountId}/trust',
    responses: {
      '200': { $ref: '#/components/schemas/BeneficiaryTrustStart' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  startBeneficiaryUntrust: {
    method: 'post',
    path: '/customers/external-accounts/{externalAccountId}/untrust',
    responses: {
      '200': { $ref: '#/components/schemas/BeneficiaryTrustStart' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  startScaFactorEnrollment: {
    method: 'post',
    path: '/sca/factors',
    responses: {
      '200': { $ref: '#/components/schemas/ScaFactorEnrollStartOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  startScaLogin: {
    method: 'post',
    path: '/sca/login/start',
    responses: {
      '200': { $ref: '#/components/schemas/ScaLoginStart' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  startTwoFactorReset: {
    method: 'post',
    path: '/sca/factors/reset',
    responses: {
      '201': { $ref: '#/components/schemas/TwoFactorResetStart' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
