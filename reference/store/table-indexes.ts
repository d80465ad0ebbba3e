/**
 * The secondary indexes an area asks of the store, by table: for each indexed member, the function reading its value
 * off a row (only string values are indexed). An area's tables file exports them as `tableIndexes`, beside
 * `emptyTables`; `npm run generate` finds them and `indexes.ts` keeps them.
 */
export type IndexedRow = Record<string, unknown>;

export type TableIndexes = Readonly<Record<string, Readonly<Record<string, (row: IndexedRow) => unknown>>>>;
