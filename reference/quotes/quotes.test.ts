import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxClock, type SandboxClock } from '../clock.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';

type Json = Record<string, any>;
let server: ReferenceUnderTest | undefined;
let clock: SandboxClock;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(): Promise<ReferenceUnderTest> {
  clock = createSandboxClock();
  server = await startReferenceUnderTest({ clock });
  return server;
}

let counter = 0;
/** The reference's platform is unregulated: a quote needs the customer's acceptance of the end-user terms (7.5). */
const termsConsent = {
  acceptedAt: '2026-08-01T10:00:00Z',
  ipAddress: '192.0.2.1',
  termsVersion: 'V1',
  acceptanceMethod: 'CHECKBOX',
};
async function customerWithUsdAccount(s: ReferenceUnderTest): Promise<{ customerId: string; accountId: string }> {
  const res = await s.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith', currencies: ['USD'], endUserTermsConsent: termsConsent },
  });
  expect(res.status, res.text).toBe(201);
  const customerId = (res.json as Json)['id'];
  const list = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`);
  const [account] = (list.json as Json)['data'];
  expect(account).toMatchObject({ balance: { amount: 0, currency: { code: 'USD' } } });
  return { customerId, accountId: account['id'] };
}

async function externalAccount(s: ReferenceUnderTest, customerId: string, suffix: string): Promise<string> {
  counter += 1;
  const res = await s.call('POST', '/customers/external-accounts', {
    json: {
      customerId,
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: `55${String(counter).padStart(5, '0')}${suffix}`,
        routingNumber: '021000021',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return (res.json as Json)['id'];
}

const balanceOf = async (s: ReferenceUnderTest, customerId: string, accountId: string) => {
  const list = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}`);
  return ((list.json as Json)['data'] as Json[]).find((a) => a['id'] === accountId)?.['balance']['amount'];
};
const fund = (s: ReferenceUnderTest, accountId: string, amount: unknown) =>
  s.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { json: { amount } });
const quote = (s: ReferenceUnderTest, source: Json, destination: Json, amount = 1000, extra: Json = {}) =>
  s.call('POST', '/quotes', {
    json: { source, destination, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount, ...extra },
  });
const transaction = async (s: ReferenceUnderTest, id: string) =>
  (await s.call('GET', `/transactions/${id}`)).json as Json;

describe('sandbox funding and quotes from an internal account', () => {
  it('funds at once, debits on execution, completes, and refuses a second execution', async () => {
    const s = await start();
    const { customerId, accountId } = await customerWithUsdAccount(s);
    const funded = await fund(s, accountId, 5000);
    expect(funded.status, funded.text).toBe(200);
    expect(funded.json).toMatchObject({ id: accountId, balance: { amount: 5000 } });
    const destination = await externalAccount(s, customerId, '123');
    const created = await quote(
      s,
      { sourceType: 'ACCOUNT', accountId },
      { destinationType: 'ACCOUNT', accountId: destination },
      1200,
    );
    expect(created.status, created.text).toBe(201);
    const q = created.json as Json;
    expect(q).toMatchObject({ status: 'PENDING', totalSendingAmount: 1200, exchangeRate: 1, platformFeesIncluded: 0 });
    const executed = await s.call('POST', `/quotes/${q['id']}/execute`);
    expect(executed.status, executed.text).toBe(200);
    expect(await transaction(s, q['transactionId'])).toMatchObject({ type: 'OUTGOING', status: 'COMPLETED' });
    expect(await balanceOf(s, customerId, accountId)).toBe(3800);
    const again = await s.call('POST', `/quotes/${q['id']}/execute`);
    expect(again.status).toBe(409);
    expect(await balanceOf(s, customerId, accountId)).toBe(3800);
  });

  it('refuses bad amounts, unknown ids, an unfunded execution and an expired quote, changing no balance', async () => {
    const s = await start();
    const { customerId, accountId } = await customerWithUsdAccount(s);
    for (const amount of [12.5, -1, 0, '100', null])
      expect((await fund(s, accountId, amount)).status, String(amount)).toBe(400);
    expect((await fund(s, 'InternalAccount:00000000-0000-4000-8000-000000000000', 10)).status).toBe(404);
    const destination = await externalAccount(s, customerId, '123');
    expect(
      (await quote(s, { sourceType: 'ACCOUNT', accountId }, { destinationType: 'ACCOUNT', accountId: destination }, -5))
        .status,
    ).toBe(400);
    expect(
      (
        await quote(
          s,
          { sourceType: 'ACCOUNT', accountId: 'InternalAccount:nope' },
          { destinationType: 'ACCOUNT', accountId: destination },
        )
      ).status,
    ).toBe(400);
    const q = (
      await quote(s, { sourceType: 'ACCOUNT', accountId }, { destinationType: 'ACCOUNT', accountId: destination }, 700)
    ).json as Json;
    expect((await s.call('POST', `/quotes/${q['id']}/execute`)).status).toBe(400);
    await fund(s, accountId, 1000);
    await clock.advance(10 * 60_000);
    const expired = await s.call('POST', `/quotes/${q['id']}/execute`);
    expect(expired.status).toBe(409);
    expect(expired.json).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await s.call('POST', '/quotes/Quote:00000000-0000-4000-8000-000000000000/execute')).status).toBe(404);
    expect(await balanceOf(s, customerId, accountId)).toBe(1000);
    expect(s.errorLog).toEqual([]);
  });

  it('quote destination 002 fails with QUOTE_EXECUTION_FAILED and refunds the debit; 003 completes after about 6 minutes', async () => {
    const s = await start();
    const { customerId, accountId } = await customerWithUsdAccount(s);
    await fund(s, accountId, 10_000);
    const failing = (
      await quote(
        s,
        { sourceType: 'ACCOUNT', accountId },
        { destinationType: 'ACCOUNT', accountId: await externalAccount(s, customerId, '002') },
      )
    ).json as Json;
    await s.call('POST', `/quotes/${failing['id']}/execute`);
    expect(await transaction(s, failing['transactionId'])).toMatchObject({
      status: 'FAILED',
      failureReason: 'QUOTE_EXECUTION_FAILED',
      refund: { status: 'COMPLETED' },
    });
    expect(await balanceOf(s, customerId, accountId)).toBe(10_000);
    const slow = (
      await quote(
        s,
        { sourceType: 'ACCOUNT', accountId },
        { destinationType: 'ACCOUNT', accountId: await externalAccount(s, customerId, '003') },
      )
    ).json as Json;
    await s.call('POST', `/quotes/${slow['id']}/execute`);
    expect(await transaction(s, slow['transactionId'])).toMatchObject({ status: 'PROCESSING' });
    await clock.advance(5 * 60_000);
    expect(await transaction(s, slow['transactionId'])).toMatchObject({ status: 'PROCESSING' });
    await clock.advance(60_000);
    expect(await transaction(s, slow['transactionId'])).toMatchObject({ status: 'COMPLETED' });
    expect(await balanceOf(s, customerId, accountId)).toBe(9_000);
  });
});

describe('the other funding paths', () => {
  it('a pull from an external source ending 005 stays pending about 30 seconds, then fails; other endings credit the internal account', async () => {
    const s = await start();
    const { customerId, accountId } = await customerWithUsdAccount(s);
    const delayed = (
      await quote(
        s,
        { sourceType: 'ACCOUNT', accountId: await externalAccount(s, customerId, '005') },
        { destinationType: 'ACCOUNT', accountId },
        900,
        { immediatelyExecute: true },
      )
    ).json as Json;
    expect(await transaction(s, delayed['transactionId'])).toMatchObject({ status: 'PROCESSING' });
    await clock.advance(29_000);
    expect((await transaction(s, delayed['transactionId']))['status']).toBe('PROCESSING');
    await clock.advance(1_000);
    expect((await transaction(s, delayed['transactionId']))['status']).toBe('FAILED');
    const pulled = (
      await quote(
        s,
        { sourceType: 'ACCOUNT', accountId: await externalAccount(s, customerId, '321') },
        { destinationType: 'ACCOUNT', accountId },
        900,
        { immediatelyExecute: true },
      )
    ).json as Json;
    expect(await transaction(s, pulled['transactionId'])).toMatchObject({ status: 'COMPLETED' });
    expect(await balanceOf(s, customerId, accountId)).toBe(900);
  });

  it('real-time funding arrives by POST /sandbox/send in the quote currency; UMA test receivers decide the payout', async () => {
    const s = await start();
    const { customerId } = await customerWithUsdAccount(s);
    const rt = { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId };
    const eur = (
      await quote(s, rt, { destinationType: 'UMA_ADDRESS', umaAddress: '$success.eur@sandbox.reference.test' }, 1000)
    ).json as Json;
    expect(eur).toMatchObject({ status: 'PENDING', receivingCurrency: { code: 'EUR' }, totalReceivingAmount: 920 });
    expect((await s.call('POST', `/quotes/${eur['id']}/execute`)).status).toBe(409);
    expect((await s.call('POST', '/sandbox/send', { json: { quoteId: eur['id'], currencyCode: 'EUR' } })).status).toBe(
      400,
    );
    const sent = await s.call('POST', '/sandbox/send', { json: { quoteId: eur['id'], currencyCode: 'USD' } });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ id: eur['transactionId'], status: 'COMPLETED' });
    const compliance = (
      await quote(s, rt, { destinationType: 'UMA_ADDRESS', umaAddress: '$fail.compliance.usd@sandbox.reference.test' })
    ).json as Json;
    await s.call('POST', '/sandbox/send', { json: { quoteId: compliance['id'], currencyCode: 'USD' } });
    expect(await transaction(s, compliance['transactionId'])).toMatchObject({
      status: 'FAILED',
      failureReason: 'COMPLIANCE_REJECTED',
    });
    const listed = (await s.call('GET', `/transactions?customerId=${customerId}&type=OUTGOING`)).json as Json;
    expect(listed['data']).toHaveLength(2);
  });
});
