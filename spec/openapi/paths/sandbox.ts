/** 4.4: sandbox endpoints. Success statuses and answers are not shown; 200 follows the production facts. */
import { errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam } from './helpers.ts';

const op = (
  operationId: string,
  summary: string,
  body: string,
  extra: Record<string, unknown> = {},
  answer = 'SandboxResult',
): OperationObject => ({
  operationId,
  summary,
  tags: ['Sandbox'],
  'x-section': '4.4',
  security: platformOnly,
  ...extra,
  requestBody: jsonBody(body),
  responses: {
    '200': fromProduction(jsonResponse('Done', answer)),
    '400': errorResponse(400),
    '401': errorResponse(401),
  },
});

export const paths: Record<string, PathItemObject> = {
  '/sandbox/internal-accounts/{accountId}/fund': {
    post: op(
      'sandboxFundInternalAccount',
      'Fund an internal account at once',
      'SandboxFundRequest',
      { parameters: [pathParam('accountId', 'InternalAccount id')] },
      'InternalAccount',
    ),
  },
  '/sandbox/send': {
    post: op(
      'sandboxSend',
      'Simulate the real-time funding payment for a quote',
      'SandboxSendRequest',
      {},
      'Transaction',
    ),
  },
  '/sandbox/uma/receive': {
    post: op(
      'sandboxReceive',
      'Simulate an incoming UMA payment to a platform user',
      'SandboxUmaReceiveRequest',
      {},
      'Transaction',
    ),
  },
};
