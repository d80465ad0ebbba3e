import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { exceptionFor } from '../../../spec/production/exceptions.ts';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { rulesWith } from '../../rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  receiver = undefined;
});

/** A webhook endpoint on loopback: answers the first event of `type` it receives. */
async function firstEventOf(type: string): Promise<{ url: string; event: Promise<Json> }> {
  let resolveEvent: (event: Json) => void = () => {};
  const event = new Promise<Json>((resolve) => {
    resolveEvent = resolve;
  });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      res.statusCode = 200;
      res.end();
      const parsed = JSON.parse(body) as Json;
      if (parsed['type'] === type) resolveEvent(parsed);
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(receiver!.address() as AddressInfo).port}/hook`, event };
}

const consent = {
  acceptedAt: '2026-08-01T10:00:00Z',
  ipAddress: '192.0.2.1',
  termsVersion: 'V1',
  acceptanceMethod: 'CHECKBOX',
};

/** A funded customer whose agent's payment waits for the platform's approval. */
async function pendingAgentPayment(s: ReferenceUnderTest) {
  const created = await s.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith', currencies: ['USD'], endUserTermsConsent: consent },
  });
  expect(created.status, created.text).toBe(201);
  const customerId = (created.json as Json)['id'];
  const accounts = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`);
  const accountId = (accounts.json as Json)['data'][0]['id'];
  expect(
    (await s.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { json: { amount: 10_000 } })).status,
  ).toBe(200);
  const destination = await s.call('POST', '/customers/external-accounts', {
    json: {
      customerId,
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: '7700001123',
        routingNumber: '021000021',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
      },
    },
  });
  expect(destination.status, destination.text).toBe(201);
  const agent = await s.call('POST', '/agents', {
    json: {
      name: 'payer',
      customerId,
      policy: {
        permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES', 'VIEW_TRANSACTIONS'],
        defaultExecutionMode: 'APPROVAL_REQUIRED',
        spendingLimits: { currency: 'USD', perTransactionLimit: 100_000 },
      },
    },
  });
  expect(agent.status, agent.text).toBe(201);
  const code = (agent.json as Json)['deviceCode']['code'];
  const redeemed = await s.call('POST', `/agents/device-codes/${encodeURIComponent(code)}/redeem`, {
    authorization: null,
  });
  const authorization = `Bearer ${(redeemed.json as Json)['accessToken']}`;
  const quote = await s.call('POST', '/agents/me/quotes', {
    authorization,
    json: {
      source: { sourceType: 'ACCOUNT', accountId },
      destination: { destinationType: 'ACCOUNT', accountId: (destination.json as Json)['id'] },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 2_500,
    },
  });
  expect(quote.status, quote.text).toBe(201);
  const quoteId = (quote.json as Json)['id'];
  const executed = await s.call('POST', `/agents/me/quotes/${quoteId}/execute`, { authorization });
  expect(executed.status, executed.text).toBeLessThan(300);
  const balance = async () => {
    const res = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`);
    return (res.json as Json)['data'][0]['balance']['amount'];
  };
  return { transactionId: (quote.json as Json)['transactionId'] as string, quoteId: quoteId as string, balance };
}

describe('rejectPendingPayment over HTTP', () => {
  it("fails the payment waiting for the platform's approval, moving nothing; a second reject or approve answers 409", async () => {
    server = await startReferenceUnderTest();
    const hook = await firstEventOf('OUTGOING_PAYMENT.FAILED');
    expect((await server.call('PATCH', '/config', { json: { webhookEndpoint: hook.url } })).status).toBe(200);
    const { transactionId, quoteId, balance } = await pendingAgentPayment(server);
    const res = await server.call('POST', `/transactions/${transactionId}/reject`, { json: { reason: 'not now' } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: transactionId, type: 'OUTGOING', status: 'FAILED' });
    // Production declares an incoming transaction; the agent's payment is outgoing (a listed exception).
    const verdict = checkProductionAnswer('rejectPendingPayment', 200, res.json);
    const violations = verdict.kind === 'invalid' ? verdict.violations : [];
    expect(violations.map((v) => exceptionFor('rejectPendingPayment', 200, v, res.json)?.id)).toEqual(
      violations.map(() => 'approved-agent-transaction-is-outgoing'),
    );
    expect(verdict.kind).not.toBe('undeclared');
    expect(await balance()).toBe(10_000);
    expect(((await server.call('GET', `/transactions/${transactionId}`)).json as Json)['status']).toBe('FAILED');
    expect(((await server.call('GET', `/quotes/${quoteId}`)).json as Json)['status']).toBe('FAILED');
    expect((await hook.event)['data']).toMatchObject({ id: transactionId, status: 'FAILED' });
    for (const action of ['reject', 'approve']) {
      const again = await server.call('POST', `/transactions/${transactionId}/${action}`);
      expect(again.status, action).toBe(409);
      expect(again.json).toEqual({
        status: 409,
        code: 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL',
        message: 'The transaction is not pending platform approval.',
      });
      expect(checkProductionAnswer('rejectPendingPayment', 409, again.json)).toEqual({ kind: 'valid' });
    }
  });

  it('answers 404 with the envelope for a transaction that is not there', async () => {
    server = await startReferenceUnderTest();
    const res = await server.call('POST', '/transactions/Transaction:00000000-0000-4000-8000-000000000000/reject');
    expect(res.status, res.text).toBe(404);
    expect((res.json as Json)['code']).toBe('REFERENCE_NOT_FOUND');
  });

  it('lets the transfer go on when the rule is replaced, so the rule alone decides', async () => {
    server = await startReferenceUnderTest({ rules: rulesWith({ rejectionStopsTransfer: false }) });
    const { transactionId, balance } = await pendingAgentPayment(server);
    const res = await server.call('POST', `/transactions/${transactionId}/reject`);
    expect(res.status, res.text).toBe(200);
    expect((res.json as Json)['status']).not.toBe('FAILED');
    expect(await balance()).toBe(7_500);
  });
});
