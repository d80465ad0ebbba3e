/**
 * The tables areas add to the store. An area declares its tables in its own folder (a file exporting `emptyTables`,
 * a function answering them empty; `npm run generate` finds it); `ReferenceData` then has them, and data files
 * written before they existed get them empty when loaded.
 */
import { foundTableFactories } from '../generated/tables.ts';

const areaTableFactories = foundTableFactories;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every area's tables together. */
export type AreaData = Intersection<ReturnType<(typeof areaTableFactories)[number]>>;

/** Every area's tables, empty. */
export function emptyAreaData(): AreaData {
  return Object.assign({}, ...areaTableFactories.map((create) => create())) as AreaData;
}
