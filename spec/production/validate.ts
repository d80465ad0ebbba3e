/**
 * Validation of answers against production's response schemas (production facts), with the same Ajv configuration as
 * the document's schemas. Production's unions are open objects built with `allOf`, so two branches of a `oneOf` can
 * both match one value; its discriminator mapping is what picks the branch, as OpenAPI tooling reads it. Each
 * discriminated `oneOf` is therefore compiled as "the tag is one of the mapping's keys, and the value is valid against
 * the schema the tag maps to".
 */
import type { SchemaObject } from '../openapi/types.ts';
import { compileSchemaSet, type SchemaViolation } from '../schemas.ts';
import { productionOperations } from './operations.ts';
import { productionSchemas } from './schemas.ts';

interface Discriminator {
  readonly propertyName: string;
  readonly mapping: Readonly<Record<string, string>>;
}

function selectByTag(discriminator: Discriminator): SchemaObject {
  const tag = discriminator.propertyName;
  const keysByTarget = new Map<string, string[]>();
  for (const [key, target] of Object.entries(discriminator.mapping)) {
    keysByTarget.set(target, [...(keysByTarget.get(target) ?? []), key]);
  }
  return {
    type: 'object',
    required: [tag],
    properties: { [tag]: { enum: Object.keys(discriminator.mapping) } },
    allOf: [...keysByTarget].map(([target, keys]) => ({
      if: { type: 'object', required: [tag], properties: { [tag]: { enum: keys } } },
      then: { $ref: target },
    })),
  };
}

function withTagSelection(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withTagSelection);
  if (node === null || typeof node !== 'object') return node;
  const { discriminator, oneOf, ...rest } = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) out[key] = withTagSelection(value);
  const mapping = (discriminator as Discriminator | undefined)?.mapping;
  if (discriminator !== undefined && mapping !== undefined && Array.isArray(oneOf)) {
    const selection = selectByTag(discriminator as Discriminator);
    // Keep the node's own keywords beside the selection (an allOf of both).
    return Object.keys(out).length === 0 ? selection : { allOf: [out, selection] };
  }
  if (oneOf !== undefined) out['oneOf'] = withTagSelection(oneOf);
  if (discriminator !== undefined) out['discriminator'] = discriminator;
  return out;
}

// Production's schemas put `unevaluatedProperties` and `properties` beside no `type`: Ajv's strict typing is off here.
// Each schema is rewritten and compiled when an answer first needs it.
const set = compileSchemaSet(productionSchemas, {
  strictTypes: false,
  prepare: (schema) => withTagSelection(schema) as SchemaObject,
});
const compiledResponses = new Map<string, SchemaObject>();

/**
 * Set on a verdict when production declares no such error status for the operation, so that the answer was judged
 * against production's error body of the status (`Error404`...), which every operation declaring it shares.
 */
interface ByErrorOfStatus {
  readonly undeclaredStatus?: string;
}

/** The verdict on one answer against production's declaration of its operation. */
export type ProductionVerdict =
  | ({ readonly kind: 'valid' } & ByErrorOfStatus)
  | ({ readonly kind: 'invalid'; readonly violations: readonly SchemaViolation[] } & ByErrorOfStatus)
  /** Production declares no such operation, or no such status for it (and no error body of it), or no JSON body. */
  | { readonly kind: 'undeclared'; readonly reason: string };

/** Checks an answer (status and parsed JSON body; undefined when there is none) against production's schemas. */
export function checkProductionAnswer(operationId: string, status: number, body: unknown): ProductionVerdict {
  const operation = productionOperations[operationId];
  if (operation === undefined) return { kind: 'undeclared', reason: `production has no operation ${operationId}` };
  const key = String(status);
  if (!Object.hasOwn(operation.responses, key)) {
    const reason = `production declares no ${key} for ${operationId}`;
    const errorOfStatus = `Error${key}`;
    if (status < 400 || !Object.hasOwn(productionSchemas, errorOfStatus)) return { kind: 'undeclared', reason };
    const verdict = judge(
      `#/components/schemas/${errorOfStatus}`,
      { $ref: `#/components/schemas/${errorOfStatus}` },
      body,
    );
    return { ...verdict, undeclaredStatus: `${reason}: judged as its ${errorOfStatus}` };
  }
  const schema = operation.responses[key];
  if (schema === null || schema === undefined) {
    return body === undefined
      ? { kind: 'valid' }
      : { kind: 'invalid', violations: [{ field: '', message: 'production declares no body for this status' }] };
  }
  return judge(`${operationId} ${key}`, schema, body);
}

function judge(
  cacheKey: string,
  schema: SchemaObject,
  body: unknown,
): Exclude<ProductionVerdict, { kind: 'undeclared' }> {
  let compiled = compiledResponses.get(cacheKey);
  if (compiled === undefined) {
    compiled = withTagSelection(schema) as SchemaObject;
    compiledResponses.set(cacheKey, compiled);
  }
  const violations = set.validateInline(compiled, body);
  return violations.length === 0 ? { kind: 'valid' } : { kind: 'invalid', violations };
}
