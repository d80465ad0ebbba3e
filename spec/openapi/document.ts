/**
 * The OpenAPI 3.1 document of the interface, assembled from the schema groups and path areas of this folder. It is
 * plain JSON data built from spec/enums.ts and spec/errors.ts; `scripts/export-openapi.ts` prints it.
 *
 * Conventions used throughout:
 * - `x-section`: the part of the interface document a schema or operation comes from.
 * - `x-not-shown`: the document says this part is not shown; the schema is kept open.
 * - `x-source: production-facts`: taken from the deployed production interface, not the document (request types,
 *   paths and statuses the document omits). Response schemas carry only what the document states.
 * - `x-values-seen`: values the document lists as seen, not as the complete set; not enforced.
 * - `x-moves-money`: the operation moves money: always, or when its body sets `whenBodySets` to true; `amount` names
 *   the body member holding the amount moved (for a quote, the most it can move once executed).
 */
import { apiVersion } from '../enums.ts';
import { errorSchemas } from './errors.ts';
import { withGenericAnswers } from './generic-answers.ts';
import { withLinks } from './links.ts';
import { agentPaths } from './paths/agents.ts';
import { authPaths } from './paths/auth.ts';
import { cardPaths } from './paths/cards.ts';
import { cardSimulationPaths } from './paths/card-simulation.ts';
import { customerPaths } from './paths/customers.ts';
import { externalAccountPaths } from './paths/external-accounts.ts';
import { invitationPaths } from './paths/invitations.ts';
import { paymentPaths } from './paths/payments.ts';
import { sandboxPaths } from './paths/sandbox.ts';
import { scaPaths } from './paths/sca.ts';
import { sandboxWebhookPaths } from './paths/sandbox-webhooks.ts';
import { stablecoinPaths } from './paths/stablecoins.ts';
// Production's platform operations: API tokens, directories, platform accounts, delegated keys.
import { delegatedKeyPaths } from './paths/delegated-keys.ts';
import { directoryPaths } from './paths/directories.ts';
import { tokenPaths } from './paths/tokens.ts';
import { transferPaths } from './paths/transfers.ts';
import { authSchemas } from './schemas/auth.ts';
import { cardSchemas } from './schemas/cards.ts';
import { cardTransactionSchemas } from './schemas/card-transactions.ts';
import { customerSchemas } from './schemas/customers.ts';
import { externalAccountSchemas } from './schemas/external-accounts.ts';
import { invitationSchemas } from './schemas/invitations.ts';
import { paymentSchemas } from './schemas/payments.ts';
import { platformSchemas } from './schemas/platform.ts';
import { sandboxSchemas } from './schemas/sandbox.ts';
import { scaSchemas } from './schemas/sca.ts';
import { stablecoinSchemas } from './schemas/stablecoins.ts';
import { delegatedKeySchemas } from './schemas/delegated-keys.ts';
import { tokenSchemas } from './schemas/tokens.ts';
import { transferSchemas } from './schemas/transfers.ts';
import { defaultSecurity, parameters, securitySchemes } from './security.ts';
import { httpMethods } from './types.ts';
import type { HttpMethod, OpenApiDocument, OperationObject, PathItemObject, SchemaObject } from './types.ts';

/** The only operation id the interface document itself gives (4.1); the others follow production or are ours. */
const documentedOperationIds: ReadonlySet<string> = new Set(['agentCreateExternalAccount']);

/** Throws on a path or schema name defined twice, which a spread would otherwise silently overwrite. */
function merge<T>(groups: ReadonlyArray<Record<string, T>>, what: string): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const group of groups) {
    for (const [key, value] of Object.entries(group)) {
      if (key in merged) throw new Error(`${what} ${key} is defined twice`);
      merged[key] = value;
    }
  }
  return merged;
}

/** Records where each operation id comes from, unless the path file already said so. */
function withOperationIdSources(paths: Record<string, PathItemObject>): Record<string, PathItemObject> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, op]) => [
          method,
          documentedOperationIds.has(op.operationId) || 'x-operation-id-source' in op
            ? op
            : { ...op, 'x-operation-id-source': 'production-facts' },
        ]),
      ),
    ]),
  );
}

const schemas: Record<string, SchemaObject> = merge(
  [
    errorSchemas,
    externalAccountSchemas,
    authSchemas,
    customerSchemas,
    paymentSchemas,
    platformSchemas,
    cardSchemas,
    cardTransactionSchemas,
    sandboxSchemas,
    scaSchemas,
    stablecoinSchemas,
    invitationSchemas,
    // Production's platform operations.
    tokenSchemas,
    delegatedKeySchemas,
    // Same-currency transfers (deprecated, 1).
    transferSchemas,
  ],
  'schema',
);

const paths = withLinks(
  withGenericAnswers(
    withOperationIdSources(
      merge(
        [
          agentPaths,
          authPaths,
          customerPaths,
          externalAccountPaths,
          paymentPaths,
          cardPaths,
          cardSimulationPaths,
          stablecoinPaths,
          sandboxPaths,
          scaPaths,
          sandboxWebhookPaths,
          invitationPaths,
          // Production's platform operations.
          tokenPaths,
          directoryPaths,
          delegatedKeyPaths,
          // Same-currency transfers (deprecated, 1).
          transferPaths,
        ],
        'path',
      ),
    ),
    defaultSecurity,
  ),
);

/** The OpenAPI 3.1.0 document of the interface, version 2025-10-13. */
export const openapiDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Payments Service Interface',
    version: apiVersion,
    description:
      'External accounts, embedded-wallet credentials, sandbox behaviour and the other operations the interface ' +
      'document names. Parts the document does not show are marked x-not-shown and kept permissive.',
  },
  servers: [
    {
      url: '{baseUrl}',
      description: 'The service base address; it ends in the date-based version segment (9)',
      variables: { baseUrl: { default: `https://localhost/${apiVersion}` } },
      'x-version-segment': apiVersion,
    },
  ],
  security: defaultSecurity,
  tags: [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[])))]
    .sort()
    .map((name) => ({ name })),
  paths,
  components: { schemas, securitySchemes, parameters },
  'x-version-segment': apiVersion,
};

/** One operation of the document with its place. */
export interface OperationEntry {
  readonly method: HttpMethod;
  readonly path: string;
  readonly operation: OperationObject;
}

/** Every operation of a document, in path order. */
export function listOperations(doc: OpenApiDocument = openapiDocument): OperationEntry[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/** The operation with an id; throws on an unknown id so that a typo cannot pass silently. */
export function operationById(operationId: string, doc: OpenApiDocument = openapiDocument): OperationEntry {
  const found = listOperations(doc).find((e) => e.operation.operationId === operationId);
  if (!found) throw new Error(`operation ${operationId} is not in the OpenAPI document`);
  return found;
}
