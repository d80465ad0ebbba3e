/**
 * An update naming no customer. The document does not give the status (production's 404 is not shown), so the test
 * asserts what part 7 does fix: the request is the client's mistake, refused with a 4xx and the error envelope, not a
 * 500 (7.4: an internal error), and no existing customer takes the update.
 */
import fc from 'fast-check';
import { conformanceTest, describeArea, expect, expectClientErrorRefusal } from '../../support/index.ts';
import { addressArb, individualCustomerArb, withFreshPlatformId } from '../../generators/customers.ts';

describeArea('customers', '4.3, 7: an update of an unknown customer', () => {
  conformanceTest(
    'PATCH /customers/{customerId} naming no customer is refused with a 4xx envelope and changes no customer',
    { clauses: ['4.3/update-customer', '7/envelope-required-members', '7/envelope-status-matches-http'] },
    async (t) => {
      const body = withFreshPlatformId(fc.sample(individualCustomerArb, { seed: t.run.seed + 7, numRuns: 1 })[0]!);
      const id = await t.setup('create a customer', async () => {
        const res = await t.api.call('createCustomer', { json: body });
        if (res.status < 200 || res.status > 299) throw new Error(`POST /customers answered ${res.status}`);
        return t.binding.customerIdOf(res);
      });
      const before = await t.setup('read the customer back', () => t.binding.getCustomer(id));
      const [address] = fc.sample(addressArb, { seed: t.run.seed + 8, numRuns: 1 });
      // Near misses of a real id (one character more, its case changed) beside an id of no known shape.
      const unknownIds = [
        `${id}0`,
        id.toUpperCase() === id ? `${id.slice(0, -1)}x` : id.toUpperCase(),
        'not-a-customer',
      ];
      for (const customerId of unknownIds) {
        const res = await t.api.call('updateCustomerById', {
          params: { customerId },
          json: { customerType: body['customerType'], address },
        });
        expectClientErrorRefusal(res, `an update of unknown customer ${customerId}`);
      }
      const after = await t.setup('read the customer back', () => t.binding.getCustomer(id));
      expect(after['address'], 'the existing customer did not take the update').toEqual(before['address']);
      expect(after['updatedAt'], 'the existing customer was not updated').toEqual(before['updatedAt']);
    },
  );
});
