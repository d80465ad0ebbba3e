/**
 * The payment rails production answers on an external account's `accountInfo` (`paymentRails`, required on fiat
 * responses), read off production's response schemas: the schema the `accountType` maps to lists the rails of its
 * type as the enumeration of `paymentRails` items. The document does not show `paymentRails`.
 */
import type { SchemaObject } from '../openapi/types.ts';
import { productionSchemas } from './schemas.ts';

const componentPrefix = '#/components/schemas/';

function schemaAt(ref: unknown): SchemaObject | undefined {
  return typeof ref === 'string' && ref.startsWith(componentPrefix)
    ? productionSchemas[ref.slice(componentPrefix.length)]
    : undefined;
}

/** The `paymentRails` item enumeration reachable from `schema` through `$ref` and `allOf`, if any. */
function railsIn(schema: SchemaObject | undefined, seen: Set<SchemaObject> = new Set()): readonly string[] | undefined {
  if (schema === undefined || seen.has(schema)) return undefined;
  seen.add(schema);
  if (schema['$ref'] !== undefined) return railsIn(schemaAt(schema['$ref']), seen);
  const items = (schema['properties'] as Record<string, SchemaObject> | undefined)?.['paymentRails']?.['items'] as
    | SchemaObject
    | undefined;
  if (Array.isArray(items?.['enum'])) return items['enum'] as string[];
  for (const part of (schema['allOf'] as SchemaObject[] | undefined) ?? []) {
    const found = railsIn(part, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

const mapping =
  (productionSchemas['ExternalAccountInfoOneOf']?.['discriminator'] as { mapping: Record<string, string> } | undefined)
    ?.mapping ?? {};

/** Production's payment rails of an external account type (`USD_ACCOUNT` gives ACH, WIRE, RTP, FEDNOW); undefined for types without rails (wallets). */
export function paymentRailsOf(accountType: string): readonly string[] | undefined {
  return Object.hasOwn(mapping, accountType) ? railsIn(schemaAt(mapping[accountType])) : undefined;
}
