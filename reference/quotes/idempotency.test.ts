import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxClock, type SandboxClock } from '../clock.ts';
import { createFileStore } from '../store/file-store.ts';
import type { Store } from '../store/store.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';
import { sandboxProviderClientId } from '../../spec/stablecoins.ts';
import { idempotencyKeyLifetimeMs } from './idempotency.ts';

type Json = Record<string, any>;
const servers: ReferenceUnderTest[] = [];
const dirs: string[] = [];
let clock: SandboxClock;
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close().catch(() => {});
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function start(options: { store?: Store } = {}): Promise<ReferenceUnderTest> {
  clock ??= createSandboxClock();
  const s = await startReferenceUnderTest({ clock, ...options });
  servers.push(s);
  return s;
}

const termsConsent = {
  acceptedAt: '2026-08-01T10:00:00Z',
  ipAddress: '192.0.2.1',
  termsVersion: 'V1',
  acceptanceMethod: 'CHECKBOX',
};
let counter = 0;

/** A customer with a funded USD account and an external account to pay; ids only. */
async function payer(
  s: ReferenceUnderTest,
  funds = 5000,
): Promise<{ customerId: string; accountId: string; destination: string }> {
  const res = await s.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith', currencies: ['USD'], endUserTermsConsent: termsConsent },
  });
  const customerId = (res.json as Json)['id'];
  const list = await s.call('GET', `/customers/internal-accounts?customerId=${customerId}&type=INTERNAL_FIAT`);
  const accountId = (list.json as Json)['data'][0]['id'];
  await s.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { json: { amount: funds } });
  counter += 1;
  const external = await s.call('POST', '/customers/external-accounts', {
    json: {
      customerId,
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: `66${String(counter).padStart(5, '0')}123`,
        routingNumber: '021000021',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
      },
    },
  });
  return { customerId, accountId, destination: (external.json as Json)['id'] };
}

const quoteBody = (p: { accountId: string; destination: string }, amount: number) => ({
  source: { sourceType: 'ACCOUNT', accountId: p.accountId },
  destination: { destinationType: 'ACCOUNT', accountId: p.destination },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: amount,
});
const keyed = (key: string) => ({ 'Idempotency-Key': key });
const balanceOf = async (s: ReferenceUnderTest, p: { customerId: string; accountId: string }): Promise<number> => {
  const list = await s.call('GET', `/customers/internal-accounts?customerId=${p.customerId}`);
  return ((list.json as Json)['data'] as Json[]).find((a) => a['id'] === p.accountId)?.['balance']['amount'];
};
const outgoingCount = async (s: ReferenceUnderTest, customerId: string): Promise<number> =>
  (((await s.call('GET', `/transactions?customerId=${customerId}&type=OUTGOING`)).json as Json)['data'] as unknown[])
    .length;

describe('Idempotency-Key on the quote operations', () => {
  it('the same key and execute answer the first answer again, status and body, without executing again', async () => {
    const s = await start();
    const p = await payer(s);
    const quote = (await s.call('POST', '/quotes', { json: quoteBody(p, 1200) })).json as Json;
    const first = await s.call('POST', `/quotes/${quote['id']}/execute`, { headers: keyed('exec-1') });
    expect(first.status, first.text).toBe(200);
    await clock.advance(60_000);
    const again = await s.call('POST', `/quotes/${quote['id']}/execute`, { headers: keyed('exec-1') });
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    expect(await balanceOf(s, p)).toBe(3800);
    expect(await outgoingCount(s, p.customerId)).toBe(1);
    // Without the key the quote's second execution is refused, as before.
    expect((await s.call('POST', `/quotes/${quote['id']}/execute`)).json).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
    expect(s.errorLog).toEqual([]);
  });

  it('the same key and create answer the first quote again; one quote is created', async () => {
    const s = await start();
    const p = await payer(s);
    const first = await s.call('POST', '/quotes', { json: quoteBody(p, 900), headers: keyed('create-1') });
    expect(first.status, first.text).toBe(201);
    const again = await s.call('POST', '/quotes', { json: { ...quoteBody(p, 900) }, headers: keyed('create-1') });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
  });

  it('the same key with another request is refused with 409 CONFLICT and changes nothing', async () => {
    const s = await start();
    const p = await payer(s);
    const first = (await s.call('POST', '/quotes', { json: quoteBody(p, 900), headers: keyed('k') })).json as Json;
    const otherAmount = await s.call('POST', '/quotes', { json: quoteBody(p, 901), headers: keyed('k') });
    expect(otherAmount.status).toBe(409);
    expect(otherAmount.json).toMatchObject({ status: 409, code: 'CONFLICT' });
    const otherOperation = await s.call('POST', `/quotes/${first['id']}/execute`, { headers: keyed('k') });
    expect(otherOperation.json).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(await balanceOf(s, p)).toBe(5000);
  });

  it('a key is kept for a bounded time on the clock; after it, the same key is a new request', async () => {
    const s = await start();
    const p = await payer(s);
    const first = (await s.call('POST', '/quotes', { json: quoteBody(p, 700), headers: keyed('day') })).json as Json;
    await clock.advance(idempotencyKeyLifetimeMs - 60_000);
    expect(
      ((await s.call('POST', '/quotes', { json: quoteBody(p, 700), headers: keyed('day') })).json as Json)['id'],
    ).toBe(first['id']);
    await clock.advance(60_000);
    const later = await s.call('POST', '/quotes', { json: quoteBody(p, 700), headers: keyed('day') });
    expect(later.status).toBe(201);
    expect((later.json as Json)['id']).not.toBe(first['id']);
  });

  it('concurrent executions with one key execute once and all answer the first answer', async () => {
    const s = await start();
    const p = await payer(s);
    const quote = (await s.call('POST', '/quotes', { json: quoteBody(p, 1000) })).json as Json;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => s.call('POST', `/quotes/${quote['id']}/execute`, { headers: keyed('race') })),
    );
    for (const a of answers) {
      expect(a.status, a.text).toBe(200);
      expect(a.json).toEqual(answers[0]!.json);
    }
    expect(await balanceOf(s, p)).toBe(4000);
    expect(await outgoingCount(s, p.customerId)).toBe(1);
  });

  it('stablecoin registrations and mints replay their first answer and refuse another request under the same key', async () => {
    const s = await start();
    const link = await s.call('POST', '/stablecoin-provider-accounts', {
      json: {
        provider: 'BRALE',
        apiClientId: sandboxProviderClientId('unit-idem-', 'ACTIVE'),
        apiClientSecret: 'secret-unit',
        providerAccountId: 'unitidem',
      },
    });
    expect(link.status, link.text).toBe(201);
    const registration = {
      providerTokenIdentifier: 'UNIT',
      networkTokenIdentifier: 'btkn1unitidempotency',
      network: 'SPARK',
      stablecoinProviderAccountId: (link.json as Json)['id'],
    };
    const first = await s.call('POST', '/stablecoins', { json: registration, headers: keyed('coin') });
    expect(first.status, first.text).toBe(201);
    const again = await s.call('POST', '/stablecoins', { json: registration, headers: keyed('coin') });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const other = await s.call('POST', '/stablecoins', {
      json: { ...registration, networkTokenIdentifier: 'btkn1other' },
      headers: keyed('coin'),
    });
    expect(other.json).toMatchObject({ status: 409, code: 'CONFLICT' });
    const p = await payer(s);
    const mint = { amount: '10000000', fundingSource: { type: 'WIRE' }, destination: { accountId: p.accountId } };
    const stablecoinId = (first.json as Json)['id'];
    const minted = await s.call('POST', `/stablecoins/${stablecoinId}/mints`, { json: mint, headers: keyed('mint') });
    expect(minted.status, minted.text).toBe(201);
    const mintedAgain = await s.call('POST', `/stablecoins/${stablecoinId}/mints`, {
      json: mint,
      headers: keyed('mint'),
    });
    expect(mintedAgain.json).toEqual(minted.json);
    const operations = (await s.call('GET', `/stablecoins/${stablecoinId}/operations`)).json as Json;
    expect(operations['data']).toHaveLength(1);
  });

  it('a process killed between the execution and its answer executes once: the retry after the restart replays the answer', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'idempotency-'));
    dirs.push(dir);
    const file = join(dir, 'data.json');
    const durable = await createFileStore(file);
    let killAfterCommit = false;
    // The store commits and makes the transaction durable; the process then dies before the answer leaves.
    const dying: Store = {
      ...durable,
      read: (fn) => durable.read(fn),
      view: (fn) => durable.view(fn),
      transact: async (fn) => {
        const result = await durable.transact(fn);
        if (killAfterCommit) return new Promise<never>(() => {});
        return result;
      },
    };
    const before = await start({ store: dying });
    const p = await payer(before);
    const quote = (await before.call('POST', '/quotes', { json: quoteBody(p, 1500) })).json as Json;
    killAfterCommit = true;
    const lost = before.call('POST', `/quotes/${quote['id']}/execute`, { headers: keyed('crash') });
    lost.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    await durable.settled();

    const after = await start({ store: await createFileStore(file) });
    const retried = await after.call('POST', `/quotes/${quote['id']}/execute`, { headers: keyed('crash') });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json).toMatchObject({ id: quote['id'], transactionId: quote['transactionId'] });
    expect(await balanceOf(after, p)).toBe(3500);
    expect(await outgoingCount(after, p.customerId)).toBe(1);
  });
});
