import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { createManualClock } from '../../clock.ts';
import { rulesWith } from '../../rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

type Json = Record<string, unknown>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function created(ref: ReferenceUnderTest, platformCustomerId: string): Promise<Json> {
  const answer = await ref.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', platformCustomerId, fullName: 'Grace Hopper' },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as Json;
}

describe('DELETE /customers/{customerId} over HTTP', () => {
  it("answers the customer with isDeleted true in production's shape; reads and lists still show it as deleted", async () => {
    const clock = createManualClock(new Date('2026-04-01T09:00:00.000Z'));
    server = await startReferenceUnderTest({ clock });
    const customer = await created(server, 'del-1');
    await clock.advance(5000);
    const deleted = await server.call('DELETE', `/customers/${String(customer['id'])}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(checkProductionAnswer('deleteCustomerById', 200, deleted.json)).toEqual({ kind: 'valid' });
    expect(deleted.json).toMatchObject({
      id: customer['id'],
      platformCustomerId: 'del-1',
      isDeleted: true,
      createdAt: '2026-04-01T09:00:00.000Z',
      updatedAt: '2026-04-01T09:00:05.000Z',
    });
    const read = await server.call('GET', `/customers/${String(customer['id'])}`);
    expect(read.json).toMatchObject({ id: customer['id'], isDeleted: true });
    const ids = async (query: string) =>
      ((await server!.call('GET', `/customers${query}`)).json as { data: Json[] }).data.map((c) => c['id']);
    expect(await ids('')).toEqual([]);
    expect(await ids('?isIncludingDeleted=true')).toEqual([customer['id']]);
  });

  it('frees the platformCustomerId for a new customer (4.3: only an active customer collides)', async () => {
    server = await startReferenceUnderTest();
    const first = await created(server, 'del-2');
    const clash = await server.call('POST', '/customers', {
      json: { customerType: 'INDIVIDUAL', platformCustomerId: 'del-2' },
    });
    expect(clash.status).toBe(409);
    await server.call('DELETE', `/customers/${String(first['id'])}`);
    const second = await created(server, 'del-2');
    expect(second['id']).not.toBe(first['id']);
  });

  it('keeps the id taken when the rules say a deleted customer still holds it (the deviant seam)', async () => {
    server = await startReferenceUnderTest({
      rules: rulesWith({ deletedCustomerHoldsPlatformCustomerId: true }),
    });
    const first = await created(server, 'del-3');
    await server.call('DELETE', `/customers/${String(first['id'])}`);
    const again = await server.call('POST', '/customers', {
      json: { customerType: 'INDIVIDUAL', platformCustomerId: 'del-3' },
    });
    expect(again.status).toBe(409);
  });

  it("answers production's 410 CUSTOMER_DELETED the second time, 404 for an unknown customer, 401 without credentials", async () => {
    server = await startReferenceUnderTest();
    const customer = await created(server, 'del-4');
    const path = `/customers/${String(customer['id'])}`;
    expect((await server.call('DELETE', path)).status).toBe(200);
    const again = await server.call('DELETE', path);
    expect(again.status).toBe(410);
    expect(again.json).toMatchObject({ status: 410, code: 'CUSTOMER_DELETED' });
    expect(checkProductionAnswer('deleteCustomerById', 410, again.json)).toEqual({ kind: 'valid' });
    const unknown = await server.call('DELETE', '/customers/Customer:00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await server.call('DELETE', path, { authorization: null })).status).toBe(401);
  });
});
