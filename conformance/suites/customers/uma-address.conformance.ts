import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { individualCustomerArb, withFreshPlatformId } from '../../generators/customers.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, type TestKit } from '../../support/index.ts';
import { createCustomer } from './onboarding-steps.ts';

/** Two individual customer bodies drawn from the run's seed, each with a fresh platformCustomerId. */
function twoCustomers(t: TestKit, offset: number): [Record<string, unknown>, Record<string, unknown>] {
  const [first, second] = fc
    .sample(individualCustomerArb, { seed: t.run.seed + offset, numRuns: 2 })
    .map((c) => withFreshPlatformId(c));
  return [first!, second!];
}

/** The members of a UMA address fresh per run, so that earlier runs against the same deployment cannot hold it. */
function freshUmaAddress(t: TestKit): Record<string, unknown> {
  return t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`);
}

describeArea('customers', '7.3: UMA addresses', () => {
  conformanceTest(
    'a customer claiming a UMA address another customer holds answers 409 UMA_ADDRESS_EXISTS and is not created',
    { clauses: ['7.3/uma-address-exists'] },
    async (t) => {
      const [first, second] = twoCustomers(t, 3);
      const claim = freshUmaAddress(t);
      await createCustomer(t, { ...first, ...claim }, 'create a customer holding the UMA address');
      const res = await t.api.call('createCustomer', { json: { ...second, ...claim } });
      expectErrorEnvelope(res, 409, 'UMA_ADDRESS_EXISTS');
      const retry = await t.api.call('createCustomer', { json: second });
      expect(retry.status, 'the refused customer was not created: its platformCustomerId is still free').toBeLessThan(
        300,
      );
      expect(
        retry.status,
        'the refused customer was not created: its platformCustomerId is still free',
      ).toBeGreaterThanOrEqual(200);
    },
  );

  conformanceTest(
    "a UMA address nobody holds is accepted, and a PATCH claiming another customer's answers 409 UMA_ADDRESS_EXISTS",
    { clauses: ['7.3/uma-address-exists'] },
    async (t) => {
      const [first, second] = twoCustomers(t, 5);
      const held = freshUmaAddress(t);
      await createCustomer(t, { ...first, ...held }, 'create a customer holding a UMA address');
      // Another customer with an address nobody holds: only a taken address is refused.
      const res = await t.api.call('createCustomer', { json: { ...second, ...freshUmaAddress(t) } });
      expect(
        res.status,
        `a free UMA address is accepted (HTTP ${res.status}: ${res.text.slice(0, 200)})`,
      ).toBeGreaterThanOrEqual(200);
      expect(res.status, 'a free UMA address is accepted').toBeLessThan(300);
      const secondId = await t.setup('read the second customer id', async () => t.binding.customerIdOf(res));
      const claim = await t.api.call('updateCustomerById', {
        params: { customerId: secondId },
        json: { customerType: second['customerType'], ...held },
      });
      expectErrorEnvelope(claim, 409, 'UMA_ADDRESS_EXISTS');
    },
  );
});
