/**
 * External accounts of customers and of the platform (2.1, 4.3): create, delete, ownership verification, untrust.
 * The document names delete, challenge and verify without their full paths; paths and operation ids follow the
 * production facts.
 */
import { errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, noContent, pathParam, queryParam } from './helpers.ts';

const tags = ['External accounts'];
const idParam = pathParam('externalAccountId', 'ExternalAccount id');

/** Production operation ids, by owner (the reference serves both owners with the same handlers). */
export const externalAccountOperationIds = {
  customers: {
    create: 'createCustomerExternalAccount',
    list: 'listCustomerExternalAccounts',
    get: 'getCustomerExternalAccountById',
    remove: 'deleteCustomerExternalAccountById',
    challenge: 'createExternalAccountOwnershipChallenge',
    verify: 'verifyExternalAccountOwnership',
  },
  platform: {
    create: 'createPlatformExternalAccount',
    list: 'listPlatformExternalAccounts',
    get: 'getPlatformExternalAccountById',
    remove: 'deletePlatformExternalAccountById',
    challenge: 'createPlatformExternalAccountOwnershipChallenge',
    verify: 'verifyPlatformExternalAccountOwnership',
  },
} as const;

const op = (fields: OperationObject): OperationObject => fromProduction({ tags, security: platformOnly, ...fields });

function ownerPaths(owner: keyof typeof externalAccountOperationIds): Record<string, PathItemObject> {
  const ids = externalAccountOperationIds[owner];
  const base = `/${owner}/external-accounts`;
  return {
    [base]: {
      post: op({
        operationId: ids.create,
        summary: `Add an external account (${owner})`,
        'x-section': '2.1',
        requestBody: jsonBody('ExternalAccountCreateRequest'),
        responses: {
          '201': jsonResponse('The created account', 'ExternalAccount'),
          '400': errorResponse(400),
          '401': errorResponse(401),
          '409': errorResponse(409, 'The external account already exists'),
        },
      }),
      get: op({
        operationId: ids.list,
        summary: `List external accounts (${owner})`,
        'x-section': '2.2',
        ...(owner === 'customers' ? { parameters: [queryParam('customerId', 'Customer id', false)] } : {}),
        responses: {
          '200': jsonResponse(
            'A page of external accounts (production: { data, hasMore, nextCursor })',
            'ExternalAccountPage',
          ),
          '401': errorResponse(401),
        },
      }),
    },
    [`${base}/{externalAccountId}`]: {
      get: op({
        operationId: ids.get,
        summary: `Read an external account (${owner})`,
        'x-section': '2.2',
        parameters: [idParam],
        responses: { '200': jsonResponse('The account', 'ExternalAccount'), '401': errorResponse(401) },
      }),
      delete: op({
        operationId: ids.remove,
        summary: `Delete an external account (${owner})`,
        'x-section': '4.3',
        parameters: [idParam],
        responses: {
          '204': noContent('Deleted'),
          '401': errorResponse(401),
          '409': errorResponse(409, 'BENEFICIARY_TRUSTED while the account is a trusted beneficiary; untrust first'),
        },
      }),
    },
    [`${base}/{externalAccountId}/challenge`]: {
      post: op({
        operationId: ids.challenge,
        summary: 'Start ownership verification of a self-custody wallet (wallet signature or hosted liveness check)',
        'x-section': '4.3',
        parameters: [idParam],
        requestBody: jsonBody('OwnershipChallengeRequest'),
        responses: {
          '201': jsonResponse('The challenge', 'OwnershipChallenge'),
          '401': errorResponse(401),
          '409': errorResponse(409),
        },
      }),
    },
    [`${base}/{externalAccountId}/verify`]: {
      post: op({
        operationId: ids.verify,
        summary: 'Complete ownership verification; a signature is verified synchronously',
        'x-section': '4.3',
        parameters: [idParam],
        requestBody: jsonBody('OwnershipVerifyRequest'),
        responses: {
          '200': jsonResponse('Verification result', 'OwnershipVerification'),
          '400': errorResponse(400),
          '401': errorResponse(401),
          '409': errorResponse(409),
        },
      }),
    },
  };
}

export const paths: Record<string, PathItemObject> = {
  ...ownerPaths('customers'),
  ...ownerPaths('platform'),
  '/customers/external-accounts/{externalAccountId}/untrust': {
    post: {
      operationId: 'startBeneficiaryUntrust',
      summary: 'Start removing trusted-beneficiary status',
      tags,
      'x-section': '4.3',
      security: platformOnly,
      parameters: [idParam],
      responses: {
        '200': fromProduction(jsonResponse('Untrust started', 'BeneficiaryUntrust')),
        '401': errorResponse(401),
        '409': errorResponse(409, 'SCA_SESSION_REQUIRED, or SCA not required for this customer'),
      },
    },
  },
  '/customers/external-accounts/{externalAccountId}/untrust/confirm': {
    post: {
      operationId: 'confirmBeneficiaryUntrust',
      summary: 'Confirm removing trusted-beneficiary status',
      tags,
      'x-section': '4.3',
      security: platformOnly,
      parameters: [idParam],
      requestBody: jsonBody('BeneficiaryUntrustConfirmRequest'),
      responses: {
        '200': fromProduction(jsonResponse('Untrust confirmed', 'BeneficiaryUntrust')),
        '401': errorResponse(401),
        '409': errorResponse(409),
      },
    },
  },
};
