import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { rulesWith } from '../rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Json = Record<string, any>;

const policy = (permissions: string[]) => ({
  permissions,
  defaultExecutionMode: 'AUTO',
  spendingLimits: { currency: 'USD', perTransactionLimit: 1000 },
});
const usd = (accountNumber: string): Json => ({
  currency: 'USD',
  accountInfo: {
    accountType: 'USD_ACCOUNT',
    accountNumber,
    routingNumber: '021000021',
    beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
  },
});

async function setUp(permissions: string[], options: Parameters<typeof startReferenceUnderTest>[0] = {}) {
  const s = await startReferenceUnderTest(options);
  server = s;
  const customerId = (
    (await s.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith' } })).json as Json
  )['id'];
  const created = await s.call('POST', '/agents', {
    json: { name: 'helper', customerId, policy: policy(permissions) },
  });
  const code = (created.json as Json)['deviceCode']['code'] as string;
  return { s, customerId, created, code };
}

const redeem = (s: ReferenceUnderTest, code: string) =>
  s.call('POST', `/agents/device-codes/${encodeURIComponent(code)}/redeem`, { authorization: null });

describe('agents', () => {
  it('creates an agent with a device code, redeemed once for a random token stored only as its SHA-256', async () => {
    const { s, customerId, created, code } = await setUp(['MANAGE_EXTERNAL_ACCOUNTS']);
    expect(created.status).toBe(201);
    expect((created.json as Json)['agent']).toMatchObject({ customerId, isConnected: false });
    expect(code).toMatch(/^AGENT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const first = await redeem(s, code);
    expect(first.status).toBe(200);
    const token = (first.json as Json)['accessToken'] as string;
    expect(token).toMatch(/^gat_[0-9a-f]{64}$/);
    expect((await redeem(s, code)).status).toBe(400);
    const stored = JSON.stringify(await s.store.read((d) => d));
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
    // A second agent gets another token.
    const other = await s.call('POST', '/agents', { json: { name: 'b', customerId, policy: policy([]) } });
    const otherToken = ((await redeem(s, (other.json as Json)['deviceCode']['code'])).json as Json)['accessToken'];
    expect(otherToken).not.toBe(token);
    const me = await s.call('GET', '/agents/me', { authorization: `Bearer ${token}` });
    expect(me.json).toMatchObject({ customerId, isConnected: true });
  });

  it('refuses unknown device codes and invalid agent bodies', async () => {
    const { s } = await setUp([]);
    expect((await redeem(s, 'AGENT-AAAA-AAAA-AAAA')).status).toBe(404);
    const bad = await s.call('POST', '/agents', {
      json: { name: 'x', customerId: 'Customer:nope', policy: { permissions: ['FLY'] } },
    });
    expect(bad.status).toBe(400);
    const fields = ((bad.json as Json)['details']['errors'] as Json[]).map((e) => e['field']);
    expect(fields).toEqual(
      expect.arrayContaining(['customerId', 'policy.permissions.0', 'policy.defaultExecutionMode']),
    );
  });

  it("creates accounts for the agent's customer with the agent's token only (401 otherwise)", async () => {
    const { s, customerId, code } = await setUp(['MANAGE_EXTERNAL_ACCOUNTS']);
    const token = ((await redeem(s, code)).json as Json)['accessToken'];
    const res = await s.call('POST', '/agents/me/external-accounts', {
      authorization: `Bearer ${token}`,
      json: usd('1000200'),
    });
    expect(res.status).toBe(201);
    expect((res.json as Json)['customerId']).toBe(customerId);
    expect(
      (await s.call('POST', '/agents/me/external-accounts', { authorization: `Bearer ${token}`, json: usd('1000200') }))
        .status,
    ).toBe(409);
    for (const authorization of [null, `Bearer ${token}x`, 'Bearer', undefined]) {
      const refused = await s.call('POST', '/agents/me/external-accounts', {
        json: usd('1000201'),
        ...(authorization === undefined ? {} : { authorization }),
      });
      expect(refused.status, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const listed = await s.call('GET', '/agents/me/external-accounts', { authorization: `Bearer ${token}` });
    expect(((listed.json as Json)['data'] as Json[]).map((a) => a['accountInfo']['accountNumber'])).toEqual([
      '1000200',
    ]);
  });

  it('refuses an agent without MANAGE_EXTERNAL_ACCOUNTS (403) and a body naming another customer (400), creating nothing', async () => {
    const { s, code } = await setUp(['VIEW_TRANSACTIONS']);
    const token = ((await redeem(s, code)).json as Json)['accessToken'];
    const refused = await s.call('POST', '/agents/me/external-accounts', {
      authorization: `Bearer ${token}`,
      json: usd('2000200'),
    });
    expect(refused.status).toBe(403);
    expect(await s.store.read((d) => Object.keys(d.externalAccounts).length)).toBe(0);
    await s.close();
    const s2 = await setUp(['MANAGE_EXTERNAL_ACCOUNTS']);
    const token2 = ((await redeem(s2.s, s2.code)).json as Json)['accessToken'];
    const other = (
      (await s2.s.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 'Bo Lee' } })).json as Json
    )['id'];
    const misplaced = await s2.s.call('POST', '/agents/me/external-accounts', {
      authorization: `Bearer ${token2}`,
      json: { ...usd('2000201'), customerId: other },
    });
    expect(misplaced.status).toBe(400);
    expect(await s2.s.store.read((d) => Object.keys(d.externalAccounts).length)).toBe(0);
  });

  it('reads the permission from the rules', async () => {
    const { s, code } = await setUp(['VIEW_TRANSACTIONS'], {
      rules: rulesWith({ agentExternalAccountPermission: 'VIEW_TRANSACTIONS' }),
    });
    const token = ((await redeem(s, code)).json as Json)['accessToken'];
    expect(
      (await s.call('POST', '/agents/me/external-accounts', { authorization: `Bearer ${token}`, json: usd('3000200') }))
        .status,
    ).toBe(201);
  });
});
