import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { createRegionCustomer } from './support/sca-setup.ts';

describeArea('customers', '1 and 7.3: contact verification only where the provider mandates it', () => {
  conformanceTest(
    'contact verification answers 409 for a customer whose payment provider does not mandate it, and starts for one whose provider does',
    { clauses: ['1/contact-verification-409-when-not-mandated', '7.3/contact-verification-not-required-409'] },
    async (t) => {
      const outside = await createRegionCustomer(t, false, 30);
      expectErrorEnvelope(await t.binding.startContactVerification(outside), 409);
      // The same call is reachable and accepted where the provider mandates it: the 409 above is about the provider.
      const inside = await createRegionCustomer(t, true, 31);
      const started = await t.binding.startContactVerification(inside);
      expect(started.status, `where it is mandated: ${started.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(started.status).toBeLessThan(300);
    },
  );
});
