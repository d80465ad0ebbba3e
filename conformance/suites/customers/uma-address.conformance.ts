import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { individualCustomerArb, withFreshPlatformId } from '../../generators/customers.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { createCustomer } from './onboarding-steps.ts';

const envelope = ['7/envelope-required-members', '7/envelope-status-matches-http', '7/envelope-code-from-table'];

describeArea('customers', '7.3: UMA addresses', () => {
  conformanceTest(
    'a customer claiming a UMA address another customer holds answers 409 UMA_ADDRESS_EXISTS and is not created',
    { clauses: ['7.3/uma-address-exists', ...envelope] },
    async (t) => {
      const [first, second] = fc
        .sample(individualCustomerArb, { seed: t.run.seed + 3, numRuns: 2 })
        .map((c) => withFreshPlatformId(c));
      // A fresh address per run, so that earlier runs against the same deployment cannot hold it.
      const claim = t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`);
      await createCustomer(t, { ...first!, ...claim }, 'create a customer holding the UMA address');
      const res = await t.api.post('/customers', { json: { ...second!, ...claim } });
      expectErrorEnvelope(res, 409, 'UMA_ADDRESS_EXISTS');
      const retry = await t.api.post('/customers', { json: second! });
      expect(retry.status, 'the refused customer was not created: its platformCustomerId is still free').toBeLessThan(300);
      expect(retry.status, 'the refused customer was not created: its platformCustomerId is still free').toBeGreaterThanOrEqual(200);
    },
  );
});
