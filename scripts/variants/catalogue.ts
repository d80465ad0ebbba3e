/**
 * The catalogue of conformant variants: each the reference taking exactly one freedom the document leaves open, naming
 * the freedom and the document's wording that leaves it open. `npm run kill-matrix` runs the whole suite against them
 * beside the deviants, several at once (`composite.ts`); the suite must pass them all.
 */
import { bodyVariants } from './body-variants.ts';
import { configurationVariants } from './configuration-variants.ts';
import { eventVariants } from './event-variants.ts';
import { idVariants } from './id-variants.ts';
import { orderVariants } from './order-variants.ts';
import { ruleVariants } from './rule-variants.ts';
import { timestampVariants } from './timestamp-variants.ts';
import { transportVariants } from './transport-variants.ts';
import type { Variant } from './variant.ts';

export type { Variant } from './variant.ts';

/**
 * Every variant; the wire ones of HTTP first, so that in a composite (`composite.ts`) their middleware wraps the
 * others' and sees the bodies the others have written. The suite faces them in composites, whole.
 */
export const variantCatalogue: readonly Variant[] = [
  ...transportVariants,
  ...bodyVariants,
  ...orderVariants,
  ...timestampVariants,
  ...eventVariants,
  ...idVariants,
  ...configurationVariants,
  ...ruleVariants,
];

/** The variant with this id; throws on an unknown id. */
export function variantById(id: string): Variant {
  const found = variantCatalogue.find((v) => v.id === id);
  if (!found) throw new Error(`unknown variant: ${id}`);
  return found;
}
