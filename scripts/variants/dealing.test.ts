import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { answerKindOf, dealing, dealtNumber, dealtObject, inRequest, seatOfItem, turnsOf } from './dealing.ts';

/** Runs `handle` as the request `method path` numbered by `deal`. */
const handled = <T>(deal: ReturnType<typeof dealing>, method: string, path: string, handle: () => T): Promise<T> => {
  let result: T | undefined;
  return Promise.resolve(
    deal({ method, path } as Context, async () => {
      result = handle();
    }),
  ).then(() => result as T);
};

describe('answerKindOf', () => {
  it('names the operation of a path below any base path, a literal segment before a parameter', () => {
    expect(answerKindOf('get', '/2025-10-13/customers/Customer:1')).toBe('GET /customers/{customerId}');
    expect(answerKindOf('GET', '/2025-10-13/customers/end-user-terms')).toBe('GET /customers/end-user-terms');
    expect(answerKindOf('DELETE', '/nowhere/at/all')).toBe('DELETE /nowhere/at/all');
  });
});

describe('dealing', () => {
  it('numbers the requests of each kind in turn from the offset, for the handling of each', async () => {
    const deal = dealing(5);
    const numbers = [
      await handled(deal, 'GET', '/v/customers/Customer:1', dealtNumber),
      await handled(deal, 'GET', '/v/customers/Customer:2', dealtNumber),
      await handled(deal, 'GET', '/v/customers/end-user-terms', dealtNumber),
      await handled(deal, 'GET', '/v/customers/Customer:3', dealtNumber),
    ];
    expect(numbers).toEqual([5, 6, 5, 7]);
    expect(await handled(deal, 'GET', '/v/customers/Customer:4', inRequest)).toBe(true);
    expect(inRequest()).toBe(false);
    expect(dealtNumber()).toBe(0);
  });
});

describe('seatOfItem', () => {
  it('deals an item the same seat wherever it appears, and the offset turns the seats', () => {
    const items = Array.from({ length: 40 }, (_, i) => `2026-01-02T03:04:${String(i).padStart(2, '0')}`);
    const seats = items.map((item) => seatOfItem(item, 2, 0));
    expect(items.map((item) => seatOfItem(item, 2, 0))).toEqual(seats);
    expect(new Set(seats)).toEqual(new Set([0, 1]));
    expect(items.map((item) => seatOfItem(item, 2, 1))).toEqual(seats.map((seat) => 1 - seat));
  });
});

describe('turnsOf', () => {
  it('deals the reads of one member in turn, the same to every read while one request is handled', async () => {
    const pick = turnsOf(2, 1);
    const deal = dealing(0);
    const path = ['embeddedWallet', 'signedRetryWindowSeconds'];
    expect(pick(path)).toBe(1);
    const picks = [
      await handled(deal, 'POST', '/a', () => [pick(path), pick(path), pick(['other'])]),
      await handled(deal, 'POST', '/a', () => [pick(path), pick(path)]),
      await handled(deal, 'POST', '/a', () => [pick(path)]),
    ];
    expect(picks).toEqual([[1, 1, 1], [0, 0], [1]]);
  });
});

describe('dealtObject', () => {
  const shared = { keys: ['a'] };
  const alternatives = [
    { wallet: { windowSeconds: 900, shared }, limits: { usd: 1 }, run: () => 'first' },
    { wallet: { windowSeconds: 240, shared }, limits: { usd: 1 }, run: () => 'second' },
  ];

  it('reads where the alternatives differ from the one picked, and keeps the rest as it is', () => {
    let picked = 0;
    const reads: string[] = [];
    const object = dealtObject(
      alternatives,
      () => picked,
      (i, path) => reads.push(`${i} ${path.join('.')}`),
    );
    expect(object.wallet.shared).toBe(shared);
    expect(object.limits).toEqual({ usd: 1 });
    expect(object.wallet.windowSeconds).toBe(900);
    expect(object.run()).toBe('first');
    picked = 1;
    const copied = { ...object };
    expect(copied.wallet.windowSeconds).toBe(240);
    expect(copied.run()).toBe('second');
    expect(reads).toEqual(['0 wallet.windowSeconds', '0 run', '1 wallet.windowSeconds', '1 run']);
  });

  it('is the one alternative when there is one, and refuses a figure differing at the top level', () => {
    expect(dealtObject([alternatives[0]!], () => 0)).toBe(alternatives[0]);
    expect(() => dealtObject([{ window: 1 }, { window: 2 }], () => 0)).toThrow(/top level in "window"/);
  });
});
