/**
 * 1, 7.1: exchange rates, receiver lookups and the crypto withdrawal fee estimate. The document names the exchange
 * rates ("including platform-specific fees") and the code `INVALID_UMA_ADDRESS`; production gives the operations,
 * their paths, parameters and statuses.
 */
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam, queryParam } from './helpers.ts';

const op = (fields: Pick<OperationObject, 'operationId' | 'summary'> & Record<string, unknown>): OperationObject =>
  fromProduction({
    tags: ['Cross-currency transfers'],
    'x-section': '1',
    security: platformOnly,
    ...fields,
  });

/** The sender of a lookup: its UMA address or its customer (production: one of the two). */
const senderParams = [
  queryParam('senderUmaAddress', 'UMA address of the sender (or customerId)', false),
  queryParam('customerId', 'Customer id of the sender (or senderUmaAddress)', false),
];

/** The document gives no code for a receiver or account that is not there (production: `UMA_NOT_FOUND`, 404). */
const notFound = (what: string) => envelopeResponse(`No such ${what}`, 'The code of a missing resource');

export const paths: Record<string, PathItemObject> = {
  '/exchange-rates': {
    get: op({
      operationId: 'getExchangeRates',
      summary: 'Cached exchange rates per corridor, including platform-specific fees (1; production)',
      tags: ['Exchange rates'],
      parameters: [
        queryParam('sourceCurrency', 'Source currency code', false),
        {
          name: 'destinationCurrency',
          in: 'query',
          required: false,
          description: 'Destination currency codes; repeated for several',
          style: 'form',
          explode: true,
          schema: { type: 'array', items: { type: 'string' } },
        },
        {
          name: 'sendingAmount',
          in: 'query',
          required: false,
          description: 'Sending amount in the smallest unit of the source currency (production default 10000)',
          schema: { type: 'integer', minimum: 0, default: 10_000 },
        },
      ],
      responses: {
        '200': jsonResponse('The rates', 'ExchangeRateList'),
        '400': errorResponse(400, 'Invalid parameters'),
        '401': errorResponse(401),
      },
    }),
  },
  '/receiver/uma/{receiverUmaAddress}': {
    get: op({
      operationId: 'lookupUma',
      summary: 'Look up a UMA address: the currencies it receives and their estimated rates (production)',
      parameters: [pathParam('receiverUmaAddress', 'UMA address of the receiver'), ...senderParams],
      responses: {
        '200': jsonResponse('What the receiver accepts', 'ReceiverLookup'),
        '400': errorResponse(400, 'INVALID_UMA_ADDRESS: not of the form $<user>@<domain>; or invalid parameters'),
        '401': errorResponse(401),
        '404': notFound('receiver'),
      },
    }),
  },
  '/receiver/external-account/{accountId}': {
    get: op({
      operationId: 'lookupExternalAccount',
      summary: 'Look up an external account: the currencies it receives and their estimated rates (production)',
      parameters: [pathParam('accountId', 'External account id'), ...senderParams],
      responses: {
        '200': jsonResponse('What the account accepts', 'ReceiverLookup'),
        '400': errorResponse(400, 'Invalid parameters'),
        '401': errorResponse(401),
        '404': notFound('external account'),
      },
    }),
  },
  '/crypto/estimate-withdrawal-fee': {
    post: op({
      operationId: 'estimateCryptoWithdrawalFee',
      summary: 'Estimate the network and application fees of a crypto withdrawal (production)',
      requestBody: jsonBody('EstimateCryptoWithdrawalFeeRequest'),
      responses: {
        '200': jsonResponse('The estimate', 'CryptoWithdrawalFeeEstimate'),
        '400': errorResponse(400, 'Invalid parameters'),
        '401': errorResponse(401),
        '404': notFound('internal account'),
      },
    }),
  },
};
