/**
 * The settled signal end to end: the embedded reference, its control endpoint, a lease on its clock and a receiver
 * wired as a test wires it. A wait for an event the reference is still delivering gets it; a wait for one that is
 * not coming ends once the reference has settled, long before its timeout.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedReference, type EmbeddedReference } from '../cli/embedded.ts';
import { ApiClient } from '../http/client.ts';
import { Redactor } from '../http/redact.ts';
import { leaseSandboxClock, type ClockLease } from '../support/sandbox-clock.ts';
import { startWebhookReceiver, type ReceivedWebhook } from './receiver.ts';
import { testReceiverOptions } from './test-receiver.ts';

/** Far beyond this file's test timeout: a wait that ended did not wait it out. */
const longMs = 10 * 60_000;

let reference: EmbeddedReference;
let lease: ClockLease;
beforeAll(async () => {
  reference = await startEmbeddedReference({ logError: () => undefined });
  lease = await leaseSandboxClock(reference.sandboxClock!, { exclusive: false, ttlMs: 60_000 });
});
afterAll(async () => {
  await lease?.release();
  await reference?.close();
});

const typeOf = (d: ReceivedWebhook) => (d.json as { type?: unknown } | undefined)?.type;

describe('a wait for a webhook event against the embedded reference', () => {
  it('gets the event the reference is still delivering, and ends a wait for one that is not coming once it has settled', async () => {
    const options = testReceiverOptions({ run: {}, sandboxClock: lease });
    expect(options.settled).toBeDefined();
    const receiver = await startWebhookReceiver(options);
    const api = new ApiClient({
      baseUrl: reference.url,
      timeoutMs: 10_000,
      credentials: reference.credentials,
      redactor: new Redactor(),
    });
    try {
      // Setting the endpoint makes the reference send it a TEST event in the background, after it answers.
      const res = await api.call('updatePlatformConfig', { json: { webhookEndpoint: receiver.url } });
      expect(res.status).toBe(200);
      expect((await receiver.waitFor((d) => typeOf(d) === 'TEST', longMs))?.json).toMatchObject({ type: 'TEST' });
      // Were the settled signal ignored, this wait would outlast the test's own timeout and fail it.
      expect(await receiver.waitFor((d) => typeOf(d) === 'CARD_TRANSACTION.SETTLED', longMs)).toBeUndefined();
      expect(receiver.received.map(typeOf)).toEqual(['TEST']);
    } finally {
      await receiver.close();
    }
  });

  it('offers no settled signal when the run gives its own webhook URL or the server has no clock', () => {
    expect(
      testReceiverOptions({
        run: { webhookUrl: 'https://hooks.example.com/in', webhookPort: 8123 },
        sandboxClock: lease,
      }),
    ).toEqual({ port: 8123 });
    expect(testReceiverOptions({ run: {} }, { answerStatus: 503 })).toEqual({ answerStatus: 503 });
  });

  it('the control endpoint answers settled only to the run token, for a horizon it accepts', async () => {
    const ask = async (authorization: string, body: unknown) => {
      const res = await request(`${reference.sandboxClock!.url}/settled`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.statusCode, json: (await res.body.json()) as unknown };
    };
    const bearer = `Bearer ${reference.sandboxClock!.token}`;
    expect(await ask(bearer, { withinMs: 0 })).toEqual({ status: 200, json: { settled: true } });
    expect((await ask('Bearer nope', { withinMs: 0 })).status).toBe(401);
    expect((await ask(bearer, { withinMs: -1 })).status).toBe(400);
    expect((await ask(bearer, { withinMs: 1.5 })).status).toBe(400);
  });
});
