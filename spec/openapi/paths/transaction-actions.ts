/**
 * 7.3: cancelling a transaction (`TRANSACTION_NOT_CANCELLABLE`: "Already settled or past the point of
 * cancellation") and rejecting a pending incoming payment. The document names the code; production gives the
 * operations, their paths and statuses.
 */
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam } from './helpers.ts';

const op = (fields: Pick<OperationObject, 'operationId' | 'summary'> & Record<string, unknown>): OperationObject =>
  fromProduction({
    tags: ['Transactions'],
    'x-section': '7.3',
    security: platformOnly,
    parameters: [pathParam('transactionId', 'Transaction id')],
    ...fields,
  });

/** The document gives no code for a missing transaction. */
const notFound = envelopeResponse('No such transaction', 'The code of a missing resource');

export const paths: Record<string, PathItemObject> = {
  '/transactions/{transactionId}/cancel': {
    post: op({
      operationId: 'cancelTransaction',
      summary: 'Cancel a transfer before it settles (7.3; production)',
      requestBody: jsonBody('CancelTransactionRequest', { required: false }),
      responses: {
        '200': jsonResponse('The transaction, cancelled', 'Transaction'),
        '400': errorResponse(400, 'Invalid parameters'),
        '401': errorResponse(401),
        '404': notFound,
        '409': errorResponse(409, 'TRANSACTION_NOT_CANCELLABLE: already settled or past the point of cancellation'),
      },
    }),
  },
  '/transactions/{transactionId}/reject': {
    post: op({
      operationId: 'rejectPendingPayment',
      summary: 'Reject a pending incoming payment (production)',
      requestBody: jsonBody('RejectPaymentRequest', { required: false }),
      responses: {
        '200': jsonResponse('The transaction, rejected', 'Transaction'),
        '400': errorResponse(400, 'Invalid parameters'),
        '401': errorResponse(401),
        '404': notFound,
        '409': errorResponse(409, 'The payment is not pending'),
      },
    }),
  },
};
