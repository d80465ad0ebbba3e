import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';
import { maxBalance } from './balances.ts';

type Json = Record<string, any>;
let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const termsConsent = {
  acceptedAt: '2026-08-01T10:00:00Z',
  ipAddress: '192.0.2.1',
  termsVersion: 'V1',
  acceptanceMethod: 'CHECKBOX',
};

describe('balances stay exact', () => {
  it('credits up to the largest exact amount one unit at a time, then refuses with 400 and the envelope, never rounding', async () => {
    const s = (server = await startReferenceUnderTest());
    const created = await s.call('POST', '/customers', {
      json: {
        customerType: 'INDIVIDUAL',
        fullName: 'Ann Smith',
        currencies: ['USD'],
        umaAddress: '$ann.exact@uma.reference.invalid',
        endUserTermsConsent: termsConsent,
      },
    });
    const customerId = (created.json as Json)['id'];
    const list = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`);
    const accountId = (list.json as Json)['data'][0]['id'];
    // Set-up: the account two units below the largest exact balance (no request reaches it in reasonable time).
    await s.store.transact((draft) => {
      draft.internalAccounts[accountId]!.available = maxBalance - 2;
    });
    const receive = () =>
      s.call('POST', '/sandbox/uma/receive', {
        json: {
          senderUmaAddress: '$success.usd@sandbox.reference.test',
          receiverUmaAddress: '$ann.exact@uma.reference.invalid',
          receivingCurrencyCode: 'USD',
          receivingCurrencyAmount: 1,
        },
      });
    const balance = async () =>
      (
        ((await s.call('GET', `/customers/internal-accounts?customerId=${customerId}`)).json as Json)['data'] as Json[]
      ).find((a) => a['id'] === accountId)?.['balance']['amount'];
    expect((await receive()).status).toBe(200);
    expect(await balance()).toBe(maxBalance - 1);
    expect((await receive()).status).toBe(200);
    expect(await balance()).toBe(maxBalance);
    const refused = await receive();
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'receivingCurrencyAmount' }] },
    });
    expect(await balance()).toBe(maxBalance);
    const fund = await s.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { json: { amount: 1 } });
    expect(fund.json).toMatchObject({ status: 400, code: 'INVALID_INPUT', details: { errors: [{ field: 'amount' }] } });
    for (const amount of [2 ** 53, 1e20, 1e300]) {
      const tooLarge = await s.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { json: { amount } });
      expect(tooLarge.status, String(amount)).toBe(400);
    }
    expect(s.errorLog).toEqual([]);
  });
});
