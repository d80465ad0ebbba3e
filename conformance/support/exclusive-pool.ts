/**
 * Items a test lends to one run of a property at a time, so that runs at once (`independentRuns`) never share one:
 * a run that reads a balance, changes it and reads it again sees only its own change on the item it holds.
 */
export class ExclusivePool<T> {
  readonly #free: T[];
  readonly #waiting: ((item: T) => void)[] = [];

  constructor(items: readonly T[]) {
    if (items.length === 0) throw new Error('an exclusive pool needs at least one item');
    this.#free = [...items];
  }

  /** Runs `fn` with an item no other caller holds until `fn` settles; waits for one to be handed back if none is free. */
  async with<R>(fn: (item: T) => Promise<R>): Promise<R> {
    const item = this.#free.pop() ?? (await new Promise<T>((resolve) => this.#waiting.push(resolve)));
    try {
      return await fn(item);
    } finally {
      const next = this.#waiting.shift();
      if (next === undefined) this.#free.push(item);
      else next(item);
    }
  }
}
