import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { mintIdToken } from '../crypto/oidc.ts';
import { embeddedSignedRetryWindowSeconds, startEmbeddedReference } from './embedded.ts';

describe('startEmbeddedReference with wallet options', () => {
  it('makes the reference trust the run\'s OIDC issuer and issue challenges with the short signed-retry window', async () => {
    const issuer = 'https://idp.embedded.test';
    const ref = await startEmbeddedReference({ rpId: 'rp.embedded.test', origin: 'https://rp.embedded.test', oidcIssuer: issuer });
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
      const token = (iss: string) => mintIdToken({ issuer: iss, audience: 'a', subject: 's' });
      expect((await call('POST', '/auth/credentials', { type: 'OAUTH', accountId, oidcToken: await token('https://accounts.google.com') })).status).toBe(401);
      const issued = Date.now();
      const challenge = await call('POST', '/auth/credentials', { type: 'OAUTH', accountId, oidcToken: await token(issuer) });
      expect(challenge.status).toBe(202);
      const window = (Date.parse(String(challenge.body['expiresAt'])) - issued) / 1000;
      expect(window).toBeGreaterThan(embeddedSignedRetryWindowSeconds - 1);
      expect(window).toBeLessThanOrEqual(embeddedSignedRetryWindowSeconds + 1);
    } finally {
      await ref.close();
    }
  });
});
