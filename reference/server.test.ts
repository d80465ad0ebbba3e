import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config.ts';
import { startReference } from './server.ts';

describe('startReference', () => {
  it('listens on an ephemeral loopback port and answers at url', async () => {
    const config = defaultConfig();
    const server = await startReference({ config, port: 0, logger: { info: () => {}, error: () => {} } });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/2025-10-13`);
      const answer = await request(`${server.url}/customers/end-user-terms`, {
        headers: { authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}` },
      });
      expect(answer.statusCode).toBe(200);
      expect(await answer.body.json()).toEqual(config.endUserTerms);
    } finally {
      await server.close();
    }
    await expect(request(`${server.url}/customers/end-user-terms`)).rejects.toThrow();
  });

  it('closes even with an idle keep-alive connection open, and close() can be called twice', async () => {
    const server = await startReference({ config: defaultConfig(), logger: { info: () => {}, error: () => {} } });
    const answer = await request(`${server.url}/nowhere`);
    await answer.body.text();
    const started = Date.now();
    await Promise.all([server.close(), server.close()]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses a port that is taken', async () => {
    const first = await startReference({ config: defaultConfig(), logger: { info: () => {}, error: () => {} } });
    try {
      await expect(startReference({ config: defaultConfig(), port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
