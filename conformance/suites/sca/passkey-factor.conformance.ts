import { conformanceTest, describeArea, expectErrorEnvelope, expect } from '../../support/index.ts';
import { createRegionCustomer } from './support/sca-setup.ts';

describeArea('sca', '7.3 and 8: one passkey factor per customer', () => {
  conformanceTest(
    'a second passkey enrollment answers 409 PASSKEY_ALREADY_ENROLLED; after deleting the first, enrolling works again',
    { clauses: ['7.3/passkey-already-enrolled', '8/passkey-factor-per-customer-1'] },
    async (t) => {
      const customerId = await createRegionCustomer(t, true, 20);
      const first = await t.setup('enroll a passkey factor', () => t.binding.enrollPasskeyFactor(customerId));
      const second = await t.binding.startPasskeyEnrollment(customerId);
      expectErrorEnvelope(second, 409, 'PASSKEY_ALREADY_ENROLLED');
      await t.setup('delete the enrolled passkey', () => t.binding.deletePasskeyFactor(customerId, first.credentialId));
      const again = await t.setup('enroll a passkey after the delete', () => t.binding.enrollPasskeyFactor(customerId));
      expect(again.credentialId, 'a new passkey is enrolled once the first is deleted').not.toBe(first.credentialId);
    },
  );

  conformanceTest(
    'passkey enrollment answers 409 for a customer whose provider does not require SCA',
    { clauses: ['7.3/sca-not-required-409', '1/sca-endpoints-409-outside-sca-regions'] },
    async (t) => {
      const customerId = await createRegionCustomer(t, false, 21);
      expectErrorEnvelope(await t.binding.startPasskeyEnrollment(customerId), 409);
    },
  );
});
