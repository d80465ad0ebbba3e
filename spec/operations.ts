/**
 * Every operation of the interface, once, as data both sides read: the reference registers its handlers by operation
 * id, and the suite calls operations by id. The list is read off the OpenAPI document assembled in `openapi/`, which
 * is where each operation is written (method, path template, security, declared responses and their schemas).
 */
import { listOperations, openapiDocument } from './openapi/document.ts';
import type { HttpMethod, OpenApiDocument, SchemaObject, SecurityRequirement } from './openapi/types.ts';
import type { OperationId } from './keys/index.ts';

/** Where an operation comes from: the interface document, or the deployed production interface where it is silent. */
export type OperationSource = 'document' | 'production-facts';

/**
 * An operation that moves money (`x-moves-money`): always, or when its body sets `whenBodySets` to true; `amount` is
 * the body member holding the amount.
 */
export interface MovesMoney {
  readonly amount?: string;
  readonly whenBodySets?: string;
}

export interface Operation {
  readonly id: OperationId;
  readonly method: HttpMethod;
  /** OpenAPI path template below the base URL, e.g. `/customers/{customerId}`. */
  readonly path: string;
  readonly security: readonly SecurityRequirement[];
  /** Declared responses by status (`'200'`, `'4XX'`, `'default'`), each with its content and schema. */
  readonly responses: Readonly<Record<string, SchemaObject>>;
  /** The document shows the operation, or only production supplies it. */
  readonly source: OperationSource;
  /** The part of the interface document the operation comes from. */
  readonly section: string;
  /** Present when the operation moves money. */
  readonly movesMoney?: MovesMoney;
}

/** The operations of a document, in path order. */
export function operationsOf(doc: OpenApiDocument = openapiDocument): Operation[] {
  return listOperations(doc).map(({ method, path, operation }) => ({
    id: operation.operationId as OperationId,
    method,
    path,
    security: (operation['security'] as readonly SecurityRequirement[] | undefined) ?? doc.security,
    responses: (operation['responses'] as Record<string, SchemaObject> | undefined) ?? {},
    source: operation['x-source'] === 'production-facts' ? 'production-facts' : 'document',
    section: String(operation['x-section'] ?? ''),
    ...(operation['x-moves-money'] === undefined ? {} : { movesMoney: operation['x-moves-money'] as MovesMoney }),
  }));
}

export const operations: readonly Operation[] = operationsOf();

const byId = new Map(operations.map((o) => [o.id, o]));

/** The operation with an id; throws on an unknown id (reachable only from untyped JavaScript). */
export function operation(id: OperationId): Operation {
  const found = byId.get(id);
  if (!found) throw new Error(`operation ${String(id)} is not in spec/`);
  return found;
}

/** Names of the path parameters of a template, in order (`/a/{x}/b/{y}` gives `x`, `y`). */
export function pathParameterNames(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** The path of an operation with its parameters filled in, each percent-encoded. */
export function operationPath(id: OperationId, params: Readonly<Record<string, string>> = {}): string {
  const { path } = operation(id);
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`operation ${id}: path parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}
