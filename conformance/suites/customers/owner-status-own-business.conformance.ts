/**
 * 4.5: the last-name suffix of a beneficial owner applies "when the business resolves terminally through its
 * registration number": the owner's own business. Another business resolving leaves the owner's kycStatus as it was.
 */
import fc from 'fast-check';
import { beneficialOwnerSuffixes, businessRegistrationSuffixes, rowForValue } from '../../../spec/sandbox.ts';
import { businessVerificationRows } from '../../../spec/state-machines.ts';
import {
  businessBodyArb,
  namePrefixArb,
  otherSuffixArb,
  registrationPrefixArb,
  suffixesOfEveryRow,
} from '../../generators/customers-verification.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { createCustomer, submitVerification } from './onboarding-steps.ts';

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0]!;

/** The row without an automatic decision (001, 003) and the approving row that skips validation. */
const undecidedRow = businessVerificationRows.find((r) => r.to === 'unchanged');
if (!undecidedRow || undecidedRow.suffixes === 'other') throw new Error('spec: 3.2 has no undecided business row');
const undecidedSuffix = undecidedRow.suffixes[0]!;

describeArea('customers', '4.5: an owner takes its status from its own business', () => {
  conformanceTest(
    "another business resolving terminally leaves the kycStatus of an unresolved business's owners as it was",
    { clauses: beneficialOwnerSuffixes.rows.flatMap((r) => r.clauses), tags: ['sandbox-only'] },
    async (t) => {
      const seed = t.run.seed;
      const prefix = sample(namePrefixArb, seed + 21);
      const waitingId = await createCustomer(
        t,
        sample(businessBodyArb(`${sample(registrationPrefixArb, seed + 22)}${undecidedSuffix}`), seed + 23),
        'create a business without an automatic decision',
      );
      const owners = await t.setup('add one beneficial owner per last-name suffix', async () => {
        const added: { lastName: string; id: string; before: unknown }[] = [];
        for (const suffix of suffixesOfEveryRow(
          beneficialOwnerSuffixes,
          sample(otherSuffixArb(beneficialOwnerSuffixes), seed + 24),
        )) {
          const lastName = `${prefix}${suffix}`;
          const id = await t.binding.createBeneficialOwner({ customerId: waitingId, lastName });
          added.push({ lastName, id, before: (await t.binding.getBeneficialOwner(id))['kycStatus'] });
        }
        return added;
      });
      const approving = `${sample(registrationPrefixArb, seed + 25)}${sample(otherSuffixArb(businessRegistrationSuffixes), seed + 26)}`;
      const resolvedId = await createCustomer(
        t,
        sample(businessBodyArb(approving), seed + 27),
        'create another business',
      );
      await t.setup('resolve the other business terminally through its registration number', async () => {
        const res = await submitVerification(t, resolvedId);
        if (res.status < 200 || res.status > 299)
          throw new Error(`POST /verifications answered ${res.status}: ${res.text}`);
      });
      for (const { lastName, id, before } of owners) {
        const owner = await t.setup('read the owner back', () => t.binding.getBeneficialOwner(id));
        attribute(rowForValue(beneficialOwnerSuffixes, lastName).clauses, () =>
          expect(owner['kycStatus'], `kycStatus of owner "${lastName}" of the unresolved business`).toBe(before),
        );
      }
    },
  );
});
