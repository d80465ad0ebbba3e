/** 4.1 and the agent credential exchange of part 5. */
import { agentExternalAccountPermission } from '../../enums.ts';
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction, notShown } from '../schemas/common.ts';
import { agentOnly, noAuth, platformOnly } from '../security.ts';
import type { PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam } from './helpers.ts';

export const paths: Record<string, PathItemObject> = {
  '/agents/me/external-accounts': {
    post: notShown(
      'HTTP statuses other than 201, 400, 401, 409, 500 for the external account create operation (for example ' +
        '403 for a missing agent permission, or 404)',
      {
        operationId: 'agentCreateExternalAccount',
        summary: "Register an external bank account or wallet for the authenticated agent's customer",
        tags: ['Agent operations'],
        'x-section': '4.1',
        'x-required-agent-permission': agentExternalAccountPermission,
        security: agentOnly,
        requestBody: jsonBody('ExternalAccountCreateRequest', {
          description: "customerId is optional: it is inferred from the agent's customer",
        }),
        responses: {
          '201': jsonResponse('The created account', 'ExternalAccount'),
          '400': errorResponse(400),
          '401': errorResponse(401),
          '409': errorResponse(409, 'The external account already exists'),
          '500': errorResponse(500),
        },
      },
    ),
    get: fromProduction({
      operationId: 'agentListExternalAccounts',
      summary: "List the external accounts of the agent's customer (read-back; not shown by the document)",
      tags: ['Agent operations'],
      'x-section': '4.1',
      security: agentOnly,
      responses: {
        '200': jsonResponse('A page of external accounts', 'ExternalAccountPage'),
        '401': errorResponse(401),
      },
    }),
  },
  '/agents/me/external-accounts/{externalAccountId}': {
    get: fromProduction({
      operationId: 'agentGetExternalAccount',
      summary: "Read one external account of the agent's customer (read-back; not shown by the document)",
      tags: ['Agent operations'],
      'x-section': '4.1',
      security: agentOnly,
      parameters: [pathParam('externalAccountId', 'ExternalAccount id')],
      responses: {
        '200': jsonResponse('The account', 'ExternalAccount'),
        '401': errorResponse(401),
        '404': envelopeResponse('No such account for this agent', 'The code of a missing resource'),
      },
    }),
  },
  '/agents': {
    post: notShown(
      'Agent management (creation, policy, device-code installation)',
      fromProduction({
        operationId: 'createAgent',
        summary: 'Create an agent for a customer, with its policy; answers the agent and its device code',
        tags: ['Agent management'],
        'x-section': '1',
        security: platformOnly,
        requestBody: jsonBody('AgentCreateRequest'),
        responses: {
          '201': jsonResponse('The agent and its device code', 'AgentCreation'),
          '400': errorResponse(400),
          '401': errorResponse(401),
        },
      }),
    ),
  },
  '/agents/me': {
    get: notShown(
      'Other agent operation endpoints (device code redemption, policy, listing and the like)',
      fromProduction({
        operationId: 'getAgentMe',
        summary: 'The authenticated agent',
        tags: ['Agent operations'],
        'x-section': '4.1',
        security: agentOnly,
        responses: { '200': jsonResponse('The agent', 'Agent'), '401': errorResponse(401) },
      }),
    ),
  },
  '/agents/device-codes/{code}/redeem': {
    post: notShown(
      'The header name and value format of AgentAuth, and the device code redemption exchange',
      fromProduction({
        operationId: 'redeemAgentDeviceCode',
        summary: "Redeem an agent's device code for its access token",
        tags: ['Agent operations'],
        'x-section': '5',
        security: noAuth,
        parameters: [pathParam('code', 'the device code')],
        responses: { '200': jsonResponse('The agent credentials', 'AgentDeviceCodeRedemption') },
      }),
    ),
  },
  '/agents/me/quotes': {
    post: notShown(
      'Agent operations beyond POST /agents/me/external-accounts',
      fromProduction({
        operationId: 'agentCreateQuote',
        'x-moves-money': { amount: 'lockedCurrencyAmount', whenBodySets: 'immediatelyExecute' },
        summary: "Create a quote for the agent's customer (production; agent quotes are not shown)",
        tags: ['Agent operations'],
        'x-section': '1',
        security: agentOnly,
        requestBody: jsonBody('QuoteCreateRequest'),
        responses: {
          '201': jsonResponse('The quote', 'Quote'),
          '401': errorResponse(401),
          default: envelopeResponse('Error', 'Error bodies of the agent quote operations'),
        },
      }),
    ),
  },
  '/agents/me/quotes/{quoteId}/execute': {
    post: notShown(
      'Agent operations beyond POST /agents/me/external-accounts',
      fromProduction({
        operationId: 'agentExecuteQuote',
        'x-moves-money': {},
        summary:
          "Execute a quote of the agent's customer; an action that requires approval leaves its transaction pending (1)",
        tags: ['Agent operations'],
        'x-section': '1',
        security: agentOnly,
        parameters: [pathParam('quoteId', 'Quote id')],
        responses: {
          '200': jsonResponse('The agent action (production AgentAction)', 'AgentAction'),
          '401': errorResponse(401),
          default: envelopeResponse('Error', 'Error bodies of the agent quote operations'),
        },
      }),
    ),
  },
};
