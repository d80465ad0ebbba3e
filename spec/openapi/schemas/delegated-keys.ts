/**
 * Delegated signing key bodies (production; the document shows none). The request members are production's (marked),
 * the answer stays open.
 */
import { delegatedKeyStatuses } from '../../delegated-keys.ts';
import type { SchemaObject } from '../types.ts';
import { fromProduction, notShown } from './common.ts';

const notShownWhat = 'Request and response bodies of the delegated key operations';

export const schemas: Record<string, SchemaObject> = {
  DelegatedKeyCreateRequest: notShown(
    notShownWhat,
    fromProduction({
      type: 'object',
      description: 'The card and the embedded-wallet account funding it, and a label',
      'x-section': '1',
      required: ['cardId', 'internalAccountId', 'nickname'],
      'x-required-source': 'production-facts',
      properties: {
        cardId: { type: 'string' },
        internalAccountId: { type: 'string' },
        nickname: { type: 'string', minLength: 1, maxLength: 256 },
      },
    }),
  ),
  DelegatedKey: notShown(notShownWhat, {
    type: 'object',
    description: `A delegated key; production gives its card, funding source, account, public key, nickname, status (${delegatedKeyStatuses.join(', ')}) and times`,
    'x-section': '1',
  }),
};
