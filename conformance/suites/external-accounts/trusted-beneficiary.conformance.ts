import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { createCustomerAccount, createRegionCustomer, scaLogin } from '../sca/support/sca-setup.ts';

const deleted = '4.3/delete-trusted-beneficiary-409';
const untrust = '4.3/untrust-beneficiary';

describeArea('sca', '4.3 and 7.3: a trusted beneficiary cannot be deleted until it is untrusted', () => {
  conformanceTest(
    'deleting a trusted beneficiary answers 409 BENEFICIARY_TRUSTED and keeps it; after untrust and confirm the delete succeeds',
    { clauses: [deleted, '7.3/beneficiary-trusted', untrust], tags: ['sandbox-only'] },
    async (t) => {
      const customerId = await createRegionCustomer(t, true, 40);
      const externalAccountId = await createCustomerAccount(t, customerId, 40);
      await scaLogin(t, customerId);
      await t.setup('make the account a trusted beneficiary', () => t.binding.trustBeneficiary(externalAccountId));
      const params = { externalAccountId };

      const refused = await t.api.call('deleteCustomerExternalAccountById', { params });
      expectErrorEnvelope(refused, 409, 'BENEFICIARY_TRUSTED');
      const kept = await t.api.call('getCustomerExternalAccountById', { params });
      attribute([deleted, '7.3/beneficiary-trusted'], () =>
        expect(kept.status, 'the refused delete leaves the account').toBe(200),
      );

      const started = await t.api.call('startBeneficiaryUntrust', { params });
      attribute([untrust], () => expect(started.status, `untrust: ${started.text.slice(0, 300)}`).toBe(200));
      const confirmed = await t.api.call('confirmBeneficiaryUntrust', {
        params,
        json: t.binding.untrustConfirmation(started),
      });
      attribute([untrust], () =>
        expect(confirmed.status, `untrust confirm: ${confirmed.text.slice(0, 300)}`).toBe(200),
      );

      const removed = await t.api.call('deleteCustomerExternalAccountById', { params });
      attribute([untrust, deleted], () =>
        expect(removed.status, `delete after untrust: ${removed.text.slice(0, 300)}`).toBe(204),
      );
    },
  );

  conformanceTest(
    'an untrust confirm with a wrong or malformed proof answers 400 with the envelope and leaves the beneficiary trusted',
    { clauses: [untrust, '7/envelope-required-members'], tags: ['sandbox-only'] },
    async (t) => {
      const customerId = await createRegionCustomer(t, true, 41);
      const externalAccountId = await createCustomerAccount(t, customerId, 41);
      await scaLogin(t, customerId);
      await t.setup('make the account a trusted beneficiary', () => t.binding.trustBeneficiary(externalAccountId));
      const params = { externalAccountId };
      const started = await t.api.call('startBeneficiaryUntrust', { params });
      expect(started.status, started.text.slice(0, 300)).toBe(200);
      const good = t.binding.untrustConfirmation(started);
      for (const bad of [
        { ...good, code: '000000' },
        { ...good, challengeId: 42 },
        { ...good, challengeId: 'ScaChallenge:00000000-0000-4000-8000-000000000000' },
      ]) {
        expectErrorEnvelope(await t.api.call('confirmBeneficiaryUntrust', { params, json: bad }), 400);
      }
      expectErrorEnvelope(
        await t.api.call('deleteCustomerExternalAccountById', { params }),
        409,
        'BENEFICIARY_TRUSTED',
      );
    },
  );
});
