/**
 * 8 limits passkey factors per customer (one each) and 7.3 refuses a second one of the same customer: another
 * customer's factor does not count against it.
 */
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { createRegionCustomer } from './support/sca-setup.ts';

describeArea('sca', '7.3 and 8: the passkey factor limit is per customer', () => {
  conformanceTest(
    "a customer's passkey enrollment is not refused because another customer holds a passkey factor",
    { clauses: ['8/passkey-factor-per-customer-1', '7.3/passkey-already-enrolled'] },
    async (t) => {
      // Other tests may hold factors of their customers on the same deployment: each start below is a first one.
      const expectFirstStartAccepted = async (customerId: string, what: string) => {
        const started = await t.binding.startPasskeyEnrollment(customerId);
        expect(started.status, `${what}: ${started.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
        expect(started.status, `${what}: ${started.text.slice(0, 300)}`).toBeLessThan(300);
      };
      const holder = await createRegionCustomer(t, true, 22);
      await expectFirstStartAccepted(holder, "a customer's first enrollment");
      await t.setup('enroll a passkey factor for one customer', () => t.binding.enrollPasskeyFactor(holder));
      const other = await createRegionCustomer(t, true, 23);
      await expectFirstStartAccepted(other, "another customer's first enrollment, the first customer holding a factor");
      const enrolled = await t.binding.enrollPasskeyFactor(other);
      expect(typeof enrolled.credentialId, 'the other customer holds its own passkey factor').toBe('string');
    },
  );
});
