import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from '../../../conformance/crypto/p256-keys.ts';
import { makeStamp } from '../../../conformance/crypto/stamp.ts';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { clock, startWalletReference, type Client, type Json } from '../../test-support/wallet-client.ts';

/** A wallet customer with a session, and a card funded by the wallet account. */
async function walletCard(client: Client) {
  const wallet = await client.wallet();
  const session = await client.otpLogin(await client.emailOtp(wallet.accountId));
  const card = await client.call('POST', '/cards', {
    cardholderId: wallet.customerId,
    form: 'VIRTUAL',
    fundingSources: [wallet.accountId],
  });
  expect(card.status, card.text).toBe(201);
  const body = { cardId: String(card.body['id']), internalAccountId: wallet.accountId, nickname: 'Card payments key' };
  return { ...wallet, key: session.key, body };
}

/** The three legs: 202, signed retry 202, signed retry 201; each challenge signed by `key`. */
async function threeLegs(client: Client, body: Json, key: Uint8Array) {
  const { first, retry: second } = await client.signed('POST', '/auth/delegated-keys', body, key);
  expect(checkProductionAnswer('createDelegatedKey', 202, first.json)).toEqual({ kind: 'valid' });
  expect(second.status, second.text).toBe(202);
  expect(checkProductionAnswer('createDelegatedKey', 202, second.json)).toEqual({ kind: 'valid' });
  expect(second.body['requestId']).not.toBe(first.body['requestId']);
  return { first, second };
}

async function finish(client: Client, body: Json, key: Uint8Array, challenge: Json) {
  return client.call('POST', '/auth/delegated-keys', body, {
    [client.signatureHeader]: makeStamp(String(challenge['payloadToSign']), key),
    'Request-Id': String(challenge['requestId']),
  });
}

describe('delegated signing keys over HTTP', () => {
  it('creates a key in three signed legs: PENDING after the second, ACTIVE after the third', async () => {
    const client = await startWalletReference();
    const w = await walletCard(client);
    const { second } = await threeLegs(client, w.body, w.key);
    const pending = await client.call('GET', `/auth/delegated-keys?accountId=${w.accountId}`);
    expect(pending.body['data']).toEqual([
      expect.objectContaining({ status: 'PENDING', nickname: 'Card payments key' }),
    ]);

    const done = await finish(client, w.body, w.key, second.body);
    expect(done.status, done.text).toBe(201);
    expect(checkProductionAnswer('createDelegatedKey', 201, done.json)).toEqual({ kind: 'valid' });
    const key = done.body;
    expect(key).toEqual({
      id: expect.stringMatching(/^DelegatedKey:[0-9a-f-]{36}$/),
      cardId: w.body.cardId,
      fundingSourceId: expect.stringMatching(/^CardFundingSource:[0-9a-f-]{36}$/),
      accountId: w.accountId,
      publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      nickname: 'Card payments key',
      status: 'ACTIVE',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(() => p256.Point.fromHex(String(key['publicKey']))).not.toThrow();

    const read = await client.call('GET', `/auth/delegated-keys/${key['id']}`);
    expect(read.status).toBe(200);
    expect(checkProductionAnswer('getDelegatedKeyById', 200, read.json)).toEqual({ kind: 'valid' });
    expect(read.body).toEqual(key);
    const bySource = await client.call('GET', `/auth/delegated-keys?fundingSourceId=${key['fundingSourceId']}`);
    expect(checkProductionAnswer('listDelegatedKeys', 200, bySource.json)).toEqual({ kind: 'valid' });
    expect(bySource.body['data']).toEqual([key]);
  });

  it('answers 401 to a retry signed by a key of no session, and to a requestId used twice', async () => {
    const client = await startWalletReference();
    const w = await walletCard(client);
    const stranger = generateP256KeyPair().privateKey;
    const { retry } = await client.signed('POST', '/auth/delegated-keys', w.body, stranger);
    expect(retry.status).toBe(401);
    expect(retry.body).toMatchObject({ status: 401 });
    const { first, second } = await threeLegs(client, w.body, w.key);
    const replay = await finish(client, w.body, w.key, first.body);
    expect(replay.status).toBe(401);
    expect((await finish(client, w.body, w.key, second.body)).status).toBe(201);
  });

  it('allows one ACTIVE key per funding source (409 CONFLICT), again after a revocation; a PENDING key blocks nothing', async () => {
    const client = await startWalletReference();
    const w = await walletCard(client);
    await threeLegs(client, w.body, w.key); // abandoned after its second leg: PENDING
    await clock.advance(1000);
    const { second } = await threeLegs(client, w.body, w.key);
    const active = await finish(client, w.body, w.key, second.body);
    expect(active.status, active.text).toBe(201);

    const blocked = await client.call('POST', '/auth/delegated-keys', w.body);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ status: 409, code: 'CONFLICT' });

    await clock.advance(1000);
    const revoked = await client.call('DELETE', `/auth/delegated-keys/${active.body['id']}`);
    expect(revoked.status).toBe(204);
    const after = await client.call('GET', `/auth/delegated-keys/${active.body['id']}`);
    expect(after.body).toMatchObject({ status: 'REVOKED' });
    expect(after.body['updatedAt']).not.toBe(active.body['updatedAt']);
    const again = await client.call('DELETE', `/auth/delegated-keys/${active.body['id']}`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_INPUT' });

    const { second: next } = await threeLegs(client, w.body, w.key);
    expect((await finish(client, w.body, w.key, next.body)).status).toBe(201);
    const all = await client.call('GET', `/auth/delegated-keys?accountId=${w.accountId}`);
    expect((all.body['data'] as Json[]).map((k) => k['status'])).toEqual(['PENDING', 'REVOKED', 'ACTIVE']);
  });

  it('answers 404 for a card, account or key that is not there, and 400 for a list without a filter', async () => {
    const client = await startWalletReference();
    const w = await walletCard(client);
    const other = await client.wallet();
    for (const body of [
      { ...w.body, cardId: 'Card:00000000-0000-4000-8000-000000000000' },
      { ...w.body, internalAccountId: other.accountId },
    ]) {
      const res = await client.call('POST', '/auth/delegated-keys', body);
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    expect((await client.call('GET', '/auth/delegated-keys/DelegatedKey:none')).status).toBe(404);
    expect((await client.call('DELETE', '/auth/delegated-keys/DelegatedKey:none')).status).toBe(404);
    const unfiltered = await client.call('GET', '/auth/delegated-keys');
    expect(unfiltered.status).toBe(400);
    expect(unfiltered.body).toMatchObject({ code: 'INVALID_INPUT' });
    const missing = await client.call('POST', '/auth/delegated-keys', { cardId: w.body.cardId });
    expect(missing.status).toBe(400);
  });
});
