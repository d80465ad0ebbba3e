/**
 * Composite servers: the reference taking several variants' freedoms at once. Most freedoms touch different things (a
 * header, a member, a configured window), so one server can take them all, and one run of the whole suite against it
 * shows every one of them on every answer: the cost of the variants is a few suite runs, not one per variant.
 * Variants holding the same `exclusive` key go into different composites; a variant costing time on every request
 * (`aloneWith`) into none.
 */
import type { ReferenceConfig } from '../../reference/config.ts';
import { documentRules, type ReferenceRules } from '../../reference/rules.ts';
import type { Variant } from './variant.ts';

export interface Composite {
  /** `composite-1`, `composite-2`, …: the order in which they are packed. */
  readonly id: string;
  /** In catalogue order: the first one's middleware wraps the others. */
  readonly members: readonly Variant[];
}

/**
 * Packs the variants into as few composites as their `exclusive` keys allow (first fit, in catalogue order, so that
 * the first of each key and every free one share the first composite). Variants run alone are left out.
 */
export function compositesOf(variants: readonly Variant[]): Composite[] {
  const packed: Variant[][] = [];
  for (const variant of variants) {
    if (variant.aloneWith !== undefined) continue;
    const fits = (members: Variant[]) =>
      variant.exclusive === undefined || members.every((m) => m.exclusive !== variant.exclusive);
    const home = packed.find(fits);
    if (home === undefined) packed.push([variant]);
    else home.push(variant);
  }
  return packed.map((members, i) => ({ id: `composite-${i + 1}`, members }));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * The rules the variants replace, all at once. A variant replaces a whole rule even to change one figure of it (the
 * sandbox delays), so where two replace the same object each keeps only the figures it changes from the document's.
 */
export function composedRules(variants: readonly Variant[]): Partial<ReferenceRules> {
  const composed: Record<string, unknown> = {};
  for (const variant of variants) {
    for (const [key, value] of Object.entries(variant.rules ?? {})) {
      const theDocument = (documentRules as unknown as Record<string, unknown>)[key];
      const before = composed[key];
      if (isPlainObject(value) && isPlainObject(theDocument) && isPlainObject(before)) {
        const changed = Object.entries(value).filter(([figure, v]) => v !== theDocument[figure]);
        composed[key] = { ...before, ...Object.fromEntries(changed) };
      } else composed[key] = value;
    }
  }
  return composed as Partial<ReferenceRules>;
}

/** One variant taking every member's freedom: their rules, their configurations in turn, their middleware in order. */
export function compositeVariant(id: string, members: readonly Variant[]): Variant {
  const configures = members.flatMap((m) => (m.configure === undefined ? [] : [m.configure]));
  const wires = members.flatMap((m) => (m.wire === undefined ? [] : [m.wire]));
  const rules = composedRules(members);
  return {
    id,
    freedom: `all at once: ${members.map((m) => m.id).join(', ')}`,
    leftOpenBy: {
      part: [...new Set(members.flatMap((m) => m.leftOpenBy.part.split(', ')))].join(', '),
      wording: 'the wording of each variant taken',
    },
    seam: wires.length > 0 ? 'wire' : configures.length > 0 ? 'configuration' : 'rules',
    ...(Object.keys(rules).length === 0 ? {} : { rules }),
    ...(configures.length === 0
      ? {}
      : {
          configure: (config: ReferenceConfig) => configures.reduce((changed, configure) => configure(changed), config),
        }),
    ...(wires.length === 0 ? {} : { wire: (run) => wires.flatMap((wire) => wire(run)) }),
  };
}
