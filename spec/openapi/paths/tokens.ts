/**
 * 1: API tokens, "manage API tokens programmatically". The document names the area and shows no operation; production
 * gives create, list, read and delete, their paths and statuses. A token's `clientId` and `clientSecret` are platform
 * credentials for HTTP Basic (5).
 */
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction, notShown } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject, SchemaObject } from '../types.ts';
import { pageParameters } from './customers.ts';
import { jsonBody, jsonResponse, noContent, pathParam, queryParam } from './helpers.ts';

/** The document gives no code for a missing token (production: `TOKEN_NOT_FOUND`). */
const notFound = envelopeResponse('No such token', 'The code of a missing resource');
const tokenId = pathParam('tokenId', 'Token id');

const op = (fields: Pick<OperationObject, 'operationId' | 'summary'> & Record<string, unknown>): OperationObject =>
  fromProduction({ tags: ['API tokens'], 'x-section': '1', security: platformOnly, ...fields });

const tokenPage: SchemaObject = notShown('The page shape of the token list', {
  description: 'A page of tokens',
  content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array' } } } } },
});

const timeFilters = ['createdAfter', 'createdBefore', 'updatedAfter', 'updatedBefore'].map((name) =>
  fromProduction(queryParam(name, `Only tokens ${name.replace(/([A-Z])/g, ' $1').toLowerCase()} (inclusive)`, false)),
);

export const paths: Record<string, PathItemObject> = {
  '/tokens': {
    post: op({
      operationId: 'createToken',
      summary: 'Create an API token; its client secret is answered once (production)',
      requestBody: jsonBody('ApiTokenCreateRequest'),
      responses: {
        '201': jsonResponse('The token, with its client secret', 'ApiToken'),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    }),
    get: op({
      operationId: 'listTokens',
      summary: "List the platform's API tokens, a page at a time (production)",
      parameters: [
        fromProduction(queryParam('name', 'Only tokens of this name', false)),
        ...timeFilters,
        ...pageParameters,
      ],
      responses: { '200': tokenPage, '400': errorResponse(400), '401': errorResponse(401) },
    }),
  },
  '/tokens/{tokenId}': {
    get: op({
      operationId: 'getTokenById',
      summary: 'Read an API token, without its client secret (production)',
      parameters: [tokenId],
      responses: { '200': jsonResponse('The token', 'ApiToken'), '401': errorResponse(401), '404': notFound },
    }),
    delete: op({
      operationId: 'deleteTokenById',
      summary: 'Delete an API token; its credentials no longer authenticate (production)',
      parameters: [tokenId],
      responses: {
        '204': noContent('Deleted'),
        '400': errorResponse(400),
        '401': errorResponse(401),
        '404': notFound,
      },
    }),
  },
};
