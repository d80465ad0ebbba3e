import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { rulesWith } from '../../rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const feeConfig = (variableFeeBps: number, fixed: number) => ({
  feeConfigs: [
    {
      feeType: 'CROSS_CURRENCY_TRANSACTION',
      sourceCurrency: 'USD',
      variableFeeBps,
      fixedFee: { amount: fixed, currency: 'USD' },
    },
  ],
});

async function customer(s: ReferenceUnderTest, extra: Json = {}): Promise<string> {
  const res = await s.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith', ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return (res.json as Json)['id'];
}

const rateOf = (answer: unknown, destination: string): Json => {
  const found = ((answer as Json)['data'] as Json[]).find((r) => r['destinationCurrency']['code'] === destination);
  if (found === undefined) throw new Error(`no rate to ${destination}`);
  return found;
};

describe('getExchangeRates over HTTP', () => {
  it("answers production's rates with the platform's configured fee on the sending amount", async () => {
    server = await startReferenceUnderTest();
    const plain = await server.call('GET', '/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR');
    expect(plain.status, plain.text).toBe(200);
    expect(checkProductionAnswer('getExchangeRates', 200, plain.json)).toEqual({ kind: 'valid' });
    expect((plain.json as Json)['data']).toHaveLength(1);
    expect(rateOf(plain.json, 'EUR')).toMatchObject({
      sourceCurrency: { code: 'USD', decimals: 2 },
      destinationPaymentRail: 'SEPA_INSTANT',
      sendingAmount: 10_000,
      exchangeRate: 0.92,
      receivingAmount: 9_200,
      fees: { fixed: 0, total: 0 },
      minSendingAmount: 2,
    });

    expect((await server.call('PATCH', '/config', { json: feeConfig(150, 30) })).status).toBe(200);
    const charged = await server.call(
      'GET',
      '/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR&destinationCurrency=GBP&sendingAmount=20000',
    );
    expect(checkProductionAnswer('getExchangeRates', 200, charged.json)).toEqual({ kind: 'valid' });
    // 150 bps of 20000 is 300, plus the fixed 30.
    expect(rateOf(charged.json, 'EUR')).toMatchObject({
      sendingAmount: 20_000,
      fees: { fixed: 30, total: 330 },
      receivingAmount: Math.floor(19_670 * 0.92),
    });
    expect(rateOf(charged.json, 'GBP')['fees']).toEqual({ fixed: 30, total: 330 });
    // The USD fee is none of a EUR source's.
    const fromEur = await server.call('GET', '/exchange-rates?sourceCurrency=EUR&destinationCurrency=USD');
    expect(rateOf(fromEur.json, 'USD')['fees']).toEqual({ fixed: 0, total: 0 });
  });

  it('lists every corridor of a source, and refuses an unusable query naming each member', async () => {
    server = await startReferenceUnderTest();
    const all = await server.call('GET', '/exchange-rates?sourceCurrency=USD');
    const destinations = ((all.json as Json)['data'] as Json[]).map((r) => r['destinationCurrency']['code']);
    expect(destinations).toEqual(['EUR', 'GBP', 'MXN', 'BRL', 'CAD', 'INR', 'SGD']);
    const bad = await server.call('GET', '/exchange-rates?sourceCurrency=US&destinationCurrency=ZZZZ&sendingAmount=-1');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'INVALID_INPUT',
      details: {
        errors: [{ field: 'sourceCurrency' }, { field: 'destinationCurrency[0]' }, { field: 'sendingAmount' }],
      },
    });
  });

  it('leaves the fee out when the rule is replaced, so the rule alone decides', async () => {
    server = await startReferenceUnderTest({ rules: rulesWith({ ratesIncludePlatformFee: false }) });
    await server.call('PATCH', '/config', { json: feeConfig(150, 30) });
    const res = await server.call('GET', '/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR');
    expect(rateOf(res.json, 'EUR')['fees']).toEqual({ fixed: 0, total: 0 });
  });
});

describe('lookupUma and lookupExternalAccount over HTTP', () => {
  it('answers a platform customer and a test receiver; 404 UMA_NOT_FOUND for no receiver; 400 INVALID_UMA_ADDRESS for no address', async () => {
    server = await startReferenceUnderTest();
    const sender = await customer(server, { currencies: ['USD'] });
    await customer(server, { umaAddress: '$bob@reference.test', currencies: ['EUR'] });
    const bob = await server.call(
      'GET',
      `/receiver/uma/${encodeURIComponent('$bob@reference.test')}?customerId=${sender}`,
    );
    expect(bob.status, bob.text).toBe(200);
    expect(checkProductionAnswer('lookupUma', 200, bob.json)).toEqual({ kind: 'valid' });
    expect(bob.json).toMatchObject({
      receiverUmaAddress: '$bob@reference.test',
      supportedCurrencies: [{ currency: { code: 'EUR' }, estimatedExchangeRate: 0.92, min: 1 }],
    });
    expect((bob.json as Json)['lookupId']).toMatch(/^Lookup:/);

    const mxn = await server.call(
      'GET',
      `/receiver/uma/${encodeURIComponent('$success.mxn@sandbox.uma.example')}?customerId=${sender}`,
    );
    expect(mxn.json).toMatchObject({
      supportedCurrencies: [{ currency: { code: 'MXN' }, estimatedExchangeRate: 17.1 }],
    });

    const nobody = await server.call(
      'GET',
      `/receiver/uma/${encodeURIComponent('$nobody@reference.test')}?customerId=${sender}`,
    );
    expect(nobody.status).toBe(404);
    expect(nobody.json).toMatchObject({ status: 404, code: 'UMA_NOT_FOUND' });
    expect(checkProductionAnswer('lookupUma', 404, nobody.json)).toEqual({ kind: 'valid' });

    for (const address of ['NaN', '$x@', 'bob@reference.test']) {
      const res = await server.call('GET', `/receiver/uma/${encodeURIComponent(address)}?customerId=${sender}`);
      expect(res.status, address).toBe(400);
      expect(res.json).toMatchObject({ status: 400, code: 'INVALID_UMA_ADDRESS' });
      expect(checkProductionAnswer('lookupUma', 400, res.json)).toEqual({ kind: 'valid' });
    }
    const noSender = await server.call('GET', `/receiver/uma/${encodeURIComponent('$bob@reference.test')}`);
    expect(noSender.json).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    const bySenderAddress = await server.call(
      'GET',
      `/receiver/uma/${encodeURIComponent('$bob@reference.test')}?senderUmaAddress=${encodeURIComponent('$bob@reference.test')}`,
    );
    expect(bySenderAddress.json).toMatchObject({ supportedCurrencies: [{ estimatedExchangeRate: 1 }] });
  });

  it('takes a malformed address to the receiver search when the rule is replaced (404, not 400)', async () => {
    server = await startReferenceUnderTest({ rules: rulesWith({ lookupChecksUmaAddress: false }) });
    const sender = await customer(server);
    const res = await server.call('GET', `/receiver/uma/NaN?customerId=${sender}`);
    expect(res.status).toBe(404);
  });

  it("answers an external account's currency, and 404 for an account that is not there", async () => {
    server = await startReferenceUnderTest();
    const sender = await customer(server, { currencies: ['USD'] });
    const account = await server.call('POST', '/customers/external-accounts', {
      json: {
        customerId: sender,
        currency: 'MXN',
        accountInfo: {
          accountType: 'MXN_ACCOUNT',
          clabeNumber: '002010077777777771',
          beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
        },
      },
    });
    expect(account.status, account.text).toBe(201);
    const accountId = (account.json as Json)['id'];
    const res = await server.call('GET', `/receiver/external-account/${accountId}?customerId=${sender}`);
    expect(res.status, res.text).toBe(200);
    expect(checkProductionAnswer('lookupExternalAccount', 200, res.json)).toEqual({ kind: 'valid' });
    expect(res.json).toMatchObject({
      accountId,
      supportedCurrencies: [{ currency: { code: 'MXN' }, estimatedExchangeRate: 17.1 }],
    });
    const missing = await server.call('GET', `/receiver/external-account/ExternalAccount:none?customerId=${sender}`);
    expect(missing.status).toBe(404);
  });
});

describe('estimateCryptoWithdrawalFee over HTTP', () => {
  it('answers the network fee in its asset and the total in the withdrawal currency; refuses what it cannot carry', async () => {
    server = await startReferenceUnderTest();
    const holder = await customer(server, { currencies: ['USDC'] });
    const list = await server.call('GET', `/customers/internal-accounts?customerId=${holder}`);
    const accountId = ((list.json as Json)['data'] as Json[]).find((a) => a['balance']['currency']['code'] === 'USDC')![
      'id'
    ];
    const body = {
      internalAccountId: accountId,
      currency: 'USDC',
      cryptoNetwork: 'SOLANA',
      amount: 1_000_000,
      destinationAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    };
    const res = await server.call('POST', '/crypto/estimate-withdrawal-fee', { json: body });
    expect(res.status, res.text).toBe(200);
    expect(checkProductionAnswer('estimateCryptoWithdrawalFee', 200, res.json)).toEqual({ kind: 'valid' });
    expect(res.json).toEqual({
      networkFee: 5_000,
      networkFeeAsset: 'SOL',
      applicationFee: 0,
      totalFee: 1_000,
      netAmount: 999_000,
    });

    const bad = await server.call('POST', '/crypto/estimate-withdrawal-fee', {
      json: { ...body, cryptoNetwork: 'TRON', destinationAddress: 'nowhere' },
    });
    expect(bad.json).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'cryptoNetwork' }] },
    });
    const tooSmall = await server.call('POST', '/crypto/estimate-withdrawal-fee', { json: { ...body, amount: 1_000 } });
    expect(tooSmall.json).toMatchObject({ status: 400, details: { errors: [{ field: 'amount' }] } });
    const wrongAddress = await server.call('POST', '/crypto/estimate-withdrawal-fee', {
      json: { ...body, destinationAddress: '0x0000000000000000000000000000000000000000' },
    });
    expect(wrongAddress.json).toMatchObject({ status: 400, details: { errors: [{ field: 'destinationAddress' }] } });
    const missing = await server.call('POST', '/crypto/estimate-withdrawal-fee', {
      json: { ...body, internalAccountId: 'InternalAccount:none' },
    });
    expect(missing.status).toBe(404);
    const noBody = await server.call('POST', '/crypto/estimate-withdrawal-fee', { json: {} });
    expect(noBody.status).toBe(400);
  });
});
