import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunContext } from '../../engine/run-context.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiClient, ApiResponse } from '../../http/client.ts';
import { create } from './cards-binding.ts';
import { startLoopbackApi } from '../loopback-api.ts';

/** What the fake deployment answers, by "METHOD path" (a list: answered in turn, the last one repeated). */
let answers: Record<string, { status: number; body: unknown }[]> = {};
const requests: { method: string; url: string; body: string }[] = [];
let api: ApiClient;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ api, close } = await startLoopbackApi((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = (req.url ?? '').replace(/^\/v/, '');
      requests.push({ method: req.method ?? '', url, body: Buffer.concat(chunks).toString() });
      const queue = answers[`${req.method} ${url}`] ?? [];
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: {} };
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

describe('cards binding (production defaults)', () => {
  it('issues on an INTERNAL_FIAT account first, else the first account; none is a set-up error', async () => {
    answers['GET /customers/internal-accounts?customerId=Customer%3A1'] = [
      {
        status: 200,
        body: {
          data: [
            { id: 'InternalAccount:w', type: 'EMBEDDED_WALLET' },
            { id: 'InternalAccount:f', type: 'INTERNAL_FIAT' },
          ],
        },
      },
    ];
    answers['GET /customers/internal-accounts?customerId=Customer%3A2'] = [
      { status: 200, body: { data: [{ id: 'InternalAccount:w', type: 'EMBEDDED_WALLET' }] } },
    ];
    answers['GET /customers/internal-accounts?customerId=Customer%3A3'] = [{ status: 200, body: { data: [] } }];
    expect(await binding().cardFundingAccountOf('Customer:1')).toBe('InternalAccount:f');
    expect(await binding().cardFundingAccountOf('Customer:2')).toBe('InternalAccount:w');
    await expect(binding().cardFundingAccountOf('Customer:3')).rejects.toThrow(SetupError);
    expect(binding().cardIssueBody('Customer:1', 'InternalAccount:f')).toEqual({
      cardholderId: 'Customer:1',
      form: 'VIRTUAL',
      fundingSources: ['InternalAccount:f'],
    });
    expect(binding().cardIdOf(response(201, { id: 'Card:1' }))).toBe('Card:1');
    expect(() => binding().cardIdOf(response(201, {}))).toThrow(SetupError);
  });

  it('waits for a PROCESSING card to become ACTIVE, and gives up on one that does not', async () => {
    answers['GET /cards/Card%3A1'] = [
      { status: 200, body: { state: 'PROCESSING' } },
      { status: 200, body: { state: 'ACTIVE' } },
    ];
    await binding().activateCard('Card:1', 5_000);
    expect(requests.filter((r) => r.url === '/cards/Card%3A1')).toHaveLength(2);
    answers['GET /cards/Card%3A2'] = [{ status: 200, body: { state: 'CLOSED' } }];
    await expect(binding().activateCard('Card:2')).rejects.toThrow(/CLOSED, not ACTIVE/);
    answers['GET /cards/Card%3A3'] = [{ status: 200, body: { state: 'PROCESSING' } }];
    await expect(binding().activateCard('Card:3', 10)).rejects.toThrow(/still PROCESSING/);
  });

  it('simulates with production paths and bodies, the descriptor ending choosing the outcome', async () => {
    answers['POST /sandbox/cards/Card%3A1/simulate/authorization'] = [
      { status: 202, body: { issuerTransactionToken: 'tok' } },
    ];
    answers['POST /sandbox/cards/Card%3A1/simulate/clearing'] = [
      { status: 202, body: { issuerTransactionToken: 'tok' } },
    ];
    answers['POST /sandbox/cards/Card%3A1/simulate/return'] = [{ status: 400, body: { status: 400 } }];
    expect(await binding().simulateCardAuthorization('Card:1', 100, 'approved')).toEqual({ correlation: 'tok' });
    await binding().simulateCardAuthorization('Card:1', 100, 'pull-failed');
    await binding().simulateCardClearing('Card:1', 'CardTransaction:1', 40);
    await expect(binding().simulateCardReturn('Card:1', 'CardTransaction:1', 40)).rejects.toThrow(SetupError);
    const [approved, failed, clearing] = requests.map((r) => JSON.parse(r.body) as Record<string, any>);
    expect(approved).toMatchObject({ amount: 100, currency: { code: 'USD' } });
    expect(approved!['merchant']['descriptor']).not.toMatch(/00[2356]$/);
    expect(failed!['merchant']['descriptor']).toMatch(/006$/);
    expect(clearing).toEqual({ cardTransactionId: 'CardTransaction:1', amount: 40 });
    // The bodies a test sends itself are the ones the simulations send.
    expect(binding().cardAuthorizationBody(100, 'approved')).toEqual(approved);
    expect(binding().cardAuthorizationBody(100, 'pull-failed')).toEqual(failed);
    expect(binding().cardClearingBody('CardTransaction:1', 40)).toEqual(clearing);
  });

  it('names the events as production does and reads the card transaction they carry', () => {
    const b = binding();
    expect(b.cardTransactionEventType('partially settled')).toBe('CARD_TRANSACTION.PARTIALLY_SETTLED');
    expect(b.cardTransactionEventType('exception')).toBe('CARD_TRANSACTION.EXCEPTION');
    expect(b.isCardTransactionOf({ issuerTransactionToken: 'tok' }, { correlation: 'tok' })).toBe(true);
    expect(b.isCardTransactionOf({ issuerTransactionToken: 'other' }, { correlation: 'tok' })).toBe(false);
    expect(b.cardTransactionIdOf({ id: 'CardTransaction:1' })).toBe('CardTransaction:1');
    expect(b.cardTransactionIdOf({})).toBeUndefined();
    expect(b.missingCardTransactionMembers({ id: 'x', type: 'CARD' })).toContain('status');
    expect(b.cardTransactionStateOf({ status: 'PARTIALLY_SETTLED' })).toBe('partially settled');
    expect(b.cardTransactionStateOf({ status: 'EXCEPTION' })).toBe('exception');
    expect(b.cardTransactionStateOf({ status: 'partially settled' })).toBeUndefined();
    expect(b.cardTransactionStateOf({})).toBeUndefined();
    expect(b.otherCardMutations('InternalAccount:1').map((m) => m.body)).toContainEqual({
      fundingSources: ['InternalAccount:1'],
    });
  });
});
