/**
 * 9 (July 2026): "full card event simulation in sandbox". The document names no simulation operation; these are
 * production's, which answer 202 and deliver the resulting card transaction through the `CARD_TRANSACTION.*` events
 * of part 6. Production offers more simulators (credit and financial authorizations, advices, return reversal,
 * balance inquiry); the ones here drive every card transaction state the events announce.
 */
import { errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam } from './helpers.ts';

const simulate = (operationId: string, summary: string, body: string): OperationObject =>
  fromProduction({
    operationId,
    summary,
    tags: ['Sandbox'],
    'x-section': '9',
    security: platformOnly,
    parameters: [pathParam('id', 'Card id')],
    requestBody: jsonBody(body),
    responses: {
      '202': fromProduction(
        jsonResponse('Simulation accepted; the card transaction follows as events', 'SandboxCardSimulationResponse'),
      ),
      '400': errorResponse(400),
      '401': errorResponse(401),
    },
  });

export const paths: Record<string, PathItemObject> = {
  '/sandbox/cards/{id}/simulate/authorization': {
    post: simulate(
      'sandboxSimulateCardAuthorization',
      'Simulate a card authorization; the merchant descriptor ending decides approval or decline',
      'SandboxCardAuthorizationRequest',
    ),
  },
  '/sandbox/cards/{id}/simulate/clearing': {
    post: simulate(
      'sandboxSimulateCardClearing',
      'Simulate a clearing against a card transaction (amount 0: the authorization expires)',
      'SandboxCardClearingRequest',
    ),
  },
  '/sandbox/cards/{id}/simulate/return': {
    post: simulate(
      'sandboxSimulateCardReturn',
      'Simulate a merchant return against a settled card transaction',
      'SandboxCardReturnRequest',
    ),
  },
};
