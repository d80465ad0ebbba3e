import {
  cardMutation,
  cardTransition,
  type CardState,
  type CardTransitionOutcome,
  type CardTransitionRow,
} from '../../spec/state-machines.ts';
import type { ErrorCode, RequestBody } from '../../spec/keys/index.ts';
import { documentedError, type ApiError } from '../http/api-error.ts';

/** A card update that passed schema validation (`CardUpdateRequest`). */
export type CardUpdate = RequestBody<'updateCardById'>;

function refusal(outcome: Extract<CardTransitionOutcome, { allowed: false }>, current: CardState): ApiError {
  return documentedError(
    outcome.errorCode as ErrorCode,
    `The card is ${current}: ${outcome.row.trigger} is refused (${outcome.row.also}).`,
  );
}

/**
 * 3.3: the one decision on a card update. The state the card moves to (its current state when the update asks for
 * none), or the 409 of the row of `rows` that refuses it: a requested state through the transition rows, any other
 * change through the rows about mutations.
 */
export function decideCardUpdate(
  current: CardState,
  update: CardUpdate,
  rows: readonly CardTransitionRow[],
): CardState {
  let next = current;
  if (update.state !== undefined) {
    const transition = cardTransition(current, update.state, rows);
    if (!transition.allowed) throw refusal(transition, current);
    next = transition.to;
  }
  const otherChanges = update.fundingSources !== undefined || update.maxSpendPerTransaction !== undefined;
  if (otherChanges) {
    const mutation = cardMutation(current, rows);
    if (mutation && !mutation.allowed) throw refusal(mutation, current);
  }
  return next;
}
