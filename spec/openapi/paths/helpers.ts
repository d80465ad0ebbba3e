/** Small constructors for request bodies, responses and parameters, so that path files read like the tables. */
import type { SchemaObject } from '../types.ts';
import { ref } from '../schemas/common.ts';

/** A JSON request body of a component schema. */
export function jsonBody(schemaName: string, options: { required?: boolean; description?: string } = {}): SchemaObject {
  return {
    required: options.required ?? true,
    ...(options.description ? { description: options.description } : {}),
    content: { 'application/json': { schema: ref(schemaName) } },
  };
}

/** A JSON response of a component schema. */
export function jsonResponse(description: string, schemaName: string, extra: SchemaObject = {}): SchemaObject {
  return { description, ...extra, content: { 'application/json': { schema: ref(schemaName) } } };
}

/** A JSON response whose body is one of several component schemas, by the operation's variant. */
export function jsonResponseOneOf(description: string, schemaNames: readonly string[]): SchemaObject {
  return { description, content: { 'application/json': { schema: { oneOf: schemaNames.map(ref) } } } };
}

export function noContent(description: string): SchemaObject {
  return { description };
}

export function pathParam(name: string, description?: string): SchemaObject {
  return { name, in: 'path', required: true, ...(description ? { description } : {}), schema: { type: 'string' } };
}

export function queryParam(name: string, description: string, required: boolean): SchemaObject {
  return { name, in: 'query', required, description, schema: { type: 'string' } };
}
