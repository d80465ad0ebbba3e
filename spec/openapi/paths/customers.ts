/** 4.3: customers, end-user terms, verifications and documents. */
import { documentMediaTypes } from '../../enums.ts';
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction, notShown, ref } from '../schemas/common.ts';
import { parameterRef, platformOnly, walletSigned } from '../security.ts';
import type { PathItemObject, SchemaObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam, queryParam } from './helpers.ts';

const tags = ['Customers'];
const notFound = envelopeResponse('No such resource', 'The code of a missing resource');

/** Production's page of a list read: `{ data, hasMore, nextCursor, totalCount }` (the document shows no pagination). */
const productionPage = (description: string): SchemaObject =>
  notShown('Pagination parameters and page sizes', {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            data: { type: 'array' },
            hasMore: { type: 'boolean' },
            nextCursor: { type: 'string' },
            totalCount: { type: 'integer' },
          },
        },
      },
    },
  });

/** Production's `limit` (1 to 100, default 20) and `cursor` query parameters. */
/** A date-time filter of a list read; the server refuses any other value (400). */
const dateTimeQuery = (name: string, description: string): SchemaObject => ({
  ...queryParam(name, `${description} (date-time)`, false),
  schema: { type: 'string', format: 'date-time' },
});

export const pageParameters: readonly SchemaObject[] = [
  fromProduction({
    name: 'limit',
    in: 'query',
    required: false,
    description: 'Page size (1 to 100, default 20)',
    schema: { type: 'integer', minimum: 1, maximum: 100 },
  }),
  fromProduction(queryParam('cursor', "The previous page's nextCursor", false)),
];

export const paths: Record<string, PathItemObject> = {
  '/customers': {
    get: fromProduction({
      operationId: 'listCustomers',
      summary: "List the platform's customers, a page at a time (a read the document does not show)",
      tags,
      'x-section': '4.3',
      security: platformOnly,
      parameters: [
        queryParam('platformCustomerId', "The platform's customer identifier", false),
        queryParam('customerType', 'INDIVIDUAL or BUSINESS', false),
        queryParam('umaAddress', 'UMA address', false),
        dateTimeQuery('createdAfter', 'Created at or after'),
        dateTimeQuery('createdBefore', 'Created at or before'),
        dateTimeQuery('updatedAfter', 'Updated at or after'),
        dateTimeQuery('updatedBefore', 'Updated at or before'),
        {
          ...queryParam('isIncludingDeleted', 'true: deleted customers too', false),
          schema: { type: 'string', enum: ['true', 'false'] },
        },
        ...pageParameters,
      ],
      responses: { '200': productionPage('A page of customers'), '400': errorResponse(400), '401': errorResponse(401) },
    }),
    post: {
      operationId: 'createCustomer',
      summary: 'Create an individual or business customer',
      description:
        'A platformCustomerId that collides with an active customer on the same platform gives 409 CONFLICT.',
      tags,
      'x-section': '4.3',
      security: platformOnly,
      requestBody: jsonBody('CustomerCreateRequest'),
      responses: {
        '201': fromProduction(jsonResponse('The customer', 'Customer')),
        '400': errorResponse(400, 'Validation failed; details.errors lists every invalid field'),
        '401': errorResponse(401),
        '409': errorResponse(409),
        '500': errorResponse(500),
      },
    },
  },
  '/customers/{customerId}': {
    get: fromProduction({
      operationId: 'getCustomerById',
      summary: 'Read a customer (set-up and read-back; the document does not show this read)',
      tags,
      'x-section': '4.3',
      security: platformOnly,
      parameters: [pathParam('customerId')],
      responses: { '200': jsonResponse('The customer', 'Customer'), '401': errorResponse(401), '404': notFound },
    }),
    patch: {
      operationId: 'updateCustomerById',
      summary: 'Update a customer; the body carries customerType and the changed fields',
      description:
        'Changing the e-mail of a customer with tied EMAIL_OTP wallet credentials answers 202; the same update ' +
        'repeated with the signature headers changes both e-mails together.',
      tags,
      'x-section': '4.3',
      'x-wallet-signed': true,
      security: walletSigned,
      parameters: [pathParam('customerId'), parameterRef('RequestId')],
      requestBody: jsonBody('CustomerUpdateRequest'),
      responses: {
        '200': fromProduction(jsonResponse('The customer', 'Customer')),
        '202': jsonResponse('Signed-retry challenge', 'SignedRetryChallenge'),
        '400': errorResponse(400, 'Validation failed; details.errors lists every invalid field'),
        '401': errorResponse(401),
      },
    },
    // 4.3 names active customers; production's delete is how a customer stops being one.
    delete: fromProduction({
      operationId: 'deleteCustomerById',
      summary: 'Delete a customer: it answers isDeleted true and is no longer an active customer (production)',
      tags,
      'x-section': '4.3',
      security: platformOnly,
      parameters: [pathParam('customerId')],
      responses: {
        '200': jsonResponse('The deleted customer', 'Customer'),
        '401': errorResponse(401),
        '404': notFound,
        '410': envelopeResponse('The customer was deleted already', 'The code of a customer deleted already'),
      },
    }),
  },
  '/customers/{customerId}/kyc-link': {
    post: fromProduction({
      operationId: 'createCustomerKycLink',
      summary: 'A fresh single-use hosted KYC/KYB link for an existing customer (production)',
      tags: ['KYC/KYB verifications'],
      'x-section': '1',
      security: platformOnly,
      parameters: [pathParam('customerId'), parameterRef('IdempotencyKey')],
      requestBody: jsonBody('KycLinkCreateRequest', { required: false }),
      responses: {
        '201': notShown('The shape of a KYC link', jsonResponse('The hosted link', 'KycLink')),
        '400': errorResponse(400),
        '401': errorResponse(401),
        '404': notFound,
        '409': errorResponse(409, "The customer's provider requires verified contacts first"),
      },
    }),
  },
  '/customers/end-user-terms': {
    get: {
      operationId: 'getEndUserTerms',
      summary: 'The current end-user terms URL and version',
      tags,
      'x-section': '4.3',
      security: platformOnly,
      responses: { '200': jsonResponse('The current terms', 'EndUserTerms') },
    },
  },
  '/verifications': {
    post: {
      operationId: 'createVerification',
      summary: 'Submit a customer for verification',
      tags,
      'x-section': '4.3',
      security: platformOnly,
      requestBody: jsonBody('VerificationRequest'),
      responses: {
        '200': fromProduction(jsonResponse('The verification result', 'Verification')),
        '400': errorResponse(400, 'Customer already resolved at creation, or business already approved or rejected'),
        '401': errorResponse(401),
      },
    },
  },
  '/documents': {
    post: {
      operationId: 'uploadDocument',
      summary: 'Upload a verification document for a customer or beneficial owner',
      tags,
      'x-section': '4.3',
      security: platformOnly,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: ref('DocumentUpload'),
            encoding: { file: { contentType: documentMediaTypes.join(', ') } },
          },
        },
      },
      responses: {
        '201': fromProduction(jsonResponse('The document', 'Document')),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    },
  },
  '/beneficial-owners': {
    post: fromProduction({
      operationId: 'createBeneficialOwner',
      summary: 'Add a beneficial owner to a business customer (the document names beneficial owners, not this call)',
      tags,
      'x-section': '3.2',
      security: platformOnly,
      requestBody: jsonBody('BeneficialOwnerCreateRequest'),
      responses: {
        '201': jsonResponse('The beneficial owner', 'BeneficialOwner'),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    }),
  },
  '/beneficial-owners/{beneficialOwnerId}': {
    get: fromProduction({
      operationId: 'getBeneficialOwner',
      summary: 'Read a beneficial owner (read-back of its KYC status)',
      tags,
      'x-section': '3.2',
      security: platformOnly,
      parameters: [pathParam('beneficialOwnerId')],
      responses: {
        '200': jsonResponse('The beneficial owner', 'BeneficialOwner'),
        '401': errorResponse(401),
        '404': notFound,
      },
    }),
  },
};
