/**
 * The model of a card's state (3.3) for `fc.commands`: a state update or another mutation, each predicted from the
 * table of `spec/state-machines.ts` (the first matching row decides), sent to the deployment, and checked: the
 * answer (a success, or the exact 409 of the row that refuses it) and the state the card reads back afterwards.
 */
import fc from 'fast-check';
import {
  cardMutation,
  cardTransition,
  type CardState,
  type CardTransitionOutcome,
} from '../../../../spec/state-machines.ts';
import { attribute } from '../../../support/attribution.ts';
import { expect, expectErrorEnvelope, type ClauseId, type TestKit } from '../../../support/index.ts';
import { readCard, type IssuedCard } from './card-setup.ts';

export interface CardModel {
  state: CardState;
}

export interface CardReal {
  readonly t: TestKit;
  readonly card: IssuedCard;
}

export type CardCommand = fc.AsyncCommand<CardModel, CardReal>;

/** 7.3: the clause of each card code. */
const codeClauses: Readonly<Record<string, ClauseId>> = {
  INVALID_STATE_TRANSITION: '7.3/invalid-state-transition',
  CARD_ALREADY_CLOSED: '7.3/card-already-closed',
  CARD_NOT_MUTABLE: '7.3/card-not-mutable',
};

/** The clauses an outcome proves: its row's (the one about `from` where the row covers several states) and its code's. */
export function outcomeClauses(outcome: CardTransitionOutcome, from: CardState): ClauseId[] {
  const rowClauses = outcome.row.clauses as readonly ClauseId[];
  const aboutFrom = rowClauses.filter((c) => c.startsWith(`3.3/${from.toLowerCase()}-to-`));
  const clauses = aboutFrom.length > 0 ? aboutFrom : [...rowClauses];
  const code = outcome.allowed ? undefined : codeClauses[outcome.errorCode];
  return code === undefined ? clauses : [...clauses, code];
}

/** Checks the answer to an update the table decides with `outcome`, and the state read back afterwards. */
async function expectDecided(
  r: CardReal,
  res: Awaited<ReturnType<TestKit['api']['call']>>,
  outcome: CardTransitionOutcome,
  from: CardState,
  what: string,
) {
  const clauses = outcomeClauses(outcome, from);
  if (outcome.allowed) {
    attribute(clauses, () =>
      expect(res.status, `${what} on a ${from} card is carried out (body: ${res.text.slice(0, 300)})`).toBeLessThan(
        300,
      ),
    );
  } else {
    attribute(clauses, () =>
      expectErrorEnvelope(res, outcome.httpStatus, outcome.errorCode as Parameters<typeof expectErrorEnvelope>[2]),
    );
  }
  const expected = outcome.allowed ? outcome.to : from;
  const state = (await readCard(r.t, r.card.cardId))['state'];
  attribute(clauses, () => expect(state, `after ${what} on a ${from} card, the card is ${expected}`).toBe(expected));
  return expected;
}

/** A state update requesting `target` (freeze: FROZEN, unfreeze: ACTIVE, close: CLOSED). */
export class RequestState implements CardCommand {
  constructor(readonly target: CardState) {}
  check = () => true;
  async run(m: CardModel, r: CardReal) {
    const from = m.state;
    const res = await r.t.api.call('updateCardById', {
      params: { id: r.card.cardId },
      json: r.t.binding.cardStateUpdateBody(this.target),
    });
    m.state = await expectDecided(r, res, cardTransition(from, this.target), from, `a state update to ${this.target}`);
  }
  toString = () => `RequestState(${this.target})`;
}

/** A mutation other than a state update: the binding's `index`-th (wrapping around). */
export class OtherMutation implements CardCommand {
  constructor(readonly index: number) {}
  check = () => true;
  async run(m: CardModel, r: CardReal) {
    const mutations = r.t.binding.otherCardMutations(r.card.accountId);
    const mutation = mutations[this.index % mutations.length]!;
    const from = m.state;
    const res = await r.t.api.call('updateCardById', { params: { id: r.card.cardId }, json: mutation.body });
    const outcome = cardMutation(from);
    if (outcome) {
      m.state = await expectDecided(r, res, outcome, from, `"${mutation.name}"`);
      return;
    }
    // 3.3 says nothing of such a change to a card that is not CLOSED, but it is no state update: the state stays.
    const state = (await readCard(r.t, r.card.cardId))['state'];
    attribute(['3.3/other-transition-rejected'], () =>
      expect(state, `"${mutation.name}" leaves a ${from} card ${from}`).toBe(from),
    );
  }
  toString = () => `OtherMutation(#${this.index})`;
}

/** Any sequence of state updates (every target from every state) and other mutations. */
export const cardCommands = fc.commands(
  [
    fc.constantFrom<CardState>('ACTIVE', 'FROZEN', 'CLOSED').map((s) => new RequestState(s)),
    fc.nat({ max: 5 }).map((i) => new OtherMutation(i)),
  ],
  { maxCommands: 8 },
);

/** The clauses a fixed sequence from `ACTIVE` puts to the test, read off the table as the model walks it. */
export function clausesOfSequence(sequence: readonly (RequestState | OtherMutation)[]): ClauseId[] {
  let state: CardState = 'ACTIVE';
  const clauses = new Set<ClauseId>(['3.3/card-state-values']);
  for (const command of sequence) {
    const outcome: CardTransitionOutcome | undefined =
      command instanceof RequestState ? cardTransition(state, command.target) : cardMutation(state);
    if (outcome === undefined) {
      clauses.add('3.3/other-transition-rejected');
      continue;
    }
    outcomeClauses(outcome, state).forEach((c) => clauses.add(c));
    if (outcome.allowed) state = outcome.to;
  }
  return [...clauses];
}
