/**
 * The members of a request body that the interface document makes required, read off the request schema of the
 * operation in `spec/` (never restated): the `required` lists of the schema and of every object the body reaches
 * through it (a `$ref`, a property, the branch a discriminator picks), each member named by its dot path (2.4).
 *
 * A `required` list the spec marks as taken from the production facts (`x-required-source: production-facts...`, or
 * an object that is itself `x-source: production-facts`) is not the document's and is left out; the objects below it
 * are still walked, since a document rule (the Address of 2.3) can sit inside a production-shaped body.
 */
import { listOperations, operationById, openapiDocument } from '../../spec/openapi/document.ts';
import type { SchemaObject } from '../../spec/openapi/types.ts';
import type { OperationId } from '../../spec/keys/index.ts';

type Body = Record<string, unknown>;

/** A required member of a body: where it is, and which schema of `spec/` requires it. */
export interface RequiredMember {
  /** Dot path from the body's root (`accountInfo.beneficiary.fullName`). */
  readonly field: string;
  /** The component schema whose `required` list names the member (the nearest named schema). */
  readonly owner: string;
  readonly member: string;
}

const componentPrefix = '#/components/schemas/';
const schemas = openapiDocument.components.schemas as Readonly<Record<string, SchemaObject>>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The component a `$ref` names, with its name. */
function resolve(ref: string): [string, SchemaObject] {
  if (!ref.startsWith(componentPrefix)) throw new Error(`required-members: unsupported $ref ${ref}`);
  const name = ref.slice(componentPrefix.length);
  const schema = schemas[name];
  if (!schema) throw new Error(`required-members: no component schema ${name}`);
  return [name, schema];
}

/** The JSON request schema of an operation; throws when it has none. */
export function requestSchemaOf(operationId: OperationId): SchemaObject {
  const { operation } = operationById(operationId);
  const body = operation['requestBody'] as { content?: Record<string, { schema?: SchemaObject }> } | undefined;
  const schema = body?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`operation ${operationId} has no JSON request schema`);
  return schema;
}

/** Whether a schema node's own `required` list is the document's (not the production facts'). */
function requiredByDocument(node: SchemaObject): boolean {
  const source = node['x-required-source'];
  if (typeof source === 'string' && source.startsWith('production-facts')) return false;
  return node['x-source'] !== 'production-facts' || typeof source === 'string';
}

function walk(
  node: SchemaObject,
  value: unknown,
  path: readonly string[],
  owner: string,
  found: Map<string, RequiredMember>,
): void {
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    const [name, schema] = resolve(ref);
    walk(schema, value, path, name, found);
    return;
  }
  if (!isObject(value)) return;
  const allOf = node['allOf'];
  if (Array.isArray(allOf)) for (const part of allOf as SchemaObject[]) walk(part, value, path, owner, found);
  const required = node['required'];
  if (Array.isArray(required) && requiredByDocument(node)) {
    for (const member of required as string[]) {
      const field = [...path, member].join('.');
      // Only members the base body carries can be dropped; the first schema to require one names it.
      if (Object.hasOwn(value, member) && !found.has(field)) found.set(field, { field, owner, member });
    }
  }
  const properties = node['properties'];
  if (isObject(properties)) {
    for (const [member, schema] of Object.entries(properties)) {
      if (isObject(schema) && Object.hasOwn(value, member))
        walk(schema as SchemaObject, value[member], [...path, member], owner, found);
    }
  }
  const discriminator = node['discriminator'] as
    | { propertyName?: string; mapping?: Record<string, string> }
    | undefined;
  if (discriminator?.propertyName && discriminator.mapping) {
    const tag = value[discriminator.propertyName];
    const branch = typeof tag === 'string' ? discriminator.mapping[tag] : undefined;
    if (branch) walk({ $ref: branch }, value, path, owner, found);
  }
}

/** Every member of `body` that `schema` (and the schemas it reaches through `body`) requires by the document. */
export function documentRequiredMembers(schema: SchemaObject, body: Body): RequiredMember[] {
  const found = new Map<string, RequiredMember>();
  walk(schema, body, [], '(request)', found);
  return [...found.values()];
}

/** A copy of `body` without the member at the dot path `field`. */
export function withoutMember(body: Body, field: string): Body {
  const copy = structuredClone(body);
  const segments = field.split('.');
  const last = segments.pop();
  let target: unknown = copy;
  for (const segment of segments) target = isObject(target) ? target[segment] : undefined;
  if (last === undefined || !isObject(target) || !Object.hasOwn(target, last))
    throw new Error(`the body has no member ${field}`);
  delete target[last];
  return copy;
}

/** Every component schema a schema node reaches (refs, properties, items, branches), each once. */
function reachable(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => reachable(n, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const [name, schema] = resolve(value);
        if (!found.has(name)) {
          found.add(name);
          reachable(schema, found);
        }
      } else if (key === 'mapping' && isObject(value)) {
        reachable(
          Object.values(value).map(($ref) => ({ $ref })),
          found,
        );
      } else reachable(value, found);
    }
  }
}

/**
 * Every `owner.member` the document requires anywhere in the JSON request schemas of the operations, whatever a body
 * carries: the list a required-member table must cover.
 */
export function everyDocumentRequiredRequestMember(): { readonly owner: string; readonly member: string }[] {
  const names = new Set<string>();
  for (const { operation } of listOperations()) {
    const body = operation['requestBody'] as { content?: Record<string, { schema?: SchemaObject }> } | undefined;
    const schema = body?.content?.['application/json']?.schema;
    if (schema) reachable(schema, names);
  }
  const out: { owner: string; member: string }[] = [];
  const collect = (node: unknown, owner: string): void => {
    if (!isObject(node) || typeof node['$ref'] === 'string') return;
    const required = node['required'];
    if (Array.isArray(required) && requiredByDocument(node as SchemaObject))
      for (const member of required as string[]) out.push({ owner, member });
    // Inline objects below a component (a property's object, a branch written in place) require members too.
    for (const key of ['properties', 'items', 'oneOf', 'anyOf', 'allOf']) {
      const value = node[key];
      if (Array.isArray(value)) value.forEach((v) => collect(v, owner));
      else if (isObject(value))
        (key === 'properties' ? Object.values(value) : [value]).forEach((v) => collect(v, owner));
    }
  };
  for (const name of names) collect(schemas[name], name);
  return out;
}
