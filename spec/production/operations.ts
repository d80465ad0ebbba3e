/**
 * Facts of the deployed production interface (OpenAPI 3.1, version 2025-10-13), not of the interface document: the
 * response schemas of the operations the reference serves, as production declares them (member names, types,
 * formats, required lists, enumerations; descriptions and examples left out), and each operation's responses by
 * status. The reference answers in these shapes where the document is silent; the suite never asserts them.
 * Where the document says otherwise, it wins: see `exceptions.ts`.
 */
import type { SchemaObject } from '../openapi/types.ts';

/** Marks data taken from the production interface rather than the interface document. */
export const source = 'production-facts' as const;

/** An operation of production: method, path template and the JSON body schema of each response status (null: none). */
export interface ProductionOperation {
  readonly method: string;
  readonly path: string;
  readonly responses: Readonly<Record<string, SchemaObject | null>>;
}

/** Production's response schemas by status, per operation id. */
export const productionOperations: Readonly<Record<string, ProductionOperation>> = {
  agentCreateExternalAccount: {
    method: 'post',
    path: '/agents/me/external-accounts',
    responses: {
      '201': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentGetExternalAccount: {
    method: 'get',
    path: '/agents/me/external-accounts/{externalAccountId}',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentListExternalAccounts: {
    method: 'get',
    path: '/agents/me/external-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  challengeAuthCredential: {
    method: 'post',
    path: '/auth/credentials/{id}/challenge',
    responses: {
      '200': { $ref: '#/components/schemas/AuthCredentialResponseOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
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
  createAgent: {
    method: 'post',
    path: '/agents',
    responses: {
      '201': { $ref: '#/components/schemas/AgentCreateResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createAuthCredential: {
    method: 'post',
    path: '/auth/credentials',
    responses: {
      '201': { $ref: '#/components/schemas/AuthMethodResponse' },
      '202': { $ref: '#/components/schemas/AuthSignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
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
  createCard: {
    method: 'post',
    path: '/cards',
    responses: {
      '201': { $ref: '#/components/schemas/Card' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
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
  createCustomerExternalAccount: {
    method: 'post',
    path: '/customers/external-accounts',
    responses: {
      '201': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createExternalAccountOwnershipChallenge: {
    method: 'post',
    path: '/customers/external-accounts/{externalAccountId}/challenge',
    responses: {
      '201': { $ref: '#/components/schemas/OwnershipChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createPlatformExternalAccount: {
    method: 'post',
    path: '/platform/external-accounts',
    responses: {
      '201': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createPlatformExternalAccountOwnershipChallenge: {
    method: 'post',
    path: '/platform/external-accounts/{externalAccountId}/challenge',
    responses: {
      '201': { $ref: '#/components/schemas/OwnershipChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
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
  deleteCustomerExternalAccountById: {
    method: 'delete',
    path: '/customers/external-accounts/{externalAccountId}',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  deletePlatformExternalAccountById: {
    method: 'delete',
    path: '/platform/external-accounts/{externalAccountId}',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
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
  exportInternalAccount: {
    method: 'post',
    path: '/internal-accounts/{id}/export',
    responses: {
      '200': { $ref: '#/components/schemas/InternalAccountExportResponse' },
      '202': { $ref: '#/components/schemas/SignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getAgentMe: {
    method: 'get',
    path: '/agents/me',
    responses: {
      '200': { $ref: '#/components/schemas/Agent' },
      '401': { $ref: '#/components/schemas/Error401' },
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
  getCardById: {
    method: 'get',
    path: '/cards/{id}',
    responses: {
      '200': { $ref: '#/components/schemas/Card' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
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
  getCustomerExternalAccountById: {
    method: 'get',
    path: '/customers/external-accounts/{externalAccountId}',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
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
  getPlatformConfig: {
    method: 'get',
    path: '/config',
    responses: {
      '200': { $ref: '#/components/schemas/PlatformConfig' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getPlatformExternalAccountById: {
    method: 'get',
    path: '/platform/external-accounts/{externalAccountId}',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
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
  listAuthCredentials: {
    method: 'get',
    path: '/auth/credentials',
    responses: {
      '200': { $ref: '#/components/schemas/AuthCredentialListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listAuthSessions: {
    method: 'get',
    path: '/auth/sessions',
    responses: {
      '200': { $ref: '#/components/schemas/SessionListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listCustomerExternalAccounts: {
    method: 'get',
    path: '/customers/external-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listCustomerInternalAccounts: {
    method: 'get',
    path: '/customers/internal-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/InternalAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
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
  listPlatformExternalAccounts: {
    method: 'get',
    path: '/platform/external-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccountListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
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
  redeemAgentDeviceCode: {
    method: 'post',
    path: '/agents/device-codes/{code}/redeem',
    responses: {
      '200': { $ref: '#/components/schemas/AgentDeviceCodeRedeemResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  revokeAuthCredential: {
    method: 'delete',
    path: '/auth/credentials/{id}',
    responses: {
      '202': { $ref: '#/components/schemas/AuthSignedRequestChallenge' },
      '204': null,
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  revokeAuthSession: {
    method: 'delete',
    path: '/auth/sessions/{id}',
    responses: {
      '202': { $ref: '#/components/schemas/AuthSignedRequestChallenge' },
      '204': null,
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  sandboxFundInternalAccount: {
    method: 'post',
    path: '/sandbox/internal-accounts/{accountId}/fund',
    responses: {
      '200': { $ref: '#/components/schemas/InternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  sandboxReceive: {
    method: 'post',
    path: '/sandbox/uma/receive',
    responses: {
      '200': { $ref: '#/components/schemas/IncomingTransaction' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  sandboxSend: {
    method: 'post',
    path: '/sandbox/send',
    responses: {
      '200': { $ref: '#/components/schemas/TransactionOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  sandboxSimulateCardAuthorization: {
    method: 'post',
    path: '/sandbox/cards/{id}/simulate/authorization',
    responses: {
      '202': { $ref: '#/components/schemas/SandboxCardSimulationResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  sandboxSimulateCardClearing: {
    method: 'post',
    path: '/sandbox/cards/{id}/simulate/clearing',
    responses: {
      '202': { $ref: '#/components/schemas/SandboxCardSimulationResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  sandboxSimulateCardReturn: {
    method: 'post',
    path: '/sandbox/cards/{id}/simulate/return',
    responses: {
      '202': { $ref: '#/components/schemas/SandboxCardSimulationResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
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
  updateCardById: {
    method: 'patch',
    path: '/cards/{id}',
    responses: {
      '200': { $ref: '#/components/schemas/Card' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
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
  updateInternalAccount: {
    method: 'patch',
    path: '/internal-accounts/{id}',
    responses: {
      '200': { $ref: '#/components/schemas/InternalAccount' },
      '202': { $ref: '#/components/schemas/SignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  updatePlatformConfig: {
    method: 'patch',
    path: '/config',
    responses: {
      '200': { $ref: '#/components/schemas/PlatformConfig' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
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
  verifyAuthCredential: {
    method: 'post',
    path: '/auth/credentials/{id}/verify',
    responses: {
      '200': { $ref: '#/components/schemas/AuthSession' },
      '202': { $ref: '#/components/schemas/AuthSignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  verifyExternalAccountOwnership: {
    method: 'post',
    path: '/customers/external-accounts/{externalAccountId}/verify',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  verifyPlatformExternalAccountOwnership: {
    method: 'post',
    path: '/platform/external-accounts/{externalAccountId}/verify',
    responses: {
      '200': { $ref: '#/components/schemas/ExternalAccount' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
