import { individualCustomerSuffixes } from '../../../spec/sandbox.ts';
import { individualOutcomeForSuffix } from '../../../spec/state-machines.ts';
import { namePrefixArb, otherSuffixArb, suffixesOfEveryRow } from '../../generators/customers-verification.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, type TestKit } from '../../support/index.ts';
import { createCardholder, readCard } from './support/card-setup.ts';
import { everyOf, oneofKeeping } from '../../properties/fixed-examples.ts';

const refusedClauses = ['3.3/issuance-requires-kyc-approved', '7.1/cardholder-kyc-not-approved'] as const;
const issuedClauses = ['9/jul-2026-card-issuance'] as const;

/** Endings next to the listed ones, tried every run beside the drawn ones: they fall in the "any other" row. */
const nearMisses = ['000', '004', '010', '100', '0O1', '1001'];

/** Issues a card to a new individual whose `fullName` is `prefix` + `suffix`, and checks the answer 3.3 gives for it. */
async function issueFor(t: TestKit, prefix: string, suffix: string): Promise<void> {
  const fullName = `${prefix}${suffix}`;
  const row = individualOutcomeForSuffix(suffix);
  const holder = await createCardholder(t, fullName);
  const res = await t.api.call('createCard', { json: t.binding.cardIssueBody(holder.customerId, holder.accountId) });
  if (row.to === 'APPROVED') {
    attribute(issuedClauses, () =>
      expect(
        res.status,
        `a card for an APPROVED cardholder ("${fullName}") is issued (body: ${res.text.slice(0, 300)})`,
      ).toBeLessThan(300),
    );
    const card = await readCard(t, t.binding.cardIdOf(res));
    attribute(issuedClauses, () => expect(card['id'], 'the issued card reads back').toBe(t.binding.cardIdOf(res)));
  } else {
    attribute(refusedClauses, () => expectErrorEnvelope(res, 400, 'CARDHOLDER_KYC_NOT_APPROVED'));
  }
}

describeArea('cards', '3.3, 7.1, 9: card issuance and the cardholder KYC status', () => {
  conformanceTest(
    'a card is issued only to a cardholder whose KYC is APPROVED, for every KYC outcome of 3.2',
    { clauses: [...refusedClauses, ...issuedClauses], tags: ['sandbox-only'], timeoutMs: 240_000 },
    async (t) => {
      // Every row, and near misses of the listed endings, every run; then drawn names and endings.
      // Each to a cardholder of its own: at once (the earliest failing suffix is the one reported).
      await mapAtOnce(
        [...suffixesOfEveryRow(individualCustomerSuffixes, 'xyz'), ...nearMisses],
        requestsAtOnce(t),
        (suffix) => issueFor(t, 'Card Holder ', suffix),
      );
      const suffixArb = oneofKeeping(
        everyOf(suffixesOfEveryRow(individualCustomerSuffixes, 'abc')),
        otherSuffixArb(individualCustomerSuffixes),
      );
      await t.property([namePrefixArb, suffixArb], (prefix, suffix) => issueFor(t, prefix, suffix), {
        independentRuns: true,
      });
    },
  );
});
