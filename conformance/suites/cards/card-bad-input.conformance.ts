/**
 * Bad card updates: unknown card ids, states 3.3 does not list, members of the wrong type, a close combined with
 * other changes. Each is refused with a 4xx and the part-7 envelope, never a 5xx, and leaves the card as it was.
 */
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectClientErrorRefusal, type TestKit } from '../../support/index.ts';
import { createApprovedCardholder, issueActiveCard, readCard } from './support/card-setup.ts';
import { unknownIds } from '../../support/unknown-ids.ts';

async function expectUnchanged(
  t: TestKit,
  cardId: string,
  before: Record<string, unknown>,
  what: string,
): Promise<void> {
  const after = await readCard(t, cardId);
  attribute(['3.3/card-state-values'], () =>
    expect(after['state'], `${what} leaves the card ${String(before['state'])}`).toBe(before['state']),
  );
}

describeArea('cards', '3.3, 7: bad card updates', () => {
  conformanceTest(
    'an unknown card id, a state 3.3 does not list or a member of the wrong type is refused with a 4xx envelope, the card unchanged',
    { clauses: ['3.3/card-state-values', '3.3/other-transition-rejected'], tags: ['sandbox-only'] },
    async (t) => {
      const card = await issueActiveCard(t, await createApprovedCardholder(t));
      const before = await readCard(t, card.cardId);
      const unknown = [
        ...unknownIds('Card'),
        card.cardId.toUpperCase() === card.cardId ? 'X' : card.cardId.toUpperCase(),
      ];
      const bodies: [string, unknown][] = [
        ['the state PROCESSING (not one of 3.3)', { ...t.binding.cardStateUpdateBody('FROZEN'), state: 'PROCESSING' }],
        ['the state "frozen" (lower case)', { ...t.binding.cardStateUpdateBody('FROZEN'), state: 'frozen' }],
        ['the state "FROZEN " (trailing space)', { ...t.binding.cardStateUpdateBody('FROZEN'), state: 'FROZEN ' }],
        ['a numeric state', { ...t.binding.cardStateUpdateBody('FROZEN'), state: 1 }],
        ['a null state', { ...t.binding.cardStateUpdateBody('FROZEN'), state: null }],
        ['an array for the state', { ...t.binding.cardStateUpdateBody('FROZEN'), state: ['FROZEN'] }],
        ['a JSON array body', [t.binding.cardStateUpdateBody('FROZEN')]],
      ];
      // Calls naming no card change none, and every bad update of the card is refused: all at once, judged in order
      // (each unknown id's update, then its read; then each bad update). An update that changed the card shows in the
      // read after them all: none of them moves it back to ACTIVE.
      const unknownCalls = unknown.flatMap((id) => [
        () => t.api.call('updateCardById', { params: { id }, json: t.binding.cardStateUpdateBody('FROZEN') }),
        () => t.api.call('getCardById', { params: { id } }),
      ]);
      const badUpdates = bodies.map(
        ([, json]) =>
          () =>
            t.api.call('updateCardById', { params: { id: card.cardId }, json }),
      );
      const answers = await mapAtOnce([...unknownCalls, ...badUpdates], requestsAtOnce(t), (call) => call());
      unknown.forEach((id, i) => {
        expectClientErrorRefusal(answers[2 * i]!, `an update of unknown card ${id}`);
        expectClientErrorRefusal(answers[2 * i + 1]!, `a read of unknown card ${id}`);
      });
      bodies.forEach(([what], i) => {
        attribute(['3.3/other-transition-rejected'], () =>
          expectClientErrorRefusal(answers[unknownCalls.length + i]!, `an update with ${what}`),
        );
      });
      await expectUnchanged(t, card.cardId, before, 'the bad updates');
    },
  );

  conformanceTest(
    'a close combined with other changes is refused with a 4xx envelope and the card unchanged, or carried out as the close',
    { clauses: ['3.3/active-to-closed'], tags: ['sandbox-only'] },
    async (t) => {
      const card = await issueActiveCard(t, await createApprovedCardholder(t));
      const before = await readCard(t, card.cardId);
      for (const mutation of t.binding.otherCardMutations(card.accountId)) {
        const what = `a close combined with "${mutation.name}"`;
        const res = await t.api.call('updateCardById', {
          params: { id: card.cardId },
          json: { ...t.binding.cardStateUpdateBody('CLOSED'), ...mutation.body },
        });
        expect(res.status, `${what} is not a server error`).toBeLessThan(500);
        if (res.status >= 400) {
          expectClientErrorRefusal(res, what);
          await expectUnchanged(t, card.cardId, before, what);
        } else {
          // Production refuses it; the document does not say. Carried out, it is the close of 3.3.
          const after = await readCard(t, card.cardId);
          attribute(['3.3/active-to-closed'], () =>
            expect(after['state'], `${what}, carried out, closes the card`).toBe('CLOSED'),
          );
          return;
        }
      }
    },
  );
});
