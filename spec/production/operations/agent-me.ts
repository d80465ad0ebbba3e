/**
 * Production's operations of an agent's own operations (`/agents/me`): method, path and response bodies by status
 * (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const agentMeOperations: Readonly<Record<string, ProductionOperation>> = {
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
  agentCreateQuote: {
    method: 'post',
    path: '/agents/me/quotes',
    responses: {
      '201': { $ref: '#/components/schemas/Quote' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '412': { $ref: '#/components/schemas/Error412' },
      '424': { $ref: '#/components/schemas/Error424' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentCreateTransferIn: {
    method: 'post',
    path: '/agents/me/transfer-in',
    responses: {
      '201': { $ref: '#/components/schemas/AgentAction' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentCreateTransferOut: {
    method: 'post',
    path: '/agents/me/transfer-out',
    responses: {
      '201': { $ref: '#/components/schemas/AgentAction' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentDeleteExternalAccount: {
    method: 'delete',
    path: '/agents/me/external-accounts/{externalAccountId}',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentExecuteQuote: {
    method: 'post',
    path: '/agents/me/quotes/{quoteId}/execute',
    responses: {
      '200': { $ref: '#/components/schemas/AgentAction' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentGetAction: {
    method: 'get',
    path: '/agents/me/actions/{actionId}',
    responses: {
      '200': { $ref: '#/components/schemas/AgentAction' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
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
  agentGetQuote: {
    method: 'get',
    path: '/agents/me/quotes/{quoteId}',
    responses: {
      '200': { $ref: '#/components/schemas/Quote' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentGetTransaction: {
    method: 'get',
    path: '/agents/me/transactions/{transactionId}',
    responses: {
      '200': { $ref: '#/components/schemas/TransactionOneOf' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentListActions: {
    method: 'get',
    path: '/agents/me/actions',
    responses: {
      '200': { $ref: '#/components/schemas/AgentActionListResponse' },
      '401': { $ref: '#/components/schemas/Error401' },
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
  agentListInternalAccounts: {
    method: 'get',
    path: '/agents/me/internal-accounts',
    responses: {
      '200': { $ref: '#/components/schemas/InternalAccountListResponse' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  agentListTransactions: {
    method: 'get',
    path: '/agents/me/transactions',
    responses: {
      '200': { $ref: '#/components/schemas/TransactionListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
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
};
