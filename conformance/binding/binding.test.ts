import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../http/client.ts';
import type { RunContext } from '../engine/run-context.ts';
import { SetupError } from '../engine/setup-error.ts';
import { createBinding, createDefaultBinding, guardBinding, loadBindingFactory, type Binding } from './binding.ts';
import { startLoopbackApi } from './loopback-api.ts';

let api: ApiClient;
let close: () => Promise<void>;
const run = { baseUrl: '', clientId: 'id' } as unknown as RunContext;

beforeAll(async () => {
  ({ api, close } = await startLoopbackApi((req, res) => {
    req.resume();
    res.setHeader('content-type', 'application/json');
    if (req.url === '/v/customers/Customer%3A1') res.end('{"id":"Customer:1","customerType":"INDIVIDUAL"}');
    else if (req.url === '/v/customers/array') res.end('[1]');
    else {
      res.statusCode = 404;
      res.end('{}');
    }
  }));
});

afterAll(() => close());

const response = (status: number, json: unknown): ApiResponse => ({
  status,
  headers: {},
  text: JSON.stringify(json),
  json,
  truncated: false,
  bodyBytes: 0,
  durationMs: 0,
});

describe('default binding', () => {
  it('reads the customer id of a create answer, or fails as set-up', () => {
    const binding = createDefaultBinding({ api, run });
    expect(binding.customerIdOf(response(201, { id: 'Customer:9' }))).toBe('Customer:9');
    expect(() => binding.customerIdOf(response(201, { customerId: 'x' }))).toThrow(SetupError);
    expect(() => binding.customerIdOf(response(201, undefined))).toThrow(/has no string "id"/);
  });

  it('reads a customer back with GET /customers/{customerId}', async () => {
    const binding = createDefaultBinding({ api, run });
    expect(await binding.getCustomer('Customer:1')).toEqual({ id: 'Customer:1', customerType: 'INDIVIDUAL' });
    await expect(binding.getCustomer('missing')).rejects.toThrow(/answered 404/);
    await expect(binding.getCustomer('array')).rejects.toThrow(/did not answer a JSON object/);
  });
});

describe('guardBinding', () => {
  it('reads the terms URL and version, and refuses an answer without them', () => {
    const binding = createDefaultBinding({ api: undefined as never, run: undefined as never });
    expect(binding.endUserTermsOf(response(200, { url: 'https://t.example/1', version: 'V1' }))).toEqual({
      url: 'https://t.example/1',
      version: 'V1',
    });
    expect(() => binding.endUserTermsOf(response(200, { link: 'x' }))).toThrow(SetupError);
  });

  it('turns whatever a binding throws, sync or async, into a labelled SetupError', async () => {
    const broken = {
      ...createDefaultBinding({ api, run }),
      customerIdOf: () => {
        throw new TypeError('cannot read id');
      },
      getCustomer: async () => Promise.reject(new Error('boom')),
      endUserTermsOf: () => ({ url: 'https://terms.example/v1', version: 'v1' }),
    } satisfies Binding;
    const guarded = guardBinding(broken, 'binding module');
    expect(() => guarded.customerIdOf(response(201, {}))).toThrow(SetupError);
    expect(() => guarded.customerIdOf(response(201, {}))).toThrow(
      'binding module: customerIdOf failed: cannot read id',
    );
    await expect(guarded.getCustomer('x')).rejects.toThrow('binding module: getCustomer failed: boom');
  });

  it('refuses a binding that lacks a method', () => {
    expect(() => guardBinding({ customerIdOf: () => 'x' } as unknown as Binding, 'binding module')).toThrow(
      /has no method getCustomer/,
    );
  });
});

describe('user binding modules', () => {
  const fixtures = resolve(import.meta.dirname, '..', 'engine', 'fixtures');

  it('loads createBinding and builds on the defaults', async () => {
    const factory = await loadBindingFactory(resolve(fixtures, 'user-binding.ts'));
    const binding = createBinding({ api, run }, factory);
    expect(await binding.getCustomer('Customer:1')).toMatchObject({ id: 'Customer:1', readBy: 'user binding' });
    expect(binding.customerIdOf(response(201, { id: 'Customer:2' }))).toBe('Customer:2');
  });

  it('refuses a module that does not load or exports no createBinding', async () => {
    await expect(loadBindingFactory(resolve(fixtures, 'missing.ts'))).rejects.toThrow(/cannot load binding module/);
    await expect(loadBindingFactory(resolve(fixtures, 'not-a-binding.ts'))).rejects.toThrow(
      /does not export a createBinding/,
    );
  });

  it('reports a createBinding that throws as a set-up error', () => {
    expect(() =>
      createBinding({ api, run }, () => {
        throw new Error('no config');
      }),
    ).toThrow(SetupError);
  });
});
