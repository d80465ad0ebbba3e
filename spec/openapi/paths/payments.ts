/** 4.3: quotes, transaction approval, platform configuration and SCA login completion. */
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction, notShown } from '../schemas/common.ts';
import { parameterRef, platformOnly, walletSigned } from '../security.ts';
import type { OperationObject, PathItemObject, SchemaObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam, queryParam } from './helpers.ts';

const quoteErrors = envelopeResponse(
  'Error',
  'Error bodies of the quote, transaction and stablecoin operations (codes and statuses per operation)',
);

/** A production read the suite uses to see what a money movement did (the document shows none). */
const productionRead = (
  operationId: string,
  summary: string,
  tag: string,
  parameters: SchemaObject[],
  answer: SchemaObject,
): OperationObject =>
  fromProduction({
    operationId,
    summary,
    tags: [tag],
    'x-section': '2.6',
    security: platformOnly,
    parameters,
    responses: { '200': answer, '401': errorResponse(401) },
  });

export const paths: Record<string, PathItemObject> = {
  '/quotes/{quoteId}': {
    get: productionRead(
      'getQuoteById',
      'Read a quote (set-up; the document does not show this read)',
      'Cross-currency transfers',
      [pathParam('quoteId', 'Quote id')],
      jsonResponse('The quote', 'Quote'),
    ),
  },
  '/transactions': {
    get: productionRead(
      'listTransactions',
      'List transactions (set-up; the document does not show this read)',
      'Transactions',
      [queryParam('customerId', 'Customer id', false), queryParam('type', 'INCOMING or OUTGOING', false)],
      notShown('The page shape of this read', {
        description: 'A page of transactions',
        content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array' } } } } },
      }),
    ),
  },
  '/transactions/{transactionId}': {
    get: productionRead(
      'getTransactionById',
      'Read a transaction (set-up; the document does not show this read)',
      'Transactions',
      [pathParam('transactionId', 'Transaction id')],
      jsonResponse('The transaction', 'Transaction'),
    ),
  },
  '/quotes': {
    post: {
      operationId: 'createQuote',
      'x-moves-money': { amount: 'lockedCurrencyAmount', whenBodySets: 'immediatelyExecute' },
      summary: 'Create a quote (same- or cross-currency)',
      description:
        'platformFeeOverride overrides the fee for one transaction (USD source currency today); ' +
        'immediatelyExecute true executes at once.',
      tags: ['Cross-currency transfers'],
      'x-section': '4.3',
      security: platformOnly,
      parameters: [parameterRef('IdempotencyKey')],
      requestBody: jsonBody('QuoteCreateRequest'),
      responses: {
        '201': fromProduction(jsonResponse('The quote', 'Quote')),
        '202': fromProduction(
          jsonResponse(
            'SCA regions (1): the quote waits for its SCA challenge to be authorized (status PENDING_AUTHORIZATION)',
            'Quote',
          ),
        ),
        default: quoteErrors,
      },
    },
  },
  '/quotes/{quoteId}/authorize': {
    post: fromProduction({
      operationId: 'authorizeQuote',
      summary: "Authorize a quote's SCA challenge: money movement in SCA-regulated regions (1, 5, 7.5; production)",
      tags: ['Strong Customer Authentication'],
      'x-section': '7.5',
      security: platformOnly,
      parameters: [pathParam('quoteId', 'Quote id')],
      requestBody: jsonBody('ScaAuthorization'),
      responses: {
        '200': jsonResponse('The authorized quote', 'Quote'),
        '400': errorResponse(400, 'Invalid or expired authorization proof'),
        '401': errorResponse(401),
        '409': errorResponse(
          409,
          'SCA_SESSION_REQUIRED (5), SCA not required for this customer, or no pending challenge',
        ),
        '423': errorResponse(423, 'ACCOUNT_LOCKED: the login is locked after repeated failed authorizations (7.5)'),
        default: quoteErrors,
      },
    }),
  },
  '/quotes/{quoteId}/execute': {
    post: {
      operationId: 'executeQuote',
      'x-moves-money': {},
      summary: 'Execute a quote; signed when the source is an embedded wallet',
      tags: ['Cross-currency transfers'],
      'x-section': '4.2',
      'x-wallet-signed': 'when the source is an embedded wallet',
      security: walletSigned,
      parameters: [pathParam('quoteId', 'Quote id'), parameterRef('IdempotencyKey'), parameterRef('RequestId')],
      responses: {
        '200': fromProduction(jsonResponse('The quote', 'Quote')),
        '202': jsonResponse(
          'From an embedded wallet: the signed-retry challenge; the signed retry executes',
          'SignedRetryChallenge',
        ),
        default: quoteErrors,
      },
    },
  },
  '/transactions/{transactionId}/approve': {
    post: {
      operationId: 'approvePendingPayment',
      'x-moves-money': {},
      summary: 'Platform approval of an agent-initiated pending transaction',
      tags: ['Transactions'],
      'x-section': '4.3',
      security: platformOnly,
      parameters: [pathParam('transactionId', 'Transaction id')],
      responses: {
        '200': fromProduction(jsonResponse('The transaction', 'Transaction')),
        '409': errorResponse(409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL: not pending approval'),
        default: quoteErrors,
      },
    },
  },
  '/config': {
    get: fromProduction({
      operationId: 'getPlatformConfig',
      summary: 'Read the platform configuration',
      tags: ['Platform configuration'],
      'x-section': '2.6',
      security: platformOnly,
      responses: {
        '200': jsonResponse('The configuration', 'PlatformConfig'),
        '401': errorResponse(401),
      },
    }),
    patch: {
      operationId: 'updatePlatformConfig',
      summary: 'Update platform configuration (fee configuration: USD source currency today)',
      tags: ['Platform configuration'],
      'x-section': '4.3',
      security: platformOnly,
      requestBody: jsonBody('PlatformConfigUpdateRequest'),
      responses: {
        '200': fromProduction(jsonResponse('The configuration', 'PlatformConfig')),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    },
  },
  '/sca/login/complete': {
    post: {
      operationId: 'completeScaLogin',
      summary: 'Complete an SCA login; the session lasts 180 days',
      tags: ['Strong Customer Authentication'],
      'x-section': '4.3',
      security: platformOnly,
      parameters: [fromProduction(queryParam('customerId', 'Customer id', true))],
      requestBody: jsonBody('ScaLoginCompleteRequest'),
      responses: {
        '200': jsonResponse('Login completed', 'ScaLoginCompletion'),
        '401': errorResponse(401),
        '409': errorResponse(409, 'SCA not required for this customer'),
      },
    },
  },
};
