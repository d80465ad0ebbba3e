import { afterEach, describe, expect, it } from 'vitest';
import { rulesWith } from '../rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Json = Record<string, any>;

async function start(options: Parameters<typeof startReferenceUnderTest>[0] = {}): Promise<ReferenceUnderTest> {
  server = await startReferenceUnderTest(options);
  return server;
}

let counter = 0;
/** A customer holding a fresh UMA address. */
async function customer(s: ReferenceUnderTest): Promise<{ id: string; platformCustomerId: string; uma: string }> {
  counter += 1;
  const uma = `$receiver${counter}@reference.test`;
  const res = await s.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith', umaAddress: uma },
  });
  expect(res.status, res.text).toBe(201);
  const body = res.json as Json;
  return { id: body['id'], platformCustomerId: body['platformCustomerId'], uma };
}

async function account(s: ReferenceUnderTest, customerId: string, defaultUmaDepositAccount: boolean): Promise<string> {
  counter += 1;
  const res = await s.call('POST', '/customers/external-accounts', {
    json: {
      customerId,
      currency: 'USD',
      defaultUmaDepositAccount,
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: `98765${String(counter).padStart(5, '0')}9`, // ends in no sandbox suffix (4.5)
        routingNumber: '021000021',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return (res.json as Json)['id'];
}

const receive = (s: ReferenceUnderTest, receiverUmaAddress: string, extra: Json = {}) =>
  s.call('POST', '/sandbox/uma/receive', {
    json: {
      senderUmaAddress: '$success.usd@sandbox.reference.test',
      receiverUmaAddress,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 1250,
      ...extra,
    },
  });

const depositOf = (res: { json: unknown }): string => (res.json as Json)['destination']?.['accountId'];

describe('POST /sandbox/uma/receive: where the payment lands (2.1)', () => {
  it('deposits into the default UMA deposit account, and into the newer one once it replaces the first', async () => {
    const s = await start();
    const receiver = await customer(s);
    await account(s, receiver.id, false);
    const first = await account(s, receiver.id, true);
    const paid = await receive(s, receiver.uma);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({
      type: 'INCOMING',
      direction: 'CREDIT',
      status: 'COMPLETED',
      customerId: receiver.id,
      platformCustomerId: receiver.platformCustomerId,
      receivedAmount: { amount: 1250, currency: { code: 'USD' } },
      source: { sourceType: 'UMA_ADDRESS', umaAddress: '$success.usd@sandbox.reference.test' },
      destination: { destinationType: 'ACCOUNT', accountId: first },
    });
    expect((paid.json as Json)['id']).toMatch(/^Transaction:[0-9a-f-]{36}$/);
    const second = await account(s, receiver.id, true);
    expect(depositOf(await receive(s, receiver.uma))).toBe(second);
    const stored = await s.store.read((data) => Object.values(data.transactions).map((t) => t.destinationAccountId));
    expect(stored.sort()).toEqual([first, second].sort());
  });

  it('without a default, deposits into the primary internal account: the oldest INTERNAL_FIAT one, opened on first need', async () => {
    const s = await start();
    const receiver = await customer(s);
    const notDefault = await account(s, receiver.id, false);
    const listFiat = async () =>
      ((await s.call('GET', `/customers/internal-accounts?customerId=${receiver.id}&type=INTERNAL_FIAT`)).json as Json)[
        'data'
      ] as Json[];
    expect(await listFiat()).toEqual([]);
    const paid = await receive(s, receiver.uma);
    expect(paid.status, paid.text).toBe(200);
    const [primary, ...others] = await listFiat();
    expect(others).toEqual([]);
    expect(primary).toMatchObject({ customerId: receiver.id, type: 'INTERNAL_FIAT', status: 'ACTIVE' });
    expect(primary).not.toHaveProperty('privateEnabled');
    expect(depositOf(paid)).toBe(primary?.['id']);
    expect(depositOf(paid)).not.toBe(notDefault);
    // A later payment, in another currency, lands in the same account; the wallet account is untouched.
    expect(depositOf(await receive(s, receiver.uma, { receivingCurrencyCode: 'EUR' }))).toBe(primary?.['id']);
    expect(await listFiat()).toHaveLength(1);
    const wallets = (await s.call('GET', `/customers/internal-accounts?customerId=${receiver.id}&type=EMBEDDED_WALLET`))
      .json as Json;
    expect(wallets['data']).toHaveLength(1);
  });

  it('follows the rules in force: a deviant that ignores the default deposits into the internal account', async () => {
    const s = await start({ rules: rulesWith({ incomingUmaPaymentTargets: ['primary-internal-account'] }) });
    const receiver = await customer(s);
    const deposit = await account(s, receiver.id, true);
    const paid = await receive(s, receiver.uma);
    expect(depositOf(paid)).toMatch(/^InternalAccount:/);
    expect(depositOf(paid)).not.toBe(deposit);
  });
});

describe('POST /sandbox/uma/receive: the request', () => {
  it('answers 400 INVALID_INPUT listing every invalid field, and stores nothing', async () => {
    const s = await start();
    const receiver = await customer(s);
    const res = await s.call('POST', '/sandbox/uma/receive', {
      json: { receiverUmaAddress: receiver.uma, receivingCurrencyCode: 'usd', receivingCurrencyAmount: 12.5 },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    const fields = ((res.json as Json)['details']['errors'] as Json[]).map((e) => e['field']).sort();
    expect(fields).toEqual(['receivingCurrencyAmount', 'receivingCurrencyCode', 'senderUmaAddress']);
    for (const amount of [0, -5, '100']) {
      const bad = await receive(s, receiver.uma, { receivingCurrencyAmount: amount });
      expect(bad.status, `amount ${JSON.stringify(amount)}`).toBe(400);
    }
    expect(
      await s.store.read((data) => [
        Object.keys(data.transactions).length,
        Object.values(data.internalAccounts).filter((a) => a.type === 'INTERNAL_FIAT').length,
      ]),
    ).toEqual([0, 0]);
  });

  it('answers 404 for a receiver no customer holds, or a customerId that is not the holder', async () => {
    const s = await start();
    const receiver = await customer(s);
    const other = await customer(s);
    const unknown = await receive(s, '$nobody@reference.test');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ status: 404, code: 'REFERENCE_NOT_FOUND' });
    expect((await receive(s, receiver.uma, { customerId: other.id })).status).toBe(404);
    expect((await receive(s, receiver.uma, { customerId: receiver.id })).status).toBe(200);
  });

  it('ends as the sender test address says (4.5): pending, or failed on compliance', async () => {
    const s = await start();
    const receiver = await customer(s);
    const pending = await receive(s, receiver.uma, { senderUmaAddress: '$pending.long.usd@sandbox.reference.test' });
    expect(pending.json).toMatchObject({ status: 'PENDING' });
    const failed = await receive(s, receiver.uma, { senderUmaAddress: '$fail.compliance.usd@sandbox.reference.test' });
    expect(failed.json).toMatchObject({ status: 'FAILED', failureReason: 'COMPLIANCE_REJECTED' });
  });

  it('needs platform credentials, and answers 403 outside the sandbox', async () => {
    const s = await start({ config: { sandbox: false } });
    const receiver = await customer(s);
    const anonymous = await s.call('POST', '/sandbox/uma/receive', { json: {}, authorization: null });
    expect(anonymous.status).toBe(401);
    const res = await receive(s, receiver.uma);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await s.store.read((data) => Object.keys(data.transactions).length)).toBe(0);
  });
});
