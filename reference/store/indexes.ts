import type { ReferenceData } from './data.ts';
import { foundIndexes } from '../generated/indexes.ts';
import { draftParts } from './draft.ts';
import type { TableIndexes } from './table-indexes.ts';

type Row = Record<string, unknown>;

/**
 * The secondary indexes of the store: for a table, the members rows are looked up by, each area's asked in its tables
 * file (`tableIndexes`, found by `npm run generate`). Without them each of these lookups walks a whole table through
 * the transaction's draft, and a kept server slows down with every run of the suite against it.
 */
const indexedMembers: TableIndexes = mergeIndexes(foundIndexes);

function mergeIndexes(groups: readonly TableIndexes[]): TableIndexes {
  const merged: Record<string, TableIndexes[string]> = {};
  for (const group of groups) {
    for (const [table, members] of Object.entries(group)) {
      if (table in merged) throw new Error(`the indexes of table ${table} are declared twice`);
      merged[table] = members;
    }
  }
  return merged;
}

/** table -> member -> value -> ids of the committed rows holding it. */
type Indexes = Map<string, Map<string, Map<string, Set<string>>>>;

const indexesOf = new WeakMap<ReferenceData, Indexes>();

/** Builds the indexes of committed data (once, when the store opens); the store keeps them with `reindexRow`. */
export function buildIndexes(data: ReferenceData): void {
  const indexes: Indexes = new Map();
  for (const [table, members] of Object.entries(indexedMembers)) {
    const byMember = new Map<string, Map<string, Set<string>>>();
    for (const member of Object.keys(members)) byMember.set(member, new Map());
    indexes.set(table, byMember);
    const rows = (data as unknown as Record<string, Record<string, Row>>)[table] ?? {};
    for (const [id, row] of Object.entries(rows)) change(indexes, table, id, undefined, row);
  }
  indexesOf.set(data, indexes);
}

/** Moves the committed row `id` from its old index entries to its new ones (`after` undefined: deleted). */
export function reindexRow(data: ReferenceData, table: string, id: string, before: unknown, after: unknown): void {
  const indexes = indexesOf.get(data);
  if (indexes) change(indexes, table, id, before as Row | undefined, after as Row | undefined);
}

function change(indexes: Indexes, table: string, id: string, before: Row | undefined, after: Row | undefined): void {
  const members = indexedMembers[table];
  const byMember = indexes.get(table);
  if (!members || !byMember) return;
  for (const [member, key] of Object.entries(members)) {
    const index = byMember.get(member)!;
    const old = before === undefined ? undefined : key(before);
    const now = after === undefined ? undefined : key(after);
    if (old === now) continue;
    if (typeof old === 'string') {
      const ids = index.get(old);
      ids?.delete(id);
      if (ids?.size === 0) index.delete(old);
    }
    if (typeof now === 'string') {
      let ids = index.get(now);
      if (!ids) index.set(now, (ids = new Set()));
      ids.add(id);
    }
  }
}

/**
 * The rows of `table` whose indexed `member` equals `value`, as `data` sees them: committed rows through the index,
 * corrected by what a transaction's draft changed. Data without indexes (a plain object) is scanned.
 */
export function rowsWhere<T>(
  data: ReferenceData,
  table: keyof ReferenceData & string,
  member: string,
  value: string,
): T[] {
  const key = indexedMembers[table]?.[member];
  if (!key) throw new Error(`${table}.${member} is not indexed`);
  const rows = data[table] as unknown as Record<string, Row>;
  const { committed, overlay } = draftParts(data);
  const index = indexesOf.get(committed)?.get(table)?.get(member);
  if (!index) return Object.values(rows).filter((row) => key(row) === value) as T[];
  const changed = overlay?.(table);
  const found: Row[] = [];
  for (const id of index.get(value) ?? []) {
    if (changed && (changed.written.has(id) || changed.deleted.has(id))) continue;
    found.push(rows[id]!);
  }
  for (const [id, row] of changed?.written ?? []) {
    if (key(row as Row) === value) found.push(rows[id]!);
  }
  return found as T[];
}
