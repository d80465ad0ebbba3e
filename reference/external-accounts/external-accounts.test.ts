import { secp256k1 } from '@noble/curves/secp256k1.js';
import { afterEach, describe, expect, it } from 'vitest';
import { rulesWith } from '../rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';
import { evmAddressOf, personalMessageDigest } from '../../spec/evm-personal-message.ts';

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Json = Record<string, any>;

const beneficiary = { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' };
const usd = (accountNumber: string, extra: Json = {}): Json => ({
  currency: 'USD',
  accountInfo: { accountType: 'USD_ACCOUNT', accountNumber, routingNumber: '021000021', beneficiary },
  ...extra,
});

async function start(options: Parameters<typeof startReferenceUnderTest>[0] = {}): Promise<ReferenceUnderTest> {
  server = await startReferenceUnderTest(options);
  return server;
}

async function customer(s: ReferenceUnderTest): Promise<string> {
  const res = await s.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith' } });
  return (res.json as Json)['id'];
}

function wallet() {
  const key = secp256k1.utils.randomSecretKey();
  const address = evmAddressOf(secp256k1.getPublicKey(key, false));
  const sign = (message: string) => {
    const r = secp256k1.sign(personalMessageDigest(message), key, { prehash: false, format: 'recovered' });
    return `0x${Buffer.from(r.subarray(1)).toString('hex')}${(r[0]! + 27).toString(16)}`;
  };
  return { address, sign };
}

describe('external accounts: create', () => {
  it('creates a customer account (201, the ExternalAccount) and a platform account with a null customerId', async () => {
    const s = await start();
    const customerId = await customer(s);
    const created = await s.call('POST', '/customers/external-accounts', {
      json: usd('1234567200', { customerId, platformAccountId: 'p-1' }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      customerId,
      status: 'ACTIVE',
      currency: 'USD',
      platformAccountId: 'p-1',
      defaultUmaDepositAccount: false,
      beneficiaryVerificationStatus: 'MATCHED',
      beneficiaryVerifiedData: { fullName: 'Ann Smith' },
    });
    expect((created.json as Json)['id']).toMatch(/^ExternalAccount:[0-9a-f-]{36}$/);
    const platform = await s.call('POST', '/platform/external-accounts', { json: usd('1234567200') });
    expect(platform.status).toBe(201);
    expect((platform.json as Json)['customerId']).toBeNull();
    const read = await s.call('GET', `/platform/external-accounts/${(platform.json as Json)['id']}`);
    expect(read.json).toEqual(platform.json);
    // A customer account is not one of the platform's.
    expect((await s.call('GET', `/platform/external-accounts/${(created.json as Json)['id']}`)).status).toBe(404);
  });

  it('lists every invalid field in one 400, schema and rules alike', async () => {
    const s = await start({ config: { counterpartyRequirements: true } });
    const res = await s.call('POST', '/customers/external-accounts', {
      json: {
        customerId: 'Customer:00000000-0000-4000-8000-000000000000',
        currency: 'usd',
        accountInfo: { accountType: 'BASE_WALLET', address: '0x1' },
      },
    });
    expect(res.status).toBe(400);
    const fields = ((res.json as Json)['details']['errors'] as Json[]).map((e) => e['field']).sort();
    expect(fields).toEqual(['currency', 'customerId', 'ownershipType']);
    const platform = await s.call('POST', '/platform/external-accounts', {
      json: usd('1234567200', { customerId: 'Customer:x' }),
    });
    expect(((platform.json as Json)['details']['errors'] as Json[]).map((e) => e['field'])).toContain('customerId');
  });

  it('answers 409 for an account that already exists for the same owner, and not across owners', async () => {
    const s = await start();
    const customerId = await customer(s);
    expect(
      (await s.call('POST', '/customers/external-accounts', { json: usd('555000200', { customerId }) })).status,
    ).toBe(201);
    const again = await s.call('POST', '/customers/external-accounts', {
      json: usd('555000200', { customerId, platformAccountId: 'other' }),
    });
    expect(again.status).toBe(409);
    expect((again.json as Json)['code']).toBe('CONFLICT');
    expect((await s.call('POST', '/platform/external-accounts', { json: usd('555000200') })).status).toBe(201);
  });

  it('keeps one default UMA deposit account per customer: a new default replaces the old one', async () => {
    const s = await start();
    const customerId = await customer(s);
    const first = await s.call('POST', '/customers/external-accounts', {
      json: usd('100000200', { customerId, defaultUmaDepositAccount: true }),
    });
    await s.call('POST', '/customers/external-accounts', { json: usd('100000201', { customerId }) });
    const third = await s.call('POST', '/customers/external-accounts', {
      json: usd('100000202', { customerId, defaultUmaDepositAccount: true }),
    });
    const list = await s.call('GET', `/customers/external-accounts?customerId=${encodeURIComponent(customerId)}`);
    const defaults = ((list.json as Json)['data'] as Json[])
      .filter((a) => a['defaultUmaDepositAccount'])
      .map((a) => a['id']);
    expect(defaults).toEqual([(third.json as Json)['id']]);
    expect(defaults).not.toContain((first.json as Json)['id']);
  });

  it('applies the sandbox beneficiary table by the identifier suffix, and 105 refuses the create', async () => {
    const s = await start();
    const customerId = await customer(s);
    const status = async (n: string) =>
      (await s.call('POST', '/customers/external-accounts', { json: usd(n, { customerId }) })).json as Json;
    expect((await status('9000102'))['beneficiaryVerificationStatus']).toBe('NOT_MATCHED');
    expect((await status('9000104'))['beneficiaryVerificationStatus']).toBe('PENDING');
    expect((await status('9000107'))['beneficiaryVerificationStatus']).toBe('CHECKED_BY_RECEIVING_FI');
    const refused = await s.call('POST', '/customers/external-accounts', { json: usd('9000105', { customerId }) });
    expect(refused.status).toBe(400);
    expect((refused.json as Json)['code']).toBe('INVALID_BANK_ACCOUNT');
  });

  it('reads the rules it applies from deps.rules (a deviant default, a deviant table)', async () => {
    const s = await start({
      rules: rulesWith({ defaultUmaDepositAccountDefault: true, refuseExistingExternalAccount: false }),
    });
    const customerId = await customer(s);
    const a = await s.call('POST', '/customers/external-accounts', { json: usd('700000200', { customerId }) });
    expect((a.json as Json)['defaultUmaDepositAccount']).toBe(true);
    expect(
      (await s.call('POST', '/customers/external-accounts', { json: usd('700000200', { customerId }) })).status,
    ).toBe(201);
  });

  it('deletes an account', async () => {
    const s = await start();
    const created = await s.call('POST', '/platform/external-accounts', { json: usd('800000200') });
    const id = (created.json as Json)['id'];
    expect((await s.call('DELETE', `/platform/external-accounts/${id}`)).status).toBe(204);
    expect((await s.call('GET', `/platform/external-accounts/${id}`)).status).toBe(404);
  });
});

describe('external accounts: ownership verification', () => {
  async function pendingWallet(s: ReferenceUnderTest) {
    const owner = wallet();
    const customerId = await customer(s);
    const res = await s.call('POST', '/customers/external-accounts', {
      json: {
        customerId,
        currency: 'USD',
        ownershipType: 'FIRST_PARTY',
        accountInfo: { accountType: 'ETHEREUM_WALLET', address: owner.address },
      },
    });
    return { owner, account: res.json as Json };
  }
  const challenge = async (s: ReferenceUnderTest, id: string) =>
    (await s.call('POST', `/customers/external-accounts/${id}/challenge`, { json: { method: 'WALLET_SIGNATURE' } }))
      .json as Json;
  const verify = (s: ReferenceUnderTest, id: string, signature: string) =>
    s.call('POST', `/customers/external-accounts/${id}/verify`, { json: { signature } });

  it('starts first-party EVM wallets in PENDING_OWNERSHIP_VERIFICATION only under counterparty requirements', async () => {
    const off = await start();
    expect((await pendingWallet(off)).account['status']).toBe('ACTIVE');
    await off.close();
    const on = await start({ config: { counterpartyRequirements: true } });
    expect((await pendingWallet(on)).account['status']).toBe('PENDING_OWNERSHIP_VERIFICATION');
  });

  it("moves PENDING -> ACTIVE on the owner's signature, verified at once", async () => {
    const s = await start({ config: { counterpartyRequirements: true } });
    const { owner, account } = await pendingWallet(s);
    const c = await challenge(s, account['id']);
    expect(c).toMatchObject({ method: 'WALLET_SIGNATURE' });
    expect(c['messageToSign']).toContain(owner.address);
    const res = await verify(s, account['id'], owner.sign(c['messageToSign']));
    expect(res.status).toBe(200);
    expect((res.json as Json)['status']).toBe('ACTIVE');
    // Verified: nothing more to challenge.
    expect(
      (
        await s.call('POST', `/customers/external-accounts/${account['id']}/challenge`, {
          json: { method: 'WALLET_SIGNATURE' },
        })
      ).status,
    ).toBe(409);
  });

  it('moves PENDING -> UNVERIFIED on a failed attempt (answered 400), then UNVERIFIED -> ACTIVE after a new challenge', async () => {
    const s = await start({ config: { counterpartyRequirements: true } });
    const { owner, account } = await pendingWallet(s);
    const first = await challenge(s, account['id']);
    const failed = await verify(s, account['id'], wallet().sign(first['messageToSign']));
    expect(failed.status).toBe(400);
    expect((await s.call('GET', `/customers/external-accounts/${account['id']}`)).json).toMatchObject({
      status: 'UNVERIFIED',
    });
    // The challenge was used up by the attempt.
    expect((await verify(s, account['id'], owner.sign(first['messageToSign']))).status).toBe(409);
    const second = await challenge(s, account['id']);
    expect((await verify(s, account['id'], owner.sign(second['messageToSign']))).json).toMatchObject({
      status: 'ACTIVE',
    });
  });

  it('refuses a challenge of an account that needs none, and a verify without a challenge', async () => {
    const s = await start({ config: { counterpartyRequirements: true } });
    const created = await s.call('POST', '/platform/external-accounts', { json: usd('300000200') });
    const id = (created.json as Json)['id'];
    expect(
      (await s.call('POST', `/platform/external-accounts/${id}/challenge`, { json: { method: 'WALLET_SIGNATURE' } }))
        .status,
    ).toBe(409);
    const { account } = await pendingWallet(s);
    expect((await verify(s, account['id'], '0x00')).status).toBe(409);
  });

  it('offers a hosted liveness check, which no signature completes', async () => {
    const s = await start({ config: { counterpartyRequirements: true } });
    const { owner, account } = await pendingWallet(s);
    const liveness = await s.call('POST', `/customers/external-accounts/${account['id']}/challenge`, {
      json: { method: 'LIVENESS' },
    });
    expect(liveness.status).toBe(201);
    const body = liveness.json as Json;
    expect(body).toMatchObject({ method: 'LIVENESS', verificationLink: `https://liveness.invalid/${body['token']}` });
    expect(body['token']).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(body['expiresAt'])).toBeGreaterThan(0);
    const signed = await verify(s, account['id'], owner.sign(`Prove ownership of wallet ${owner.address}`));
    expect(signed.status).toBe(400);
    expect((signed.json as Json)['code']).toBe('INVALID_INPUT');
  });
});
