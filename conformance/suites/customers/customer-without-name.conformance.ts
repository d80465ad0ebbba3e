/**
 * 4.3: `POST /customers` accepts `customerType`, `fullName` and the other listed fields; the document does not say
 * which of them an individual must send. 3.2 decides a sandbox individual's KYC status by the ending of its
 * `fullName`, so an individual sent without one (or with an empty one) is a case a deployment must still answer: created, or
 * refused with a 4xx and the part-7 envelope, never a server error (7.4: 500 is an internal error). Its KYC status is
 * not stated, so it is not asserted.
 */
import fc from 'fast-check';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { individualCustomerArb, withFreshPlatformId } from '../../generators/customers.ts';

const create = '4.3/create-customer';

describeArea('customers', '4.3: an individual customer without a fullName', () => {
  conformanceTest(
    'POST /customers for an individual without a fullName, or with an empty one, is no server error; created, it reads back as that individual',
    { clauses: [create, '7/envelope-required-members'] },
    async (t) => {
      const drawn = fc.sample(individualCustomerArb, { seed: t.run.seed + 11, numRuns: 1 })[0]!;
      const { fullName: _dropped, ...withoutName } = drawn;
      const bodies: [string, Record<string, unknown>][] = [
        ['the drawn individual without its fullName', withoutName],
        ['an individual with only its customerType', { customerType: drawn['customerType'] }],
        ['the drawn individual with an empty fullName', { ...drawn, fullName: '' }],
      ];
      for (const [what, body] of bodies) {
        const res = await t.api.call('createCustomer', { json: withFreshPlatformId(body) });
        attribute([create], () =>
          expect(res.status, `${what} is no server error (body: ${res.text.slice(0, 300)})`).toBeLessThan(500),
        );
        if (res.status >= 400) {
          expectErrorEnvelope(res, res.status);
          continue;
        }
        const id = await t.setup('read the new customer id', async () => t.binding.customerIdOf(res));
        const stored = await t.setup('read the customer back', () => t.binding.getCustomer(id));
        attribute([create], () =>
          expect(stored['customerType'], `${what}, created, reads back as an individual`).toBe(drawn['customerType']),
        );
      }
    },
  );
});
