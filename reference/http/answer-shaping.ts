/**
 * Applies the rules `successStatus`, `jsonAnswerMediaType` and `answerShapes` (`answer-rules.ts`) to every answer of
 * an operation: the status of a success, the media type of JSON, then each object of a shaped component the answer carries, found by walking the body along the
 * response schema the operation declares for the status. The document's rules change nothing.
 */
import type { Middleware } from 'koa';
import { openapiDocument } from '../../spec/openapi/document.ts';
import type { SchemaObject } from '../../spec/openapi/types.ts';
import { requestIdHeader } from '../../spec/enums.ts';
import { operation } from '../../spec/operations.ts';
import type { OperationId } from '../../spec/keys/index.ts';
import { validateSchema } from '../../spec/schemas.ts';
import type { AnswerRules, AnswerShape } from './answer-rules.ts';

const componentPrefix = '#/components/schemas/';
const components = openapiDocument.components.schemas;

export function answerShaping(
  rules: Pick<AnswerRules, 'answerShapes' | 'successStatus' | 'jsonAnswerMediaType'>,
): Middleware {
  const { answerShapes: shapes, successStatus, jsonAnswerMediaType } = rules;
  return async (ctx, next) => {
    await next();
    const id = (ctx as { _matchedRouteName?: string })._matchedRouteName;
    if (id !== undefined && ctx.status < 400) {
      // Setting the status again would drop the body Koa keeps for it: set only a changed one.
      const status = successStatus(id, ctx.status, ctx.get(requestIdHeader) !== '');
      if (status !== ctx.status) ctx.status = status;
    }
    if (jsonAnswerMediaType !== 'application/json' && ctx.response.is('json') && !Buffer.isBuffer(ctx.body))
      ctx.type = jsonAnswerMediaType;
    if (shapes.length === 0) return;
    if (id === undefined || typeof ctx.body !== 'object' || ctx.body === null || Buffer.isBuffer(ctx.body)) return;
    const responses = operation(id as OperationId).responses as Record<
      string,
      { content?: Record<string, { schema?: SchemaObject }> }
    >;
    const schema = responses[String(ctx.status)]?.content?.['application/json']?.schema;
    if (schema !== undefined) ctx.body = shaped(schema, structuredClone(ctx.body), shapes, 0);
  };
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function componentOf(node: Record<string, unknown>): string | undefined {
  const ref = node['$ref'];
  return typeof ref === 'string' && ref.startsWith(componentPrefix) ? ref.slice(componentPrefix.length) : undefined;
}

/** `value` walked along `schema`, each object of a shaped component changed (its members first). */
function shaped(schema: unknown, value: unknown, shapes: readonly AnswerShape[], depth: number): unknown {
  const node = asObject(schema);
  if (node === undefined || depth > 64) return value;
  const name = componentOf(node);
  if (name !== undefined) {
    const inner = shaped(components[name], value, shapes, depth + 1);
    const object = asObject(inner);
    if (object === undefined) return inner;
    // Each change gets its own copy: a change may edit what it is given.
    let changed = object;
    for (const shape of shapes) if (shape.component === name) changed = shape.change({ ...changed });
    return changed;
  }
  let current = value;
  for (const sub of (node['allOf'] as unknown[] | undefined) ?? []) current = shaped(sub, current, shapes, depth + 1);
  for (const key of ['oneOf', 'anyOf']) {
    const branches = node[key];
    if (!Array.isArray(branches)) continue;
    const taken = branches.filter((b) => {
      const branch = asObject(b);
      const branchName = branch === undefined ? undefined : componentOf(branch);
      return branchName !== undefined && validateSchema(branchName, current).length === 0;
    });
    for (const b of taken) current = shaped(b, current, shapes, depth + 1);
  }
  const properties = asObject(node['properties']);
  const object = asObject(current);
  if (properties !== undefined && object !== undefined) {
    for (const [key, member] of Object.entries(object)) {
      if (properties[key] !== undefined) object[key] = shaped(properties[key], member, shapes, depth + 1);
    }
  }
  if (Array.isArray(current) && node['items'] !== undefined) {
    return current.map((item) => shaped(node['items'], item, shapes, depth + 1));
  }
  return current;
}
