import { describe, expect, it } from 'vitest';
import { countRoundTrips, readRoundTrips, RoundTrips } from './round-trips.ts';

/** A client whose requests are answered when the test says so, in any order. */
function heldClient() {
  const pending: (() => void)[] = [];
  const client = {
    request: (_req: never) => new Promise<string>((resolve) => pending.push(() => resolve('answered'))),
  };
  return { client, answerAll: () => pending.splice(0).forEach((answer) => answer()) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RoundTrips', () => {
  it('gives requests sent together one depth, and a request sent after an answer the next', () => {
    const trips = new RoundTrips();
    const a = trips.sent();
    const b = trips.sent();
    expect([a, b]).toEqual([1, 1]);
    trips.answered(b);
    const c = trips.sent();
    expect(c).toBe(2);
    trips.answered(a);
    trips.answered(c);
    expect(trips.criticalPath).toBe(2);
    expect(trips.requests).toBe(3);
  });

  it('counts a chain of one-after-the-other requests as its length, and requests at once as one', async () => {
    const { client, answerAll } = heldClient();
    const trips = countRoundTrips(client);
    const chain = (async () => {
      for (let i = 0; i < 3; i++) await client.request(undefined as never);
    })();
    const together = Promise.all([client.request(undefined as never), client.request(undefined as never)]);
    for (let i = 0; i < 3; i++) {
      await tick();
      answerAll();
    }
    await Promise.all([chain, together]);
    expect(trips.requests).toBe(5);
    expect(trips.criticalPath).toBe(3);
  });

  it('reads back the lines written', () => {
    expect(readRoundTrips('{"test":"a","requests":3,"criticalPath":2}\n\n')).toEqual([
      { test: 'a', requests: 3, criticalPath: 2 },
    ]);
  });
});
