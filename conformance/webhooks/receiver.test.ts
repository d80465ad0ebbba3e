import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { SetupError } from '../engine/setup-error.ts';
import { startWebhookReceiver, type ReceiverOptions, type WebhookReceiver } from './receiver.ts';

let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  await res.body.dump();
  return res.statusCode;
}

describe('webhook receiver', () => {
  it('records every POST byte for byte with its headers, and answers 200', async () => {
    receiver = await startWebhookReceiver();
    expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks$/);
    const body = '{"type":"EXTERNAL_ACCOUNT.STATUS_UPDATED","data":{"id":"x"}}';
    expect(await post(receiver.url, body, { 'x-grid-signature': 'c2ln' })).toBe(200);
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    expect(first?.body.toString('utf8')).toBe(body);
    expect(first?.json).toEqual({ type: 'EXTERNAL_ACCOUNT.STATUS_UPDATED', data: { id: 'x' } });
    expect(first?.headers['x-grid-signature']).toBe('c2ln');
    expect(first?.path).toBe('/webhooks');
  });

  it('waits for a matching delivery that is still to come, and finds one already received', async () => {
    receiver = await startWebhookReceiver();
    const url = receiver.url;
    await post(url, '{"n":1}');
    const waiting = receiver.waitFor((d) => (d.json as { n?: number }).n === 3, 2_000);
    await post(url, '{"n":2}');
    await post(url, '{"n":3}');
    expect((await waiting)?.json).toEqual({ n: 3 });
    expect((await receiver.waitFor((d) => (d.json as { n?: number }).n === 1, 10))?.json).toEqual({ n: 1 });
  });

  it('gives undefined when nothing matching arrives in time, and passes on a predicate error', async () => {
    receiver = await startWebhookReceiver();
    const started = performance.now();
    expect(await receiver.waitFor(() => false, 50)).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    await post(receiver.url, 'not json');
    expect(receiver.received[0]?.json).toBeUndefined();
    await expect(
      receiver.waitFor(() => {
        throw new Error('bad predicate');
      }, 50),
    ).rejects.toThrow('bad predicate');
  });

  it('refuses other methods and oversized bodies without recording them', async () => {
    receiver = await startWebhookReceiver({ maxBodyBytes: 8 });
    const get = await request(receiver.url);
    await get.body.dump();
    expect(get.statusCode).toBe(405);
    expect(await post(receiver.url, '{"too":"large"}')).toBe(413);
    expect(receiver.received).toHaveLength(0);
  });

  it('listens on the port it is given', async () => {
    const probe = await startWebhookReceiver();
    const { port } = probe;
    await probe.close();
    receiver = await startWebhookReceiver({ port });
    expect(receiver.port).toBe(port);
  });
});

/** A settled signal the test answers by hand, recording what each wait asked for. */
function handSettled() {
  const asked: {
    withinMs: number;
    signal: AbortSignal;
    answer: (settled: boolean) => void;
    fail: (error: Error) => void;
  }[] = [];
  const settled: NonNullable<ReceiverOptions['settled']> = (withinMs, signal) =>
    new Promise((answer, fail) => void asked.push({ withinMs, signal, answer, fail }));
  return { settled, asked };
}

/** Far beyond the test's own timeout: a wait that ended did not wait it out. */
const longMs = 10 * 60_000;

describe("webhook receiver with the server's settled signal", () => {
  it('a wait with nothing matching ends as soon as the server has settled, long before its timeout', async () => {
    const { settled, asked } = handSettled();
    receiver = await startWebhookReceiver({ settled });
    await post(receiver.url, '{"type":"TEST"}');
    const waiting = receiver.waitFor((d) => (d.json as { type?: string }).type === 'CARD_TRANSACTION.SETTLED', longMs);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.withinMs).toBe(longMs);
    expect(asked[0]!.signal.aborted).toBe(false);
    asked[0]!.answer(true);
    expect(await waiting).toBeUndefined();
  });

  it('what arrives before the server settles is the answer, and ends the settled request', async () => {
    const { settled, asked } = handSettled();
    receiver = await startWebhookReceiver({ settled });
    const waiting = receiver.waitFor((d) => (d.json as { n?: number }).n === 2, longMs);
    await post(receiver.url, '{"n":1}');
    await post(receiver.url, '{"n":2}');
    expect((await waiting)?.json).toEqual({ n: 2 });
    expect(asked[0]!.signal.aborted).toBe(true);
    asked[0]!.answer(true);
    expect(receiver.received).toHaveLength(2);
  });

  it('a server that has not settled by the horizon leaves the wait to its timeout or to a delivery', async () => {
    const { settled, asked } = handSettled();
    receiver = await startWebhookReceiver({ settled });
    const timedOut = receiver.waitFor(() => false, 50);
    asked[0]!.answer(false);
    const started = performance.now();
    expect(await timedOut).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(30);
    const waiting = receiver.waitFor((d) => (d.json as { n?: number }).n === 1, longMs);
    asked[1]!.answer(false);
    await post(receiver.url, '{"n":1}');
    expect((await waiting)?.json).toEqual({ n: 1 });
  });

  it('a settled signal that fails ends the wait as a set-up error, not as a miss', async () => {
    const { settled, asked } = handSettled();
    receiver = await startWebhookReceiver({ settled });
    const waiting = receiver.waitFor(() => false, longMs);
    asked[0]!.fail(new Error('connection refused'));
    await expect(waiting).rejects.toThrow(SetupError);
    await expect(waiting).rejects.toThrow(/settled could not be read: connection refused/);
  });

  it('closing the receiver ends the settled requests of its waits', async () => {
    const { settled, asked } = handSettled();
    receiver = await startWebhookReceiver({ settled });
    void receiver.waitFor(() => false, 50);
    await receiver.close();
    receiver = undefined;
    expect(asked[0]!.signal.aborted).toBe(true);
  });
});
