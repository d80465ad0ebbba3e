/**
 * Cards (3.3). The document gives the card `state` machine and the issuance rule, not the card record or the
 * request bodies; those requests carry production types.
 */
import { cardStates } from '../../enums.ts';
import type { SchemaObject } from '../types.ts';
import { fromProduction, notShown, prefixedId, ref } from './common.ts';

const cardNotShown = 'Fields of the card record and the card request bodies: not shown beyond the state (3.3)';

export const schemas: Record<string, SchemaObject> = {
  CardState: { type: 'string', enum: [...cardStates], 'x-section': '3.3' },

  Card: notShown(cardNotShown, {
    type: 'object',
    'x-section': '3.3',
    properties: { state: ref('CardState') },
  }),

  CardCreateRequest: notShown(
    cardNotShown,
    fromProduction({
      type: 'object',
      description: 'Issue a debit card on an internal account; rejected unless the cardholder KYC is APPROVED (3.3)',
      'x-section': '3.3',
      required: ['cardholderId', 'form', 'fundingSources'],
      'x-required-source': 'production-facts',
      properties: {
        cardholderId: prefixedId('Customer'),
        form: { type: 'string', enum: ['VIRTUAL'] },
        fundingSources: { type: 'array', minItems: 1, items: prefixedId('InternalAccount') },
        platformCardId: { type: 'string' },
        maxSpendPerTransaction: { type: 'integer', minimum: 1 },
      },
    }),
  ),

  CardUpdateRequest: notShown(cardNotShown, {
    type: 'object',
    description: 'A state update (3.3) or another mutation',
    'x-section': '3.3',
    // Production: at least one member, and a close cannot be combined with other changes.
    minProperties: 1,
    if: { required: ['state'], 'x-required-source': 'production-facts', properties: { state: { const: 'CLOSED' } } },
    then: fromProduction({ properties: { fundingSources: false, maxSpendPerTransaction: false } }),
    properties: {
      state: ref('CardState'),
      fundingSources: fromProduction({ type: 'array', minItems: 1, items: prefixedId('InternalAccount') }),
      maxSpendPerTransaction: fromProduction({ type: ['integer', 'null'], minimum: 1 }),
    },
  }),
};
