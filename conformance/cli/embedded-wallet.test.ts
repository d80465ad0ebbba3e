import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { typicalSignedRetryWindowSeconds } from '../../spec/limits.ts';
import { mintIdToken } from '../crypto/oidc.ts';
import { leaseSandboxClock } from '../support/sandbox-clock.ts';
import { startEmbeddedReference } from './embedded.ts';

describe('startEmbeddedReference with wallet options', () => {
  it("trusts the run's OIDC issuer, issues challenges with the document's window on its sandbox clock, and that clock is the one the control endpoint advances", async () => {
    const issuer = 'https://idp.embedded.test';
    const ref = await startEmbeddedReference({
      wallet: { rpId: 'rp.embedded.test', origin: 'https://rp.embedded.test', oidcIssuer: issuer },
    });
    const basic = `Basic ${Buffer.from(`${ref.credentials.clientId}:${ref.credentials.clientSecret}`).toString('base64')}`;
    const call = async (method: 'GET' | 'POST', path: string, json?: unknown) => {
      const res = await request(`${ref.url}${path}`, {
        method,
        headers: { authorization: basic, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> };
    };
    try {
      const customer = await call('POST', '/customers', { customerType: 'INDIVIDUAL', email: 'e@example.com' });
      const accounts = await call('GET', `/customers/internal-accounts?customerId=${String(customer.body['id'])}`);
      const accountId = String((accounts.body['data'] as Record<string, unknown>[])[0]?.['id']);
      expect((await call('POST', '/auth/credentials', { type: 'EMAIL_OTP', accountId })).status).toBe(201);
      const token = (iss: string, now = new Date()) =>
        mintIdToken({ issuer: iss, audience: 'a', subject: 's', iatSeconds: Math.floor(now.getTime() / 1000) });
      expect(
        (
          await call('POST', '/auth/credentials', {
            type: 'OAUTH',
            accountId,
            oidcToken: await token('https://accounts.google.com'),
          })
        ).status,
      ).toBe(401);
      const issued = Date.now();
      const challenge = await call('POST', '/auth/credentials', {
        type: 'OAUTH',
        accountId,
        oidcToken: await token(issuer),
      });
      expect(challenge.status).toBe(202);
      const window = (Date.parse(String(challenge.body['expiresAt'])) - issued) / 1000;
      expect(window).toBeGreaterThan(typicalSignedRetryWindowSeconds - 5);
      expect(window).toBeLessThanOrEqual(typicalSignedRetryWindowSeconds + 1);

      // Six minutes of sandbox time in no time: the next challenge is issued six minutes later on the reference's clock.
      const lease = await leaseSandboxClock(ref.sandboxClock!, { exclusive: true, ttlMs: 30_000 });
      await lease.advance(360_000);
      const later = await call('POST', '/auth/credentials', {
        type: 'OAUTH',
        accountId,
        oidcToken: await token(issuer, lease.now()),
      });
      await lease.release();
      expect(later.status).toBe(202);
      const moved = Date.parse(String(later.body['expiresAt'])) - Date.parse(String(challenge.body['expiresAt']));
      expect(moved).toBeGreaterThanOrEqual(360_000);
      expect(moved).toBeLessThan(360_000 + (Date.now() - issued) + 1_000);
      // The reference itself serves nothing of the control endpoint.
      expect(
        (await request(`${ref.url}/leases`, { method: 'POST', headers: { authorization: basic } })).statusCode,
      ).toBe(404);
    } finally {
      await ref.close();
    }
  });
});
