import fc from 'fast-check';
import {
  businessBodyArb,
  individualBody,
  individualDataArb,
  namePrefixArb,
} from '../../generators/customers-verification.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { createCustomer } from './onboarding-steps.ts';

/** The identity members individuals and beneficial owners share (9, August 2026). */
const sharedIdentityRead = ['idType', 'countryOfIssuance'] as const;

describeArea('customers', '9: identity fields shared by individuals and beneficial owners', () => {
  conformanceTest(
    'an individual accepts idType, identifier and countryOfIssuance, and keeps idType and countryOfIssuance',
    { clauses: ['9/aug-2026-shared-identity-fields'] },
    async (t) => {
      const [prefix, data] = fc.sample(fc.tuple(namePrefixArb, individualDataArb), {
        seed: t.run.seed + 5,
        numRuns: 1,
      })[0]!;
      const res = await t.api.call('createCustomer', { json: individualBody(prefix, data) });
      expect(res.status, 'the customer is created').toBeGreaterThanOrEqual(200);
      expect(res.status, 'the customer is created').toBeLessThan(300);
      const id = await t.setup('read the new customer id', async () => t.binding.customerIdOf(res));
      const stored = await t.setup('read the customer back', () => t.binding.getCustomer(id));
      // `identifier` is a secret kept write-only by production; the two others must read back as sent.
      for (const member of sharedIdentityRead) expect(stored[member], `${member} is kept`).toBe(data[member]);
    },
  );

  conformanceTest(
    'a beneficial owner accepts idType, identifier and countryOfIssuance, and keeps idType and countryOfIssuance',
    { clauses: ['9/aug-2026-shared-identity-fields'] },
    async (t) => {
      const [body, lastName] = fc.sample(fc.tuple(businessBodyArb(`REG${t.run.seed}`), namePrefixArb), {
        seed: t.run.seed + 6,
        numRuns: 1,
      })[0]!;
      const businessId = await createCustomer(t, body, 'create a business');
      const ownerId = await t.setup('add a beneficial owner with its identity document', () =>
        t.binding.createBeneficialOwner({ customerId: businessId, lastName }),
      );
      const owner = await t.setup('read the owner back', () => t.binding.getBeneficialOwner(ownerId));
      const personalInfo = (owner['personalInfo'] ?? {}) as Record<string, unknown>;
      for (const member of sharedIdentityRead) {
        expect(typeof personalInfo[member], `personalInfo.${member} is kept`).toBe('string');
      }
    },
  );
});
