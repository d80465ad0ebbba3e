import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockLeases, type ClockLeases, type Lease } from './clock-leases.ts';

let n = 0;
let leases: ClockLeases;
afterEach(() => {
  leases.close();
  vi.useRealTimers();
});

function fresh(): ClockLeases {
  leases = createClockLeases(() => `lease-${++n}`);
  return leases;
}

/** Whether a promise has settled, after pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const shared = { exclusive: false, ttlMs: 60_000 } as const;
const exclusive = { exclusive: true, ttlMs: 60_000 } as const;

describe('clock leases', () => {
  it('shared leases are granted together; an exclusive one waits until every other lease is released', async () => {
    const l = fresh();
    const a = await l.acquire(shared);
    const b = await l.acquire(shared);
    const x = l.acquire(exclusive);
    expect(await settled(x)).toBe(false);
    l.release(a.id);
    expect(await settled(x)).toBe(false);
    l.release(b.id);
    expect((await x).exclusive).toBe(true);
  });

  it('a waiting exclusive request holds back shared ones that came after it, which get in once it is released', async () => {
    const l = fresh();
    const a = await l.acquire(shared);
    const x = l.acquire(exclusive);
    const late = l.acquire(shared);
    l.release(a.id);
    const granted = await x;
    expect(await settled(late)).toBe(false);
    expect(l.held(granted.id)?.exclusive).toBe(true);
    l.release(granted.id);
    expect((await late).exclusive).toBe(false);
  });

  it('two exclusive requests are granted one after the other, in arrival order', async () => {
    const l = fresh();
    const order: string[] = [];
    const first = l.acquire(exclusive).then((lease) => {
      order.push('first');
      return lease;
    });
    const second = l.acquire(exclusive).then((lease) => {
      order.push('second');
      return lease;
    });
    const one: Lease = await first;
    expect(await settled(second)).toBe(false);
    expect(l.release(one.id)).toBe(true);
    await second;
    expect(order).toEqual(['first', 'second']);
    expect(l.release(one.id)).toBe(false);
  });

  it('a lease not released ends with its time-to-live, so a crashed worker cannot hold the clock for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const l = fresh();
    const stale = await l.acquire({ exclusive: false, ttlMs: 5_000 });
    const x = l.acquire(exclusive);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(l.held(stale.id)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(l.held(stale.id)).toBeUndefined();
    expect((await x).exclusive).toBe(true);
  });

  it('a request withdrawn while it waits is never granted and does not block the ones behind it', async () => {
    const l = fresh();
    const a = await l.acquire(shared);
    const abort = new AbortController();
    const x = l.acquire(exclusive, abort.signal);
    const late = l.acquire(shared);
    expect(await settled(late)).toBe(false);
    abort.abort();
    await expect(x).rejects.toThrow('withdrawn');
    expect((await late).exclusive).toBe(false);
    expect(l.held(a.id)).toBeDefined();
  });

  it('refuses a lease without a positive time-to-live, and every request once closed', async () => {
    const l = fresh();
    await expect(l.acquire({ exclusive: false, ttlMs: 0 })).rejects.toThrow('time-to-live');
    await l.acquire(exclusive);
    const waiting = l.acquire(shared);
    l.close();
    await expect(waiting).rejects.toThrow('closed');
    await expect(l.acquire(shared)).rejects.toThrow('closed');
  });
});
