/**
 * Hostile request bodies against the real reference over HTTP, with a real data file: each is refused with the
 * error envelope, the data file stays byte for byte as it was, and the server keeps serving writes afterwards.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { makeStamp } from '../conformance/crypto/stamp.ts';
import { requestIdHeader } from '../spec/enums.ts';
import { operations, type Operation } from '../spec/operations.ts';
import { termsAcceptanceMethods } from '../spec/openapi/schemas/customer-facts.ts';
import { validateSchema } from '../spec/schemas.ts';
import { maxJsonDepth } from './http/json-body.ts';
import { declaredRequestBody } from './http/request-body.ts';
import { notServed } from './slices.ts';
import { createFileStore } from './store/file-store.ts';
import {
  basicAuthorization,
  startReferenceUnderTest,
  type Answer,
  type ReferenceUnderTest,
} from './test-support/reference-under-test.ts';
import { Client, rp, issuer } from './test-support/wallet-client.ts';
import { embeddedWalletConfig } from './wallet/wallet-config.ts';

type Json = Record<string, unknown>;

let dir: string;
let dataFile: string;
let server: ReferenceUnderTest;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reference-hostile-'));
  dataFile = join(dir, 'db.json');
  server = await startReferenceUnderTest({
    store: await createFileStore(dataFile),
    config: {
      bodyLimitBytes: 256 * 1024,
      embeddedWallet: embeddedWalletConfig({ webauthn: rp, oidcIssuers: [issuer] }),
    },
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** `{"a":{"a":...1...}}`, `levels` objects deep. */
const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"a":1${'}'.repeat(levels)}`;

/** A customer with an e-mail and its wallet account, read from the store (set-up, not under test). */
async function walletCustomer(): Promise<{ customerId: string; accountId: string }> {
  const email = `w-${Math.random().toString(36).slice(2)}@example.com`;
  const created = await server.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Wallet Holder', email },
  });
  expect(created.status, created.text).toBe(201);
  const customerId = String((created.json as Json)['id']);
  const account = await server.store.read((data) =>
    Object.values(data.internalAccounts).find((a) => a.customerId === customerId),
  );
  expect(account, 'the customer has a wallet account').toBeDefined();
  return { customerId, accountId: account!.id };
}

function send(method: string, path: string, body: string): Promise<Answer> {
  return server.call(method, path, { body, headers: { 'content-type': 'application/json' } });
}

/** A request with `headers` as name/value pairs, so that a header can be sent twice (no platform credentials added). */
async function sendRepeating(
  method: string,
  path: string,
  headers: readonly (readonly [string, string])[],
  json?: unknown,
): Promise<Answer> {
  const pairs = headers.flat();
  if (json !== undefined) pairs.push('content-type', 'application/json');
  const response = await request(`${server.url}${path}`, {
    method: method as 'GET',
    headers: pairs,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, text, json: JSON.parse(text) as unknown };
}

const platformAuthorization = (): readonly [string, string] => [
  'authorization',
  basicAuthorization(server.config.clientId, server.config.clientSecret),
];

/** The bytes of the data files: the snapshot, then the journal of transactions since. */
async function dataFiles(): Promise<Buffer> {
  return Buffer.concat([await readFile(dataFile), await readFile(`${dataFile}.journal`)]);
}

/** Sends a request that must be refused: answers the envelope, leaves the files as they were, and writes still work. */
async function expectRefusedAndHarmless(request: () => Promise<Answer>, status: number, code: string): Promise<Json> {
  const before = await dataFiles();
  const answer = await request();
  expect(answer.status, answer.text).toBe(status);
  expect(answer.json).toMatchObject({ status, code });
  expect(typeof (answer.json as Json)['message']).toBe('string');
  expect((await dataFiles()).equals(before), 'the data files changed').toBe(true);
  const write = await server.call('POST', '/customers', {
    json: { customerType: 'INDIVIDUAL', fullName: 'Still Served' },
  });
  expect(write.status, write.text).toBe(201);
  expect(server.errorLog).toEqual([]);
  return answer.json as Json;
}

describe('hostile request bodies', () => {
  let accountId: string;
  beforeAll(async () => {
    ({ accountId } = await walletCustomer());
  });

  it.each([
    [
      'PATCH /config, 3,000 levels in a declared member',
      'PATCH',
      '/config',
      `{"cardTokenization2faConfig":${nested(3000)}}`,
    ],
    ['PATCH /config, 3,000 levels in an unknown member', 'PATCH', '/config', `{"x":${nested(3000)}}`],
    ['PATCH /config, 10,000 levels', 'PATCH', '/config', nested(10_000)],
    [
      'PATCH /config, 10,000 levels of arrays',
      'PATCH',
      '/config',
      `{"feeConfigs":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    ],
    [
      'PATCH /internal-accounts/{id}, 10,000 levels',
      'PATCH',
      '/internal-accounts/{account}',
      `{"privateEnabled":true,"x":${nested(10_000)}}`,
    ],
    [
      'PATCH /customers/{id}, 10,000 levels',
      'PATCH',
      '/customers/{customer}',
      `{"customerType":"INDIVIDUAL","address":${nested(10_000)}}`,
    ],
    [
      'POST /customers, one level past the limit',
      'POST',
      '/customers',
      `{"customerType":"INDIVIDUAL","fullName":"A B","x":${nested(maxJsonDepth)}}`,
    ],
  ])('refuses %s with 400 INVALID_INPUT', async (_label, method, path, body) => {
    const customer = (
      await server.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 'A B' } })
    ).json as Json;
    const target = path.replace('{account}', accountId).replace('{customer}', String(customer['id']));
    await expectRefusedAndHarmless(() => send(method, target, body), 400, 'INVALID_INPUT');
  });

  it('accepts a body nested exactly to the limit (brackets inside strings do not count)', async () => {
    const answer = await send(
      'PATCH',
      '/config',
      `{"umaDomain":"[[[[{{{{\\"]]","cardTokenization2faConfig":${nested(maxJsonDepth - 1)}}`,
    );
    expect(answer.status, answer.text).toBe(200);
  });

  it('refuses a body over the size limit with 413, declared or chunked', async () => {
    const big = JSON.stringify({ umaDomain: 'x'.repeat(300 * 1024) });
    await expectRefusedAndHarmless(() => send('PATCH', '/config', big), 413, 'PAYLOAD_TOO_LARGE');
    // A streamed body has no Content-Length: it goes chunked, and the limit is counted while reading.
    const chunked = async (): Promise<Answer> => {
      const response = await request(`${server.url}/config`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          authorization: basicAuthorization(server.config.clientId, server.config.clientSecret),
        },
        body: Readable.from(
          (function* () {
            for (let i = 0; i < big.length; i += 16 * 1024) yield Buffer.from(big.slice(i, i + 16 * 1024));
          })(),
        ),
      });
      const text = await response.body.text();
      return { status: response.statusCode, headers: response.headers, text, json: JSON.parse(text) as unknown };
    };
    await expectRefusedAndHarmless(chunked, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('never stores members PATCH /config does not declare, nested ones included', async () => {
    const body = {
      umaDomain: 'hostile.example',
      constructor: { prototype: { polluted: 'top-level' } },
      unknownSetting: 'dropped',
      feeConfigs: [
        {
          feeType: 'CROSS_CURRENCY_TRANSACTION',
          sourceCurrency: 'USD',
          variableFeeBps: 5,
          constructor: { prototype: { polluted: 'nested' } },
        },
      ],
    };
    const answer = await server.call('PATCH', '/config', { json: body });
    expect(answer.status, answer.text).toBe(200);
    const stored = (await server.call('GET', '/config')).json as Json;
    expect(stored['umaDomain']).toBe('hostile.example');
    expect(stored['feeConfigs']).toEqual([
      { feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 5 },
    ]);
    expect(Object.hasOwn(stored, 'constructor')).toBe(false);
    expect(stored).not.toHaveProperty('unknownSetting');
    const file = (await dataFiles()).toString('utf8');
    expect(file).not.toContain('polluted');
    expect(file).not.toContain('unknownSetting');
    expect(({} as Json)['polluted']).toBeUndefined();
  });
});

describe('validation before the signed-retry challenge', () => {
  let customerId: string;
  beforeAll(async () => {
    const wallet = await walletCustomer();
    customerId = wallet.customerId;
    const credential = await server.call('POST', '/auth/credentials', {
      json: { type: 'EMAIL_OTP', accountId: wallet.accountId },
    });
    expect(credential.status, credential.text).toBe(201);
    const taken = await server.call('POST', '/customers', {
      json: { customerType: 'INDIVIDUAL', fullName: 'Uma Holder', umaAddress: '$taken@hostile.example' },
    });
    expect(taken.status, taken.text).toBe(201);
  });

  it.each([
    ['another customerType', { customerType: 'BUSINESS', email: 'new@example.com' }, 400, 'INVALID_INPUT'],
    [
      'a value of the wrong type',
      { customerType: 'INDIVIDUAL', email: 'new@example.com', fullName: 12 },
      400,
      'INVALID_INPUT',
    ],
    [
      'an unknown terms version',
      {
        customerType: 'INDIVIDUAL',
        email: 'new@example.com',
        endUserTermsConsent: {
          acceptedAt: '2026-01-01T00:00:00Z',
          ipAddress: '127.0.0.1',
          termsVersion: 'no-such-version',
          acceptanceMethod: termsAcceptanceMethods[0],
        },
      },
      400,
      'END_USER_TERMS_VERSION_NOT_FOUND',
    ],
    [
      'an UMA address another customer holds',
      { customerType: 'INDIVIDUAL', email: 'new@example.com', umaAddress: '$taken@hostile.example' },
      409,
      'UMA_ADDRESS_EXISTS',
    ],
  ])('answers an e-mail change with %s with its error, not a 202 challenge', async (_label, body, status, code) => {
    await expectRefusedAndHarmless(
      () => server.call('PATCH', `/customers/${customerId}`, { json: body }),
      status,
      code,
    );
  });

  it('still challenges a valid e-mail change of the same customer', async () => {
    const answer = await server.call('PATCH', `/customers/${customerId}`, {
      json: { customerType: 'INDIVIDUAL', email: 'new@example.com' },
    });
    expect(answer.status, answer.text).toBe(202);
    expect((answer.json as Json)['payloadToSign']).toEqual(expect.any(String));
  });
});

/** A path of `op` with every parameter an id that names nothing. */
const unknownIds = (op: Operation) => op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `unknown-${name}`);

describe("every request body is checked against its operation's request schema before the operation runs", () => {
  // Every served operation with platform credentials whose body requires members: `{}` breaks its schema.
  const checked = operations.filter((op) => {
    const declared = declaredRequestBody(op.id);
    return (
      declared?.required === true &&
      !op.path.startsWith('/agents/me') &&
      !(op.id in notServed) &&
      validateSchema(declared.schema, {}).length > 0
    );
  });

  it('covers the operations with a required JSON body', () => {
    expect(checked.map((op) => op.id)).toEqual(
      expect.arrayContaining([
        'createCustomer',
        'updateCustomerById',
        'createQuote',
        'createAuthCredential',
        'exportInternalAccount',
      ]),
    );
  });

  it.each(checked.map((op) => [op.id, op] as const))(
    '%s: an empty object answers 400 with its field errors, even for ids that name nothing',
    async (_id, op) => {
      const answer = await expectRefusedAndHarmless(
        () => server.call(op.method.toUpperCase(), unknownIds(op), { json: {} }),
        400,
        'INVALID_INPUT',
      );
      const fields = ((answer['details'] as Json)['errors'] as Json[]).map((e) => e['field']);
      expect(fields).toEqual(validateSchema(declaredRequestBody(op.id)!.schema, {}).map((v) => v.field));
    },
  );

  it('never stores members an operation does not declare (POST /customers, nested ones included)', async () => {
    const answer = await server.call('POST', '/customers', {
      json: {
        customerType: 'INDIVIDUAL',
        fullName: 'Declared Only',
        undeclaredMarker: 'dropped-member',
        address: {
          line1: '1 Main St',
          city: 'Springfield',
          postalCode: '12345',
          country: 'US',
          constructor: { prototype: { polluted: 'nested' } },
        },
      },
    });
    expect(answer.status, answer.text).toBe(201);
    const stored = (await server.call('GET', `/customers/${String((answer.json as Json)['id'])}`)).json as Json;
    expect(stored['fullName']).toBe('Declared Only');
    expect(stored).not.toHaveProperty('undeclaredMarker');
    expect(Object.hasOwn(stored['address'] as Json, 'constructor')).toBe(false);
    const file = (await dataFiles()).toString('utf8');
    expect(file).not.toContain('dropped-member');
    expect(file).not.toContain('polluted');
  });
});

describe('members a schema does not declare', () => {
  it('are kept under a schema the document leaves partial (accountInfo variants), dropped elsewhere in the same body', async () => {
    const customer = (
      await server.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 'Lightning Holder' } })
    ).json as Json;
    const created = await server.call('POST', '/customers/external-accounts', {
      json: {
        customerId: customer['id'],
        currency: 'BTC',
        undeclaredTopLevel: 'dropped-top-level',
        accountInfo: { accountType: 'LIGHTNING', lightningAddress: 'holder42@example.com' },
      },
    });
    expect(created.status, created.text).toBe(201);
    const read = (await server.call('GET', `/customers/external-accounts/${String((created.json as Json)['id'])}`))
      .json as Json;
    expect((read['accountInfo'] as Json)['lightningAddress'], 'the LIGHTNING variant names no members: not shown').toBe(
      'holder42@example.com',
    );
    expect(read).not.toHaveProperty('undeclaredTopLevel');
    expect((await dataFiles()).toString('utf8')).not.toContain('dropped-top-level');
  });
});

describe('repeated credential headers', () => {
  it('refuses two agent Bearer headers with 401 UNAUTHORIZED, the one token being valid', async () => {
    const customer = (
      await server.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 'Agent Owner' } })
    ).json as Json;
    const policy = {
      permissions: ['MANAGE_EXTERNAL_ACCOUNTS'],
      defaultExecutionMode: 'AUTO',
      spendingLimits: { currency: 'USD', perTransactionLimit: 1000 },
    };
    const agent = await server.call('POST', '/agents', {
      json: { name: 'helper', customerId: customer['id'], policy },
    });
    expect(agent.status, agent.text).toBe(201);
    const code = String(((agent.json as Json)['deviceCode'] as Json)['code']);
    const redeemed = await server.call('POST', `/agents/device-codes/${encodeURIComponent(code)}/redeem`, {
      authorization: null,
    });
    const bearer = `Bearer ${String((redeemed.json as Json)['accessToken'])}`;
    const account = {
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: '1234567200',
        routingNumber: '021000021',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
      },
    };
    const refused = await expectRefusedAndHarmless(
      () =>
        sendRepeating(
          'POST',
          '/agents/me/external-accounts',
          [
            ['authorization', bearer],
            ['authorization', bearer],
          ],
          account,
        ),
      401,
      'UNAUTHORIZED',
    );
    expect(refused['reason']).toBe('more than one Authorization header');
    const once = await sendRepeating('POST', '/agents/me/external-accounts', [['authorization', bearer]], account);
    expect(once.status, once.text).toBe(201);
  });

  describe('on a signed retry', () => {
    let client: Client;
    let accountId: string;
    let sessionKey: Uint8Array;
    beforeAll(async () => {
      client = new Client(server, server.config.walletSignatureHeader);
      ({ accountId } = await walletCustomer());
      sessionKey = (await client.otpLogin(await client.emailOtp(accountId))).key;
    });

    /** The challenge of a privacy change and the headers of its valid retry. */
    async function retryHeaders(): Promise<Record<string, string>> {
      const first = await client.call('PATCH', `/internal-accounts/${accountId}`, { privateEnabled: true });
      expect(first.status, first.text).toBe(202);
      return {
        [server.config.walletSignatureHeader]: makeStamp(String(first.body['payloadToSign']), sessionKey),
        [requestIdHeader]: String(first.body['requestId']),
      };
    }

    it.each([
      ['the wallet signature header', () => server.config.walletSignatureHeader],
      ['the Request-Id header', () => requestIdHeader],
    ])(
      'refuses %s sent twice with 401 UNAUTHORIZED, and the retry sent once still completes',
      async (_label, repeatedName) => {
        const headers = await retryHeaders();
        const name = repeatedName();
        const pairs = [platformAuthorization(), ...Object.entries(headers), [name, headers[name]!] as const];
        const refused = await expectRefusedAndHarmless(
          () => sendRepeating('PATCH', `/internal-accounts/${accountId}`, pairs, { privateEnabled: true }),
          401,
          'UNAUTHORIZED',
        );
        expect(refused['reason']).toBe(`more than one ${name} header`);
        const once = await client.call('PATCH', `/internal-accounts/${accountId}`, { privateEnabled: true }, headers);
        expect(once.status, once.text).toBe(200);
      },
    );
  });
});

describe('a replayed signed retry', () => {
  it('answers 401 for the used requestId, not the 404 of the credential the first run revoked', async () => {
    const client = new Client(server, server.config.walletSignatureHeader);
    const { accountId } = await walletCustomer();
    const otpCredential = await client.emailOtp(accountId);
    const otpSession = await client.otpLogin(otpCredential);
    const passkey = await client.addPasskey(accountId, otpSession.key);
    const passkeySession = await client.passkeyLogin(passkey);
    const { retry, headers } = await client.signed(
      'DELETE',
      `/auth/credentials/${otpCredential}`,
      undefined,
      passkeySession.key,
    );
    expect(retry.status, retry.text).toBe(204);
    const replay = await expectRefusedAndHarmless(
      () => server.call('DELETE', `/auth/credentials/${otpCredential}`, { headers }),
      401,
      'UNAUTHORIZED',
    );
    expect(replay['reason']).toBe('the requestId was already used');
  });
});
