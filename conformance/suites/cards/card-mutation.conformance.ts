/**
 * 3.3, 7.3: a mutation other than a state update (the binding's: replacing the funding sources, setting or clearing
 * the per-transaction limit) of a card that is not `CLOSED`. 3.3 refuses "any mutation" only of a `CLOSED` card
 * (`CARD_NOT_MUTABLE`: "Card is closed"; `CARD_ALREADY_CLOSED` a close of one) and refuses with
 * `INVALID_STATE_TRANSITION` only a requested transition, so none of these answers such a mutation of an `ACTIVE` or
 * `FROZEN` card, nor does a server error; the state stays.
 * Whether the deployment carries the change out is not stated, so it is not asserted.
 */
import { cardTransitionRows, type CardTransitionOutcome } from '../../../spec/state-machines.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, type ClauseId, type TestKit } from '../../support/index.ts';
import { outcomeClauses } from './support/card-model.ts';
import { createApprovedCardholder, issueActiveCard, readCard, type IssuedCard } from './support/card-setup.ts';

/** The refusals of 3.3 (a closed card, a transition not in the table), each with the clauses its row and code prove. */
const refusals = cardTransitionRows.flatMap((row) => {
  if (row.to !== 'rejected' || row.errorCode === undefined) return [];
  const outcome: CardTransitionOutcome = { allowed: false, httpStatus: 409, errorCode: row.errorCode, row };
  return [{ code: row.errorCode, row, clauses: outcomeClauses(outcome, 'CLOSED') }];
});
const refusalClauses: ClauseId[] = [...new Set(refusals.flatMap((r) => r.clauses))];
const transitionOnly = refusals.find((r) => r.row.from === 'any')!.clauses;
/** The rows that refuse an update asking for no state ("any mutation", "any" requested transition). */
const mutationClauses: ClauseId[] = [
  ...new Set(refusals.filter((r) => r.row.requested === 'any').flatMap((r) => r.clauses)),
];

/** The error code of an answer, when it has one. */
function codeOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)['code'] : undefined;
}

/** Sends every other mutation to `card`, now `state`: none is refused as 3.3 refuses a closed card or a transition. */
async function expectMutationsNotRefusedAsClosed(
  t: TestKit,
  card: IssuedCard,
  state: 'ACTIVE' | 'FROZEN',
): Promise<void> {
  for (const mutation of t.binding.otherCardMutations(card.accountId)) {
    const what = `"${mutation.name}" on the ${state} card`;
    const res = await t.api.call('updateCardById', { params: { id: card.cardId }, json: mutation.body });
    const answer = `${res.status} ${res.text.slice(0, 300)}`;
    attribute(mutationClauses, () =>
      expect(res.status, `${what} is no server error (answered ${answer})`).toBeLessThan(500),
    );
    for (const refusal of refusals) {
      attribute(refusal.clauses, () =>
        expect(
          codeOf(res.json),
          `${what} is not refused as "${refusal.row.trigger}" (${refusal.row.from === 'any' ? 'any' : refusal.row.from.join(', ')}) (answered ${answer})`,
        ).not.toBe(refusal.code),
      );
    }
    const after = (await readCard(t, card.cardId))['state'];
    attribute(transitionOnly, () => expect(after, `${what} leaves the card ${state}`).toBe(state));
  }
}

describeArea('cards', '3.3, 7.3: mutations of a card that is not closed', () => {
  conformanceTest(
    'a mutation other than a state update of an ACTIVE or FROZEN card is refused with none of the 409 codes of 3.3',
    { clauses: refusalClauses, tags: ['sandbox-only'] },
    async (t) => {
      const card = await issueActiveCard(t, await createApprovedCardholder(t));
      await expectMutationsNotRefusedAsClosed(t, card, 'ACTIVE');
      await t.setup('freeze the card', async () => {
        const res = await t.api.call('updateCardById', {
          params: { id: card.cardId },
          json: t.binding.cardStateUpdateBody('FROZEN'),
        });
        if (res.status >= 300) throw new Error(`freezing the card answered ${res.status}: ${res.text.slice(0, 300)}`);
      });
      await expectMutationsNotRefusedAsClosed(t, card, 'FROZEN');
    },
  );
});
