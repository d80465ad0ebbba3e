import { describe, expect, it } from 'vitest';
import { defaultConnections } from '../http/client.ts';
import { connectionsFor, mapAtOnce, requestsAtOnce } from './at-once.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapAtOnce', () => {
  it('keeps the items order and never exceeds the limit', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapAtOnce([5, 1, 4, 2, 3, 1, 2], 3, async (n, i) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick(n);
      inFlight -= 1;
      return `${i}:${n}`;
    });
    expect(out).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:1', '6:2']);
    expect(most).toBe(3);
  });

  it('runs one at a time, in order, with a limit of 1', async () => {
    const order: number[] = [];
    await mapAtOnce([3, 1, 2], 1, async (n) => {
      order.push(n);
      await tick(n);
    });
    expect(order).toEqual([3, 1, 2]);
  });

  it('throws the earliest item failure, starts nothing after a failure, and waits for those in flight', async () => {
    const started: number[] = [];
    let settled = 0;
    const error = await mapAtOnce([0, 1, 2, 3, 4, 5], 2, async (i) => {
      started.push(i);
      // Item 1 fails after item 0 has failed: item 0's error is the one thrown.
      await tick(i === 0 ? 10 : 1);
      settled += 1;
      throw new Error(`item ${i}`);
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('item 0');
    expect(settled).toBe(started.length);
    expect(started.length).toBeLessThan(6);
  });
});

describe('requestsAtOnce', () => {
  it("is the run's requests per test, at least 1", () => {
    expect(requestsAtOnce({ run: { requestsPerTest: 4, testsPerWorker: 2 } } as never)).toBe(4);
    expect(requestsAtOnce({ run: { testsPerWorker: 4 } } as never)).toBe(1);
    expect(requestsAtOnce({ run: {} } as never)).toBe(1);
  });
});

describe('connectionsFor', () => {
  it("is every test of a worker with all its requests in flight, never fewer than the client's default", () => {
    expect(connectionsFor({ testsPerWorker: 3, requestsPerTest: 32 })).toBe(96);
    expect(connectionsFor({ testsPerWorker: 2, requestsPerTest: 2 })).toBe(defaultConnections);
    expect(connectionsFor({})).toBe(defaultConnections);
  });
});
