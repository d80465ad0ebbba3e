/**
 * 9 (July 2026: "full card event simulation in sandbox"): what the simulation answers beyond the happy path. Its
 * bodies and answers are production's (the binding's), so the suite asks only what the document fixes for every
 * answer: an authorization on a `FROZEN` card (3.3) is an ordinary request, not a server error (7.4: 500 is an
 * internal error), whatever the deployment decides about it; a clearing naming a card transaction that does not
 * exist is the client's mistake, refused with a 4xx and the part-7 envelope.
 */
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  expectErrorEnvelope,
} from '../../support/index.ts';
import { createApprovedCardholder, issueActiveCard, readCard } from './support/card-setup.ts';
import { unknownIds } from '../../support/unknown-ids.ts';

const simulated = '9/jul-2026-sandbox-card-simulation';

describeArea('cards', '9: the sandbox card simulation beyond the happy path', () => {
  conformanceTest(
    'an authorization simulated on a FROZEN card is answered without a server error; unfrozen, the same authorization is accepted',
    { clauses: [simulated, '7/envelope-required-members'], tags: ['sandbox-only'] },
    async (t) => {
      const card = await issueActiveCard(t, await createApprovedCardholder(t));
      const setState = (state: 'FROZEN' | 'ACTIVE') =>
        t.setup(`bring the card to ${state}`, async () => {
          const res = await t.api.call('updateCardById', {
            params: { id: card.cardId },
            json: t.binding.cardStateUpdateBody(state),
          });
          if (res.status >= 300) throw new Error(`PATCH /cards/{id} answered ${res.status}: ${res.text.slice(0, 300)}`);
          const read = (await readCard(t, card.cardId))['state'];
          if (read !== state) throw new Error(`the card reads back ${String(read)}, not ${state}`);
        });
      const authorize = () =>
        t.api.call('sandboxSimulateCardAuthorization', {
          params: { id: card.cardId },
          json: t.binding.cardAuthorizationBody(1_000, 'approved'),
        });

      await setState('FROZEN');
      const frozen = await authorize();
      attribute([simulated], () =>
        expect(
          frozen.status,
          `an authorization on the FROZEN card is no server error (body: ${frozen.text.slice(0, 300)})`,
        ).toBeLessThan(500),
      );
      if (frozen.status >= 400) expectErrorEnvelope(frozen, frozen.status);

      // The same body is not refused for another reason: on the card unfrozen it is accepted.
      await setState('ACTIVE');
      const active = await authorize();
      attribute([simulated], () =>
        expect(
          active.status,
          `the same authorization on the ACTIVE card is accepted (body: ${active.text.slice(0, 300)})`,
        ).toBeLessThan(300),
      );
    },
  );

  conformanceTest(
    'a clearing simulated against a card transaction that does not exist is refused with a 4xx envelope',
    { clauses: [simulated, '7/envelope-required-members'], tags: ['sandbox-only'] },
    async (t) => {
      const card = await issueActiveCard(t, await createApprovedCardholder(t));
      for (const cardTransactionId of unknownIds('CardTransaction')) {
        const res = await t.api.call('sandboxSimulateCardClearing', {
          params: { id: card.cardId },
          json: t.binding.cardClearingBody(cardTransactionId, 100),
        });
        const what = `a clearing of card transaction ${cardTransactionId}`;
        expectClientErrorRefusal(res, what, [simulated]);
      }
    },
  );
});
