/**
 * Who may rely on the sandbox clock, and who may move it. The tests of a run share one reference, and so one clock:
 * a test that advances it by six minutes would expire the signed retries, tokens and rate-limit windows of a test
 * running beside it in the other worker. So every test holds a lease while it runs: a shared one, or, for a test that
 * lets sandbox time pass (tag `sandbox-time`), an exclusive one, granted when no other lease is held. Only the holder
 * of an exclusive lease may advance the clock, and the offset is therefore constant under a shared lease.
 *
 * Leases are granted in arrival order, except that shared ones are granted together; a waiting exclusive request
 * holds back the shared ones behind it, so a test that advances the clock is never starved. A lease ends when
 * released or when its time-to-live runs out (a worker that crashed never releases).
 */

export interface Lease {
  readonly id: string;
  readonly exclusive: boolean;
}

interface Waiter {
  readonly exclusive: boolean;
  readonly grant: (lease: Lease) => void;
  readonly ttlMs: number;
}

export interface ClockLeases {
  /** Resolves once granted; `signal` withdraws a request still waiting (the promise then rejects). */
  acquire(request: { readonly exclusive: boolean; readonly ttlMs: number }, signal?: AbortSignal): Promise<Lease>;
  /** Ends a lease; false when it was not held (released before, or expired). */
  release(id: string): boolean;
  /** The held lease of that id, if any. */
  held(id: string): Lease | undefined;
  /** Ends every lease and refuses every waiting request. */
  close(): void;
}

export function createClockLeases(newId: () => string): ClockLeases {
  const held = new Map<string, { lease: Lease; timer: NodeJS.Timeout }>();
  let waiting: Waiter[] = [];
  let closed = false;
  const rejectors = new Map<Waiter, (error: Error) => void>();

  const exclusiveHeld = () => [...held.values()].some((h) => h.lease.exclusive);

  const grantWaiting = (): void => {
    while (waiting.length > 0) {
      const head = waiting[0]!;
      const grantable = head.exclusive ? held.size === 0 : !exclusiveHeld();
      if (!grantable) return;
      waiting.shift();
      rejectors.delete(head);
      const lease: Lease = { id: newId(), exclusive: head.exclusive };
      const timer = setTimeout(() => release(lease.id), head.ttlMs);
      timer.unref();
      held.set(lease.id, { lease, timer });
      head.grant(lease);
    }
  };

  const release = (id: string): boolean => {
    const entry = held.get(id);
    if (!entry) return false;
    clearTimeout(entry.timer);
    held.delete(id);
    grantWaiting();
    return true;
  };

  return {
    acquire(request, signal) {
      if (closed) return Promise.reject(new Error('the sandbox clock is closed'));
      if (!(Number.isInteger(request.ttlMs) && request.ttlMs > 0))
        return Promise.reject(new Error('a lease needs a positive time-to-live'));
      return new Promise<Lease>((resolve, reject) => {
        const waiter: Waiter = {
          exclusive: request.exclusive,
          ttlMs: request.ttlMs,
          grant: (lease) => {
            signal?.removeEventListener('abort', withdraw);
            resolve(lease);
          },
        };
        const withdraw = () => {
          waiting = waiting.filter((w) => w !== waiter);
          rejectors.delete(waiter);
          reject(new Error('lease request withdrawn'));
          grantWaiting();
        };
        if (signal?.aborted) return withdraw();
        signal?.addEventListener('abort', withdraw, { once: true });
        rejectors.set(waiter, (error) => {
          signal?.removeEventListener('abort', withdraw);
          reject(error);
        });
        waiting.push(waiter);
        grantWaiting();
      });
    },
    release,
    held: (id) => held.get(id)?.lease,
    close() {
      closed = true;
      for (const { timer } of held.values()) clearTimeout(timer);
      held.clear();
      for (const reject of rejectors.values()) reject(new Error('the sandbox clock is closed'));
      rejectors.clear();
      waiting = [];
    },
  };
}
