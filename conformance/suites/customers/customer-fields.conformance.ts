import fc from 'fast-check';
import { customerTypes } from '../../../spec/enums.ts';
import { dueDiligenceArb, plainNameArb } from '../../generators/customers.ts';
import {
  businessAddressArb,
  businessBodyArb,
  individualBody,
  individualDataArb,
  registrationPrefixArb,
} from '../../generators/customers-verification.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, expectSchema } from '../../support/index.ts';
import { createCustomer } from './onboarding-steps.ts';
import { otherThan } from '../../properties/near-misses.ts';

const fieldsReturned = '2.6/customer-fields-returned';
const typeValue = '2.6/customer-type-value';
const identifierForm = '2.6/identifier-forms';
const consentAccepted = '9/aug-2026-end-user-terms-consent-on-customer';
const termsEndpoint = '9/aug-2026-end-user-terms-endpoint';
const versionNotFound = '7.1/end-user-terms-version-not-found';
const dueDiligence = '2.6/edd-field-names';

const customerIdForm = /^Customer:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0]!;

describeArea('customers', '2.6 and 9: customer fields and end-user terms consent', () => {
  conformanceTest(
    'the fields given on create are returned on the customer record, with its customerType and a Customer:<uuid> id',
    { clauses: [fieldsReturned, typeValue, identifierForm] },
    async (t) => {
      const data = sample(individualDataArb, t.run.seed);
      const individual = individualBody(sample(plainNameArb, t.run.seed), data);
      const business: Record<string, unknown> = {
        ...sample(businessBodyArb(`${sample(registrationPrefixArb, t.run.seed)}X9`), t.run.seed),
        address: sample(businessAddressArb, t.run.seed + 1),
      };
      for (const body of [individual, business]) {
        const id = await createCustomer(t, body);
        attribute([identifierForm], () =>
          expect(id, 'the customer id has the form Customer:<uuid>').toMatch(customerIdForm),
        );
        const stored = await t.setup('read the customer back', () => t.binding.getCustomer(id));
        attribute([typeValue], () => {
          expect([...customerTypes]).toContain(stored['customerType']);
          expect(stored['customerType'], 'the type given').toBe(body['customerType']);
        });
        // `identifier` (a tax or national id number) is a secret a deployment may keep write-only.
        const { identifier: _secret, customerType: _type, ...given } = body;
        attribute([fieldsReturned], () => expect(stored, 'the fields given are on the record').toMatchObject(given));
      }
    },
  );

  conformanceTest(
    'an individual created with every enhanced due diligence field keeps them on its record',
    { clauses: [dueDiligence] },
    async (t) => {
      const edd = sample(dueDiligenceArb, t.run.seed + 5);
      const body = {
        ...individualBody(sample(plainNameArb, t.run.seed + 5), sample(individualDataArb, t.run.seed + 5)),
        ...edd,
      };
      const created = await t.api.call('createCustomer', { json: body });
      expect(
        created.status,
        `create with the due diligence fields succeeds (${created.text.slice(0, 300)})`,
      ).toBeLessThan(300);
      expect(created.status).toBeGreaterThanOrEqual(200);
      const id = await t.setup('read the customer id', async () => t.binding.customerIdOf(created));
      const stored = await t.setup('read the customer back', () => t.binding.getCustomer(id));
      for (const [field, value] of Object.entries(edd)) {
        // A list of categories is a set: its order is not stated.
        const kept = Array.isArray(value) && Array.isArray(stored[field]) ? [...stored[field]].sort() : stored[field];
        expect(kept, `${field} is kept as sent`).toEqual(Array.isArray(value) ? [...value].sort() : value);
      }
    },
  );

  conformanceTest(
    'endUserTermsConsent to the current terms version is accepted on create and on update',
    { clauses: [consentAccepted, termsEndpoint] },
    async (t) => {
      const terms = await t.api.call('getEndUserTerms');
      attribute([termsEndpoint], () => {
        expect(terms.status, 'GET /customers/end-user-terms answers').toBe(200);
        expectSchema(terms.json, 'EndUserTerms');
      });
      const { version } = await t.setup('read the terms version', async () => t.binding.endUserTermsOf(terms));
      const consent = t.binding.endUserTermsConsent(version);
      const created = await t.api.call('createCustomer', {
        json: { ...individualBody(sample(plainNameArb, t.run.seed + 2)), endUserTermsConsent: consent },
      });
      attribute([consentAccepted], () => {
        expect(created.status, `create with consent succeeds (${created.text.slice(0, 300)})`).toBeLessThan(300);
        expect(created.status).toBeGreaterThanOrEqual(200);
      });
      const id = await t.setup('read the customer id', async () => t.binding.customerIdOf(created));
      const updated = await t.api.call('updateCustomerById', {
        params: { customerId: id },
        json: { customerType: 'INDIVIDUAL', endUserTermsConsent: t.binding.endUserTermsConsent(version) },
      });
      attribute([consentAccepted], () => {
        expect(updated.status, `update with consent succeeds (${updated.text.slice(0, 300)})`).toBeLessThan(300);
        expect(updated.status).toBeGreaterThanOrEqual(200);
      });
    },
  );

  conformanceTest(
    'a terms version that is not supported answers 400 END_USER_TERMS_VERSION_NOT_FOUND on create and on update',
    { clauses: [versionNotFound] },
    async (t) => {
      const version = await t.setup(
        'read the current terms version',
        async () => t.binding.endUserTermsOf(await t.api.call('getEndUserTerms')).version,
      );
      const id = await createCustomer(t, individualBody(sample(plainNameArb, t.run.seed + 3)));
      // The near-misses of the current version first (one character or digit away, case changed, padded, cut short...).
      const unsupported = otherThan([version], fc.stringMatching(/^[A-Za-z0-9._-]{1,16}$/), (v) => v.length > 0);
      await t.property(
        [unsupported, plainNameArb],
        async (other, fullName) => {
          const consent = t.binding.endUserTermsConsent(other);
          const created = await t.api.call('createCustomer', {
            json: { ...individualBody(fullName), endUserTermsConsent: consent },
          });
          expectErrorEnvelope(created, 400, 'END_USER_TERMS_VERSION_NOT_FOUND');
          const updated = await t.api.call('updateCustomerById', {
            params: { customerId: id },
            json: { customerType: 'INDIVIDUAL', endUserTermsConsent: consent },
          });
          expectErrorEnvelope(updated, 400, 'END_USER_TERMS_VERSION_NOT_FOUND');
          // Every run is refused and changes nothing: the runs share no state.
        },
        { independentRuns: true },
      );
    },
  );
});
