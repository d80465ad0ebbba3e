/**
 * Typed keys of the interface: a clause id, an error code or an operation id outside these unions is a type error.
 * The literal lists are generated from `spec/` (see `source.ts`); a unit test keeps them in step.
 */
import { clauseIds, errorCodeKeys, operationRoutes } from './generated.ts';
import type { RequestBodies } from './request-bodies.ts';

export type ClauseId = (typeof clauseIds)[number];
export type ErrorCode = (typeof errorCodeKeys)[number];
export type OperationId = keyof typeof operationRoutes;

type TemplateOf<Id extends OperationId> = (typeof operationRoutes)[Id] extends `${string} ${infer Path}` ? Path : never;
type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { readonly [K in Name]: string } & ParamsOf<Rest>
  : unknown;

/** The path parameters of an operation, by name (`{}` when it has none). */
export type PathParams<Id extends OperationId> =
  ParamsOf<TemplateOf<Id>> extends infer P ? { readonly [K in keyof P]: P[K] } : never;

/**
 * The checked JSON request body of an operation, typed from the request schema that checked it (`request-bodies.ts`);
 * `undefined` for an operation that declares none.
 */
export type RequestBody<Id extends OperationId> = Id extends keyof RequestBodies ? RequestBodies[Id] : undefined;

export type * from './request-bodies.ts';
export { clauseIds, errorCodeKeys, operationRoutes };
