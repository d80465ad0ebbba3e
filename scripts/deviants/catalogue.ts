/**
 * The catalogue of deviant servers, by family: each the reference with exactly one documented rule broken, naming
 * the clause it breaks. `scripts/kill-matrix/main.ts` runs the suite against every one.
 */
import type { Deviant } from './deviant.ts';
import { deviantsByArea } from './areas.generated.ts';

export type { Deviant, DeviantFamily } from './deviant.ts';

/** The areas with deviants: every one has at least one. */
export const deviantFamilies = Object.keys(deviantsByArea) as (keyof typeof deviantsByArea)[];

/** Every deviant, area by area (the files `scripts/deviants/<area>.ts`, found by `npm run generate`). */
export const deviantCatalogue: readonly Deviant[] = Object.values(deviantsByArea).flat();

/** The deviant with this id; throws on an unknown id. */
export function deviantById(id: string): Deviant {
  const found = deviantCatalogue.find((d) => d.id === id);
  if (!found) throw new Error(`unknown deviant: ${id}`);
  return found;
}
