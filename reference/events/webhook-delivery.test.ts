import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WebhookDeliveryConfig } from '../config.ts';
import { createWebhookDelivery, type PostFunction } from './webhook-delivery.ts';
import { createWebhookSigner, webhookSignatureHeader } from './webhook-signer.ts';

const config: WebhookDeliveryConfig = { maxAttempts: 4, firstRetryDelayMs: 100, attemptTimeoutMs: 1000 };
const quietLogger = { info: () => undefined, error: () => undefined };

/** A post function answering the given statuses in turn (a thrown Error for `'fail'`), recording each call. */
function scripted(answers: readonly (number | 'fail')[]) {
  const calls: { url: string; body: string; headers: Record<string, string> }[] = [];
  const post: PostFunction = async (url, body, headers) => {
    calls.push({ url, body: body.toString('utf8'), headers });
    const answer = answers[calls.length - 1] ?? 500;
    if (answer === 'fail') throw new Error('connection refused');
    return answer;
  };
  return { post, calls };
}

describe('webhook signer', () => {
  it('signs the exact body bytes with ECDSA P-256 over SHA-256, verifiable with its public key', () => {
    const signer = createWebhookSigner();
    const body = Buffer.from('{"type":"TEST"}');
    const signature = Buffer.from(signer.sign(body), 'base64');
    expect(verify('sha256', body, createPublicKey(signer.publicKeyPem), signature)).toBe(true);
    expect(verify('sha256', Buffer.from('{"type":"TEST" }'), createPublicKey(signer.publicKeyPem), signature)).toBe(
      false,
    );
  });

  it('uses a configured key, and refuses a key that is not P-256', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(createWebhookSigner(pem).publicKeyPem).toBe(publicKey.export({ type: 'spki', format: 'pem' }).toString());
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => createWebhookSigner(rsa)).toThrow(/P-256/);
  });
});

describe('webhook delivery', () => {
  it('delivers once on a 2xx, signed, without waiting', async () => {
    const { post, calls } = scripted([204]);
    const waits: number[] = [];
    const signer = createWebhookSigner();
    const delivery = createWebhookDelivery({
      config,
      signer,
      logger: quietLogger,
      post,
      sleep: async (ms) => void waits.push(ms),
    });
    delivery.enqueue('http://127.0.0.1:1/hook', '{"a":1}', 'test');
    await delivery.idle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBe('{"a":1}');
    const signature = Buffer.from(calls[0]?.headers[webhookSignatureHeader] ?? '', 'base64');
    expect(verify('sha256', Buffer.from('{"a":1}'), createPublicKey(signer.publicKeyPem), signature)).toBe(true);
    expect(waits).toEqual([]);
  });

  it('retries failures and non-2xx answers with doubling delays, and stops at the first success', async () => {
    const { post, calls } = scripted(['fail', 500, 200]);
    const waits: number[] = [];
    const delivery = createWebhookDelivery({
      config,
      signer: createWebhookSigner(),
      logger: quietLogger,
      post,
      sleep: async (ms) => void waits.push(ms),
    });
    delivery.enqueue('http://127.0.0.1:1/hook', '{}', 'test');
    await delivery.idle();
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
  });

  it('gives up after maxAttempts, logging it, and never throws to the caller', async () => {
    const { post, calls } = scripted([]);
    const waits: number[] = [];
    const logged: string[] = [];
    const delivery = createWebhookDelivery({
      config,
      signer: createWebhookSigner(),
      logger: { info: (l) => logged.push(l), error: (l) => logged.push(l) },
      post,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(() => delivery.enqueue('http://127.0.0.1:1/hook', '{}', 'TEST Webhook:1')).not.toThrow();
    await delivery.idle();
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]);
    expect(logged.join('\n')).toMatch(/TEST Webhook:1 .* not delivered after 4 attempts \(last status 500\)/);
  });
});

describe('webhook delivery: one attempt (the test notification)', () => {
  it('answers the endpoint status of a single signed attempt, delivered only on a 2xx, never retrying', async () => {
    for (const [answer, delivered, lastStatus] of [
      [200, true, 200],
      [503, false, 503],
      ['fail', false, undefined],
    ] as const) {
      const { post, calls } = scripted([answer]);
      const waits: number[] = [];
      const signer = createWebhookSigner();
      const delivery = createWebhookDelivery({
        config,
        signer,
        logger: quietLogger,
        post,
        sleep: async (ms) => void waits.push(ms),
      });
      const outcome = await delivery.attemptOnce('https://hooks.example/in', '{"type":"TEST"}');
      expect(outcome).toEqual({ delivered, attempts: 1, ...(lastStatus === undefined ? {} : { lastStatus }) });
      expect(calls).toHaveLength(1);
      expect(waits).toEqual([]);
      const signature = Buffer.from(calls[0]!.headers[webhookSignatureHeader]!, 'base64');
      expect(verify('sha256', Buffer.from('{"type":"TEST"}'), createPublicKey(signer.publicKeyPem), signature)).toBe(
        true,
      );
    }
  });
});
