/**
 * Group commit: entries queued while a batch is being written and flushed are written together as the next batch,
 * so concurrent transactions share one fsync instead of waiting for one each. Batches are written one at a time, in
 * queue order.
 */
export interface GroupCommit<E> {
  /** Queues `entry`; resolves once the batch holding it was written durably, rejects when that batch failed. */
  enqueue(entry: E): Promise<void>;
  /** Settles like the last entry queued so far (resolves at once when none was): what is applied now is durable. */
  flushed(): Promise<void>;
  /** Resolves once nothing is being written and the work between batches (`afterBatch`) is done. */
  idle(): Promise<void>;
}

export interface GroupCommitOptions<E> {
  /** Writes a batch durably, in order; on failure, writes nothing of it (or nothing that will be read back). */
  write(batch: readonly E[]): Promise<void>;
  /**
   * Called synchronously when a batch fails, with that batch and every entry queued after it (they may depend on
   * the failed ones), oldest first, before their promises are rejected.
   */
  onFailure(entries: readonly E[], error: unknown): void;
  /** Called after each durable batch, before the next one is written: the moment for work between writes. */
  afterBatch?(): Promise<void>;
}

export function createGroupCommit<E>(options: GroupCommitOptions<E>): GroupCommit<E> {
  let queue: { entry: E; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  let last: Promise<void> = Promise.resolve();
  let draining: Promise<void> = Promise.resolve();

  const drain = async () => {
    try {
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        try {
          await options.write(batch.map(({ entry }) => entry));
        } catch (error) {
          const failed = [...batch, ...queue];
          queue = [];
          options.onFailure(
            failed.map(({ entry }) => entry),
            error,
          );
          for (const { reject } of failed) reject(error);
          // Nothing applied now waits for a flush: the failed entries were the last ones, and they were reverted.
          last = Promise.resolve();
          continue;
        }
        for (const { resolve } of batch) resolve();
        // Work between batches (compaction) must not fail the writes that follow: it retries on a later batch.
        await options.afterBatch?.().catch(() => undefined);
      }
    } finally {
      writing = false;
    }
  };

  return {
    enqueue(entry) {
      const durable = new Promise<void>((resolve, reject) => queue.push({ entry, resolve, reject }));
      // `last` may be awaited by nobody; its rejection is reported to the entry's own caller.
      durable.catch(() => undefined);
      last = durable;
      if (!writing) {
        writing = true;
        draining = drain();
      }
      return durable;
    },
    flushed() {
      return last;
    },
    async idle() {
      // A batch queued meanwhile starts another drain: waited for too.
      while (writing) await draining;
    },
  };
}
