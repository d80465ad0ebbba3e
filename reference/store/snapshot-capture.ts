import type { ReferenceData } from './data.ts';

/**
 * The data as it was at one moment, written out as JSON text in slices between which the event loop runs, so that
 * compacting a large store does not stall requests for the time it takes to serialise it. Taking it costs nothing:
 * rows are never modified in place once committed (a transaction replaces them whole), so the live tables are read
 * as they are reached, and the store reports, through `before`, each row's value before its first change after the
 * capture, which is written instead of the live one (rows added since are left out, rows deleted since put back).
 */
export interface SnapshotCapture {
  /** Records `value` (`undefined`: absent) as the captured row, unless the row already changed since the capture. */
  before(table: string, id: string, value: unknown): void;
  /** The captured data's JSON text, in pieces to be written in order. */
  text(): Promise<string[]>;
}

/** Rows serialised between two turns of the event loop. */
const rowsPerSlice = 2000;

export function captureData(data: ReferenceData): SnapshotCapture {
  const tables = data as unknown as Record<string, Record<string, unknown>>;
  const names = Object.keys(tables);
  const changed = new Map<string, Map<string, unknown>>();
  let done = false;
  let text: Promise<string[]> | undefined;

  const write = async (): Promise<string[]> => {
    const pieces: string[] = [];
    let sliced = 0;
    for (const [position, name] of names.entries()) {
      const live = tables[name]!;
      const earlier = () => changed.get(name);
      // In the same turn: the ids present now, and the captured rows deleted before now (absent from those ids).
      const ids = Object.keys(live);
      const deletedSince = [...(earlier() ?? [])].filter(([id, row]) => row !== undefined && !Object.hasOwn(live, id));
      let slice: string[] = [];
      const add = (id: string, row: unknown) => slice.push(`${JSON.stringify(id)}:${JSON.stringify(row)}`);
      let first = true;
      const flush = () => {
        if (slice.length === 0) return;
        pieces.push(`${first ? '' : ','}${slice.join(',')}`);
        first = false;
        slice = [];
      };
      pieces.push(`${position === 0 ? '{' : ','}${JSON.stringify(name)}:{`);
      for (const id of ids) {
        const changedRows = earlier();
        const row = changedRows?.has(id) ? changedRows.get(id) : live[id];
        if (row !== undefined) add(id, row);
        if (++sliced % rowsPerSlice === 0) {
          flush();
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      for (const [id, row] of deletedSince) add(id, row);
      flush();
      pieces.push('}');
    }
    pieces.push(names.length === 0 ? '{}' : '}');
    return pieces;
  };

  return {
    before(table, id, value) {
      if (done) return;
      let rows = changed.get(table);
      if (!rows) changed.set(table, (rows = new Map()));
      if (!rows.has(id)) rows.set(id, value);
    },
    text() {
      return (text ??= write().finally(() => {
        done = true;
        changed.clear();
      }));
    },
  };
}
