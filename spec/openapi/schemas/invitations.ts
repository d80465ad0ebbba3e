/**
 * UMA invitation bodies (1, 7.1). The document names the area and shows no body ("invitation records: not shown");
 * request members are production's (marked), the answer stays open.
 */
import { invitationStatuses } from '../../invitations.ts';
import type { SchemaObject } from '../types.ts';
import { fromProduction, notShown } from './common.ts';

const notShownWhat = 'Request and response bodies of the invitation operations';
const umaAddress: SchemaObject = { type: 'string', minLength: 1, description: 'a UMA address' };

export const schemas: Record<string, SchemaObject> = {
  UmaInvitationCreateRequest: notShown(
    notShownWhat,
    fromProduction({
      type: 'object',
      description: 'Create an invitation from a customer of the platform',
      'x-section': '1',
      required: ['inviterUma'],
      'x-required-source': 'production-facts',
      properties: {
        inviterUma: umaAddress,
        firstName: { type: 'string' },
        amountToSend: {
          type: 'integer',
          minimum: 1,
          maximum: Number.MAX_SAFE_INTEGER,
          description: "in the smallest unit of the inviter's currency",
        },
        expiresAt: { type: 'string', format: 'date-time' },
      },
    }),
  ),
  UmaInvitationClaimRequest: notShown(
    notShownWhat,
    fromProduction({
      type: 'object',
      description: 'Claim an invitation for the invitee',
      'x-section': '1',
      required: ['inviteeUma'],
      'x-required-source': 'production-facts',
      properties: { inviteeUma: umaAddress },
    }),
  ),
  UmaInvitation: notShown(notShownWhat, {
    type: 'object',
    description: `An invitation; production gives its code, url, inviter, invitee and status (${invitationStatuses.join(', ')})`,
    'x-section': '1',
  }),
};
