import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackProxy } from './loopback-proxy.ts';

let target: Server;
let origin: string;
let onRequest: (res: ServerResponse) => void = (res) => res.end('ok');

beforeAll(async () => {
  target = createServer((req, res) => {
    req.resume();
    req.on('end', () => onRequest(res));
  });
  await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});

afterAll(async () => {
  target.closeAllConnections();
  await new Promise<void>((done) => target.close(() => done()));
});

describe('loopback proxy', () => {
  it('forwards every request and counts the most it held at one time', async () => {
    const atOnce = 12;
    const held: ServerResponse[] = [];
    // The target answers only once every request is in: the proxy then holds all of them at one time.
    onRequest = (res) => {
      held.push(res);
      if (held.length === atOnce) for (const r of held) r.end('ok');
    };
    const proxy = await startLoopbackProxy(origin);
    const client = new Agent({ connections: atOnce });
    try {
      const bodies = await Promise.all(
        Array.from({ length: atOnce }, async (_, n) => {
          const answer = await request(`${proxy.origin}/n${n}`, { dispatcher: client });
          return answer.body.text();
        }),
      );
      expect(bodies).toEqual(Array.from({ length: atOnce }, () => 'ok'));
      // Then one at a time: the most stays what it was.
      onRequest = (res) => res.end('ok');
      for (let n = 0; n < 3; n += 1) await (await request(`${proxy.origin}/one`, { dispatcher: client })).body.text();
      expect(proxy.count()).toBe(atOnce + 3);
      expect(proxy.mostInFlight()).toBe(atOnce);
    } finally {
      await client.close();
      await proxy.close();
    }
  });
});
