/**
 * Building blocks shared by the schema groups: references, markers for where a fact comes from, and the small
 * value shapes the interface document states (identifier forms, currency codes, timestamps).
 */
import { countryCodes, currencyCodes } from '../../iso-codes.ts';
import type { SchemaObject } from '../types.ts';

/** Value of `x-source` on anything taken from the production facts rather than the interface document. */
export const productionFacts = 'production-facts' as const;

/** A `$ref` to a component schema. */
export function ref(name: string): SchemaObject {
  return { $ref: `#/components/schemas/${name}` };
}

/** Marks a schema (or operation, parameter, scheme) as taken from the production facts. */
export function fromProduction<T extends object>(value: T): T & { 'x-source': typeof productionFacts } {
  return { ...value, 'x-source': productionFacts };
}

/**
 * Marks a part the document says is not shown. `what` quotes or paraphrases the document's "not shown" sentence;
 * the schema stays permissive (callers never close it or invent required members).
 */
export function notShown<T extends object>(what: string, value: T): T & { 'x-not-shown': string } {
  return { ...value, 'x-not-shown': what };
}

/** A member the document names without giving its type: described, never constrained. */
export function untyped(description: string): SchemaObject {
  return { description: `${description} (type not given)` };
}

export function str(description?: string): SchemaObject {
  return description === undefined ? { type: 'string' } : { type: 'string', description };
}

/** Same string member, typed from the production facts (request schemas only). */
export function prodStr(description?: string): SchemaObject {
  return fromProduction(str(description));
}

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** Identifier forms the document shows (`Customer:<uuid>`, `Session:<uuid>`, ...). */
export function prefixedId(prefix: string, description?: string): SchemaObject {
  const form = `form \`${prefix}:<uuid>\``;
  return {
    type: 'string',
    pattern: `^${prefix}:${uuid}$`,
    description: description === undefined ? form : `${description}; ${form}`,
  };
}

/** 2.1, 2.2: ISO 4217 currency code (and production's codes of crypto assets, see `iso-codes.ts`). */
export const currencyCode: SchemaObject = {
  type: 'string',
  enum: [...currencyCodes],
  description: 'ISO 4217 currency code',
};

/** 2.3: a country code (production: ISO 3166-1 alpha-2). */
export const countryCode: SchemaObject = {
  type: 'string',
  enum: [...countryCodes],
  description: 'country code (ISO 3166-1 alpha-2)',
};

/**
 * 2.5: "ISO 8601 timestamp". A pattern rather than `format: date-time`, which is the narrower RFC 3339 profile
 * (it demands an offset); the document promises ISO 8601 only.
 */
export const timestamp: SchemaObject = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}(:?\\d{2})?)?$',
  description: 'ISO 8601 timestamp',
};

/** 2.3: `YYYY-MM-DD`. */
export const calendarDate: SchemaObject = { type: 'string', format: 'date', description: 'YYYY-MM-DD' };

/** 2.5: "Binary values are base64url strings" (padding tolerated). */
export const base64url: SchemaObject = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]*={0,2}$',
  description: 'base64url',
};

/** `USD_ACCOUNT` -> `UsdAccount`: component names derived from enum values. */
export function pascal(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * A union discriminated by `tag`, in the shape both OpenAPI tools and Ajv understand: the tag is required and
 * enumerated on the union itself (so a missing or unknown tag is reported once, at the tag), and `mapping` names the
 * branch of each value. Each branch must declare the tag as `const` or `enum`.
 */
export function discriminatedUnion(
  tag: string,
  branches: ReadonlyArray<readonly [value: string, schemaName: string]>,
  extra: SchemaObject = {},
): SchemaObject {
  const names = [...new Set(branches.map(([, name]) => name))];
  return {
    type: 'object',
    ...extra,
    required: [tag],
    properties: { [tag]: { type: 'string', enum: branches.map(([value]) => value) } },
    discriminator: {
      propertyName: tag,
      mapping: Object.fromEntries(branches.map(([value, name]) => [value, `#/components/schemas/${name}`])),
    },
    oneOf: names.map(ref),
  };
}

/**
 * `required` for a conditional branch (`then`). The members are declared again as `true` because Ajv's strict mode
 * wants every required member declared beside `required`; their real schemas stay on the parent object.
 */
export function requires(...members: string[]): SchemaObject {
  return { required: members, properties: Object.fromEntries(members.map((m) => [m, true])) };
}
