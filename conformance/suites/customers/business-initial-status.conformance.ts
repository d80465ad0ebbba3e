import { randomInt } from 'node:crypto';
import { businessRegistrationSuffixes } from '../../../spec/sandbox.ts';
import { businessBodyArb } from '../../generators/customers-verification.ts';
import { drawn, isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';

/** Every listed ending, and an ending of none of them: 3.2's business rows all start from `UNVERIFIED`. */
const endings = [
  ...businessRegistrationSuffixes.rows.flatMap((row) => (row.suffixes === 'other' ? [] : row.suffixes)),
  '999',
];

describeArea('customers', '3.2: a new business starts at kybStatus UNVERIFIED', () => {
  conformanceTest(
    'a business created with any registration number ending has kybStatus UNVERIFIED until it is verified',
    { clauses: ['3.2/business-starts-kyb-unverified'], tags: ['sandbox-only'] },
    async (t) => {
      for (const [index, ending] of endings.entries()) {
        const prefix = String(randomInt(10_000_000, 99_999_999));
        const body = drawn(t, businessBodyArb(`${prefix}${ending}`), 9_300 + index);
        const customerId = await t.setup(`create a business ending ${ending}`, async () => {
          const res = await t.api.call('createCustomer', { json: body });
          if (!isSuccess(res)) throw new Error(`POST /customers answered ${res.status}: ${res.text.slice(0, 300)}`);
          return t.binding.customerIdOf(res);
        });
        const stored = await t.setup('read the business back', () => t.binding.getCustomer(customerId));
        expect(stored['kybStatus'], `a new business whose registration number ends ${ending}`).toBe('UNVERIFIED');
      }
    },
  );
});
