/**
 * 4.3: stablecoin paths. The document names the paths but not their methods; the production facts give neither, so
 * the methods follow the document's verbs (register, mint, burn: create; track operation status: read) and the
 * operation ids are ours. Both are marked.
 */
import { envelopeResponse } from '../errors.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam } from './helpers.ts';

const errors = envelopeResponse(
  'Error',
  'Error bodies of the quote, transaction and stablecoin operations (codes and statuses per operation)',
);
const idParam = pathParam('stablecoinId', 'Stablecoin id');

const op = (fields: Pick<OperationObject, 'operationId' | 'summary'> & Record<string, unknown>): OperationObject => ({
  tags: ['Stablecoins'],
  'x-section': '4.3',
  'x-method-source': 'inferred from the document verb; neither the document nor the production facts give it',
  'x-operation-id-source': 'inferred',
  security: platformOnly,
  ...fields,
});

export const stablecoinPaths: Record<string, PathItemObject> = {
  '/stablecoins': {
    post: op({
      operationId: 'createStablecoin',
      summary: 'Register a stablecoin',
      requestBody: jsonBody('StablecoinCreateRequest'),
      responses: { '201': jsonResponse('The stablecoin', 'Stablecoin'), default: errors },
    }),
  },
  '/stablecoins/{stablecoinId}/mints': {
    post: op({
      operationId: 'createStablecoinMint',
      summary: 'Mint',
      parameters: [idParam],
      requestBody: jsonBody('StablecoinMintRequest'),
      responses: { '201': jsonResponse('The mint operation', 'StablecoinOperation'), default: errors },
    }),
  },
  '/stablecoins/{stablecoinId}/burns': {
    post: op({
      operationId: 'createStablecoinBurn',
      summary: 'Burn',
      parameters: [idParam],
      requestBody: jsonBody('StablecoinBurnRequest'),
      responses: { '201': jsonResponse('The burn operation', 'StablecoinOperation'), default: errors },
    }),
  },
  '/stablecoins/{stablecoinId}/operations': {
    get: op({
      operationId: 'listStablecoinOperations',
      summary: 'Track operation status',
      parameters: [idParam],
      responses: { '200': jsonResponse('The operations', 'StablecoinOperationList'), default: errors },
    }),
  },
};
