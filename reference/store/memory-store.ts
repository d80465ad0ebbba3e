import { Low, Memory } from 'lowdb';
import { emptyData, type ReferenceData } from './data.ts';
import { createLowStore, type Store } from './store.ts';

/**
 * A store that lives in memory only (tests, the embedded reference of a conformance run). Built from `Low` and the
 * `Memory` adapter by hand: lowdb's presets switch adapters on `NODE_ENV`, which must not decide where data goes.
 */
export function createMemoryStore(): Store {
  return createLowStore(new Low<ReferenceData>(new Memory<ReferenceData>(), emptyData()));
}
