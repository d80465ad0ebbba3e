import fc from 'fast-check';
import { beneficiaryTypes, createAccountTypes } from '../../../spec/enums.ts';
import { beneficiaryOfTypeArb, createBodyArb, isFiatAccountType, type Body } from '../../generators/external-accounts-bodies.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import type { TestKit } from '../../support/index.ts';
import type { ExternalAccountOwner } from '../../binding/external-accounts-binding.ts';
import { expectEachRequiredMemberRefused, requiredMemberTestClauses } from '../../support/expect-required-members.ts';
import { requestSchemaOf } from '../../support/required-members.ts';
import { createCustomer, drawn, postAccount } from '../../support/external-account-setup.ts';

/** Platform and customer creates share the request schema of 2.1; its required lists are read from there. */
const schema = requestSchemaOf('createPlatformExternalAccount');

/**
 * A valid create body of `type`; fiat bodies alternate the beneficiary branch by `index`, so that both branches'
 * required members are dropped on every run.
 */
function bodyOf(type: (typeof createAccountTypes)[number], index: number, draw: <T>(arb: fc.Arbitrary<T>, offset: number) => T): Body {
  const body = draw(createBodyArb(type), 100 + index);
  if (!isFiatAccountType(type)) return body;
  const beneficiary = draw(beneficiaryOfTypeArb(beneficiaryTypes[index % beneficiaryTypes.length]!), 200 + index);
  return { ...body, accountInfo: { ...(body['accountInfo'] as Body), beneficiary } };
}

/** One body of every variant (and both beneficiary branches), drawn from a fixed seed: the shapes the test sends. */
const samples = createAccountTypes.map((type, i) => bodyOf(type, i, (arb, offset) => fc.sample(arb, { seed: offset, numRuns: 1 })[0]!));

async function dropEachMemberOfEveryVariant(t: TestKit, owner: ExternalAccountOwner): Promise<void> {
  const customerId = owner === 'customer' ? await createCustomer(t) : undefined;
  const operation = t.binding.externalAccountCreateOperation(owner);
  let tried = 0;
  for (const [i, type] of createAccountTypes.entries()) {
    const body = { ...bodyOf(type, i, (arb, offset) => drawn(t, arb, offset)), ...(customerId ? { customerId } : {}) };
    const members = await expectEachRequiredMemberRefused(t, requestSchemaOf(operation), body, (b) => postAccount(t, b, owner), `${owner} ${type}`);
    tried += members.length;
  }
  expect(tried, 'required members were dropped').toBeGreaterThan(createAccountTypes.length);
}

describeArea('external-accounts', '2.1, 2.3: every required member of every accountInfo variant, dropped in turn', () => {
  for (const owner of ['platform', 'customer'] as const) {
    conformanceTest(
      `a ${owner} create without any one required member (of the request, each accountInfo variant, its beneficiary and address) is refused with 400 naming it`,
      { clauses: requiredMemberTestClauses(schema, samples) },
      (t) => dropEachMemberOfEveryVariant(t, owner),
    );
  }
});
