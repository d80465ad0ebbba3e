/**
 * Delegated signing keys of a card's embedded-wallet funding source (production; 1 names card funding sources and
 * embedded wallet auth, and shows no operation of them). Creation is production's three-leg signed flow: a 202
 * challenge, a signed retry answering a second 202, and a second signed retry answering 201 with the active key. Each
 * challenge is the signed-retry challenge of 2.5, retried before `expiresAt` with a single-use `requestId` (8).
 */
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction, notShown } from '../schemas/common.ts';
import { parameterRef, platformOnly, walletSigned } from '../security.ts';
import type { OperationObject, PathItemObject, SchemaObject } from '../types.ts';
import { jsonBody, jsonResponse, noContent, pathParam, queryParam } from './helpers.ts';

const notFound = envelopeResponse(
  'No such delegated key, card, funding source or wallet account',
  'The code of a missing resource',
);
const keyId = pathParam('id', 'DelegatedKey id');

const op = (fields: Pick<OperationObject, 'operationId' | 'summary'> & Record<string, unknown>): OperationObject =>
  fromProduction({ tags: ['Embedded wallet auth'], 'x-section': '1', security: platformOnly, ...fields });

const keyList: SchemaObject = notShown('The shape of a delegated key', {
  description: 'The delegated keys of the account or funding source, pending and revoked ones included',
  content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array' } } } } },
});

export const paths: Record<string, PathItemObject> = {
  '/auth/delegated-keys': {
    post: op({
      operationId: 'createDelegatedKey',
      summary: 'Delegate signing for a card funding source to a custodied key (three-leg signed flow, production)',
      security: walletSigned,
      'x-wallet-signed': true,
      parameters: [parameterRef('RequestId')],
      requestBody: jsonBody('DelegatedKeyCreateRequest'),
      responses: {
        '201': jsonResponse('The active delegated key', 'DelegatedKey'),
        '202': jsonResponse('Signed-retry challenge of the next leg', 'SignedRetryChallenge'),
        '400': errorResponse(400),
        '401': errorResponse(401),
        '404': notFound,
        '409': errorResponse(409, 'An active delegated key exists for this card funding source'),
      },
    }),
    get: op({
      operationId: 'listDelegatedKeys',
      summary: 'List the delegated keys of a wallet account or card funding source (production)',
      parameters: [
        fromProduction(queryParam('accountId', 'InternalAccount id', false)),
        fromProduction(queryParam('fundingSourceId', 'CardFundingSource id', false)),
      ],
      responses: { '200': keyList, '400': errorResponse(400), '401': errorResponse(401) },
    }),
  },
  '/auth/delegated-keys/{id}': {
    get: op({
      operationId: 'getDelegatedKeyById',
      summary: 'Read a delegated key (production)',
      parameters: [keyId],
      responses: {
        '200': jsonResponse('The delegated key', 'DelegatedKey'),
        '401': errorResponse(401),
        '404': notFound,
      },
    }),
    delete: op({
      operationId: 'revokeDelegatedKey',
      summary: 'Revoke an active delegated key; it signs no more (production)',
      parameters: [keyId],
      responses: {
        '204': noContent('Revoked'),
        '400': errorResponse(400, 'The key is not ACTIVE'),
        '401': errorResponse(401),
        '404': notFound,
      },
    }),
  },
};
