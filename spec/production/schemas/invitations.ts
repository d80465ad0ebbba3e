/** Production's component schemas of reached only from the invitations operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const invitationsSchemas: Readonly<Record<string, SchemaObject>> = {
  UmaInvitation: {
    type: 'object',
    required: ['code', 'createdAt', 'inviterUma', 'status', 'url'],
    properties: {
      code: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      claimedAt: { type: 'string', format: 'date-time' },
      url: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
      inviterUma: { type: 'string' },
      inviteeUma: { type: 'string' },
      status: { type: 'string', enum: ['PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED'] },
      firstName: { type: 'string' },
      amountToSend: { $ref: '#/components/schemas/CurrencyAmount' },
    },
  },
};
