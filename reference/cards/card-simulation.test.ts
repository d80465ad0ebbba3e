import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cardAuthorizationSuffix } from '../../spec/card-simulation.ts';
import { validateSchema } from '../../spec/schemas.ts';
import { createManualClock } from '../clock.ts';
import { rulesWith, documentRules } from '../rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';
import { issuedCard } from './card-test-support.ts';

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

/** A reference whose webhook endpoint is a loopback receiver; `events()` answers what arrived so far. */
async function start(options: Parameters<typeof startReferenceUnderTest>[0] = {}) {
  const received: Json[] = [];
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json);
      res.writeHead(200).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const s = await startReferenceUnderTest(options);
  server = s;
  await s.call('PATCH', '/config', {
    json: { webhookEndpoint: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks` },
  });
  /**
   * The card transaction events received once `count` of them have arrived (or after 15 s, under the test's timeout,
   * so a missing event fails the assertions): deliveries run in the background, and a busy machine only slows them.
   */
  const cardEvents = async (count: number): Promise<Json[]> => {
    const cards = () => received.filter((e) => String(e['type']).startsWith('CARD_TRANSACTION.'));
    const deadline = Date.now() + 15_000;
    while (cards().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return cards();
  };
  return { s, cardEvents };
}

const simulate = (s: ReferenceUnderTest, cardId: string, kind: string, json: unknown) =>
  s.call('POST', `/sandbox/cards/${encodeURIComponent(cardId)}/simulate/${kind}`, { json });
const authorization = (amount: number, descriptor = 'BLUE BOTTLE COFFEE SF') => ({
  amount,
  currency: { code: 'USD' },
  merchant: { descriptor, mcc: '5814', country: 'US' },
});

describe('sandbox card simulation (9) and CARD_TRANSACTION events (6)', () => {
  it('authorization, partial and final clearing, full return: one event per transition, each carrying the whole card transaction', async () => {
    const { s, cardEvents } = await start();
    const card = await issuedCard(s);
    const auth = await simulate(s, card['id'], 'authorization', authorization(1000));
    expect(auth.status).toBe(202);
    const token = (auth.json as Json)['issuerTransactionToken'];
    expect(typeof token).toBe('string');
    const [authorized] = await cardEvents(1);
    expect(authorized).toMatchObject({
      type: 'CARD_TRANSACTION.AUTHORIZED',
      data: { status: 'AUTHORIZED', issuerTransactionToken: token, cardId: card['id'] },
    });
    const id = authorized!['data']['id'];
    expect(validateSchema('CardTransaction', authorized!['data'])).toEqual([]);

    expect((await simulate(s, card['id'], 'clearing', { cardTransactionId: id, amount: 400 })).status).toBe(202);
    expect((await simulate(s, card['id'], 'clearing', { cardTransactionId: id, amount: 600 })).status).toBe(202);
    expect((await simulate(s, card['id'], 'return', { cardTransactionId: id, amount: 300 })).status).toBe(202);
    expect((await simulate(s, card['id'], 'return', { cardTransactionId: id, amount: 700 })).json).toMatchObject({
      issuerTransactionToken: token,
    });
    const events = await cardEvents(4);
    expect(events.map((e) => e['type'])).toEqual([
      'CARD_TRANSACTION.AUTHORIZED',
      'CARD_TRANSACTION.PARTIALLY_SETTLED',
      'CARD_TRANSACTION.SETTLED',
      'CARD_TRANSACTION.REFUNDED',
    ]);
    for (const event of events) {
      expect(event['id']).toMatch(/^Webhook:/);
      expect(event['data']['id']).toBe(id);
      expect(validateSchema('CardTransaction', event['data'])).toEqual([]);
    }
    expect(events[3]!['data']).toMatchObject({
      status: 'REFUNDED',
      settledAmount: { amount: 1000 },
      refundedAmount: { amount: 1000 },
      refundSummary: { count: 2, totalAmount: 1000 },
    });
  });

  it('a pull reported failed moves the transaction to EXCEPTION, announced; a declined or frozen-card authorization makes none', async () => {
    const { s, cardEvents } = await start();
    const card = await issuedCard(s);
    expect(
      (
        await simulate(
          s,
          card['id'],
          'authorization',
          authorization(500, `DELI-${cardAuthorizationSuffix('declined')}`),
        )
      ).status,
    ).toBe(202);
    await simulate(
      s,
      card['id'],
      'authorization',
      authorization(500, `DELI-${cardAuthorizationSuffix('pull-failed')}`),
    );
    const events = await cardEvents(2);
    expect(events.map((e) => [e['type'], e['data']['status']])).toEqual([
      ['CARD_TRANSACTION.AUTHORIZED', 'AUTHORIZED'],
      ['CARD_TRANSACTION.EXCEPTION', 'EXCEPTION'],
    ]);
    expect(events[1]!['data']['id']).toBe(events[0]!['data']['id']);
    await s.call('PATCH', `/cards/${card['id']}`, { json: { state: 'FROZEN' } });
    await simulate(s, card['id'], 'authorization', authorization(500));
    expect(await s.store.read((d) => Object.keys(d.cardTransactions).length)).toBe(1);
  });

  it('confirms a delayed pull when the injected clock reaches it', async () => {
    const clock = createManualClock(new Date('2026-07-01T10:00:00Z'));
    const { s, cardEvents } = await start({ clock });
    const card = await issuedCard(s);
    await simulate(
      s,
      card['id'],
      'authorization',
      authorization(800, `SHOP ${cardAuthorizationSuffix('delayed-pull')}`),
    );
    const [authorized] = await cardEvents(1);
    expect(authorized!['data']['pullSummary']).toEqual({ count: 1, totalAmount: 800, pendingCount: 1 });
    const id = authorized!['data']['id'];
    await clock.advance(29_000);
    expect(await s.store.read((d) => d.cardTransactions[id]!.pendingPulls)).toBe(1);
    await clock.advance(1_000);
    expect(await s.store.read((d) => d.cardTransactions[id]!.pendingPulls)).toBe(0);
  });

  it('answers bad simulations with the envelope and a 4xx, changing nothing; 403 outside the sandbox', async () => {
    const { s, cardEvents } = await start();
    const card = await issuedCard(s);
    const other = await issuedCard(s);
    await simulate(s, card['id'], 'authorization', authorization(1000));
    const [authorized] = await cardEvents(1);
    const id = authorized!['data']['id'];
    const cases: [string, string, unknown, number][] = [
      ['Card:00000000-0000-4000-8000-000000000000', 'authorization', authorization(1), 404],
      [card['id'], 'authorization', { ...authorization(1), amount: 0 }, 400],
      [card['id'], 'authorization', { ...authorization(1), currency: { code: 'EUR' } }, 400],
      [card['id'], 'authorization', { amount: 5, currency: { code: 'USD' } }, 400],
      [
        card['id'],
        'clearing',
        { cardTransactionId: 'CardTransaction:00000000-0000-4000-8000-000000000000', amount: 1 },
        404,
      ],
      [other['id'], 'clearing', { cardTransactionId: id, amount: 1 }, 404],
      [card['id'], 'clearing', { cardTransactionId: id, amount: -1 }, 400],
      [card['id'], 'return', { cardTransactionId: id, amount: 1 }, 400],
    ];
    for (const [cardId, kind, body, status] of cases) {
      const res = await simulate(s, cardId, kind, body);
      expect(res.status, `${kind} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json).toMatchObject({ status });
    }
    await simulate(s, card['id'], 'clearing', { cardTransactionId: id, amount: 1000 });
    expect((await simulate(s, card['id'], 'clearing', { cardTransactionId: id, amount: 1 })).status).toBe(400);
    expect((await simulate(s, card['id'], 'return', { cardTransactionId: id, amount: 1001 })).status).toBe(400);
    expect(await s.store.read((d) => d.cardTransactions[id])).toMatchObject({
      status: 'SETTLED',
      settledAmount: 1000,
      refundedAmount: 0,
    });
    expect(s.errorLog).toEqual([]);
    await s.close();
    server = await startReferenceUnderTest({ config: { sandbox: false } });
    expect((await simulate(server, card['id'], 'authorization', authorization(1))).status).toBe(403);
  });

  it('announces through the rules: an event type left out, or data replaced, is what goes out (the deviant seam)', async () => {
    const { s, cardEvents } = await start({
      rules: rulesWith({
        cardTransactionEventType: (status) =>
          status === 'SETTLED' ? undefined : documentRules.cardTransactionEventType(status),
        cardTransactionEventData: () => undefined,
      }),
    });
    const card = await issuedCard(s);
    await simulate(s, card['id'], 'authorization', authorization(10));
    const [authorized] = await cardEvents(1);
    expect(authorized).not.toHaveProperty('data');
    const id = await s.store.read((d) => Object.keys(d.cardTransactions)[0]!);
    await simulate(s, card['id'], 'clearing', { cardTransactionId: id, amount: 10 });
    await simulate(s, card['id'], 'return', { cardTransactionId: id, amount: 10 });
    expect((await cardEvents(2)).map((e) => e['type'])).toEqual([
      'CARD_TRANSACTION.AUTHORIZED',
      'CARD_TRANSACTION.REFUNDED',
    ]);
  });
});
