import { createAccountTypes } from '../../../spec/enums.ts';
import { everyVariantBody, everyVariantSample } from '../../generators/external-accounts-every-variant.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import type { TestKit } from '../../support/index.ts';
import type { ExternalAccountOwner } from '../../binding/external-accounts/external-accounts-binding.ts';
import {
  expectEachRequiredMemberRefusedOfAll,
  requiredMemberTestClauses,
} from '../../support/expect-required-members.ts';
import { requestSchemaOf } from '../../support/required-members.ts';
import { createCustomer, drawn, postAccount } from '../../support/external-account-setup.ts';

/** Platform and customer creates share the request schema of 2.1; its required lists are read from there. */
const schema = requestSchemaOf('createPlatformExternalAccount');

async function dropEachMemberOfEveryVariant(t: TestKit, owner: ExternalAccountOwner): Promise<void> {
  const customerId = owner === 'customer' ? await createCustomer(t) : undefined;
  const operationSchema = requestSchemaOf(t.binding.externalAccountCreateOperation(owner));
  // Every variant's dropped members together, as many at once as the run allows.
  const dropped = await expectEachRequiredMemberRefusedOfAll(
    t,
    operationSchema,
    everyVariantBody((arb, offset) => drawn(t, arb, offset)).map((generated) => ({
      body: { ...generated, ...(customerId ? { customerId } : {}) },
      label: `${owner} ${String((generated['accountInfo'] as Record<string, unknown>)['accountType'])}`,
    })),
    (b) => postAccount(t, b, owner),
  );
  const tried = dropped.reduce((n, members) => n + members.length, 0);
  expect(tried, 'required members were dropped').toBeGreaterThan(createAccountTypes.length);
}

describeArea(
  'external-accounts',
  '2.1, 2.3: every required member of every accountInfo variant, dropped in turn',
  () => {
    for (const owner of ['platform', 'customer'] as const) {
      conformanceTest(
        `a ${owner} create without any one required member (of the request, each accountInfo variant, its beneficiary and address) is refused with 400 naming it`,
        { clauses: requiredMemberTestClauses(schema, everyVariantSample()) },
        (t) => dropEachMemberOfEveryVariant(t, owner),
      );
    }
  },
);
