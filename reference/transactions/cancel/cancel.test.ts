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

/** A settled incoming UMA payment (4.4) of a fresh customer. */
async function settledIncoming(s: ReferenceUnderTest): Promise<string> {
  const umaAddress = '$cancel.receiver@reference.test';
  const customer = await s.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith', umaAddress },
  });
  expect(customer.status, customer.text).toBe(201);
  const received = await s.call('POST', '/sandbox/uma/receive', {
    json: {
      senderUmaAddress: '$success.usd@sandbox.reference.test',
      receiverUmaAddress: umaAddress,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 1250,
    },
  });
  expect(received.status, received.text).toBe(200);
  expect((received.json as Json)['status']).toBe('COMPLETED');
  return (received.json as Json)['id'];
}

describe('cancelTransaction over HTTP', () => {
  it('refuses a settled transaction with 409 TRANSACTION_NOT_CANCELLABLE and leaves it as it was', async () => {
    server = await startReferenceUnderTest();
    const id = await settledIncoming(server);
    const before = await server.call('GET', `/transactions/${id}`);
    const res = await server.call('POST', `/transactions/${id}/cancel`, { json: { reason: 'customer asked' } });
    expect(res.status, res.text).toBe(409);
    expect(res.json).toEqual({
      status: 409,
      code: 'TRANSACTION_NOT_CANCELLABLE',
      message: 'The transaction is settled or past the point of cancellation.',
    });
    expect(checkProductionAnswer('cancelTransaction', 409, res.json)).toEqual({ kind: 'valid' });
    expect((await server.call('GET', `/transactions/${id}`)).json).toEqual(before.json);
  });

  it('answers 404 with the envelope for a transaction that is not there', async () => {
    server = await startReferenceUnderTest();
    const res = await server.call('POST', '/transactions/Transaction:00000000-0000-4000-8000-000000000000/cancel');
    expect(res.status, res.text).toBe(404);
    expect((res.json as Json)['status']).toBe(404);
  });

  it('cancels a settled transaction when the rule is replaced, so the rule alone decides', async () => {
    server = await startReferenceUnderTest({ rules: rulesWith({ cancellable: () => true }) });
    const id = await settledIncoming(server);
    const res = await server.call('POST', `/transactions/${id}/cancel`);
    expect(res.status, res.text).toBe(200);
    expect((res.json as Json)['id']).toBe(id);
  });
});
