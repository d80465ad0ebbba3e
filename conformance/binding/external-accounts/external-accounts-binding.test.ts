import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../../http/client.ts';
import { REDACTED } from '../../http/redact.ts';
import type { RunContext } from '../../engine/run-context.ts';
import { SetupError } from '../../engine/setup-error.ts';
import { create } from './external-accounts-binding.ts';
import { startLoopbackApi } from '../loopback-api.ts';

/** What the fake deployment answers, by "METHOD path"; every request is recorded. */
let answers: Record<string, { status: number; body: unknown }> = {};
const requests: { method: string; url: string; body: string; authorization: string | undefined }[] = [];
let api: ApiClient;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ api, close } = await startLoopbackApi((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = (req.url ?? '').replace(/^\/v/, '');
      requests.push({
        method: req.method ?? '',
        url,
        body: Buffer.concat(chunks).toString(),
        authorization: req.headers.authorization,
      });
      const answer = answers[`${req.method} ${url}`] ?? { status: 404, body: {} };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  }));
});
afterAll(() => close());
beforeEach(() => {
  answers = {};
  requests.length = 0;
});

const binding = () => create({ api, run: {} as RunContext });
const response = (status: number, json: unknown): ApiResponse => ({
  status,
  headers: {},
  text: JSON.stringify(json),
  json,
  truncated: false,
  bodyBytes: 0,
  durationMs: 0,
});
const customerAccount = { id: 'ExternalAccount:1', customerId: 'Customer:1' };
const platformAccount = { id: 'ExternalAccount:2', customerId: null };

describe('external accounts binding (production defaults)', () => {
  it('names the create operation of each owner and reads the created account', () => {
    expect(binding().externalAccountCreateOperation('customer')).toBe('createCustomerExternalAccount');
    expect(binding().externalAccountCreateOperation('platform')).toBe('createPlatformExternalAccount');
    expect(binding().externalAccountOf(response(201, customerAccount))).toEqual(customerAccount);
    expect(() => binding().externalAccountOf(response(201, [customerAccount]))).toThrow(SetupError);
    expect(() => binding().externalAccountOf(response(201, { status: 'ACTIVE' }))).toThrow(/no string "id"/);
  });

  it('reads an account back by the path of its owner, and fails as set-up otherwise', async () => {
    answers['GET /customers/external-accounts/ExternalAccount%3A1'] = { status: 200, body: customerAccount };
    answers['GET /platform/external-accounts/ExternalAccount%3A2'] = { status: 200, body: platformAccount };
    expect(await binding().getExternalAccount(customerAccount)).toEqual(customerAccount);
    expect(await binding().getExternalAccount(platformAccount)).toEqual(platformAccount);
    await expect(binding().getExternalAccount({ id: 'ExternalAccount:3', customerId: null })).rejects.toThrow(
      SetupError,
    );
  });

  it("lists a customer's accounts across pages", async () => {
    answers['GET /customers/external-accounts?customerId=Customer%3A1&limit=100'] = {
      status: 200,
      body: { data: [{ id: 'a' }], hasMore: true, nextCursor: 'c2' },
    };
    answers['GET /customers/external-accounts?customerId=Customer%3A1&limit=100&cursor=c2'] = {
      status: 200,
      body: { data: [{ id: 'b' }], hasMore: false },
    };
    expect((await binding().listCustomerExternalAccounts('Customer:1')).map((a) => a['id'])).toEqual(['a', 'b']);
  });

  it('puts the beneficiary-verification suffix at the end of the primary identifier', () => {
    const info = { accountType: 'USD_ACCOUNT', accountNumber: '1234567890', routingNumber: '021000021' };
    expect(binding().withBeneficiaryVerificationSuffix(info, '105')).toEqual({ ...info, accountNumber: '1234567105' });
    expect(
      binding().withBeneficiaryVerificationSuffix(
        { accountType: 'AED_ACCOUNT', iban: 'AE070331234567890123456' },
        '102',
      )['iban'],
    ).toBe('AE070331234567890123102');
    expect(() => binding().withBeneficiaryVerificationSuffix({ accountType: 'SLV_ACCOUNT' }, '102')).toThrow(
      SetupError,
    );
  });

  it('starts a wallet-signature challenge and submits the signature, passing on a refused proof', async () => {
    answers['POST /customers/external-accounts/ExternalAccount%3A1/challenge'] = {
      status: 201,
      body: { method: 'WALLET_SIGNATURE', messageToSign: 'sign me', expiresAt: '2030-01-01T00:00:00Z' },
    };
    expect(await binding().startOwnershipChallenge(customerAccount)).toEqual({ messageToSign: 'sign me' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ method: 'WALLET_SIGNATURE' });
    answers['POST /customers/external-accounts/ExternalAccount%3A1/verify'] = { status: 400, body: { status: 400 } };
    expect((await binding().submitOwnershipSignature(customerAccount, '0xsig')).status).toBe(400);
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ signature: '0xsig' });
    // An operation that cannot be reached is no verdict on the proof.
    await expect(binding().submitOwnershipSignature(platformAccount, '0xsig')).rejects.toThrow(SetupError);
  });

  it('creates an agent with its policy and redeems its device code without credentials, hiding the token', async () => {
    answers['POST /agents'] = { status: 201, body: { agent: { id: 'Agent:1' }, deviceCode: { code: 'AGENT-ABCD' } } };
    answers['POST /agents/device-codes/AGENT-ABCD/redeem'] = { status: 200, body: { accessToken: 'gat_secret_value' } };
    expect(
      await binding().createAgent({ customerId: 'Customer:1', permissions: ['MANAGE_EXTERNAL_ACCOUNTS'] }),
    ).toEqual({
      agentId: 'Agent:1',
      deviceCode: 'AGENT-ABCD',
    });
    expect(JSON.parse(requests[0]?.body ?? '')).toMatchObject({
      customerId: 'Customer:1',
      policy: { permissions: ['MANAGE_EXTERNAL_ACCOUNTS'], defaultExecutionMode: 'AUTO' },
    });
    expect(await binding().redeemDeviceCode('AGENT-ABCD')).toEqual({ accessToken: 'gat_secret_value' });
    expect(requests[1]?.authorization).toBeUndefined();
    expect(api.redactor.text('token gat_secret_value')).toBe(`token ${REDACTED}`);
  });

  it('sets the webhook endpoint and reads events', async () => {
    answers['PATCH /config'] = { status: 200, body: {} };
    await binding().configureWebhookEndpoint('http://127.0.0.1:9/hooks');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ webhookEndpoint: 'http://127.0.0.1:9/hooks' });
    expect(
      binding().webhookEventOf({ id: 'Webhook:1', type: 'EXTERNAL_ACCOUNT.STATUS_UPDATED', data: { id: 'x' } }),
    ).toEqual({
      type: 'EXTERNAL_ACCOUNT.STATUS_UPDATED',
      resource: { id: 'x' },
    });
    expect(binding().webhookEventOf({ type: 'TEST' })).toEqual({ type: 'TEST' });
    expect(binding().webhookEventOf({ type: 'TEST', timestamp: '2026-08-01T00:00:01Z' })).toEqual({
      type: 'TEST',
      at: Date.parse('2026-08-01T00:00:01Z'),
    });
    expect(binding().webhookEventOf({ type: 'TEST', timestamp: 'later' })).toEqual({ type: 'TEST' });
    expect(binding().webhookEventOf('nope')).toBeUndefined();
    answers['PATCH /config'] = { status: 400, body: {} };
    await expect(binding().configureWebhookEndpoint('x')).rejects.toThrow(SetupError);
  });
});
