import { openapiDocument } from '../../spec/openapi/document.ts';
import { productionFacts } from '../../spec/openapi/schemas/common.ts';
import type { SchemaObject } from '../../spec/openapi/types.ts';

const componentPrefix = '#/components/schemas/';

/**
 * `value` with only the object members its request schema declares, at every depth: the schemas of the interface
 * are open (they do not say `additionalProperties: false`), so a member they do not name is accepted and dropped,
 * never stored. An object schema that names no members at all (a free-form object) keeps the members it holds; one
 * the document marks "not shown" (`x-not-shown`) that no production fact completes (what it holds is partly unknown)
 * keeps its whole value as sent, `__proto__` members aside. Members that
 * `additionalProperties` types are kept. Call it on a value that already validated against `schemaName`.
 * The document does not say undeclared members are dropped, so the mutants of this file are marked outside the
 * document for Stryker; reference/hostile-input.test.ts and declared-members.test.ts hold the pruning.
 */
export function declaredMembers(schemaName: string, value: unknown): unknown {
  return prune(component(schemaName), value);
}

function component(name: string): SchemaObject {
  const schema = openapiDocument.components.schemas[name];
  if (!schema) throw new Error(`unknown schema ${name}`);
  return schema;
}

/** The schema and, through `$ref` and the composition keywords, every schema that applies to the same value. */
function applicable(schema: SchemaObject): SchemaObject[] {
  const found: SchemaObject[] = [];
  const pending = [schema];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (found.includes(current)) continue;
    found.push(current);
    const ref = current['$ref'];
    if (typeof ref === 'string' && ref.startsWith(componentPrefix))
      pending.push(component(ref.slice(componentPrefix.length)));
    for (const keyword of [
      // Stryker disable next-line StringLiteral: outside the document: dropping undeclared members is not stated
      'allOf',
      'oneOf',
      // Stryker disable next-line StringLiteral: outside the document: dropping undeclared members is not stated
      'anyOf',
    ]) {
      const branches = current[keyword];
      if (Array.isArray(branches)) pending.push(...(branches as SchemaObject[]));
    }
    for (const keyword of ['then', 'else']) {
      const branch = current[keyword];
      if (isObject(branch)) pending.push(branch as SchemaObject);
    }
  }
  return found;
}

/**
 * What pruning needs to know of a schema, read off the schema graph once per schema (the document does not change
 * while the process runs), not per request: the member schemas by name, those `additionalProperties` types, and
 * whether the value is kept as sent.
 */
interface PrunePlan {
  /** Schemas of the array items, when any applicable schema types them. */
  readonly items: readonly SchemaObject[];
  readonly named: ReadonlyMap<string, readonly SchemaObject[]>;
  readonly extra: readonly SchemaObject[];
  readonly declaresMembers: boolean;
  readonly partial: boolean;
}

const plans = new WeakMap<SchemaObject, PrunePlan>();

function planOf(schema: SchemaObject): PrunePlan {
  let plan = plans.get(schema);
  if (plan === undefined) {
    plan = makePlan(schema);
    plans.set(schema, plan);
  }
  return plan;
}

function makePlan(schema: SchemaObject): PrunePlan {
  const schemas = applicable(schema);
  const named = new Map<string, SchemaObject[]>();
  const extra: SchemaObject[] = [];
  let declaresMembers = false;
  for (const s of schemas) {
    const properties = s['properties'];
    if (isObject(properties)) {
      declaresMembers = true;
      for (const [name, member] of Object.entries(properties))
        named.set(name, [...(named.get(name) ?? []), member as SchemaObject]);
    }
    const additional = s['additionalProperties'];
    if (isObject(additional)) extra.push(additional as SchemaObject);
  }
  return {
    items: schemas.map((s) => s['items']).filter(isObject) as SchemaObject[],
    named,
    extra,
    declaresMembers,
    // A schema the document marks "not shown" and production's facts do not complete names only some of what its
    // value holds, at any depth (2.3: "field names not given" for members of USD wire beneficiaries): a member it does
    // not name may be a real member of the interface, so the value is kept as sent rather than pruned.
    partial: schemas.some(isPartial),
  };
}

function prune(schema: SchemaObject, value: unknown): unknown {
  const plan = planOf(schema);
  if (Array.isArray(value)) {
    return plan.items.length === 0 ? value : value.map((item) => pruneAll(plan.items, item));
  }
  if (!isObject(value)) return value;
  if (!plan.declaresMembers && plan.extra.length === 0) return value;
  if (plan.partial) return withoutProtoKeys(value);
  const kept: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    if (name === '__proto__') continue;
    const memberSchemas = plan.named.get(name) ?? plan.extra;
    if (memberSchemas.length > 0) kept[name] = pruneAll(memberSchemas, member);
  }
  return kept;
}

/** The one schema standing for several that apply together, per list (the lists come from cached plans). */
const combined = new WeakMap<readonly SchemaObject[], SchemaObject>();

/** Pruned by several schemas that apply together: a member survives if any of them declares it. */
function pruneAll(schemas: readonly SchemaObject[], value: unknown): unknown {
  let all = combined.get(schemas);
  if (all === undefined) {
    all = { allOf: [...schemas] };
    combined.set(schemas, all);
  }
  return prune(all, value);
}

/** `value` without `__proto__` members at any depth (depth is bounded by the body reader's limit). */
function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== '__proto__')
      .map(([name, member]) => [name, withoutProtoKeys(member)]),
  );
}

/** Marked "not shown" (`x-not-shown`), with no member taken from the production facts that would complete it. */
function isPartial(schema: SchemaObject): boolean {
  if (schema['x-not-shown'] === undefined || schema['x-source'] === productionFacts) return false;
  const properties = isObject(schema['properties']) ? Object.values(schema['properties']) : [];
  return !properties.some((p) => isObject(p) && p['x-source'] === productionFacts);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
