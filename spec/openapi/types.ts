/**
 * The few OpenAPI 3.1 shapes this project builds. Kept loose on purpose: the document is plain JSON data, checked by
 * swagger-parser and Ajv in the tests rather than by an exhaustive type model.
 */

/** A JSON Schema 2020-12 object as OpenAPI 3.1 uses it (keywords, OpenAPI keywords and `x-` extensions). */
export type SchemaObject = { [keyword: string]: unknown };

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** An operation; `operationId` is mandatory in this document. */
export interface OperationObject {
  readonly operationId: string;
  readonly summary: string;
  readonly [field: string]: unknown;
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: SchemaObject;
  readonly servers: readonly SchemaObject[];
  readonly security: readonly SecurityRequirement[];
  readonly tags: readonly SchemaObject[];
  readonly paths: Readonly<Record<string, PathItemObject>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, SchemaObject>>;
    readonly securitySchemes: Readonly<Record<string, SchemaObject>>;
    readonly parameters: Readonly<Record<string, SchemaObject>>;
  };
  readonly [extension: `x-${string}`]: unknown;
}
