/** 3.3: card issuance and state updates. The document describes them without paths; paths are production's. */
import { cardStates } from '../../enums.ts';
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction, notShown } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { PathItemObject, SchemaObject } from '../types.ts';
import { pageParameters } from './customers.ts';
import { jsonBody, jsonResponse, pathParam, queryParam } from './helpers.ts';

const tags = ['Cards'];
const idParam = pathParam('id', 'Card id');
const enumQuery = (name: string, description: string, values: readonly string[]): SchemaObject => ({
  ...queryParam(name, description, false),
  schema: { type: 'string', enum: [...values] },
});

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
    get: fromProduction({
      operationId: 'listCards',
      summary: 'List cards, a page at a time, by cardholder, funding account, platform id and state (production)',
      tags,
      'x-section': '3.3',
      security: platformOnly,
      parameters: [
        queryParam('cardholderId', 'The customer holding the card', false),
        queryParam('accountId', 'An internal account among the funding sources', false),
        queryParam('platformCardId', "The platform's card identifier", false),
        // Production's wider set: a card of another deployment may be PENDING_KYC or PROCESSING.
        enumQuery('state', 'Card state', ['PENDING_KYC', 'PROCESSING', ...cardStates]),
        ...pageParameters,
        enumQuery('sortOrder', 'Order of creation (default desc)', ['asc', 'desc']),
      ],
      responses: {
        '200': notShown('Pagination parameters and page sizes', {
          description: 'A page of cards',
          content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array' } } } } },
        }),
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
  '/cards/{id}/reveal': {
    post: fromProduction({
      operationId: 'revealCard',
      summary: "A short-lived URL of the processor's frame showing the card's PAN, CVV and expiry (production)",
      tags,
      'x-section': '3.3',
      security: platformOnly,
      parameters: [idParam],
      responses: {
        '200': notShown('The shape of a card reveal', {
          description: 'The reveal URL and when it stops loading',
          content: { 'application/json': { schema: { type: 'object' } } },
        }),
        '401': errorResponse(401),
        '404': envelopeResponse('No such card', 'The code of a missing resource'),
      },
    }),
  },
};
