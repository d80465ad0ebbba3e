/**
 * API token bodies (1: "manage API tokens programmatically"). The document shows no body; the request members are
 * production's (marked), the answer stays open.
 */
import { apiTokenPermissions } from '../../tokens.ts';
import type { SchemaObject } from '../types.ts';
import { fromProduction, notShown } from './common.ts';

const notShownWhat = 'Request and response bodies of the API token operations';

export const schemas: Record<string, SchemaObject> = {
  ApiTokenCreateRequest: notShown(
    notShownWhat,
    fromProduction({
      type: 'object',
      description: 'Create an API token with a name and its permissions',
      'x-section': '1',
      required: ['name', 'permissions'],
      'x-required-source': 'production-facts',
      properties: {
        name: { type: 'string' },
        permissions: { type: 'array', items: { type: 'string', enum: [...apiTokenPermissions] } },
      },
    }),
  ),
  ApiToken: notShown(notShownWhat, {
    type: 'object',
    description: 'An API token; production gives its id, name, permissions, clientId, clientSecret (once) and times',
    'x-section': '1',
  }),
};
