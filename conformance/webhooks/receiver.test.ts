import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from './receiver.ts';

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
    await expect(receiver.waitFor(() => { throw new Error('bad predicate'); }, 50)).rejects.toThrow('bad predicate');
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
