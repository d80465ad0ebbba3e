/**
 * 1: "Discoveries: available payment rails, banks and providers for a country and currency corridor", and the UMA
 * providers a platform can pay (production's "Available UMA Providers"). The document shows no operation of either;
 * production gives their paths, filters and statuses. The answers stay open.
 */
import { errorResponse } from '../errors.ts';
import { fromProduction, notShown } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject, SchemaObject } from '../types.ts';
import { pageParameters } from './customers.ts';
import { queryParam } from './helpers.ts';

const op = (fields: Pick<OperationObject, 'operationId' | 'summary'> & Record<string, unknown>): OperationObject =>
  fromProduction({ 'x-section': '1', security: platformOnly, ...fields });

const list = (what: string, description: string): SchemaObject =>
  notShown(what, {
    description,
    content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array' } } } } },
  });

const filter = (name: string, description: string) => fromProduction(queryParam(name, description, false));

export const paths: Record<string, PathItemObject> = {
  '/discoveries': {
    get: op({
      operationId: 'getDiscoveries',
      summary: 'List the receiving institutions of a country and currency corridor, all without a filter (production)',
      tags: ['Discoveries'],
      parameters: [filter('country', 'ISO 3166-1 alpha-2 country code'), filter('currency', 'ISO 4217 currency code')],
      responses: {
        '200': list(
          'The shape of a discovery',
          'The institutions; each bankName is a bankName for an external account',
        ),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    }),
  },
  '/uma-providers': {
    get: op({
      operationId: 'getAvailableUmaProviders',
      summary: 'List the UMA providers a platform can pay, a page at a time (production)',
      tags: ['Available UMA providers'],
      parameters: [
        filter('countryCode', 'ISO 3166-1 alpha-2 country code'),
        filter('currencyCode', 'ISO 4217 currency code'),
        filter('hasBlockedProviders', 'Whether providers not on the allow list are included (default true)'),
        ...pageParameters,
        filter('sortOrder', 'asc or desc (default desc)'),
      ],
      responses: {
        '200': list('The shape of a UMA provider', 'A page of UMA providers'),
        // Not production's: the reference refuses a filter it cannot read rather than ignore it.
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    }),
  },
  '/platform/internal-accounts': {
    get: op({
      operationId: 'listPlatformInternalAccounts',
      summary: "List the platform's own internal accounts, one per supported currency (production)",
      tags: ['Internal accounts'],
      parameters: [filter('currency', 'Currency code'), filter('type', 'Internal account type')],
      responses: {
        '200': list('The shape of an internal account', "The platform's internal accounts"),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    }),
  },
};
