/**
 * The catalogue of conformant variants: each the reference taking exactly one freedom the document leaves open, naming
 * the freedom and the document's wording that leaves it open. `npm run kill-matrix` runs the suite against every one
 * beside the deviants; the suite must pass them all.
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

/** Every variant; the wire ones of HTTP first, so that stacked they wrap the others (see `stackedVariant`). */
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

/** The id of the run taking every stackable wire freedom at once. */
export const stackedVariantId = 'all-stackable-wire-freedoms';

/**
 * One server taking every stackable wire freedom at once (none of them changes what another reads): run over the whole
 * suite, it shows each freedom on every answer, where alone each runs with its own files.
 */
export function stackedVariant(variants: readonly Variant[] = variantCatalogue): Variant {
  const stacked = variants.filter((v) => v.stacks === true);
  return {
    id: stackedVariantId,
    freedom: `all at once: ${stacked.map((v) => v.id).join(', ')}`,
    leftOpenBy: {
      part: stacked.map((v) => v.leftOpenBy.part).join('; '),
      wording: 'the wording of each variant stacked',
    },
    seam: 'wire',
    files: [],
    wire: (run) => stacked.flatMap((v) => v.wire?.(run) ?? []),
  };
}

/** The variant with this id; throws on an unknown id. */
export function variantById(id: string): Variant {
  const found = variantCatalogue.find((v) => v.id === id);
  if (!found) throw new Error(`unknown variant: ${id}`);
  return found;
}
