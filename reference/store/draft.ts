import type { ReferenceData } from './data.ts';

type Row = Record<string, unknown> | unknown[];
type Table = Record<string, Row>;

/** One row a transaction wrote: its new value, or `undefined` when it deleted the row. */
export interface RowChange {
  readonly table: string;
  readonly id: string;
  readonly value: unknown;
}

/** A transaction's private view of the data: reads see its own writes; the committed data is never modified. */
export interface Draft {
  readonly data: ReferenceData;
  /** The rows this transaction wrote or may have modified, with their values as they are now. */
  changes(): RowChange[];
}

/** What a draft knows of one table: rows copied for writing, rows deleted, and row views handed out. */
export interface TableOverlay {
  readonly written: Map<string, unknown>;
  readonly deleted: Set<string>;
  readonly views: Map<string, unknown>;
}

const drafts = new WeakMap<object, { committed: ReferenceData; overlay: (table: string) => TableOverlay }>();

/**
 * A copy-on-write draft over `committed`. Only the rows a transaction touches are copied, so a write costs what it
 * changes, not the size of the data; dropping the draft rolls everything back.
 *
 * A row read through the draft is a view of the committed row: members that are not objects are read through it
 * (a scan filtering on `customerId` or `isDeleted` copies nothing), and the row is copied into the draft the first
 * time it is written or one of its objects or arrays is reached (which may then be modified in place).
 */
export function createDraft(committed: ReferenceData): Draft {
  const overlays = new Map<string, TableOverlay>();
  const overlay = (table: string): TableOverlay => {
    let found = overlays.get(table);
    if (!found) overlays.set(table, (found = { written: new Map(), deleted: new Set(), views: new Map() }));
    return found;
  };
  const tables = new Map<string, Table>();
  const root = new Proxy(committed as unknown as Record<string, Table>, {
    get(target, name) {
      if (typeof name !== 'string' || !Object.hasOwn(target, name)) return Reflect.get(target, name);
      let table = tables.get(name);
      if (!table) tables.set(name, (table = tableView(target[name]!, overlay(name))));
      return table;
    },
    set() {
      throw new TypeError('tables of the store cannot be replaced');
    },
    deleteProperty() {
      throw new TypeError('tables of the store cannot be deleted');
    },
  }) as unknown as ReferenceData;
  drafts.set(root, { committed, overlay });
  return {
    data: root,
    changes() {
      const found: RowChange[] = [];
      for (const [table, { written, deleted }] of overlays) {
        for (const id of deleted) found.push({ table, id, value: undefined });
        for (const [id, value] of written) found.push({ table, id, value });
      }
      return found;
    },
  };
}

/** The committed data behind a draft's `data` (or `data` itself when it is no draft), and the draft's overlay. */
export function draftParts(data: ReferenceData): {
  committed: ReferenceData;
  overlay?: (table: string) => TableOverlay;
} {
  return drafts.get(data) ?? { committed: data };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function tableView(committed: Table, overlay: TableOverlay): Table {
  const { written, deleted, views } = overlay;
  const present = (id: string) => !deleted.has(id) && (written.has(id) || Object.hasOwn(committed, id));
  const current = (id: string): unknown => {
    // Only asked for a present row: written, or committed and not deleted.
    if (written.has(id)) return written.get(id);
    const row = committed[id];
    if (!isObject(row)) return row;
    let view = views.get(id);
    if (!view) views.set(id, (view = rowView(committed, id, overlay)));
    return view;
  };
  // A view stored back (`table[row.id] = row`) is kept as its row's copy, never as the view: the view reads from there.
  const write = (id: string, value: unknown) => {
    deleted.delete(id);
    const ownRow = isObject(value) ? viewOwners.get(value) : undefined;
    if (ownRow && ownRow.table === overlay && ownRow.id === id) ownRow.copy();
    else written.set(id, isObject(value) && viewOwners.has(value) ? detach(value) : value);
  };
  return new Proxy(committed, {
    get(target, id) {
      if (typeof id !== 'string') return Reflect.get(target, id);
      if (present(id)) return current(id);
      // A deleted row reads as missing; an id no row has reads what a plain object inherits.
      return Object.hasOwn(target, id) ? undefined : Reflect.get(target, id);
    },
    set(_target, id, value) {
      if (typeof id !== 'string') return false;
      write(id, value);
      return true;
    },
    defineProperty(_target, id, descriptor) {
      if (typeof id !== 'string' || !('value' in descriptor)) return false;
      write(id, descriptor.value);
      return true;
    },
    deleteProperty(_target, id) {
      if (typeof id !== 'string') return false;
      written.delete(id);
      if (Object.hasOwn(committed, id)) deleted.add(id);
      return true;
    },
    has(target, id) {
      if (typeof id !== 'string') return Reflect.has(target, id);
      return present(id) || (!Object.hasOwn(target, id) && Reflect.has(target, id));
    },
    ownKeys(target) {
      const keys = Object.keys(target).filter((id) => !deleted.has(id));
      for (const id of written.keys()) if (!Object.hasOwn(target, id)) keys.push(id);
      return keys;
    },
    getOwnPropertyDescriptor(_target, id) {
      if (typeof id !== 'string' || !present(id)) return undefined;
      return { value: current(id), writable: true, enumerable: true, configurable: true };
    },
  });
}

/**
 * A view of the committed row `id`: primitives are read from the committed row until the row is written; reaching
 * an object or array member, or writing, first copies the row into the draft, which the view then forwards to.
 */
function rowView(committed: Table, id: string, overlay: TableOverlay): unknown {
  const { written } = overlay;
  const row = committed[id]!;
  // Array rows are short lists of strings: copied at once, without a view.
  if (Array.isArray(row)) {
    const copy = structuredClone(row);
    written.set(id, copy);
    return copy;
  }
  const copied = (): Record<string, unknown> => {
    if (!written.has(id)) written.set(id, structuredClone(row));
    return written.get(id) as Record<string, unknown>;
  };
  const source = (): Record<string, unknown> => (written.has(id) ? (written.get(id) as Record<string, unknown>) : row);
  const view = new Proxy(row, {
    get(_target, name) {
      const value = Reflect.get(source(), name);
      if (typeof name !== 'string' || !isObject(value) || !Object.hasOwn(source(), name)) return value;
      return copied()[name];
    },
    set(_target, name, value) {
      return Reflect.set(copied(), name, value);
    },
    defineProperty(_target, name, descriptor) {
      return Reflect.defineProperty(copied(), name, descriptor);
    },
    deleteProperty(_target, name) {
      return Reflect.deleteProperty(copied(), name);
    },
    has(_target, name) {
      return Reflect.has(source(), name);
    },
    ownKeys() {
      return Reflect.ownKeys(source());
    },
    getOwnPropertyDescriptor(_target, name) {
      const descriptor = Reflect.getOwnPropertyDescriptor(source(), name);
      if (descriptor && 'value' in descriptor && isObject(descriptor.value))
        descriptor.value = copied()[name as string];
      // The committed row is the proxy's target: a member it lacks must be reported configurable.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
  viewOwners.set(view, { table: overlay, id, copy: copied });
  return view;
}

/** Each row view handed out, with the table overlay and id it reads, and how to copy its row for writing. */
const viewOwners = new WeakMap<object, { table: TableOverlay; id: string; copy: () => unknown }>();

/**
 * A plain copy of `value` that no longer refers to any draft: views are replaced by their rows' current values.
 * Used for what a transaction returns and what it persists.
 */
export function detach<T>(value: T): T {
  return structuredCloneThroughViews(value) as T;
}

function structuredCloneThroughViews(value: unknown): unknown {
  // Functions and symbols cannot be copied: structuredClone throws for them, as it would have for the whole value.
  if (typeof value === 'function' || typeof value === 'symbol') return structuredClone(value);
  if (!isObject(value)) return value;
  if (Array.isArray(value)) return value.map(structuredCloneThroughViews);
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[name];
    if (member !== undefined) copy[name] = structuredCloneThroughViews(member);
  }
  return copy;
}
