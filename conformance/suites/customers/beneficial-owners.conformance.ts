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
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { createCustomer, submitVerification } from './onboarding-steps.ts';
import { everyOf, oneofKeeping } from '../../properties/fixed-examples.ts';

/** Registration-number suffixes with which a business resolves terminally (002 rejects, any other approves). */
const terminalRows = businessVerificationRows.filter((r) => r.to !== 'unchanged');
const terminalSuffixArb = oneofKeeping(
  ...terminalRows.map((r) =>
    r.suffixes === 'other' ? otherSuffixArb(businessRegistrationSuffixes) : everyOf(r.suffixes),
  ),
);

describeArea('customers', '2.6 and 4.5: beneficial owners', () => {
  conformanceTest(
    'a beneficial owner carries personalInfo.lastName and kycStatus',
    { clauses: ['2.6/beneficial-owner-fields'] },
    async (t) => {
      const [body, lastName] = fc.sample(fc.tuple(businessBodyArb(`REG${t.run.seed}`), namePrefixArb), {
        seed: t.run.seed,
        numRuns: 1,
      })[0]!;
      const businessId = await createCustomer(t, body, 'create a business');
      const ownerId = await t.setup('add a beneficial owner', () =>
        t.binding.createBeneficialOwner({ customerId: businessId, lastName }),
      );
      const owner = await t.setup('read the owner back', () => t.binding.getBeneficialOwner(ownerId));
      const personalInfo = owner['personalInfo'] as Record<string, unknown> | undefined;
      expect(personalInfo?.['lastName'], 'personalInfo.lastName is the one given').toBe(lastName);
      expect(typeof owner['kycStatus'], 'the owner carries a kycStatus').toBe('string');
    },
  );

  conformanceTest(
    'for any last-name prefix, each suffix gives the documented kycStatus once the business resolves terminally',
    { clauses: beneficialOwnerSuffixes.rows.flatMap((r) => r.clauses), tags: ['sandbox-only'] },
    async (t) => {
      await t.property(
        [
          namePrefixArb,
          otherSuffixArb(beneficialOwnerSuffixes),
          registrationPrefixArb,
          terminalSuffixArb,
          fc.integer(),
        ],
        async (prefix, other, registrationPrefix, registrationSuffix, seed) => {
          const registrationNumber = `${registrationPrefix}${registrationSuffix}`;
          const body = fc.sample(businessBodyArb(registrationNumber), { seed, numRuns: 1 })[0]!;
          const businessId = await createCustomer(t, body, 'create a business');
          // The owners are independent of each other: added at once, read back at once.
          const owners = await t.setup('add one beneficial owner per last-name suffix', () =>
            mapAtOnce(suffixesOfEveryRow(beneficialOwnerSuffixes, other), requestsAtOnce(t), async (suffix) => {
              const lastName = `${prefix}${suffix}`;
              return { lastName, id: await t.binding.createBeneficialOwner({ customerId: businessId, lastName }) };
            }),
          );
          await t.setup('resolve the business terminally through its registration number', async () => {
            const res = await submitVerification(t, businessId);
            const expected = rowForValue(businessRegistrationSuffixes, registrationSuffix).outcome.verificationStatus;
            const status = (res.json as { verificationStatus?: unknown } | undefined)?.verificationStatus;
            if (status !== expected) {
              throw new Error(`POST /verifications answered ${res.status} ${res.text}, not ${expected}`);
            }
          });
          const read = await mapAtOnce(owners, requestsAtOnce(t), ({ id }) =>
            t.setup('read the owner back', () => t.binding.getBeneficialOwner(id)),
          );
          owners.forEach(({ lastName }, i) => {
            const row = rowForValue(beneficialOwnerSuffixes, lastName);
            attribute(row.clauses, () =>
              expect(read[i]!['kycStatus'], `kycStatus of owner "${lastName}"`).toBe(row.outcome.kycStatus),
            );
          });
        },
        { independentRuns: true },
      );
    },
  );
});
