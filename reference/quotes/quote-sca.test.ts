import { afterEach, describe, expect, it } from 'vitest';
import { scaLockoutMilestones } from '../../spec/sca.ts';
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

const termsConsent = {
  acceptedAt: '2026-08-01T10:00:00Z',
  ipAddress: '192.0.2.1',
  termsVersion: 'V1',
  acceptanceMethod: 'CHECKBOX',
};
let counter = 0;

async function customer(s: ReferenceUnderTest, region: string): Promise<{ customerId: string; accountId: string }> {
  const res = await s.call('POST', '/customers', {
    json: {
      customerType: 'INDIVIDUAL',
      fullName: 'Eva Maier',
      region,
      currencies: ['USD'],
      endUserTermsConsent: termsConsent,
    },
  });
  expect(res.status, res.text).toBe(201);
  const customerId = (res.json as Json)['id'];
  const list = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`);
  return { customerId, accountId: (list.json as Json)['data'][0]['id'] };
}

async function externalAccount(s: ReferenceUnderTest, customerId: string): Promise<string> {
  counter += 1;
  const res = await s.call('POST', '/customers/external-accounts', {
    json: {
      customerId,
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: `77${String(counter).padStart(5, '0')}123`,
        routingNumber: '021000021',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Eva Maier' },
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return (res.json as Json)['id'];
}

async function login(s: ReferenceUnderTest, customerId: string): Promise<void> {
  const started = await s.call('POST', `/sca/login/start?customerId=${customerId}`, { json: { factor: 'SMS_OTP' } });
  const challengeId = (started.json as Json)['challengeId'];
  const done = await s.call('POST', `/sca/login/complete?customerId=${customerId}`, {
    json: { factor: 'SMS_OTP', challengeId, code: '123456', endUserIpAddress: '192.0.2.10' },
  });
  expect(done.status, done.text).toBe(200);
}

const balanceOf = async (s: ReferenceUnderTest, customerId: string, accountId: string): Promise<number> => {
  const list = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}`);
  return ((list.json as Json)['data'] as Json[]).find((a) => a['id'] === accountId)?.['balance']['amount'];
};
const transaction = async (s: ReferenceUnderTest, id: string): Promise<Json> =>
  (await s.call('GET', `/transactions/${id}`)).json as Json;
const authorize = (s: ReferenceUnderTest, quoteId: string, code: string) =>
  s.call('POST', `/quotes/${quoteId}/authorize`, { json: { code, endUserIpAddress: '192.0.2.10' } });

/** A funded EU customer with an executed quote waiting for its authorization. */
async function pendingExecution(s: ReferenceUnderTest, options: { login: boolean }) {
  const { customerId, accountId } = await customer(s, 'DE');
  if (options.login) await login(s, customerId);
  await s.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { json: { amount: 5000 } });
  const destination = await externalAccount(s, customerId);
  const created = await s.call('POST', '/quotes', {
    json: {
      source: { sourceType: 'ACCOUNT', accountId },
      destination: { destinationType: 'ACCOUNT', accountId: destination },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1200,
    },
  });
  expect(created.status, created.text).toBe(201);
  const quote = created.json as Json;
  const executed = await s.call('POST', `/quotes/${quote['id']}/execute`);
  expect(executed.status, executed.text).toBe(200);
  return { customerId, accountId, quote, executed: executed.json as Json };
}

describe('SCA on money movement', () => {
  it('an EU execution waits for its authorization, moves nothing until then, and completes once authorized', async () => {
    const s = await start();
    const { customerId, accountId, quote, executed } = await pendingExecution(s, { login: true });
    expect(executed).toMatchObject({
      status: 'PENDING_AUTHORIZATION',
      scaChallenge: { factor: 'SMS_OTP', availableFactors: ['SMS_OTP'] },
    });
    expect(await balanceOf(s, customerId, accountId)).toBe(5000);
    expect(await transaction(s, quote['transactionId'])).toMatchObject({ status: 'PENDING_AUTHORIZATION' });
    expect((await s.call('POST', `/quotes/${quote['id']}/execute`)).status).toBe(409);
    const authorized = await authorize(s, quote['id'], '123456');
    expect(authorized.status, authorized.text).toBe(200);
    expect(authorized.json).not.toHaveProperty('scaChallenge');
    expect(await transaction(s, quote['transactionId'])).toMatchObject({ status: 'COMPLETED' });
    expect(await balanceOf(s, customerId, accountId)).toBe(3800);
    expect((await authorize(s, quote['id'], '123456')).json).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(s.errorLog).toEqual([]);
  });

  it('authorization without an SCA login session answers 409 SCA_SESSION_REQUIRED and moves nothing', async () => {
    const s = await start();
    const { customerId, accountId, quote } = await pendingExecution(s, { login: false });
    const res = await authorize(s, quote['id'], '123456');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ status: 409, code: 'SCA_SESSION_REQUIRED' });
    expect(await balanceOf(s, customerId, accountId)).toBe(5000);
  });

  it("repeated failed authorizations lock the customer's login at production's milestones: 423 ACCOUNT_LOCKED until the lock ends", async () => {
    const s = await start();
    const { customerId, accountId, quote } = await pendingExecution(s, { login: true });
    const first = scaLockoutMilestones[0]!;
    for (let attempt = 1; attempt <= first.failedAttempts; attempt += 1) {
      const wrong = await authorize(s, quote['id'], '000000');
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
    }
    const locked = await authorize(s, quote['id'], '123456');
    expect(locked.status, locked.text).toBe(423);
    expect(locked.json).toMatchObject({
      status: 423,
      code: 'ACCOUNT_LOCKED',
      details: { suspended: false, failedAttempts: first.failedAttempts },
    });
    const until = Date.parse((locked.json as Json)['details']['lockedUntil']);
    const lockMs = Number(first.lockMinutes) * 60_000;
    expect(until - clock.now().getTime()).toBeLessThanOrEqual(lockMs);
    expect(until - clock.now().getTime()).toBeGreaterThan(lockMs - 5_000);
    expect(await balanceOf(s, customerId, accountId)).toBe(5000);
    // Once the lock ends, a new quote of the customer is authorized (the first one's challenge expired meanwhile).
    await clock.advance(lockMs);
    const again = await s.call('POST', '/quotes', {
      json: {
        source: { sourceType: 'ACCOUNT', accountId },
        destination: { destinationType: 'ACCOUNT', accountId: await externalAccount(s, customerId) },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 700,
      },
    });
    const executed = await s.call('POST', `/quotes/${(again.json as Json)['id']}/execute`);
    expect(executed.json).toMatchObject({ status: 'PENDING_AUTHORIZATION' });
    expect((await authorize(s, (again.json as Json)['id'], '123456')).status).toBe(200);
    expect(await balanceOf(s, customerId, accountId)).toBe(4300);
  });

  it('a challenge left to expire fails the transaction with SCA_NOT_COMPLETED and refunds nothing it never took', async () => {
    const s = await start();
    const { customerId, accountId, quote, executed } = await pendingExecution(s, { login: true });
    const expiresAt = Date.parse(executed['scaChallenge']['expiresAt']);
    await clock.advance(expiresAt - clock.now().getTime() - 2_000);
    expect(await transaction(s, quote['transactionId'])).toMatchObject({ status: 'PENDING_AUTHORIZATION' });
    await clock.advance(2_000);
    expect(await transaction(s, quote['transactionId'])).toMatchObject({
      status: 'FAILED',
      failureReason: 'SCA_NOT_COMPLETED',
    });
    expect(await balanceOf(s, customerId, accountId)).toBe(5000);
    expect((await authorize(s, quote['id'], '123456')).json).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('a real-time quote of an EU customer is created 202 PENDING_AUTHORIZATION without funding instructions until authorized', async () => {
    const s = await start();
    const { customerId } = await customer(s, 'FR');
    await login(s, customerId);
    const created = await s.call('POST', '/quotes', {
      json: {
        source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId },
        destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$success.usd@sandbox.reference.test' },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1000,
      },
    });
    expect(created.status, created.text).toBe(202);
    expect(created.json).toMatchObject({ status: 'PENDING_AUTHORIZATION', paymentInstructions: [] });
    const id = (created.json as Json)['id'];
    expect((await s.call('POST', '/sandbox/send', { json: { quoteId: id, currencyCode: 'USD' } })).status).toBe(409);
    const authorized = await authorize(s, id, '123456');
    expect(authorized.json).toMatchObject({ status: 'PENDING' });
    expect((authorized.json as Json)['paymentInstructions']).toHaveLength(1);
    const sent = await s.call('POST', '/sandbox/send', { json: { quoteId: id, currencyCode: 'USD' } });
    expect(sent.json).toMatchObject({ status: 'COMPLETED' });
  });

  it('outside SCA regions the execution moves money at once and authorization answers 409', async () => {
    const s = await start();
    const { customerId, accountId } = await customer(s, 'US');
    await s.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { json: { amount: 5000 } });
    const created = await s.call('POST', '/quotes', {
      json: {
        source: { sourceType: 'ACCOUNT', accountId },
        destination: { destinationType: 'ACCOUNT', accountId: await externalAccount(s, customerId) },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1000,
      },
    });
    const id = (created.json as Json)['id'];
    expect((await s.call('POST', `/quotes/${id}/execute`)).json).not.toHaveProperty('scaChallenge');
    expect(await balanceOf(s, customerId, accountId)).toBe(4000);
    expect((await authorize(s, id, '123456')).json).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
