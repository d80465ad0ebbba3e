/**
 * The text of `request-bodies.ts`: a TypeScript type for every JSON request body the OpenAPI document declares, read
 * off the request schema that checks it, so that the reference reads a checked body by its members instead of casting
 * it. Kept apart from the generated file so that the generator and the staleness test share it.
 *
 * A type states what the schema states: members, their requiredness, enumerations and constants, unions of `oneOf` and
 * `anyOf`, intersections of `allOf`. What a type cannot say (patterns, bounds, `if`/`then`) the schema still checks.
 */
import { listOperations, openapiDocument } from '../openapi/document.ts';
import { productionFacts } from '../openapi/schemas/common.ts';
import type { SchemaObject } from '../openapi/types.ts';

const componentPrefix = '#/components/schemas/';
const jsonMediaType = 'application/json';

interface DeclaredBody {
  readonly operationId: string;
  readonly schema: string;
  readonly required: boolean;
}

/** Every operation that declares a JSON request body by a component schema, in the document's order. */
export function declaredJsonBodies(): DeclaredBody[] {
  return listOperations(openapiDocument).flatMap(({ operation }) => {
    const body = operation['requestBody'] as
      | { required?: unknown; content?: Record<string, { schema?: { $ref?: unknown } }> }
      | undefined;
    const ref = body?.content?.[jsonMediaType]?.schema?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith(componentPrefix)) return [];
    return [
      {
        operationId: String(operation.operationId),
        schema: ref.slice(componentPrefix.length),
        required: body?.required === true,
      },
    ];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Writes schemas as types, collecting the components they refer to. */
class TypeWriter {
  readonly reached = new Set<string>();
  readonly #schemas: Readonly<Record<string, SchemaObject>>;

  constructor(schemas: Readonly<Record<string, SchemaObject>>) {
    this.#schemas = schemas;
  }

  component(name: string): string {
    const schema = this.#schemas[name];
    if (schema === undefined) throw new Error(`unknown schema ${name}`);
    return this.type(schema, '');
  }

  /** The type of `schema`, indented by `indent` for the lines of an object literal. */
  type(schema: unknown, indent: string): string {
    if (schema === true) return 'unknown';
    if (schema === false) return 'never';
    if (!isObject(schema)) return 'unknown';
    const parts: string[] = [];
    const ref = schema['$ref'];
    if (typeof ref === 'string' && ref.startsWith(componentPrefix)) {
      const name = ref.slice(componentPrefix.length);
      this.reached.add(name);
      parts.push(name);
    }
    if ('const' in schema) parts.push(JSON.stringify(schema['const']));
    else if (Array.isArray(schema['enum'])) parts.push(union(schema['enum'].map((v) => JSON.stringify(v))));
    else {
      // The tag of a discriminated union is typed by each branch alone, so that testing it narrows the union.
      const tag = isObject(schema['discriminator']) ? schema['discriminator']['propertyName'] : undefined;
      const own = this.#ownType(schema, indent, typeof tag === 'string' ? tag : undefined);
      if (own !== undefined && own !== '{}') parts.push(own);
    }
    if (Array.isArray(schema['allOf'])) parts.push(...schema['allOf'].map((s) => wrap(this.type(s, indent))));
    for (const keyword of ['oneOf', 'anyOf']) {
      const branches = schema[keyword];
      if (Array.isArray(branches)) parts.push(`(${union(branches.map((s) => this.type(s, indent)))})`);
    }
    if (parts.length === 0) return 'unknown';
    return parts.length === 1 ? parts[0]!.replace(/^\((.*)\)$/s, '$1') : parts.map(wrap).join(' & ');
  }

  /** The type the `type` keyword (and, for objects and arrays, their members and items) gives; none when absent. */
  #ownType(schema: Record<string, unknown>, indent: string, omitted?: string): string | undefined {
    const declared = schema['type'];
    const types = Array.isArray(declared) ? (declared as string[]) : typeof declared === 'string' ? [declared] : [];
    if (types.length === 0 && isObject(schema['properties'])) types.push('object');
    if (types.length === 0) return undefined;
    return union(types.map((t) => this.#named(t, schema, indent, omitted)));
  }

  #named(type: string, schema: Record<string, unknown>, indent: string, omitted?: string): string {
    switch (type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array':
        return `${wrap(this.type(schema['items'] ?? true, indent))}[]`;
      case 'object':
        return this.#object(schema, indent, omitted);
      default:
        throw new Error(`unknown JSON Schema type ${type}`);
    }
  }

  #object(schema: Record<string, unknown>, indent: string, omitted?: string): string {
    const declared = isObject(schema['properties']) ? schema['properties'] : {};
    const properties = Object.fromEntries(Object.entries(declared).filter(([name]) => name !== omitted));
    const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
    const additional = schema['additionalProperties'];
    const inner = `${indent}  `;
    const lines = Object.entries(properties).map(([name, member]) => {
      const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
      return `${inner}readonly ${key}${required.has(name) ? '' : '?'}: ${this.type(member, inner)};`;
    });
    // Members the schema does not name: typed by `additionalProperties`, or any value when it names none at all.
    if (isObject(additional)) lines.push(`${inner}readonly [member: string]: ${this.type(additional, inner)};`);
    // A schema left partly unknown ("not shown", with no production fact completing it) keeps what it does not name.
    else if (lines.length > 0 && isPartial(schema)) lines.push(`${inner}readonly [member: string]: unknown;`);
    else if (Object.keys(declared).length === 0 && additional !== false) return 'Readonly<Record<string, unknown>>';
    return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
  }
}

/** Marked "not shown" with no member from the production facts: the reference keeps its value as sent. */
function isPartial(schema: Record<string, unknown>): boolean {
  if (schema['x-not-shown'] === undefined || schema['x-source'] === productionFacts) return false;
  const properties = isObject(schema['properties']) ? Object.values(schema['properties']) : [];
  return !properties.some((p) => isObject(p) && p['x-source'] === productionFacts);
}

function union(types: readonly string[]): string {
  const distinct = [...new Set(types)];
  return distinct.length === 0 ? 'never' : distinct.join(' | ');
}

/** A type safe to place beside `&` or before `[]`. */
function wrap(type: string): string {
  return /^[\w$."<>, []+$/.test(type) || type.startsWith('{') || type.startsWith('(') ? type : `(${type})`;
}

export function requestBodiesSource(): string {
  const writer = new TypeWriter(openapiDocument.components.schemas);
  const bodies = declaredJsonBodies();
  const operationLines = bodies.map(({ operationId, schema, required }) => {
    writer.reached.add(schema);
    return `  readonly ${operationId}: ${schema}${required ? '' : ' | undefined'};`;
  });
  const written = new Map<string, string>();
  for (
    let pending = [...writer.reached];
    pending.length > 0;
    pending = [...writer.reached].filter((n) => !written.has(n))
  ) {
    for (const name of pending) written.set(name, writer.component(name));
  }
  const components = [...written]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    // Aliases, not interfaces: an alias of an object type is assignable to `Record<string, unknown>`, as code that reads
    // a body generically (field rules, pruning) takes it.
    .map(([name, type]) => `export type ${name} = ${type};\n`);
  return [
    '// Generated by `npm run generate:keys` from the request schemas of spec/openapi. Do not edit.',
    '',
    '/** The checked JSON request body of every operation that declares one (`undefined` where it may be left out). */',
    'export interface RequestBodies {',
    ...operationLines,
    '}',
    '',
    ...components,
  ].join('\n');
}
