import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import type { RunContext } from '../../engine/run-context.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiClient, ApiResponse } from '../../http/client.ts';
import { createBinding } from '../binding.ts';
import { startLoopbackApi } from '../loopback-api.ts';
import { create } from './payments-binding.ts';

let api: ApiClient;
let close: () => Promise<void>;
const run = { baseUrl: '', clientId: 'id' } as unknown as RunContext;

/** Canned production-shaped answers, by request path and query. */
const answers: Record<string, [number, unknown]> = {
  '/v/customers/Customer%3Aa': [200, { id: 'Customer:a', umaAddress: '$ann@pay.test' }],
  '/v/customers/Customer%3Anouma': [200, { id: 'Customer:nouma' }],
  '/v/customers/internal-accounts?customerId=Customer%3Aa&type=INTERNAL_FIAT': [
    200,
    {
      data: [
        { id: 'InternalAccount:1', type: 'INTERNAL_FIAT' },
        { id: 'InternalAccount:2', type: 'INTERNAL_FIAT' },
      ],
    },
  ],
  '/v/customers/internal-accounts?customerId=Customer%3Anone&type=INTERNAL_FIAT': [200, { data: [] }],
  '/v/customers/internal-accounts?customerId=Customer%3Awallet&type=INTERNAL_FIAT': [
    200,
    { data: [{ id: 'InternalAccount:w', type: 'EMBEDDED_WALLET' }] },
  ],
};

beforeAll(async () => {
  ({ api, close } = await startLoopbackApi((req, res) => {
    const [status, body] = answers[req.url ?? ''] ?? [404, { status: 404 }];
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }));
});

afterAll(() => close());

const response = (status: number, json: unknown): ApiResponse =>
  ({ status, json, text: JSON.stringify(json) }) as ApiResponse;

describe('payments binding defaults (production shapes)', () => {
  it('builds the test sender on the production sandbox UMA domain', () => {
    const binding = create({ api, run });
    const [successUsd] = umaTestReceivers;
    expect(binding.umaTestSenderAddress(successUsd!)).toBe('$success.usd@sandbox.grid.uma.money');
  });

  it("reads the customer's umaAddress, or fails as set-up", async () => {
    const binding = create({ api, run });
    expect(await binding.receiverUmaAddressOf('Customer:a')).toBe('$ann@pay.test');
    await expect(binding.receiverUmaAddressOf('Customer:nouma')).rejects.toThrow(SetupError);
    await expect(binding.receiverUmaAddressOf('Customer:gone')).rejects.toThrow(/answered 404/);
  });

  it('reads the incoming transaction and its destination account, or fails as set-up', () => {
    const binding = createBinding({ api, run });
    const transaction = {
      id: 'Transaction:1',
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:9' },
    };
    expect(binding.incomingTransactionOf(response(200, transaction))).toEqual(transaction);
    expect(binding.depositAccountOf(transaction)).toBe('ExternalAccount:9');
    expect(() => binding.incomingTransactionOf(response(400, { status: 400 }))).toThrow(SetupError);
    expect(() => binding.incomingTransactionOf(response(200, { destination: {} }))).toThrow(SetupError);
    expect(() => binding.depositAccountOf({ id: 'Transaction:1', destination: { umaAddress: '$x@y' } })).toThrow(
      SetupError,
    );
  });

  it('takes the first INTERNAL_FIAT account as the primary, or fails as set-up', async () => {
    const binding = createBinding({ api, run });
    expect(await binding.primaryInternalAccountOf('Customer:a')).toBe('InternalAccount:1');
    await expect(binding.primaryInternalAccountOf('Customer:none')).rejects.toThrow(SetupError);
    await expect(binding.primaryInternalAccountOf('Customer:wallet')).rejects.toThrow(SetupError);
  });
});
