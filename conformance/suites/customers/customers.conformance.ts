import fc from 'fast-check';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, expectSchema } from '../../support/index.ts';
import { addressArb, individualCustomerArb, withFreshPlatformId } from '../../generators/customers.ts';
import { requestsAtOnce } from '../../support/at-once.ts';
import { ExclusivePool } from '../../support/exclusive-pool.ts';

describeArea('customers', '4.3: customers and end-user terms', () => {
  conformanceTest(
    'GET /customers/end-user-terms returns the current terms URL and version',
    { clauses: ['4.3/end-user-terms-url-and-version'] },
    async (t) => {
      const res = await t.api.call('getEndUserTerms');
      expect(res.status).toBe(200);
      expectSchema(res.json, 'EndUserTerms');
      const terms = await t.setup('read the terms URL and version', async () => t.binding.endUserTermsOf(res));
      expect(() => new URL(terms.url), 'the terms URL is an absolute URL').not.toThrow();
      expect(terms.version.length, 'version is not empty').toBeGreaterThan(0);
    },
  );

  conformanceTest(
    'POST /customers creates an individual customer with the listed fields and no enhanced due diligence field',
    { clauses: ['4.3/create-customer', '2.6/edd-fields-optional', '9/aug-2026-edd-fields-optional'] },
    async (t) => {
      const body = withFreshPlatformId(fc.sample(individualCustomerArb, { seed: t.run.seed, numRuns: 1 })[0]!);
      const res = await t.api.call('createCustomer', { json: body });
      expect(res.status, 'creation succeeds').toBeGreaterThanOrEqual(200);
      expect(res.status, 'creation succeeds').toBeLessThan(300);
      const id = await t.setup('read the new customer id', async () => t.binding.customerIdOf(res));
      const stored = await t.setup('read the customer back', () => t.binding.getCustomer(id));
      expect(stored['customerType']).toBe(body['customerType']);
      expect(stored['platformCustomerId']).toBe(body['platformCustomerId']);
      expect(stored['fullName']).toBe(body['fullName']);
    },
  );

  conformanceTest(
    'a platformCustomerId that collides with an active customer answers 409 CONFLICT',
    { clauses: ['4.3/platform-customer-id-conflict', '7.3/conflict-generic'] },
    async (t) => {
      const [first, second] = fc
        .sample(individualCustomerArb, { seed: t.run.seed + 1, numRuns: 2 })
        .map((c) => withFreshPlatformId(c));
      await t.setup('create the first customer', async () => {
        const res = await t.api.call('createCustomer', { json: first });
        if (res.status < 200 || res.status > 299) throw new Error(`POST /customers answered ${res.status}`);
      });
      const clash = { ...second!, platformCustomerId: first!['platformCustomerId'] };
      const res = await t.api.call('createCustomer', { json: clash });
      expectErrorEnvelope(res, 409, 'CONFLICT');
    },
  );

  conformanceTest(
    'a platformCustomerId held only by a customer no longer active can be used by a new customer',
    { clauses: ['4.3/platform-customer-id-free-when-not-active'] },
    async (t) => {
      const [first, second] = fc
        .sample(individualCustomerArb, { seed: t.run.seed + 3, numRuns: 2 })
        .map((c) => withFreshPlatformId(c));
      const firstId = await t.setup('create the first customer', async () => {
        const res = await t.api.call('createCustomer', { json: first });
        if (res.status < 200 || res.status > 299) throw new Error(`POST /customers answered ${res.status}`);
        return t.binding.customerIdOf(res);
      });
      await t.setup('make the first customer no longer active', () => t.binding.deactivateCustomer(firstId));
      const reuse = { ...second!, platformCustomerId: first!['platformCustomerId'] };
      const res = await t.api.call('createCustomer', { json: reuse });
      expect(res.status, 'the create succeeds').toBeGreaterThanOrEqual(200);
      expect(res.status, 'the create succeeds').toBeLessThan(300);
      const id = await t.setup('read the new customer id', async () => t.binding.customerIdOf(res));
      expect(id, 'a new customer, not the one no longer active').not.toBe(firstId);
      const stored = await t.setup('read the new customer back', () => t.binding.getCustomer(id));
      expect(stored['platformCustomerId']).toBe(first!['platformCustomerId']);
    },
  );

  conformanceTest(
    'PATCH /customers/{customerId} with customerType and a changed field updates the customer',
    { clauses: ['4.3/update-customer'] },
    async (t) => {
      const body = withFreshPlatformId(fc.sample(individualCustomerArb, { seed: t.run.seed + 2, numRuns: 1 })[0]!);
      // One customer of this body for each run in flight: a run updates and reads back a customer no other run
      // changes meanwhile.
      const customers = new ExclusivePool(
        await Promise.all(
          Array.from({ length: Math.min(requestsAtOnce(t), t.run.runs) }, () =>
            t.setup('create a customer', async () => {
              const res = await t.api.call('createCustomer', { json: withFreshPlatformId(body) });
              if (res.status < 200 || res.status > 299) throw new Error(`POST /customers answered ${res.status}`);
              return t.binding.customerIdOf(res);
            }),
          ),
        ),
      );
      await t.property(
        [addressArb],
        (address) =>
          customers.with(async (id) => {
            const res = await t.api.call('updateCustomerById', {
              params: { customerId: id },
              json: { customerType: body['customerType'], address },
            });
            expect(res.status, 'the update succeeds').toBeGreaterThanOrEqual(200);
            expect(res.status, 'the update succeeds').toBeLessThan(300);
            const stored = await t.setup('read the customer back', () => t.binding.getCustomer(id));
            expect(stored['address'], 'the changed field is stored').toMatchObject(address);
            expect(stored['fullName'], 'fields not sent are kept').toBe(body['fullName']);
          }),
        { independentRuns: true },
      );
    },
  );
});
