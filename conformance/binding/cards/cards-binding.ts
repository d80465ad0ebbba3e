import { cardAuthorizationSuffix } from '../../../spec/card-simulation.ts';
import {
  cardTransactionEventPrefix,
  cardTransactionTransitions as cardTransactionTransitionValues,
} from '../../../spec/enums.ts';
import type { CardState } from '../../../spec/state-machines.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiResponse } from '../../http/client.ts';
import type { BindingContext } from '../binding.ts';

type Body = Record<string, unknown>;

/** A card transaction state transition of 6, in the document's words. */
export type CardTransactionTransition = (typeof cardTransactionTransitionValues)[number];

/** What a simulated authorization should lead to: approval, or approval then a failed pull (`exception`). */
export type SimulatedAuthorization = 'approved' | 'pull-failed';

/** A simulation the deployment accepted: what correlates it with the card transaction the events carry. */
export interface CardSimulation {
  readonly correlation: string;
}

/**
 * The part of the binding that cards need (3.3, 6, 7.1, 9): the card record and bodies, the card operations' shapes
 * and the sandbox card simulation, none of which the document shows. Defaults follow production
 * (the production interface's facts, sections 3, 7, 8 and 11).
 */
export interface CardsBinding {
  /**
   * The id of an internal account of `customerId` a card can be issued on (9: "cards can be issued on an internal
   * account"). Production: `GET /customers/internal-accounts?customerId=`, an `INTERNAL_FIAT` account first, else the
   * first account. An error means the customer has none (set-up).
   */
  cardFundingAccountOf(customerId: string): Promise<string>;

  /** The `POST /cards` body issuing a card to `cardholderId` on `accountId`. Production: `{ cardholderId, form: VIRTUAL, fundingSources }`. */
  cardIssueBody(cardholderId: string, accountId: string): Body;

  /** The id of the card a successful `POST /cards` answer describes (production: `id`); an error when it has none. */
  cardIdOf(response: ApiResponse): string;

  /**
   * Brings a card just issued to `ACTIVE`, the state 3.3 starts from, and resolves once it is (production: new cards
   * start `PROCESSING` while the issuer provisions them; this waits, reading the card, up to `timeoutMs`). Resolves at
   * once for a card issued `ACTIVE`. An error means the card never became `ACTIVE` (set-up).
   */
  activateCard(cardId: string, timeoutMs?: number): Promise<void>;

  /** The `PATCH /cards/{id}` body requesting `state` (3.3 "state update"); production: `{ state }`. */
  cardStateUpdateBody(state: CardState): Body;

  /**
   * Card updates that are mutations other than a state update (3.3: "any mutation" of a CLOSED card is refused), each
   * valid on a card funded by `accountId`. Production: replacing `fundingSources`, setting or clearing
   * `maxSpendPerTransaction`.
   */
  otherCardMutations(accountId: string): readonly { readonly name: string; readonly body: Body }[];

  /**
   * Simulates an authorization of `amount` (smallest unit of the card's currency, USD in production's sandbox) on
   * the card (production: `POST /sandbox/cards/{id}/simulate/authorization`, the merchant descriptor's ending choosing
   * the outcome). An error means the deployment did not accept it (set-up).
   */
  simulateCardAuthorization(cardId: string, amount: number, outcome: SimulatedAuthorization): Promise<CardSimulation>;

  /** The body of that simulated authorization, for a test that reads the answer itself (production: `{ amount, currency, merchant }`). */
  cardAuthorizationBody(amount: number, outcome: SimulatedAuthorization): Body;

  /** Simulates a clearing of `amount` against the card transaction (production: `.../simulate/clearing`). */
  simulateCardClearing(cardId: string, cardTransactionId: string, amount: number): Promise<void>;

  /** The body of that simulated clearing, for a test that reads the answer itself (production: `{ cardTransactionId, amount }`). */
  cardClearingBody(cardTransactionId: string, amount: number): Body;

  /** Simulates a merchant return of `amount` against the card transaction (production: `.../simulate/return`). */
  simulateCardReturn(cardId: string, cardTransactionId: string, amount: number): Promise<void>;

  /** The event type announcing `transition` (6: `CARD_TRANSACTION.*`, names not shown; production: `CARD_TRANSACTION.AUTHORIZED`...). */
  cardTransactionEventType(transition: CardTransactionTransition): string;

  /** Whether `transaction` (an event's resource) is the card transaction `simulation` made (production: `issuerTransactionToken`). */
  isCardTransactionOf(transaction: Readonly<Body>, simulation: CardSimulation): boolean;

  /** The id of a card transaction (production: `id`); undefined when it has none. */
  cardTransactionIdOf(transaction: Readonly<Body>): string | undefined;

  /**
   * The members of a full card transaction that `transaction` lacks (6: an event "carries the full card
   * transaction"; its members are not shown). Production: the required members of `CardTransaction`.
   */
  missingCardTransactionMembers(transaction: Readonly<Body>): readonly string[];

  /** The transition whose resulting state `transaction` is in (production: `status`); undefined when none. */
  cardTransactionStateOf(transaction: Readonly<Body>): CardTransactionTransition | undefined;
}

export const methods = [
  'cardFundingAccountOf',
  'cardIssueBody',
  'cardIdOf',
  'activateCard',
  'cardStateUpdateBody',
  'otherCardMutations',
  'simulateCardAuthorization',
  'cardAuthorizationBody',
  'simulateCardClearing',
  'cardClearingBody',
  'simulateCardReturn',
  'cardTransactionEventType',
  'isCardTransactionOf',
  'cardTransactionIdOf',
  'missingCardTransactionMembers',
  'cardTransactionStateOf',
] as const satisfies readonly (keyof CardsBinding)[];

/** Production's required members of `CardTransaction`. */
export const productionCardTransactionMembers = [
  'type',
  'id',
  'status',
  'direction',
  'merchant',
  'authorizedAmount',
  'accountId',
  'customerId',
  'platformCustomerId',
  'authorizedAt',
  'createdAt',
  'updatedAt',
] as const;

/**
 * How long a production card may stay `PROCESSING` before the binding gives up, and how often it looks. This waits for
 * the deployment's own issuing process, not sandbox time: it is set-up only (running out is an `error`, never a
 * verdict), and the reference answers a new card `ACTIVE` at once, so the embedded run never waits here.
 */
const defaultActivationTimeoutMs = 60_000;
const activationPollMs = 500;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function accepted(res: ApiResponse, what: string): Body {
  if (res.status < 200 || res.status > 299)
    throw new SetupError(`binding: ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (!isObject(res.json)) throw new SetupError(`binding: ${what} (HTTP ${res.status}) did not answer a JSON object`);
  return res.json;
}

/** A merchant descriptor whose ending production's sandbox reads as `outcome`. */
function merchantDescriptor(outcome: SimulatedAuthorization): string {
  if (outcome === 'approved') return 'CONFORMANCE COFFEE';
  const suffix = cardAuthorizationSuffix(outcome);
  if (suffix === undefined) throw new SetupError(`binding: no merchant descriptor ending leads to ${outcome}`);
  return `CONFORMANCE DELI ${suffix}`;
}

/** Production's body of a simulated authorization. */
function authorizationBody(amount: number, outcome: SimulatedAuthorization): Body {
  return {
    amount,
    currency: { code: 'USD' },
    merchant: { descriptor: merchantDescriptor(outcome), mcc: '5814', country: 'US' },
  };
}

/** Production's body of a simulated clearing. */
function clearingBody(cardTransactionId: string, amount: number): Body {
  return { cardTransactionId, amount };
}

/** The production defaults of {@link CardsBinding}. */
export function create(ctx: BindingContext): CardsBinding {
  const { api } = ctx;
  const readCard = async (cardId: string): Promise<Body> =>
    accepted(await api.call('getCardById', { params: { id: cardId } }), 'GET /cards/{id}');
  return {
    async cardFundingAccountOf(customerId) {
      const res = await api.call('listCustomerInternalAccounts', { query: { customerId } });
      const data = accepted(res, 'GET /customers/internal-accounts')['data'];
      if (!Array.isArray(data)) throw new SetupError('binding: GET /customers/internal-accounts has no "data" array');
      const accounts = data.filter(isObject).filter((a) => typeof a['id'] === 'string');
      const chosen = accounts.find((a) => a['type'] === 'INTERNAL_FIAT') ?? accounts[0];
      if (chosen === undefined)
        throw new SetupError(`binding: customer ${customerId} has no internal account to issue a card on`);
      return String(chosen['id']);
    },

    cardIssueBody(cardholderId, accountId) {
      return { cardholderId, form: 'VIRTUAL', fundingSources: [accountId] };
    },

    cardIdOf(response) {
      const id = (response.json as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string' || id === '')
        throw new SetupError(`binding: the card answer (HTTP ${response.status}) has no string "id"`);
      return id;
    },

    async activateCard(cardId, timeoutMs = defaultActivationTimeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = (await readCard(cardId))['state'];
        if (state === 'ACTIVE') return;
        if (state !== 'PROCESSING' && state !== 'PENDING_KYC')
          throw new SetupError(`binding: the new card is ${String(state)}, not ACTIVE`);
        if (Date.now() >= deadline)
          throw new SetupError(`binding: the new card is still ${state} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, activationPollMs));
      }
    },

    cardStateUpdateBody(state) {
      return { state };
    },

    otherCardMutations(accountId) {
      return [
        { name: 'replace the funding sources', body: { fundingSources: [accountId] } },
        { name: 'set a per-transaction limit', body: { maxSpendPerTransaction: 5_000 } },
        { name: 'clear the per-transaction limit', body: { maxSpendPerTransaction: null } },
      ];
    },

    async simulateCardAuthorization(cardId, amount, outcome) {
      const res = await api.call('sandboxSimulateCardAuthorization', {
        params: { id: cardId },
        json: authorizationBody(amount, outcome),
      });
      const token = accepted(res, 'POST /sandbox/cards/{id}/simulate/authorization')['issuerTransactionToken'];
      if (typeof token !== 'string' || token === '')
        throw new SetupError('binding: the simulation answered no "issuerTransactionToken"');
      return { correlation: token };
    },

    cardAuthorizationBody: authorizationBody,

    async simulateCardClearing(cardId, cardTransactionId, amount) {
      accepted(
        await api.call('sandboxSimulateCardClearing', {
          params: { id: cardId },
          json: clearingBody(cardTransactionId, amount),
        }),
        'POST /sandbox/cards/{id}/simulate/clearing',
      );
    },

    cardClearingBody: clearingBody,

    async simulateCardReturn(cardId, cardTransactionId, amount) {
      accepted(
        await api.call('sandboxSimulateCardReturn', { params: { id: cardId }, json: { cardTransactionId, amount } }),
        'POST /sandbox/cards/{id}/simulate/return',
      );
    },

    cardTransactionEventType(transition) {
      return `${cardTransactionEventPrefix}${transition.toUpperCase().replace(/ /g, '_')}`;
    },

    isCardTransactionOf(transaction, simulation) {
      return transaction['issuerTransactionToken'] === simulation.correlation;
    },

    cardTransactionIdOf(transaction) {
      const id = transaction['id'];
      return typeof id === 'string' && id !== '' ? id : undefined;
    },

    missingCardTransactionMembers(transaction) {
      return productionCardTransactionMembers.filter((member) => !Object.hasOwn(transaction, member));
    },

    cardTransactionStateOf(transaction) {
      const status = transaction['status'];
      return cardTransactionTransitionValues.find(
        (transition) => typeof status === 'string' && status === transition.toUpperCase().replace(/ /g, '_'),
      );
    },
  };
}
