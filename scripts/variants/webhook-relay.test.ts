/**
 * The event variants really deliver otherwise: the reference behind the relay delivers its test notification to the
 * client's endpoint twice (or later), while every answer still names the client's endpoint.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedReference, type EmbeddedReference } from '../../conformance/cli/embedded.ts';
import { variantById } from './catalogue.ts';
import { wireRun } from './variant.ts';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function receiver(): Promise<{ url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200).end();
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  open.push({ close: () => new Promise((done) => server.close(() => done())) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, bodies };
}

/** Resolves once `count` deliveries have arrived (the endpoint-change event is sent in the background), or after 5 s. */
async function arrived(bodies: readonly string[], count: number): Promise<void> {
  for (let waited = 0; bodies.length < count && waited < 5000; waited += 20)
    await new Promise((done) => setTimeout(done, 20));
}

async function referenceWith(id: string): Promise<EmbeddedReference> {
  const run = wireRun();
  const reference = await startEmbeddedReference({
    outerMiddleware: variantById(id).wire!(run),
    logError: () => undefined,
  });
  open.push({
    close: async () => {
      await reference.close();
      await run.close();
    },
  });
  return reference;
}

async function call(reference: EmbeddedReference, method: 'GET' | 'PATCH' | 'POST', path: string, json?: unknown) {
  const { clientId, clientSecret } = reference.credentials;
  const res = await request(`${reference.url}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return {
    status: res.statusCode,
    json: (await res.body.json().catch(() => undefined)) as Record<string, unknown> | undefined,
  };
}

describe('the webhook relay of the event variants', () => {
  it('events-delivered-twice delivers the test notification twice, and answers name the client endpoint', async () => {
    const hooks = await receiver();
    const reference = await referenceWith('events-delivered-twice');
    const patched = await call(reference, 'PATCH', '/config', { webhookEndpoint: hooks.url });
    expect(patched.status).toBe(200);
    expect(patched.json?.['webhookEndpoint']).toBe(hooks.url);
    expect((await call(reference, 'GET', '/config')).json?.['webhookEndpoint']).toBe(hooks.url);
    const sent = await call(reference, 'POST', '/sandbox/webhooks/test');
    expect(sent.status).toBe(200);
    // The reference sends a TEST event when the endpoint changes, then the test notification: each twice.
    await arrived(hooks.bodies, 4);
    expect(hooks.bodies).toHaveLength(4);
    const distinct = [...new Set(hooks.bodies)];
    expect(distinct).toHaveLength(2);
    for (const body of distinct) expect(hooks.bodies.filter((b) => b === body)).toHaveLength(2);
  });

  it('events-delivered-later delivers each event once, through the relay', async () => {
    const hooks = await receiver();
    const reference = await referenceWith('events-delivered-later');
    expect((await call(reference, 'PATCH', '/config', { webhookEndpoint: hooks.url })).status).toBe(200);
    expect((await call(reference, 'POST', '/sandbox/webhooks/test')).status).toBe(200);
    // The reference sends a TEST event when the endpoint changes, then the test notification: each once.
    await arrived(hooks.bodies, 2);
    expect(hooks.bodies).toHaveLength(2);
    expect(new Set(hooks.bodies).size).toBe(2);
  });

  it('a refused delivery stays refused through the relay', async () => {
    const reference = await referenceWith('events-delivered-twice');
    expect((await call(reference, 'PATCH', '/config', { webhookEndpoint: 'http://127.0.0.1:9/closed' })).status).toBe(
      200,
    );
    const sent = await call(reference, 'POST', '/sandbox/webhooks/test');
    expect(sent.status).toBe(400);
    expect(sent.json?.['code']).toBe('WEBHOOK_DELIVERY_ERROR');
  });
});
