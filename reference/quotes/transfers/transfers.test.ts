import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { createSandboxClock } from '../../clock.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

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

/** A customer with a USD internal account and a USD bank account ending `123` (the sandbox's success ending). */
async function accounts(s: ReferenceUnderTest, accountNumber = '5500001123') {
  const res = await s.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith', currencies: ['USD'], endUserTermsConsent: termsConsent },
  });
  expect(res.status, res.text).toBe(201);
  const customerId = (res.json as Json)['id'];
  const list = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`);
  const internal = (list.json as Json)['data'][0]['id'] as string;
  const bank = await s.call('POST', '/customers/external-accounts', {
    json: {
      customerId,
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber,
        routingNumber: '021000021',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
      },
    },
  });
  expect(bank.status, bank.text).toBe(201);
  return { customerId, internal, external: (bank.json as Json)['id'] as string };
}

const balance = async (s: ReferenceUnderTest, customerId: string) =>
  ((await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`)).json as Json)[
    'data'
  ][0]['balance']['amount'];

describe('POST /transfer-in and /transfer-out over HTTP (same-currency quotes executed at once)', () => {
  it("moves the amount both ways, answering the transaction in production's shape", async () => {
    server = await startReferenceUnderTest({ clock: createSandboxClock() });
    const { customerId, internal, external } = await accounts(server);
    const pulled = await server.call('POST', '/transfer-in', {
      json: { source: { accountId: external }, destination: { accountId: internal }, amount: 12550 },
    });
    expect(pulled.status, pulled.text).toBe(201);
    expect(checkProductionAnswer('createTransferIn', 201, pulled.json)).toEqual({ kind: 'valid' });
    expect(pulled.json).toMatchObject({
      type: 'OUTGOING',
      customerId,
      sentAmount: { amount: 12550, currency: { code: 'USD' } },
      receivedAmount: { amount: 12550, currency: { code: 'USD' } },
      source: { accountId: external },
      destination: { accountId: internal },
    });
    expect(await balance(server, customerId)).toBe(12550);

    const paid = await server.call('POST', '/transfer-out', {
      json: {
        source: { accountId: internal },
        destination: { accountId: external, paymentRail: 'ACH' },
        amount: 2550,
        remittanceInformation: '12345',
        purposeOfPayment: 'SELF',
      },
    });
    expect(paid.status, paid.text).toBe(201);
    expect(checkProductionAnswer('createTransferOut', 201, paid.json)).toEqual({ kind: 'valid' });
    expect(paid.json).toMatchObject({ sentAmount: { amount: 2550 }, destination: { accountId: external } });
    expect(await balance(server, customerId)).toBe(10000);
    const read = await server.call('GET', `/transactions/${(paid.json as Json)['id']}`);
    expect((read.json as Json)['id']).toBe((paid.json as Json)['id']);
  });

  it('answers the first transaction again for the same Idempotency-Key without moving money twice', async () => {
    server = await startReferenceUnderTest({ clock: createSandboxClock() });
    const { customerId, internal, external } = await accounts(server);
    const body = { source: { accountId: external }, destination: { accountId: internal }, amount: 700 };
    const headers = { 'Idempotency-Key': 'transfer-1' };
    const first = await server.call('POST', '/transfer-in', { json: body, headers });
    const again = await server.call('POST', '/transfer-in', { json: body, headers });
    expect(again.status).toBe(201);
    expect((again.json as Json)['id']).toBe((first.json as Json)['id']);
    expect(await balance(server, customerId)).toBe(700);
  });

  it('refuses what a same-currency transfer cannot do, naming each field; 404 for an unknown account', async () => {
    server = await startReferenceUnderTest({ clock: createSandboxClock() });
    const { customerId, internal, external } = await accounts(server);
    const wrongKind = await server.call('POST', '/transfer-in', {
      json: { source: { accountId: internal }, destination: { accountId: internal }, amount: 1 },
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json).toMatchObject({ details: { errors: [{ field: 'source.accountId' }] } });
    const noAmount = await server.call('POST', '/transfer-out', {
      json: { source: { accountId: internal }, destination: { accountId: external, paymentRail: 'PIX' } },
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.json).toMatchObject({
      details: { errors: [{ field: 'amount' }, { field: 'destination.paymentRail' }] },
    });
    const unknown = await server.call('POST', '/transfer-out', {
      json: { source: { accountId: 'InternalAccount:none' }, destination: { accountId: external }, amount: 1 },
    });
    expect(unknown.status).toBe(404);
    const tooMuch = await server.call('POST', '/transfer-out', {
      json: { source: { accountId: internal }, destination: { accountId: external }, amount: 1 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await balance(server, customerId)).toBe(0);
    const invalid = await server.call('POST', '/transfer-in', { json: { source: {}, destination: { accountId: 1 } } });
    expect(invalid.status).toBe(400);
  });
});
