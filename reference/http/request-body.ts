/**
 * The request body of an operation, read and checked once, at route registration, against the request schema the
 * OpenAPI document in `spec/` gives the operation, before any of the operation's own code runs: a body that breaks
 * the schema answers 400 `INVALID_INPUT` listing every invalid field (part 7) and never reaches a handler, a
 * signed-retry challenge or the store. The schemas of the interface are open (no `additionalProperties: false`), so
 * members they do not declare are dropped, at every depth, never stored.
 *
 * Rules the schema cannot express (cross-field rules, rules that read stored data) stay in the domain code.
 */
import type { Context, Middleware } from 'koa';
import { listOperations, openapiDocument } from '../../spec/openapi/document.ts';
import type { OperationId, RequestBody } from '../../spec/keys/index.ts';
import { validateSchema, type SchemaViolation } from '../../spec/schemas.ts';
import { ApiError, invalidInput, type FieldError } from './api-error.ts';
import { declaredMembers } from './declared-members.ts';
import { readJsonObject } from './json-body.ts';

/** The JSON body an operation declares: its component schema, and whether the body may be left out. */
export interface DeclaredRequestBody {
  readonly schema: string;
  readonly required: boolean;
}

/** The violations of a body; by default those of the declared schema (a slice may supply the rule it applies). */
export type BodyViolations = (body: unknown) => readonly SchemaViolation[];

/**
 * Invalid fields of a body that its schema cannot express (a rule across members, or one that reads stored data),
 * found by the slice's own rule, read-only: they are listed with the schema's in the same 400 (part 7: every invalid
 * field in one response). It sees the body as sent, which may break the schema, and must not assume its types.
 */
export type BodyRule = (
  body: Readonly<Record<string, unknown>>,
  ctx: Context,
) => readonly FieldError[] | Promise<readonly FieldError[]>;

/** The violations that refuse a body, given those found (the rule `requestViolations`). */
export type RefusingViolations = (
  schema: string,
  body: unknown,
  found: readonly SchemaViolation[],
  operationId: string,
) => readonly SchemaViolation[];

/** The status of the answer refusing a body (the rule `requestRefusalStatus`). */
export type RefusalStatus = (schema: string, refused: readonly SchemaViolation[], operationId: string) => number;

/** How a slice checks one operation's body at registration: its own schema rule, its field rules, or both. */
export interface BodyCheck {
  /** Replaces the check against the declared schema (default: `validateSchema` of the declared schema). */
  readonly violations?: BodyViolations;
  readonly rules?: BodyRule;
}

const componentPrefix = '#/components/schemas/';
const jsonMediaType = 'application/json';

/** Read off the document once: the JSON request body of every operation that declares one. */
const declaredBodies: ReadonlyMap<string, DeclaredRequestBody> = new Map(
  listOperations(openapiDocument).flatMap(({ operation }) => {
    const body = operation['requestBody'] as
      | { required?: unknown; content?: Record<string, { schema?: { $ref?: unknown } }> }
      | undefined;
    const ref = body?.content?.[jsonMediaType]?.schema?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith(componentPrefix)) return [];
    const declared: DeclaredRequestBody = {
      schema: ref.slice(componentPrefix.length),
      required: body?.required === true,
    };
    return [[String(operation.operationId), declared] as const];
  }),
);

/** The JSON request body operation `id` declares; `undefined` when it declares none (or one that is not JSON). */
export function declaredRequestBody(id: OperationId): DeclaredRequestBody | undefined {
  return declaredBodies.get(id);
}

const validated = new WeakMap<Context, Record<string, unknown> | undefined>();

/**
 * Middleware that reads the body of an operation declaring `declared` (the JSON rules of `json-body.ts`: media type,
 * UTF-8, depth, size), answers 400 with every violation of the schema (or `check.violations`) and of `check.rules`,
 * and keeps the body with only its declared members for `requestBody`. An optional body not sent is kept as
 * `undefined`. `refusing` (the rule `requestViolations`) gives the schema violations that refuse the body.
 */
export function validRequestBody(
  declared: DeclaredRequestBody,
  limitBytes: number,
  check: BodyCheck = {},
  refusing: RefusingViolations = (_schema, _body, found) => found,
  operationId = '',
  refusalStatus?: RefusalStatus,
): Middleware {
  const found = check.violations ?? ((body: unknown) => validateSchema(declared.schema, body));
  const violations = (body: unknown) => refusing(declared.schema, body, found(body), operationId);
  // The status is a rule (a deviant server may answer another); the document's is the error's own.
  const refusal = (error: ApiError, refused: readonly SchemaViolation[]): ApiError =>
    refusalStatus === undefined
      ? error
      : new ApiError(refusalStatus(declared.schema, refused, operationId), error.code, error.message, {
          details: error.details,
        });
  return async (ctx, next) => {
    if (!declared.required && !carriesBody(ctx)) {
      validated.set(ctx, undefined);
      return next();
    }
    const body = await readJsonObject(ctx, limitBytes);
    const refused = violations(body);
    const errors: FieldError[] = [
      ...refused.map((v) => ({ ...v })),
      ...(check.rules ? await check.rules(body, ctx) : []),
    ];
    if (errors.length > 0) throw refusal(invalidInput('The request body has invalid fields.', errors), refused);
    validated.set(ctx, declaredMembers(declared.schema, body) as Record<string, unknown>);
    await next();
  };
}

/**
 * The checked body of operation `id`, being served, with its declared members only; `undefined` when the operation
 * declares no JSON body, or an optional one that was not sent. Its type is read off the same request schema that
 * checked it (`spec/keys/request-bodies.ts`, generated), which is why this one assertion holds: the value passed
 * `validateSchema` of that schema (or a slice's stricter rule) before it was kept.
 */
export function checkedBody<Id extends OperationId>(ctx: Context, id: Id): RequestBody<Id> {
  if (declaredBodies.get(id) === undefined) return undefined as RequestBody<Id>;
  if (!validated.has(ctx))
    throw new Error(`${ctx.method} ${ctx.path}: the request body was not checked at registration`);
  return validated.get(ctx) as RequestBody<Id>;
}

/** Whether the request carries a body: a `Transfer-Encoding`, or a `Content-Length` other than 0. */
export function carriesBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  return ctx.get('Transfer-Encoding') !== '' || (length !== '' && length !== '0');
}
