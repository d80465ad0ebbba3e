import type { ClauseId } from '../../../spec/keys/index.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import {
  beneficiaryTypes,
  createAccountTypes,
  responseAccountTypeAliases,
  usdBankAccountTypes,
} from '../../../spec/enums.ts';
import {
  anyCreateAccountTypeArb,
  beneficiaryOfTypeArb,
  createBodyArb,
  type Body,
  type CreateAccountType,
} from '../../generators/external-accounts-bodies.ts';
import { createCustomer, drawn, isSuccess, postAccount } from '../../support/external-account-setup.ts';
import { expectExternalAccount, externalAccountShapeClauses } from '../../support/expect-external-account.ts';
import { chainKeeping, everyOf } from '../../properties/fixed-examples.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';

/** The `accountType` values a response may carry for a created `type`: itself and its aliases (2.3, 9). */
function answeredTypesFor(type: string): string[] {
  const aliases = Object.entries(responseAccountTypeAliases)
    .filter(([, target]) => target === type)
    .map(([alias]) => alias);
  return [type, ...aliases];
}

/**
 * The members of `sent` that the answered `accountInfo` must carry unchanged. An object sent (the beneficiary, its
 * address) comes back with every member sent, and may carry more: the document closes none of these shapes.
 */
function expectMembersReturned(answered: unknown, sent: Body, members: readonly string[]): void {
  const info = (answered ?? {}) as Body;
  for (const member of members) {
    const value = sent[member];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      expect(info[member], `accountInfo.${member} is returned as sent`).toMatchObject(value);
    } else {
      expect(info[member], `accountInfo.${member} is returned as sent`).toEqual(value);
    }
  }
}

describeArea('external-accounts', '2.3: accountInfo variants and the accountType discriminator', () => {
  conformanceTest(
    'every accountType value is accepted on create with its fields, and answered as that variant',
    { clauses: ['2.3/every-account-type-accepted', ...externalAccountShapeClauses] },
    async (t) => {
      const loopCustomerId = await createCustomer(t);
      // Every value once (fiat variants alternate the beneficiary type), then generated bodies of any type, each
      // generated one for a customer of its own (a shrunk retry must not meet an account an earlier run created).
      const check = async (type: CreateAccountType, generated: Body, customerId: string): Promise<void> => {
        const res = await postAccount(t, { ...generated, customerId }, 'customer');
        attribute(['2.3/every-account-type-accepted'], () =>
          expect(isSuccess(res), `${type} is accepted (HTTP ${res.status}: ${res.text.slice(0, 300)})`).toBe(true),
        );
        const account = await t.setup('read the created account', async () => t.binding.externalAccountOf(res));
        expectExternalAccount(account, `the created ${type} account`);
        const answered = (account['accountInfo'] as Body)['accountType'];
        attribute(['2.2/account-info-variant'], () =>
          expect(answeredTypesFor(type), `the account is answered as the ${type} variant`).toContain(answered),
        );
      };
      // Creates of different types for one customer meet nothing of each other's: they may go at once.
      await mapAtOnce(createAccountTypes, requestsAtOnce(t), async (type, index) => {
        const generated = drawn(t, createBodyArb(type), 100 + index);
        const info = generated['accountInfo'] as Body;
        if (info['beneficiary'] !== undefined) {
          const beneficiaryType = beneficiaryTypes[index % beneficiaryTypes.length]!;
          info['beneficiary'] = drawn(t, beneficiaryOfTypeArb(beneficiaryType), 200 + index);
        }
        await check(type, generated, loopCustomerId);
      });
      const anyTypeWithBody = chainKeeping(anyCreateAccountTypeArb, (type) =>
        createBodyArb(type).map((body) => [type, body] as const),
      );
      await t.property(
        [anyTypeWithBody],
        async ([type, generated]) => check(type, generated, await createCustomer(t)),
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'a beneficiary of type INDIVIDUAL and one of type BUSINESS are both accepted on a fiat account',
    { clauses: ['2.3/beneficiary-type-values'] },
    async (t) => {
      await t.property(
        [createBodyArb('USD_ACCOUNT'), everyOf(beneficiaryTypes)],
        async (generated, beneficiaryType) => {
          const customerId = await createCustomer(t);
          const info = {
            ...(generated['accountInfo'] as Body),
            beneficiary: drawn(t, beneficiaryOfTypeArb(beneficiaryType), 1),
          };
          const res = await postAccount(t, { ...generated, customerId, accountInfo: info }, 'customer');
          expect(
            isSuccess(res),
            `a ${beneficiaryType} beneficiary is accepted (HTTP ${res.status}: ${res.text.slice(0, 300)})`,
          ).toBe(true);
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'a USD_ACCOUNT with accountNumber, routingNumber, bankAccountType (checking or savings), bankName and beneficiary is accepted and returned',
    { clauses: ['2.3/usd-account-fields', '2.3/usd-bank-account-type-values'] },
    async (t) => {
      const members = ['accountNumber', 'routingNumber', 'bankAccountType', 'bankName', 'beneficiary'];
      const check = async (generated: Body, bankAccountType: string): Promise<void> => {
        const customerId = await createCustomer(t);
        const info = { ...(generated['accountInfo'] as Body), bankAccountType };
        const res = await postAccount(t, { ...generated, customerId, accountInfo: info }, 'customer');
        // CHECKING is the value the document shows with the USD fields; savings is only described.
        const refusalBreaks: ClauseId[] =
          bankAccountType === 'CHECKING'
            ? ['2.3/usd-bank-account-type-values', '2.3/usd-account-fields']
            : ['2.3/usd-bank-account-type-values'];
        attribute(refusalBreaks, () =>
          expect(
            isSuccess(res),
            `bankAccountType ${bankAccountType} is accepted (HTTP ${res.status}: ${res.text.slice(0, 300)})`,
          ).toBe(true),
        );
        const account = await t.setup('read the created account', async () => t.binding.externalAccountOf(res));
        attribute(['2.3/usd-account-fields'], () => expectMembersReturned(account['accountInfo'], info, members));
      };
      for (const [index, type] of usdBankAccountTypes.entries())
        await check(drawn(t, createBodyArb('USD_ACCOUNT'), 300 + index), type);
      await t.property([createBodyArb('USD_ACCOUNT'), everyOf(usdBankAccountTypes)], check, { independentRuns: true });
    },
  );

  conformanceTest(
    'an AED_ACCOUNT with iban, swiftCode and beneficiary is accepted and returned; swiftCode may be left out',
    { clauses: ['2.3/aed-account-fields', '2.3/aed-swift-code-optional'] },
    async (t) => {
      const check = async (generated: Body, withSwift: boolean): Promise<void> => {
        const customerId = await createCustomer(t);
        const info = { ...(generated['accountInfo'] as Body) };
        if (!withSwift) delete info['swiftCode'];
        const clause = withSwift ? '2.3/aed-account-fields' : '2.3/aed-swift-code-optional';
        const res = await postAccount(t, { ...generated, customerId, accountInfo: info }, 'customer');
        attribute([clause], () =>
          expect(isSuccess(res), `the AED account is accepted (HTTP ${res.status}: ${res.text.slice(0, 300)})`).toBe(
            true,
          ),
        );
        const account = await t.setup('read the created account', async () => t.binding.externalAccountOf(res));
        const members = withSwift ? ['iban', 'swiftCode', 'beneficiary'] : ['iban', 'beneficiary'];
        attribute(['2.3/aed-account-fields'], () => expectMembersReturned(account['accountInfo'], info, members));
      };
      await check(drawn(t, createBodyArb('AED_ACCOUNT'), 400), true);
      await check(drawn(t, createBodyArb('AED_ACCOUNT'), 401), false);
      await t.property([createBodyArb('AED_ACCOUNT'), everyOf([true, false])], check, { independentRuns: true });
    },
  );

  conformanceTest(
    'a SPARK_WALLET with a string address is accepted and returned',
    { clauses: ['2.3/spark-wallet-address'] },
    async (t) => {
      await t.property(
        [createBodyArb('SPARK_WALLET')],
        async (generated) => {
          const customerId = await createCustomer(t);
          const res = await postAccount(t, { ...generated, customerId }, 'customer');
          expect(isSuccess(res), `the Spark wallet is accepted (HTTP ${res.status}: ${res.text.slice(0, 300)})`).toBe(
            true,
          );
          const account = await t.setup('read the created account', async () => t.binding.externalAccountOf(res));
          expectMembersReturned(account['accountInfo'], generated['accountInfo'] as Body, ['address']);
        },
        { independentRuns: true },
      );
    },
  );
});
