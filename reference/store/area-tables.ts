/**
 * The tables areas add to the store, one line each. An area declares its tables in its own folder (a function
 * answering them empty) and adds one line here; `ReferenceData` then has them, and data files written before they
 * existed get them empty when loaded.
 */
import { emptyTransactionTables } from '../transactions/transaction-tables.ts';
import { emptyCardTables } from '../cards/card-tables.ts';
import { emptyQuoteTables } from '../quotes/quote-tables.ts';
import { emptyScaTables } from '../sca/sca-tables.ts';
import { emptyStablecoinTables } from '../stablecoins/stablecoin-tables.ts';

const areaTableFactories = [emptyTransactionTables, emptyCardTables, emptyQuoteTables, emptyScaTables, emptyStablecoinTables] as const;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every area's tables together. */
export type AreaData = Intersection<ReturnType<(typeof areaTableFactories)[number]>>;

/** Every area's tables, empty. */
export function emptyAreaData(): AreaData {
  return Object.assign({}, ...areaTableFactories.map((create) => create())) as AreaData;
}
