import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const limits = { singleTransactionMax: 10_000_000, dailyVolume: 25_000_000 };

describe('GET /platform/internal-accounts over HTTP', () => {
  it("answers one platform account per supported currency, in production's shape, the same ones every time", async () => {
    server = await startReferenceUnderTest({
      config: { payments: { regulatedFinancialInstitution: false, transferLimits: { USD: limits, EUR: limits } } },
    });
    const first = await server.call('GET', '/platform/internal-accounts');
    expect(first.status).toBe(200);
    expect(checkProductionAnswer('listPlatformInternalAccounts', 200, first.json)).toEqual({ kind: 'valid' });
    const accounts = (first.json as Json)['data'] as Json[];
    expect(accounts.map((a) => a['balance']['currency']['code']).sort()).toEqual(['EUR', 'USD']);
    for (const account of accounts) {
      expect(account).toMatchObject({ type: 'INTERNAL_FIAT', status: 'ACTIVE', balance: { amount: 0 } });
      expect(account).not.toHaveProperty('customerId');
    }
    const again = await server.call('GET', '/platform/internal-accounts');
    expect(again.json).toEqual(first.json);

    const usd = accounts.find((a) => a['balance']['currency']['code'] === 'USD')!;
    const funded = await server.call('POST', `/sandbox/internal-accounts/${usd['id']}/fund`, { json: { amount: 500 } });
    expect(funded.status, funded.text).toBe(200);
    const onlyUsd = (await server.call('GET', '/platform/internal-accounts?currency=USD')).json as Json;
    expect(onlyUsd['data']).toEqual([
      expect.objectContaining({ id: usd['id'], balance: expect.objectContaining({ amount: 500 }) }),
    ]);
    const wallets = (await server.call('GET', '/platform/internal-accounts?type=EMBEDDED_WALLET')).json as Json;
    expect(wallets['data']).toEqual([]);
  });

  it('refuses a filter that is no currency code or account type, naming each', async () => {
    server = await startReferenceUnderTest();
    const bad = await server.call('GET', '/platform/internal-accounts?currency=dollars&type=SAVINGS');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'currency' }, { field: 'type' }] },
    });
  });
});
