/** 3.3: card issuance and state updates. The document describes them without paths; paths are production's. */
import { errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam } from './helpers.ts';

const tags = ['Cards'];
const idParam = pathParam('id', 'Card id');

export const paths: Record<string, PathItemObject> = {
  '/cards': {
    post: fromProduction({
      operationId: 'createCard',
      summary:
        'Issue a debit card; rejected with 400 CARDHOLDER_KYC_NOT_APPROVED unless the cardholder KYC is APPROVED',
      tags,
      'x-section': '3.3',
      security: platformOnly,
      requestBody: jsonBody('CardCreateRequest'),
      responses: {
        '201': jsonResponse('The card', 'Card'),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    }),
  },
  '/cards/{id}': {
    get: fromProduction({
      operationId: 'getCardById',
      summary: 'Read a card',
      tags,
      'x-section': '3.3',
      security: platformOnly,
      parameters: [idParam],
      responses: { '200': jsonResponse('The card', 'Card'), '401': errorResponse(401) },
    }),
    patch: fromProduction({
      operationId: 'updateCardById',
      summary: 'Update a card: state ACTIVE <-> FROZEN, ACTIVE|FROZEN -> CLOSED; closed cards are immutable',
      tags,
      'x-section': '3.3',
      security: platformOnly,
      parameters: [idParam],
      requestBody: jsonBody('CardUpdateRequest'),
      responses: {
        '200': jsonResponse('The card', 'Card'),
        '401': errorResponse(401),
        '409': errorResponse(409, 'INVALID_STATE_TRANSITION, CARD_ALREADY_CLOSED or CARD_NOT_MUTABLE'),
      },
    }),
  },
};
