import { afterEach, describe, expect, it } from 'vitest';
import { cardStates } from '../../spec/enums.ts';
import {
  cardTransition,
  cardTransitionRows,
  individualVerificationRows,
  type CardState,
} from '../../spec/state-machines.ts';
import { rulesWith } from '../rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';
import { cardholder, issuedCard } from './card-test-support.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Parameters<typeof startReferenceUnderTest>[0] = {}): Promise<ReferenceUnderTest> {
  server = await startReferenceUnderTest(options);
  return server;
}

const patch = (s: ReferenceUnderTest, id: string, json: unknown) =>
  s.call('PATCH', `/cards/${encodeURIComponent(id)}`, { json });
const read = async (s: ReferenceUnderTest, id: string) =>
  (await s.call('GET', `/cards/${encodeURIComponent(id)}`)).json as Json;

/** A fresh card brought to `state` through documented moves. */
async function cardIn(s: ReferenceUnderTest, state: CardState): Promise<Json> {
  const card = await issuedCard(s);
  if (state !== 'ACTIVE') expect((await patch(s, card['id'], { state })).status).toBe(200);
  return read(s, card['id']);
}

describe('card issuance (3.3, 7.1)', () => {
  it('issues an ACTIVE virtual card on an internal account of an APPROVED cardholder (production shape)', async () => {
    const s = await start();
    const { customerId, accountId } = await cardholder(s);
    const res = await s.call('POST', '/cards', {
      json: {
        cardholderId: customerId,
        form: 'VIRTUAL',
        fundingSources: [accountId],
        platformCardId: 'card-1',
        maxSpendPerTransaction: 5000,
      },
    });
    expect(res.status).toBe(201);
    const card = res.json as Json;
    expect(card).toMatchObject({
      cardholderId: customerId,
      platformCardId: 'card-1',
      state: 'ACTIVE',
      stateReason: null,
      form: 'VIRTUAL',
      fundingSources: [accountId],
      maxSpendPerTransaction: 5000,
      currency: 'USD',
    });
    expect(card['id']).toMatch(/^Card:[0-9a-f-]{36}$/);
    expect(card['last4']).toMatch(/^\d{4}$/);
    expect(await read(s, card['id'])).toEqual(card);
  });

  for (const row of individualVerificationRows.filter((r) => r.to !== 'APPROVED')) {
    it(`refuses a ${row.to} cardholder (fullName ending ${String(row.suffixes)}) with 400 CARDHOLDER_KYC_NOT_APPROVED, issuing nothing`, async () => {
      const s = await start();
      const { customerId, accountId } = await cardholder(s, `Ann Smith${(row.suffixes as readonly string[])[0]}`);
      const res = await s.call('POST', '/cards', {
        json: { cardholderId: customerId, form: 'VIRTUAL', fundingSources: [accountId] },
      });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ status: 400, code: 'CARDHOLDER_KYC_NOT_APPROVED' });
      expect(await s.store.read((d) => Object.keys(d.cards).length)).toBe(0);
    });
  }

  it("refuses another customer's account, an unknown cardholder and a malformed body with 4xx and the envelope", async () => {
    const s = await start();
    const ann = await cardholder(s);
    const bob = await cardholder(s, 'Bob Jones');
    const foreign = await s.call('POST', '/cards', {
      json: { cardholderId: ann.customerId, form: 'VIRTUAL', fundingSources: [bob.accountId] },
    });
    expect(foreign.status).toBe(400);
    expect((foreign.json as Json)['details']['errors'][0]['field']).toBe('fundingSources.0');
    const unknown = await s.call('POST', '/cards', {
      json: {
        cardholderId: 'Customer:00000000-0000-4000-8000-000000000000',
        form: 'VIRTUAL',
        fundingSources: [ann.accountId],
      },
    });
    expect(unknown.status).toBe(404);
    const malformed = await s.call('POST', '/cards', {
      json: { cardholderId: ann.customerId, form: 'PHYSICAL', fundingSources: [] },
    });
    expect(malformed.status).toBe(400);
    expect((malformed.json as Json)['code']).toBe('INVALID_INPUT');
    expect(await s.store.read((d) => Object.keys(d.cards).length)).toBe(0);
  });
});

describe('card state updates (3.3, 7.3)', () => {
  for (const from of cardStates) {
    for (const to of cardStates) {
      const outcome = cardTransition(from, to);
      const expected = outcome.allowed ? `200 ${outcome.to}` : `409 ${outcome.errorCode}`;
      it(`${from} -> ${to}: ${expected}`, async () => {
        const s = await start();
        const card = await cardIn(s, from);
        const res = await patch(s, card['id'], { state: to });
        if (outcome.allowed) {
          expect(res.status).toBe(200);
          expect((res.json as Json)['state']).toBe(outcome.to);
          expect((await read(s, card['id']))['state']).toBe(outcome.to);
        } else {
          expect(res.status).toBe(409);
          expect(res.json).toMatchObject({ status: 409, code: outcome.errorCode });
          expect(await read(s, card['id'])).toEqual(card);
        }
      });
    }
  }

  it('marks a closed card CLOSED_BY_PLATFORM and refuses any other mutation of it with 409 CARD_NOT_MUTABLE', async () => {
    const s = await start();
    const card = await cardIn(s, 'CLOSED');
    expect(card['stateReason']).toBe('CLOSED_BY_PLATFORM');
    for (const body of [
      { fundingSources: card['fundingSources'] },
      { maxSpendPerTransaction: 10 },
      { maxSpendPerTransaction: null },
    ]) {
      const res = await patch(s, card['id'], body);
      expect(res.json).toMatchObject({ status: 409, code: 'CARD_NOT_MUTABLE' });
    }
    expect(await read(s, card['id'])).toEqual(card);
  });

  it('applies other mutations of an ACTIVE or FROZEN card, alone or with a state update, keeping or moving the state', async () => {
    const s = await start();
    const card = await cardIn(s, 'FROZEN');
    const limited = await patch(s, card['id'], { maxSpendPerTransaction: 700 });
    expect(limited.json).toMatchObject({ state: 'FROZEN', maxSpendPerTransaction: 700 });
    const both = await patch(s, card['id'], {
      state: 'ACTIVE',
      maxSpendPerTransaction: null,
      fundingSources: card['fundingSources'],
    });
    expect(both.json).toMatchObject({ state: 'ACTIVE', maxSpendPerTransaction: null });
  });

  it('answers bad input with the envelope and a 4xx, the card unchanged', async () => {
    const s = await start();
    const card = await issuedCard(s);
    const bodies: unknown[] = [
      {},
      { state: 'PROCESSING' },
      { state: 'frozen' },
      { state: 7 },
      { maxSpendPerTransaction: '10' },
      { maxSpendPerTransaction: 0 },
      { fundingSources: 'InternalAccount:x' },
      { fundingSources: [] },
      { state: 'CLOSED', fundingSources: card['fundingSources'] },
      { state: 'CLOSED', maxSpendPerTransaction: null },
    ];
    for (const body of bodies) {
      const res = await patch(s, card['id'], body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json, JSON.stringify(body)).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    }
    const foreign = await cardholder(s, 'Bob Jones');
    expect((await patch(s, card['id'], { state: 'FROZEN', fundingSources: [foreign.accountId] })).status).toBe(400);
    expect(
      (
        await s.call('PATCH', `/cards/${card['id']}`, {
          body: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect(await read(s, card['id'])).toEqual(card);
    for (const id of ['Card:00000000-0000-4000-8000-000000000000', 'nope', '__proto__']) {
      expect((await patch(s, id, { state: 'FROZEN' })).json).toMatchObject({ status: 404 });
      expect((await s.call('GET', `/cards/${id}`)).json).toMatchObject({ status: 404 });
    }
    expect((await s.call('GET', `/cards/${card['id']}`, { authorization: null })).status).toBe(401);
    expect(s.errorLog).toEqual([]);
  });

  it('decides through the rules: a table with one row changed answers that row (the deviant seam)', async () => {
    const rows = cardTransitionRows.map((r) =>
      r.errorCode === 'CARD_ALREADY_CLOSED' ? { ...r, errorCode: 'INVALID_STATE_TRANSITION' as const } : r,
    );
    const s = await start({ rules: rulesWith({ cardTransitionRows: rows }) });
    const card = await cardIn(s, 'CLOSED');
    expect((await patch(s, card['id'], { state: 'CLOSED' })).json).toMatchObject({ code: 'INVALID_STATE_TRANSITION' });
  });
});
