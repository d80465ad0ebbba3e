import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxClock } from '../clock.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';

type Json = Record<string, any>;
let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const consent = {
  acceptedAt: '2026-08-01T10:00:00Z',
  ipAddress: '192.0.2.1',
  termsVersion: 'V1',
  acceptanceMethod: 'CHECKBOX',
};

async function start(max = 1_000, daily = 2_500): Promise<ReferenceUnderTest> {
  server = await startReferenceUnderTest({
    clock: createSandboxClock(),
    config: {
      payments: {
        regulatedFinancialInstitution: false,
        transferLimits: { USD: { singleTransactionMax: max, dailyVolume: daily } },
      },
    },
  });
  return server;
}

async function customer(s: ReferenceUnderTest, extra: Json = { endUserTermsConsent: consent }, currency = 'USD') {
  const res = await s.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith', currencies: [currency], ...extra },
  });
  expect(res.status, res.text).toBe(201);
  const customerId = (res.json as Json)['id'];
  const list = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`);
  return { customerId, accountId: (list.json as Json)['data'][0]['id'] as string };
}

let counter = 0;
async function usdAccount(s: ReferenceUnderTest, customerId: string): Promise<string> {
  counter += 1;
  const res = await s.call('POST', '/customers/external-accounts', {
    json: {
      customerId,
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: `66${String(counter).padStart(5, '0')}123`,
        routingNumber: '021000021',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return (res.json as Json)['id'];
}

const quote = (s: ReferenceUnderTest, accountId: string, destination: Json, amount: number, extra: Json = {}) =>
  s.call('POST', '/quotes', {
    json: {
      source: { sourceType: 'ACCOUNT', accountId },
      destination,
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: amount,
      ...extra,
    },
  });
const euro = { destinationType: 'UMA_ADDRESS', umaAddress: '$success.eur@sandbox.uma.example' };

describe('fees, terms and limits', () => {
  it('applies configured fees to cross-currency quotes only, honours an override on a USD source, refuses it on EUR and refuses a EUR fee config', async () => {
    const s = await start(1_000_000, 5_000_000);
    const { customerId, accountId } = await customer(s);
    const same = { destinationType: 'ACCOUNT', accountId: await usdAccount(s, customerId) };
    const set = await s.call('PATCH', '/config', {
      json: {
        feeConfigs: [
          {
            feeType: 'CROSS_CURRENCY_TRANSACTION',
            sourceCurrency: 'USD',
            variableFeeBps: 100,
            fixedFee: { amount: 25, currency: 'USD' },
          },
        ],
      },
    });
    expect(set.status, set.text).toBe(200);
    expect((await quote(s, accountId, euro, 10_000)).json).toMatchObject({ platformFeesIncluded: 125 });
    expect((await quote(s, accountId, same, 10_000)).json).toMatchObject({ platformFeesIncluded: 0 });
    const override = {
      platformFeeOverride: { platformFixedFee: { amount: 7, currency: 'USD' }, platformVariableFeeBps: 0 },
    };
    expect((await quote(s, accountId, euro, 10_000, override)).json).toMatchObject({ platformFeesIncluded: 7 });
    const eur = await customer(s, { endUserTermsConsent: consent }, 'EUR');
    const refused = await quote(s, eur.accountId, same, 10_000, override);
    expect(refused.status).toBe(400);
    const before = (await s.call('GET', '/config')).json as Json;
    const bad = await s.call('PATCH', '/config', {
      json: { feeConfigs: [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'EUR', variableFeeBps: 1 }] },
    });
    expect(bad.status).toBe(400);
    expect(((await s.call('GET', '/config')).json as Json)['feeConfigs']).toEqual(before['feeConfigs']);
  });

  it('refuses quotes until the terms are accepted (403 END_USER_TERMS_NOT_ACCEPTED), then creates them', async () => {
    const s = await start();
    const { customerId, accountId } = await customer(s, {});
    const destination = { destinationType: 'ACCOUNT', accountId: await usdAccount(s, customerId) };
    expect((await quote(s, accountId, destination, 100)).json).toMatchObject({
      status: 403,
      code: 'END_USER_TERMS_NOT_ACCEPTED',
    });
    expect(
      (
        await s.call('PATCH', `/customers/${customerId}`, {
          json: { customerType: 'INDIVIDUAL', endUserTermsConsent: consent },
        })
      ).status,
    ).toBe(200);
    expect((await quote(s, accountId, destination, 100)).status).toBe(201);
  });

  it('passes the maximum, refuses one unit above (400) and the transfer past the daily volume (429), debiting nothing refused', async () => {
    const s = await start(1_000, 2_500);
    const { customerId, accountId } = await customer(s);
    const destination = { destinationType: 'ACCOUNT', accountId: await usdAccount(s, customerId) };
    await s.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { json: { amount: 10_000 } });
    expect((await quote(s, accountId, destination, 1_001)).json).toMatchObject({
      status: 400,
      code: 'TRANSACTION_SIZE_LIMIT_EXCEEDED',
    });
    for (const amount of [1_000, 1_000, 500])
      expect((await quote(s, accountId, destination, amount, { immediatelyExecute: true })).status).toBe(201);
    const balance = async () =>
      ((await s.call('GET', `/customers/internal-accounts?customerId=${customerId}`)).json as Json)['data'][0][
        'balance'
      ]['amount'];
    const before = await balance();
    expect((await quote(s, accountId, destination, 1, { immediatelyExecute: true })).json).toMatchObject({
      status: 429,
      code: 'DAILY_VOLUME_LIMIT_EXCEEDED',
    });
    expect(await balance()).toBe(before);
  });
});
