import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { apiVersion } from '../../spec/enums.ts';
import { startEmbeddedReference } from './embedded.ts';

describe('startEmbeddedReference', () => {
  it('serves the reference on a loopback port under the version segment, with fresh random credentials', async () => {
    const first = await startEmbeddedReference();
    const second = await startEmbeddedReference();
    try {
      expect(first.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${apiVersion}$`));
      expect(first.credentials.clientSecret).not.toBe(second.credentials.clientSecret);
      expect(first.credentials.clientSecret.length).toBeGreaterThanOrEqual(32);
      const basic = Buffer.from(`${first.credentials.clientId}:${first.credentials.clientSecret}`).toString('base64');
      const ok = await request(`${first.url}/customers/end-user-terms`, { headers: { authorization: `Basic ${basic}` } });
      await ok.body.dump();
      expect(ok.statusCode).toBe(200);
      const wrong = Buffer.from(`${second.credentials.clientId}:${second.credentials.clientSecret}`).toString('base64');
      const refused = await request(`${first.url}/customers/end-user-terms`, { headers: { authorization: `Basic ${wrong}` } });
      await refused.body.dump();
      expect(refused.statusCode).toBe(401);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
