/**
 * 4.3: stablecoin paths. The document names the paths without methods or bodies; production gives the methods and
 * operation ids (register, mint, burn: POST; operations: GET) and the provider account links the 7.1 codes concern,
 * which the binding uses for set-up.
 */
import { errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam } from './helpers.ts';

const idParam = pathParam('stablecoinId', 'Stablecoin id');
const providerErrors = 'STABLECOIN_PROVIDER_ACCOUNT_INVALID, _REVOKED or _SELECTION_REQUIRED, or invalid input';

const op = (fields: Pick<OperationObject, 'operationId' | 'summary'> & Record<string, unknown>): OperationObject => ({
  tags: ['Stablecoins'],
  'x-section': '4.3',
  'x-method-source': 'production-facts',
  security: platformOnly,
  ...fields,
});

export const paths: Record<string, PathItemObject> = {
  '/stablecoins': {
    post: op({
      operationId: 'registerStablecoin',
      summary: 'Register a stablecoin',
      requestBody: jsonBody('StablecoinRegisterRequest'),
      responses: {
        '201': fromProduction(jsonResponse('The stablecoin', 'Stablecoin')),
        '400': errorResponse(400, providerErrors),
        '401': errorResponse(401),
      },
    }),
  },
  '/stablecoins/{stablecoinId}/mints': {
    post: op({
      operationId: 'createStablecoinMint',
      'x-moves-money': { amount: 'amount' },
      summary: 'Mint',
      parameters: [idParam],
      requestBody: jsonBody('StablecoinMintRequest'),
      responses: {
        '201': fromProduction(jsonResponse('The mint operation', 'StablecoinOperation')),
        '400': errorResponse(400, providerErrors),
        '401': errorResponse(401),
      },
    }),
  },
  '/stablecoins/{stablecoinId}/burns': {
    post: op({
      operationId: 'createStablecoinBurn',
      'x-moves-money': { amount: 'amount' },
      summary: 'Burn',
      parameters: [idParam],
      requestBody: jsonBody('StablecoinBurnRequest'),
      responses: {
        '201': fromProduction(jsonResponse('The burn operation', 'StablecoinOperation')),
        '400': errorResponse(400, providerErrors),
        '401': errorResponse(401),
      },
    }),
  },
  '/stablecoins/{stablecoinId}/operations': {
    get: op({
      operationId: 'listStablecoinOperations',
      summary: 'Track operation status',
      parameters: [idParam],
      responses: {
        '200': fromProduction(jsonResponse('The operations', 'StablecoinOperationList')),
        '401': errorResponse(401),
      },
    }),
  },
  '/stablecoin-provider-accounts': {
    post: fromProduction(
      op({
        operationId: 'linkStablecoinProviderAccount',
        summary: 'Link a stablecoin provider account (production; not shown)',
        'x-section': '7.1',
        requestBody: jsonBody('StablecoinProviderAccountLinkRequest'),
        responses: {
          '201': jsonResponse('The link', 'StablecoinProviderAccount'),
          '400': errorResponse(400),
          '401': errorResponse(401),
        },
      }),
    ),
  },
};
