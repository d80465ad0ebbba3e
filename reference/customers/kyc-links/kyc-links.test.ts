import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { sandboxScaCode } from '../../../spec/sca.ts';
import { createManualClock } from '../../clock.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';
import { kycFlowBase, kycLinkLifetimeMs } from './kyc-link.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function customer(ref: ReferenceUnderTest, members: Json = {}): Promise<string> {
  const res = await ref.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', ...members } });
  expect(res.status, res.text).toBe(201);
  return (res.json as Json)['id'];
}

describe('POST /customers/{customerId}/kyc-link over HTTP', () => {
  it("answers a fresh link in production's shape each call, embedding the redirect, status unchanged", async () => {
    const clock = createManualClock(new Date('2026-06-01T12:00:00.000Z'));
    server = await startReferenceUnderTest({ clock });
    const id = await customer(server);
    const before = (await server.call('GET', `/customers/${id}`)).json as Json;
    const first = await server.call('POST', `/customers/${id}/kyc-link`, {
      json: { redirectUri: 'https://app.example.com/done' },
    });
    expect(first.status, first.text).toBe(201);
    expect(checkProductionAnswer('createCustomerKycLink', 201, first.json)).toEqual({ kind: 'valid' });
    const link = first.json as Json;
    expect(link).toMatchObject({
      provider: 'SUMSUB',
      expiresAt: new Date(Date.parse('2026-06-01T12:00:00.000Z') + kycLinkLifetimeMs).toISOString(),
    });
    const url = new URL(link['kycUrl']);
    expect(`${url.origin}${url.pathname}`.startsWith(kycFlowBase)).toBe(true);
    expect(url.searchParams.get('redirectUri')).toBe('https://app.example.com/done');
    const second = (await server.call('POST', `/customers/${id}/kyc-link`)).json as Json;
    expect(second['kycUrl']).not.toBe(link['kycUrl']);
    expect(second['token']).not.toBe(link['token']);
    expect(new URL(second['kycUrl']).search).toBe('');
    const after = (await server.call('GET', `/customers/${id}`)).json as Json;
    expect(after['kycStatus']).toBe(before['kycStatus']);
    const kept = await server.store.read((data) => Object.values(data.kycLinks));
    expect(kept.map((k) => k.customerId)).toEqual([id, id]);
    expect(kept[0]!.sdkTokenSha256).toBe(createHash('sha256').update(link['token']).digest('hex'));
    expect(JSON.stringify(kept)).not.toContain(link['token']);
  });

  it('answers the first link again for the same Idempotency-Key, and refuses the key on another request', async () => {
    server = await startReferenceUnderTest();
    const id = await customer(server);
    const headers = { 'Idempotency-Key': 'kyc-key-1' };
    const first = await server.call('POST', `/customers/${id}/kyc-link`, { headers });
    const again = await server.call('POST', `/customers/${id}/kyc-link`, { headers });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const other = await server.call('POST', `/customers/${id}/kyc-link`, {
      headers,
      json: { redirectUri: 'https://app.example.com/x' },
    });
    expect(other.status).toBe(409);
  });

  it('answers 409 until a contact-verifying customer has both contacts verified', async () => {
    server = await startReferenceUnderTest();
    const id = await customer(server, { region: 'DE' });
    const refused = await server.call('POST', `/customers/${id}/kyc-link`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'CONFLICT' });
    for (const channel of ['email', 'phone']) {
      await server.call('POST', `/customers/${id}/verify-${channel}`);
      const confirmed = await server.call('POST', `/customers/${id}/verify-${channel}/confirm`, {
        json: { code: sandboxScaCode },
      });
      expect(confirmed.status, confirmed.text).toBe(200);
    }
    expect((await server.call('POST', `/customers/${id}/kyc-link`)).status).toBe(201);
  });

  it('refuses a redirect that is no http(s) URI, and answers 404 for unknown or deleted customers', async () => {
    server = await startReferenceUnderTest();
    const id = await customer(server);
    const bad = await server.call('POST', `/customers/${id}/kyc-link`, {
      json: { redirectUri: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'redirectUri' }] } });
    await server.call('DELETE', `/customers/${id}`);
    expect((await server.call('POST', `/customers/${id}/kyc-link`)).status).toBe(404);
    expect((await server.call('POST', '/customers/Customer:none/kyc-link')).status).toBe(404);
    expect((await server.call('POST', `/customers/${id}/kyc-link`, { authorization: null })).status).toBe(401);
  });
});
