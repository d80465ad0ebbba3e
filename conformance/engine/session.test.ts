import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConformanceSession, type ConformanceSession, type SessionRunOptions } from './session.ts';

/** A fixture server answering GET /v/ok with `status`. */
async function serverAnswering(status: number): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    req.resume();
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(status === 200 ? '{"ok":true}' : '{"status":500,"code":"INTERNAL","message":"down"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v` };
}

const passes = 'outcomes.conformance-fixture.ts > outcomes > passes';

function options(baseUrl: string): SessionRunOptions {
  return {
    baseUrl,
    credentials: { clientId: 'fixture-client', clientSecret: 'fixture-secret-Qw3rty' },
    profile: 'production',
    seed: 7,
    runs: 5,
    timeoutMs: 2_000,
    walletSignatureHeader: 'Service-Wallet-Signature',
    includeSlow: false,
    only: [],
    skip: [],
    embedded: false,
    tests: [passes],
    files: ['outcomes.conformance-fixture.ts'],
  };
}

describe('a conformance session', () => {
  let session: ConformanceSession;
  const servers: Server[] = [];

  beforeAll(async () => {
    session = await openConformanceSession({
      suitesDir: resolve(import.meta.dirname, 'fixtures'),
      pattern: '*.conformance-fixture.ts',
    });
  }, 60_000);

  afterAll(async () => {
    await session.close();
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('runs the same file against one target after another, each run seeing its own target', async () => {
    const good = await serverAnswering(200);
    const broken = await serverAnswering(500);
    servers.push(good.server, broken.server);

    const first = await session.run(options(good.baseUrl));
    const second = await session.run(options(broken.baseUrl));
    const third = await session.run(options(good.baseUrl));

    expect(first.run.target.baseUrl).toBe(good.baseUrl);
    expect(first.run.tests.map((t) => [t.name, t.outcome])).toEqual([[passes, 'pass']]);
    expect(first.exitCode).toBe(0);
    expect(second.run.target.baseUrl).toBe(broken.baseUrl);
    expect(second.run.tests.map((t) => [t.name, t.outcome])).toEqual([[passes, 'fail']]);
    expect(second.exitCode).toBe(1);
    // Nothing of the failed run stays behind in the next one.
    expect(third.run.tests.map((t) => [t.name, t.outcome])).toEqual([[passes, 'pass']]);
    // One file, so one worker, started once and kept from run to run.
    expect(session.threadsStarted()).toBe(1);
  }, 120_000);
});
