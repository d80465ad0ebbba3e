/**
 * Tests in flight across all workers of a run. Vitest bounds tests at once per worker, and a worker runs one file at
 * a time, so a file of one test, or of tests that run one by one, leaves its worker's other places empty while other
 * files wait. A run that gives its workers more places than `--concurrency` takes one of these slots for each test
 * instead: whichever worker has a test ready fills a free slot, and never more than the concurrency run at once.
 *
 * The count lives in a SharedArrayBuffer handed to every worker (vitest's `provide` passes it by reference); waiting
 * is `Atomics.waitAsync`, which leaves the worker's event loop free for the tests it is already running.
 */

const used = 0;
const limit = 1;
/** Tests waiting to run alone: while any waits, no test takes a new slot, so the running ones drain. */
const aloneWaiting = 2;

/**
 * The longest a test waits for a slot; not taken from its budget. A slot frees when any test holding one ends, and
 * each ends within its own bound, so this sits with the longest of those (see `maxClockWaitMs`).
 */
export const maxSlotWaitMs = 30 * 60_000;

/** The shared count for a run of `concurrency` tests at once. */
export function createTestSlots(concurrency: number): SharedArrayBuffer {
  if (!(Number.isInteger(concurrency) && concurrency >= 1)) throw new Error(`concurrency must be a positive integer (got ${concurrency})`);
  const buffer = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  Atomics.store(new Int32Array(buffer), limit, concurrency);
  return buffer;
}

/** Tests holding a slot now (for tests and reports). */
export function slotsInUse(buffer: SharedArrayBuffer): number {
  return Atomics.load(new Int32Array(buffer), used);
}

function abortedPromise(signal: AbortSignal): { readonly promise: Promise<void>; readonly dispose: () => void } {
  let onAbort = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    onAbort = () => resolve();
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

/** Waits until the count moves away from `seen` (any release notifies every waiter) or the signal aborts. */
async function moved(slots: Int32Array, seen: number, signal: AbortSignal): Promise<void> {
  const waited = Atomics.waitAsync(slots, used, seen);
  if (!waited.async) return;
  const abort = abortedPromise(signal);
  try {
    await Promise.race([waited.value, abort.promise]);
  } finally {
    abort.dispose();
  }
}

function releaser(slots: Int32Array, count: number): () => void {
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    Atomics.sub(slots, used, count);
    Atomics.notify(slots, used);
  };
}

/**
 * Waits for a free slot and takes it, or with `alone` every slot at once (the test then runs beside no other test of
 * any worker); answers the function that gives them back (once, however often it is called). Rejects with the signal's
 * reason when it aborts first, having taken nothing.
 */
export async function acquireTestSlot(buffer: SharedArrayBuffer, signal: AbortSignal, options: { readonly alone?: boolean } = {}): Promise<() => void> {
  const slots = new Int32Array(buffer);
  const all = Atomics.load(slots, limit);
  if (options.alone === true) {
    Atomics.add(slots, aloneWaiting, 1);
    try {
      for (;;) {
        signal.throwIfAborted();
        if (Atomics.compareExchange(slots, used, 0, all) === 0) return releaser(slots, all);
        await moved(slots, Atomics.load(slots, used), signal);
      }
    } finally {
      Atomics.sub(slots, aloneWaiting, 1);
      // Tests held back for this one wait on the count, which may not move again: wake them to look.
      Atomics.notify(slots, used);
    }
  }
  for (;;) {
    signal.throwIfAborted();
    const now = Atomics.load(slots, used);
    if (now < all && Atomics.load(slots, aloneWaiting) === 0) {
      if (Atomics.compareExchange(slots, used, now, now + 1) === now) return releaser(slots, 1);
      continue;
    }
    await moved(slots, now, signal);
  }
}
