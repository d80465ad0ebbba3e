import fc from 'fast-check';
import { addressArb, individualCustomerArb, withFreshPlatformId } from '../../generators/customers.ts';
import { businessBodyArb } from '../../generators/customers-verification.ts';
import { conformanceTest, describeArea } from '../../support/index.ts';
import type { TestKit } from '../../support/index.ts';
import { expectEachRequiredMemberRefused, requiredMemberTestClauses } from '../../support/expect-required-members.ts';
import { requestSchemaOf } from '../../support/required-members.ts';
import { drawn, isSuccess } from '../../support/external-account-setup.ts';

type Body = Record<string, unknown>;

const createSchema = requestSchemaOf('createCustomer');
const updateSchema = requestSchemaOf('updateCustomerById');

/** A business create body with an address (the address is where the document's required members sit). */
const businessWithAddressArb = fc
  .tuple(businessBodyArb('REQ-MEMBERS-1'), addressArb)
  .map(([body, address]) => ({ ...body, address }));

const sample = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { seed: 1, numRuns: 1 })[0]!;
/** The body of an update: `customerType` and a changed address (4.3). */
const updateBodyOf = (customer: Body): Body => ({
  customerType: customer['customerType'],
  address: customer['address'],
});

describeArea('customers', '2.3, 4.3: every required member of a customer body, dropped in turn', () => {
  conformanceTest(
    'POST /customers without any one required member (customerType, an address member) of an individual or a business is refused with 400 naming it',
    {
      clauses: requiredMemberTestClauses(createSchema, [sample(individualCustomerArb), sample(businessWithAddressArb)]),
    },
    async (t: TestKit) => {
      const send = (body: Body) => t.api.call('createCustomer', { json: withFreshPlatformId(body) });
      await expectEachRequiredMemberRefused(t, createSchema, drawn(t, individualCustomerArb, 1), send, 'individual');
      await expectEachRequiredMemberRefused(t, createSchema, drawn(t, businessWithAddressArb, 2), send, 'business');
    },
  );

  conformanceTest(
    'PATCH /customers/{customerId} without any one required member (customerType, an address member) is refused with 400 naming it',
    { clauses: requiredMemberTestClauses(updateSchema, [updateBodyOf(sample(individualCustomerArb))]) },
    async (t: TestKit) => {
      const customerId = await t.setup('create a customer to update', async () => {
        const res = await t.api.call('createCustomer', {
          json: withFreshPlatformId(drawn(t, individualCustomerArb, 3)),
        });
        if (!isSuccess(res)) throw new Error(`POST /customers answered ${res.status}: ${res.text.slice(0, 300)}`);
        return t.binding.customerIdOf(res);
      });
      const send = (body: Body) => t.api.call('updateCustomerById', { params: { customerId }, json: body });
      await expectEachRequiredMemberRefused(
        t,
        updateSchema,
        updateBodyOf(drawn(t, individualCustomerArb, 4)),
        send,
        'update',
      );
    },
  );
});
