/**
 * 1, 7.1: UMA invitations. The document names the area and the codes of an invitation already claimed, cancelled, or
 * not configured; production gives the operations (create, read, claim, cancel), their paths and statuses.
 */
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, pathParam } from './helpers.ts';

/** The document gives no code for a missing invitation (production: `INVITATION_NOT_FOUND`). */
const notFound = envelopeResponse('No such invitation', 'The code of a missing resource');

const codeParam = pathParam('invitationCode', 'The invitation code');

const op = (fields: Pick<OperationObject, 'operationId' | 'summary'> & Record<string, unknown>): OperationObject =>
  fromProduction({
    tags: ['Invitations'],
    'x-section': '1',
    security: platformOnly,
    ...fields,
  });

export const paths: Record<string, PathItemObject> = {
  '/invitations': {
    post: op({
      operationId: 'createInvitation',
      summary: 'Create a UMA invitation (production)',
      requestBody: jsonBody('UmaInvitationCreateRequest'),
      responses: {
        '201': jsonResponse('The invitation', 'UmaInvitation'),
        '400': errorResponse(400, 'INVITATIONS_NOT_CONFIGURED, or invalid input'),
        '401': errorResponse(401),
      },
    }),
  },
  '/invitations/{invitationCode}': {
    get: op({
      operationId: 'getInvitation',
      summary: 'Read a UMA invitation by its code (production)',
      parameters: [codeParam],
      responses: {
        '200': jsonResponse('The invitation', 'UmaInvitation'),
        '401': errorResponse(401),
        '404': notFound,
      },
    }),
  },
  '/invitations/{invitationCode}/claim': {
    post: op({
      operationId: 'claimInvitation',
      summary: 'Claim a UMA invitation for an invitee (production)',
      parameters: [codeParam],
      requestBody: jsonBody('UmaInvitationClaimRequest'),
      responses: {
        '200': jsonResponse('The claimed invitation', 'UmaInvitation'),
        '400': errorResponse(400, 'INVITATION_ALREADY_CLAIMED, INVITATION_CANCELLED, or invalid input'),
        '401': errorResponse(401),
        '404': notFound,
      },
    }),
  },
  '/invitations/{invitationCode}/cancel': {
    post: op({
      operationId: 'cancelInvitation',
      summary: 'Cancel a pending UMA invitation (production)',
      parameters: [codeParam],
      responses: {
        '200': jsonResponse('The cancelled invitation', 'UmaInvitation'),
        '400': errorResponse(
          400,
          'INVITATION_ALREADY_CLAIMED, INVITATION_CANCELLED: only a pending invitation is cancelled',
        ),
        '401': errorResponse(401),
        '404': notFound,
      },
    }),
  },
};
