/**
 * 3.3, 9: a card issuance naming what does not exist: a funding source that is no internal account, a cardholder
 * that is no customer. 9 says cards are issued on an internal account and 3.3 that issuance is rejected unless the
 * cardholder's KYC status is `APPROVED`; the status of these refusals is not shown, so the suite asks only what a
 * refusal of the client's mistake is everywhere: a 4xx with the part-7 envelope, never a server error (7.4).
 */
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectClientErrorRefusal } from '../../support/index.ts';
import { createApprovedCardholder } from './support/card-setup.ts';
import { unknownIds } from '../../support/unknown-ids.ts';

const onAccount = '9/jul-2026-card-issuance';
const kycApproved = '3.3/issuance-requires-kyc-approved';

/** Ids that name nothing: one of the identifier form of 2.6, a near miss of a real one, one of no known form. */
function unknownIdsBeside(prefix: string, real: string): string[] {
  const [ofTheForm, notOfTheForm] = unknownIds(prefix);
  return [ofTheForm, `${real}0`, notOfTheForm];
}

describeArea('cards', '3.3, 9: card issuance naming what does not exist', () => {
  conformanceTest(
    "a card issued on a funding source that is no internal account is refused with a 4xx envelope; on the cardholder's account it is issued",
    { clauses: [onAccount, '7/envelope-required-members'], tags: ['sandbox-only'] },
    async (t) => {
      const holder = await createApprovedCardholder(t);
      for (const accountId of unknownIdsBeside('InternalAccount', holder.accountId)) {
        const res = await t.api.call('createCard', { json: t.binding.cardIssueBody(holder.customerId, accountId) });
        expectClientErrorRefusal(res, `a card on funding source ${accountId}`, [onAccount]);
      }
      // The same body is not refused for another reason: on the cardholder's internal account the card is issued.
      const issued = await t.api.call('createCard', {
        json: t.binding.cardIssueBody(holder.customerId, holder.accountId),
      });
      attribute([onAccount], () =>
        expect(issued.status, `a card on the cardholder's account (body: ${issued.text.slice(0, 300)})`).toBeLessThan(
          300,
        ),
      );
    },
  );

  conformanceTest(
    'a card for a cardholder id that names no customer is refused with a 4xx envelope',
    { clauses: [kycApproved, '7/envelope-required-members'], tags: ['sandbox-only'] },
    async (t) => {
      // An APPROVED cardholder's account: only the cardholder id is wrong.
      const holder = await createApprovedCardholder(t);
      for (const cardholderId of unknownIdsBeside('Customer', holder.customerId)) {
        const res = await t.api.call('createCard', { json: t.binding.cardIssueBody(cardholderId, holder.accountId) });
        // No customer, so no KYC status `APPROVED`: 3.3 rejects the issuance.
        expectClientErrorRefusal(res, `a card for cardholder ${cardholderId}`, [kycApproved]);
      }
    },
  );
});
