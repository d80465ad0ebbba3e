/**
 * 1: "Same-currency transfers: deprecated; replaced by the quote endpoints, which now also serve same-currency
 * transfers". The document shows no operation of them; production still serves `POST /transfer-in` (a pull from an
 * external account into an internal one) and `POST /transfer-out` (an internal account paid out to an external one),
 * each answering the transaction. The document wins on their standing: they are marked deprecated here.
 */
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { parameterRef, platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse } from './helpers.ts';

const transfer = (operationId: string, summary: string, request: string): OperationObject =>
  fromProduction({
    operationId,
    summary,
    deprecated: true,
    tags: ['Same-currency transfers'],
    'x-section': '1',
    'x-moves-money': { amount: 'amount' },
    security: platformOnly,
    parameters: [parameterRef('IdempotencyKey')],
    requestBody: jsonBody(request),
    responses: {
      '201': jsonResponse('The transaction of the transfer', 'Transaction'),
      '400': errorResponse(400),
      '401': errorResponse(401),
      '404': envelopeResponse('No such account', 'The code of a missing resource'),
      default: envelopeResponse(
        'Error',
        'Error bodies of the transfer operations (those of a quote and its execution: limits, SCA, conflicts)',
      ),
    },
  });

export const paths: Record<string, PathItemObject> = {
  '/transfer-in': {
    post: transfer(
      'createTransferIn',
      'Pull an amount from an external account into an internal account of the same currency (production)',
      'TransferInRequest',
    ),
  },
  '/transfer-out': {
    post: transfer(
      'createTransferOut',
      'Pay an amount from an internal account out to an external account of the same currency (production)',
      'TransferOutRequest',
    ),
  },
};
