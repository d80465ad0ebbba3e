import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunContext } from '../../engine/run-context.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiClient } from '../../http/client.ts';
import { startLoopbackApi } from '../loopback-api.ts';
import { create } from './cross-currency-binding.ts';

let api: ApiClient;
let close: () => Promise<void>;
const run = { baseUrl: '', clientId: 'id' } as unknown as RunContext;

const rate = (destination: string, sendingAmount: number, fees: unknown) => ({
  sourceCurrency: { code: 'USD', decimals: 2 },
  destinationCurrency: { code: destination, decimals: 2 },
  sendingAmount,
  fees,
});

/** Canned production-shaped answers, by request path and query. */
const answers: Record<string, [number, unknown]> = {
  '/v/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=20000': [
    200,
    { data: [rate('GBP', 20_000, { fixed: 1, total: 9 }), rate('EUR', 20_000, { fixed: 30, total: 330 })] },
  ],
  '/v/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=30000': [
    200,
    { data: [rate('EUR', 10_000, { fixed: 0, total: 0 })] },
  ],
  '/v/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=40000': [
    200,
    { data: [rate('EUR', 40_000, { fixed: 30 })] },
  ],
  '/v/exchange-rates?sourceCurrency=USD&destinationCurrency=MXN&sendingAmount=20000': [200, { data: [] }],
};

beforeAll(async () => {
  ({ api, close } = await startLoopbackApi((req, res) => {
    const [status, body] = answers[req.url ?? ''] ?? [500, { status: 500 }];
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }));
});

afterAll(() => close());

const corridor = (destinationCurrency: string, sendingAmount: number) => ({
  sourceCurrency: 'USD',
  destinationCurrency,
  sendingAmount,
});

describe('cross-currency binding defaults (production shapes)', () => {
  it("reads the fee of the corridor's rate as fees.total", async () => {
    expect(await create({ api, run }).exchangeRateFee(corridor('EUR', 20_000))).toBe(330);
  });

  it('fails as set-up on a missing rate, a rate of another amount, a fee without total, or an error answer', async () => {
    const binding = create({ api, run });
    await expect(binding.exchangeRateFee(corridor('MXN', 20_000))).rejects.toThrow(SetupError);
    await expect(binding.exchangeRateFee(corridor('EUR', 30_000))).rejects.toThrow(/priced on 10000/);
    await expect(binding.exchangeRateFee(corridor('EUR', 40_000))).rejects.toThrow(/fees.total/);
    await expect(binding.exchangeRateFee(corridor('EUR', 50_000))).rejects.toThrow(/answered 500/);
  });

  it('names the sender of a lookup by its customer id', () => {
    expect(create({ api, run }).receiverLookupQuery('Customer:a')).toEqual({ customerId: 'Customer:a' });
  });
});
