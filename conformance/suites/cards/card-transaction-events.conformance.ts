/**
 * 6 and 9 (July 2026): the sandbox simulates card transactions through every state transition, and each transition
 * fires a `CARD_TRANSACTION.*` event carrying the full card transaction, in the state the event announces, in the
 * order the simulation moves it. The type names are not shown: the binding gives them (production's by default). Webhook retries are not shown either, so a repeated event is no failure.
 */
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, type TestKit } from '../../support/index.ts';
import type {
  CardSimulation,
  CardTransactionTransition,
  SimulatedAuthorization,
} from '../../binding/cards/cards-binding.ts';
import type { ReceivedWebhook, WebhookReceiver } from '../../webhooks/receiver.ts';
import { withWebhookReceiver } from '../../webhooks/test-receiver.ts';
import { createApprovedCardholder, issueActiveCard, type IssuedCard } from './support/card-setup.ts';

/**
 * How long an event may take to arrive (the document gives no figure; deliveries are asynchronous). Against the
 * embedded reference the wait ends sooner, once the reference has nothing under way that could still send it.
 */
const eventTimeoutMs = 8_000;
const fires = '6/card-transaction-event-on-every-transition';
const carries = '6/card-transaction-event-carries-full-transaction';
const simulated = '9/jul-2026-sandbox-card-simulation';
const clauses = [fires, carries, simulated, '6/webhook-delivered-to-configured-endpoint'] as const;

/** What a simulated card transaction is known by: the simulation, then its id once its first event told it. */
interface Tracked {
  readonly simulation: CardSimulation;
  id?: string;
}

/** Whether `resource` is the tracked card transaction. */
function isTracked(t: TestKit, resource: Readonly<Record<string, unknown>>, tracked: Tracked): boolean {
  return tracked.id === undefined
    ? t.binding.isCardTransactionOf(resource, tracked.simulation)
    : t.binding.cardTransactionIdOf(resource) === tracked.id;
}

function describeReceived(t: TestKit, received: readonly ReceivedWebhook[]): string {
  if (received.length === 0) return 'nothing arrived at the endpoint';
  return received
    .map((d) => {
      const event = t.binding.webhookEventOf(d.json);
      return event
        ? `${event.type}(${event.resource === undefined ? 'no resource' : String(event.resource['id'] ?? '?')})`
        : 'a body that is no event';
    })
    .join(', ');
}

/** Whether `resource` lacks a card transaction or any member of a full one. */
function isPartial(t: TestKit, resource: Readonly<Record<string, unknown>> | undefined): boolean {
  return resource === undefined || t.binding.missingCardTransactionMembers(resource).length > 0;
}

/**
 * Waits for the event announcing `transition` of the tracked card transaction, and checks that it carries the full
 * transaction. An event of that type that carries no such transaction breaks "carries"; no event at all, "fires".
 * Every event of that type must carry the full transaction, whichever it announces, so one that arrives without it
 * ends the wait at once: it could not have been told from another transaction's anyway.
 */
async function expectAnnounced(
  t: TestKit,
  receiver: WebhookReceiver,
  tracked: Tracked,
  transition: CardTransactionTransition,
  since: number,
): Promise<void> {
  const type = t.binding.cardTransactionEventType(transition);
  const delivery = await receiver.waitFor((d) => {
    const event = t.binding.webhookEventOf(d.json);
    return event?.type === type && (isPartial(t, event.resource) || isTracked(t, event.resource!, tracked));
  }, eventTimeoutMs);
  if (delivery === undefined) {
    const later = receiver.received.slice(since);
    const sameType = later.some((d) => t.binding.webhookEventOf(d.json)?.type === type);
    const arrived = later.length > 0;
    attribute(sameType ? [carries] : arrived ? [fires] : [fires, '6/webhook-delivered-to-configured-endpoint'], () =>
      expect(
        describeReceived(t, later),
        `${type} carrying the card transaction (${tracked.id ?? tracked.simulation.correlation}) arrives within ${eventTimeoutMs} ms`,
      ).toBe(`${type}(${tracked.id ?? 'the simulated card transaction'})`),
    );
    return;
  }
  const resource = t.binding.webhookEventOf(delivery.json)!.resource;
  attribute([carries], () =>
    expect(
      resource === undefined ? ['(no card transaction)'] : t.binding.missingCardTransactionMembers(resource),
      `the ${type} event carries the full card transaction`,
    ).toEqual([]),
  );
  if (resource === undefined) return;
  // The event announces the move into `transition`: the transaction it carries is in that state, not the one before.
  attribute([carries], () =>
    expect(
      t.binding.cardTransactionStateOf(resource),
      `the card transaction the ${type} event carries is ${transition}`,
    ).toBe(transition),
  );
  tracked.id ??= t.binding.cardTransactionIdOf(resource);
  attribute([carries], () => expect(tracked.id, `the ${type} event's card transaction has an id`).toBeDefined());
}

/** Simulates an authorization on `card` and waits for its `authorized` event. */
async function authorize(
  t: TestKit,
  receiver: WebhookReceiver,
  card: IssuedCard,
  amount: number,
  outcome: SimulatedAuthorization,
): Promise<Tracked> {
  const since = receiver.received.length;
  const simulation = await t.setup('simulate a card authorization', () =>
    t.binding.simulateCardAuthorization(card.cardId, amount, outcome),
  );
  const tracked: Tracked = { simulation };
  await expectAnnounced(t, receiver, tracked, 'authorized', since);
  return tracked;
}

/** Runs a simulation step against the tracked transaction and waits for the event of `transition`. */
async function step(
  t: TestKit,
  receiver: WebhookReceiver,
  tracked: Tracked,
  label: string,
  simulate: (id: string) => Promise<void>,
  transition: CardTransactionTransition,
) {
  const since = receiver.received.length;
  await t.setup(label, () => simulate(tracked.id!));
  await expectAnnounced(t, receiver, tracked, transition, since);
}

describeArea('cards', '6, 9: CARD_TRANSACTION events from the sandbox card simulation', () => {
  conformanceTest(
    'authorized, partially settled, settled, refunded: each transition is announced, in turn, with the card transaction in the state announced',
    { clauses: [...clauses], tags: ['sandbox-only', 'webhooks'], timeoutMs: 90_000 },
    async (t) => {
      const card = await issueActiveCard(t, await createApprovedCardholder(t));
      await withWebhookReceiver(t, async (receiver) => {
        const tracked = await authorize(t, receiver, card, 1_000, 'approved');
        await step(
          t,
          receiver,
          tracked,
          'simulate a partial clearing',
          (id) => t.binding.simulateCardClearing(card.cardId, id, 400),
          'partially settled',
        );
        await step(
          t,
          receiver,
          tracked,
          'simulate the final clearing',
          (id) => t.binding.simulateCardClearing(card.cardId, id, 600),
          'settled',
        );
        await step(
          t,
          receiver,
          tracked,
          'simulate a full return',
          (id) => t.binding.simulateCardReturn(card.cardId, id, 1_000),
          'refunded',
        );
      });
    },
  );

  conformanceTest(
    'exception: an authorization whose pull fails is announced, then its move to exception',
    { clauses: [...clauses], tags: ['sandbox-only', 'webhooks'], timeoutMs: 60_000 },
    async (t) => {
      const card = await issueActiveCard(t, await createApprovedCardholder(t));
      await withWebhookReceiver(t, async (receiver) => {
        const since = receiver.received.length;
        const tracked = await authorize(t, receiver, card, 700, 'pull-failed');
        await expectAnnounced(t, receiver, tracked, 'exception', since);
      });
    },
  );
});
