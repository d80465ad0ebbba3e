import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
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
      const ok = await request(`${first.url}/customers/end-user-terms`, {
        headers: { authorization: `Basic ${basic}` },
      });
      await ok.body.dump();
      expect(ok.statusCode).toBe(200);
      const wrong = Buffer.from(`${second.credentials.clientId}:${second.credentials.clientSecret}`).toString('base64');
      const refused = await request(`${first.url}/customers/end-user-terms`, {
        headers: { authorization: `Basic ${wrong}` },
      });
      await refused.body.dump();
      expect(refused.statusCode).toBe(401);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("leaves closing an idle connection to the client: one idle past Node's 5-second default still serves the next request", async () => {
    const ref = await startEmbeddedReference();
    const { port, pathname } = new URL(ref.url);
    const socket = connect(Number(port), '127.0.0.1');
    try {
      let received = '';
      let closed = false;
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('close', () => (closed = true));
      const ask = () =>
        socket.write(
          `GET ${pathname}/customers/end-user-terms HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`,
        );
      const answers = () => received.match(/HTTP\/1\.1 \d{3} /g)?.length ?? 0;
      const answered = async (n: number) => {
        for (let i = 0; i < 200 && answers() < n && !closed; i += 1) await sleep(25);
      };
      ask();
      await answered(1);
      expect(answers()).toBe(1);
      expect(received.toLowerCase()).not.toContain('keep-alive: timeout');
      await sleep(6_000);
      expect(closed, 'the server closed the idle connection').toBe(false);
      ask();
      await answered(2);
      expect(answers()).toBe(2);
    } finally {
      socket.destroy();
      await ref.close();
    }
  }, 20_000);
});
