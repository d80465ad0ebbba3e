import { generateKeyPairSync, verify } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { afterEach, describe, expect, it } from 'vitest';
import { evmAddressOf, personalMessageDigest } from '../../spec/evm-personal-message.ts';
import { checkProductionAnswer } from '../../spec/production/validate.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';
import { webhookSignatureHeader } from '../events/webhook-signer.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await server?.close();
  receiver?.closeAllConnections();
  receiver?.close();
  server = undefined;
  receiver = undefined;
});

/** A loopback receiver recording each body and signature; answers `statuses` in turn, then 200. */
async function startReceiver(statuses: number[] = []) {
  const received: { body: Buffer; signature: string | undefined }[] = [];
  let answered = 0;
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks),
        signature: req.headers[webhookSignatureHeader.toLowerCase()] as string | undefined,
      });
      res.writeHead(statuses[answered++] ?? 200).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // Deliveries run in the background: wait for them by arrival, not for a fixed time, so a busy machine only makes
  // the test slower. The bound is there so a missing delivery fails the assertions rather than the test's timeout.
  const waitFor = async (count: number) => {
    const deadline = Date.now() + 15_000;
    while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return received;
  };
  return { url, received, waitFor };
}

describe('platform config and webhooks', () => {
  it('stores the webhook endpoint (GET /config answers it) and refuses one that is no http(s) URL', async () => {
    server = await startReferenceUnderTest();
    const initial = await server.call('GET', '/config');
    expect(initial.status).toBe(200);
    expect((initial.json as Json)['id']).toMatch(/^PlatformConfig:/);
    const bad = await server.call('PATCH', '/config', { json: { webhookEndpoint: 'ftp://x.example' } });
    expect(bad.status).toBe(400);
    expect((bad.json as Json)['details']['errors'][0]['field']).toBe('webhookEndpoint');
    const set = await server.call('PATCH', '/config', {
      json: { webhookEndpoint: 'http://127.0.0.1:9/hooks', umaDomain: 'x.example' },
    });
    expect(set.json).toMatchObject({ webhookEndpoint: 'http://127.0.0.1:9/hooks', umaDomain: 'x.example' });
    expect((await server.call('GET', '/config')).json).toMatchObject({
      id: (initial.json as Json)['id'],
      webhookEndpoint: 'http://127.0.0.1:9/hooks',
    });
    expect((await server.call('GET', '/config', { authorization: null })).status).toBe(401);
  });

  it("removes a member set to null: the answer leaves it out, in production's shape", async () => {
    server = await startReferenceUnderTest();
    await server.call('PATCH', '/config', { json: { umaDomain: 'x.example' } });
    const removed = await server.call('PATCH', '/config', { json: { umaDomain: null } });
    expect(removed.status).toBe(200);
    expect(removed.json as Json).not.toHaveProperty('umaDomain');
    expect(checkProductionAnswer('updatePlatformConfig', 200, removed.json)).toEqual({ kind: 'valid' });
    const read = await server.call('GET', '/config');
    expect(read.json as Json).not.toHaveProperty('umaDomain');
    expect(checkProductionAnswer('getPlatformConfig', 200, read.json)).toEqual({ kind: 'valid' });
  });

  it('delivers a signed TEST event to a new endpoint, and EXTERNAL_ACCOUNT.STATUS_UPDATED on each ownership change, retrying failures', async () => {
    // A configured signing key: the platform verifies with its public half.
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    server = await startReferenceUnderTest({
      config: {
        counterpartyRequirements: true,
        webhooks: { signingKeyPem: pem, maxAttempts: 3, firstRetryDelayMs: 10, attemptTimeoutMs: 1000 },
      },
    });
    // The first delivery attempt of the status event fails: it must be retried.
    const hooks = await startReceiver([200, 500]);
    await server.call('PATCH', '/config', { json: { webhookEndpoint: hooks.url } });

    const secret = secp256k1.utils.randomSecretKey();
    const address = evmAddressOf(secp256k1.getPublicKey(secret, false));
    const customerId = (
      (await server.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith' } }))
        .json as Json
    )['id'];
    const account = (
      await server.call('POST', '/customers/external-accounts', {
        json: {
          customerId,
          currency: 'USD',
          ownershipType: 'FIRST_PARTY',
          accountInfo: { accountType: 'BASE_WALLET', address },
        },
      })
    ).json as Json;
    const challenge = (
      await server.call('POST', `/customers/external-accounts/${account['id']}/challenge`, {
        json: { method: 'WALLET_SIGNATURE' },
      })
    ).json as Json;
    const sig = secp256k1.sign(personalMessageDigest(challenge['messageToSign']), secret, {
      prehash: false,
      format: 'recovered',
    });
    const signature = `0x${Buffer.from(sig.subarray(1)).toString('hex')}${(sig[0]! + 27).toString(16)}`;
    const verified = await server.call('POST', `/customers/external-accounts/${account['id']}/verify`, {
      json: { signature },
    });
    expect(verified.status).toBe(200);

    const received = await hooks.waitFor(3);
    const events = received.map((r) => JSON.parse(r.body.toString('utf8')) as Json);
    expect(events[0]).toMatchObject({ type: 'TEST' });
    expect(events[0]?.['id']).toMatch(/^Webhook:/);
    // Attempt 2 failed with 500 and was retried: the same event arrives twice.
    expect(events.slice(1).map((e) => e['type'])).toEqual([
      'EXTERNAL_ACCOUNT.STATUS_UPDATED',
      'EXTERNAL_ACCOUNT.STATUS_UPDATED',
    ]);
    expect(events[2]).toEqual(events[1]);
    expect(events[2]?.['data']).toMatchObject({ id: account['id'], status: 'ACTIVE' });
    for (const r of received) {
      expect(verify('sha256', r.body, publicKey, Buffer.from(r.signature ?? '', 'base64'))).toBe(true);
    }
  });
});
