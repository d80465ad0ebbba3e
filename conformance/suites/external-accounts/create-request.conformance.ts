import type { ClauseId } from '../../../spec/keys/index.ts';
import fc from 'fast-check';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, type ApiResponse } from '../../support/index.ts';
import { everyInvalidFieldKind, withInvalidFields } from '../../generators/external-accounts-invalid.ts';
import { attribute } from '../../support/attribution.ts';
import { anyCreateBodyArb, createBodyArb, type Body } from '../../generators/external-accounts-bodies.ts';
import {
  createAccount,
  createCustomer,
  drawn,
  isSuccess,
  postAccount,
  refOf,
  withFreshAccountNumber,
} from '../../support/external-account-setup.ts';
import { expectExternalAccount } from '../../support/expect-external-account.ts';

const usdBody = createBodyArb('USD_ACCOUNT');

describeArea('external-accounts', '2.1: the external account create request', () => {
  conformanceTest(
    'a create with customerId creates the account for that customer',
    { clauses: ['2.1/customer-id-honoured', '2.2/customer-id-form'] },
    async (t) => {
      await t.property(
        [anyCreateBodyArb],
        async (generated) => {
          const customerId = await createCustomer(t);
          const res = await postAccount(t, { ...generated, customerId }, 'customer');
          attribute(['2.1/customer-id-honoured'], () =>
            expect(isSuccess(res), `the create succeeds (HTTP ${res.status}: ${res.text.slice(0, 200)})`).toBe(true),
          );
          const account = await t.setup('read the created account', async () => t.binding.externalAccountOf(res));
          attribute(['2.1/customer-id-honoured'], () =>
            expect(account['customerId'], 'the account belongs to the customer named').toBe(customerId),
          );
          // The customer id the deployment gave is of the form Customer:<uuid> (checked here where it is not null).
          attribute(['2.2/customer-id-form'], () =>
            expect(account['customerId'], 'customerId has the form Customer:<uuid>').toMatch(
              /^Customer:[0-9a-fA-F-]{36}$/,
            ),
          );
          const stored = await t.setup('read the account back', () => t.binding.getExternalAccount(refOf(account)));
          attribute(['2.1/customer-id-honoured'], () =>
            expect(stored['customerId'], 'the stored account belongs to the customer named').toBe(customerId),
          );
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'a create without customerId creates the account on behalf of the platform, with a null customerId',
    { clauses: ['2.1/customer-id-omitted-platform-account', '2.2/customer-id-null-for-platform-account'] },
    async (t) => {
      const body = withFreshAccountNumber(drawn(t, usdBody, 1));
      const res = await postAccount(t, body, 'platform');
      attribute(['2.1/customer-id-omitted-platform-account'], () =>
        expect(isSuccess(res), `the create succeeds (HTTP ${res.status}: ${res.text.slice(0, 200)})`).toBe(true),
      );
      const account = await t.setup('read the created account', async () => t.binding.externalAccountOf(res));
      attribute(['2.2/customer-id-null-for-platform-account'], () => {
        expect(account['customerId'] ?? null, 'customerId is null on a platform account').toBeNull();
      });
      const stored = await t.setup('read the account back', () => t.binding.getExternalAccount(refOf(account)));
      attribute(['2.1/customer-id-omitted-platform-account'], () =>
        expect(stored['customerId'] ?? null, 'the stored account belongs to no customer').toBeNull(),
      );
    },
  );

  conformanceTest(
    'platformAccountId given on create is returned on the account',
    { clauses: ['2.1/platform-account-id-kept', '2.2/platform-account-id-string'] },
    async (t) => {
      await t.property(
        [usdBody, fc.uuid()],
        async (generated, uuid) => {
          const customerId = await createCustomer(t);
          const platformAccountId = `conformance-${uuid}`;
          const account = await createAccount(t, { ...generated, customerId, platformAccountId });
          attribute(['2.2/platform-account-id-string'], () => {
            if (account['platformAccountId'] !== undefined) expect(account['platformAccountId']).toBeTypeOf('string');
          });
          attribute(['2.1/platform-account-id-kept'], () =>
            expect(account['platformAccountId'], 'platformAccountId is returned as given').toBe(platformAccountId),
          );
          const stored = await t.setup('read the account back', () => t.binding.getExternalAccount(refOf(account)));
          attribute(['2.1/platform-account-id-kept'], () =>
            expect(stored['platformAccountId'], 'platformAccountId is stored as given').toBe(platformAccountId),
          );
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'defaultUmaDepositAccount is false when the create omits it',
    { clauses: ['2.1/default-uma-deposit-defaults-false'] },
    async (t) => {
      await t.property(
        [usdBody],
        async (generated) => {
          const body: Body = { ...generated, customerId: await createCustomer(t) };
          delete body['defaultUmaDepositAccount'];
          const account = await createAccount(t, body);
          expect(account['defaultUmaDepositAccount'] ?? false, 'the new account is not the default').toBe(false);
          const stored = await t.setup('read the account back', () => t.binding.getExternalAccount(refOf(account)));
          expect(stored['defaultUmaDepositAccount'] ?? false, 'the stored account is not the default').toBe(false);
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'setting defaultUmaDepositAccount true replaces the existing default; a customer has at most one',
    { clauses: ['2.1/default-uma-deposit-replaces-existing', '8/default-uma-deposit-at-most-one'] },
    async (t) => {
      // A fresh customer, then a sequence of creates, each asking to be the default or not.
      const runSequence = async (creates: readonly (readonly [Body, boolean])[]): Promise<void> => {
        const customerId = await createCustomer(t, creates.length);
        let expectedDefault: string | undefined;
        for (const [index, [generated, asDefault]] of creates.entries()) {
          const account = await createAccount(t, { ...generated, customerId, defaultUmaDepositAccount: asDefault });
          if (asDefault) expectedDefault = String(account['id']);
          const accounts = await t.setup("list the customer's accounts", () =>
            t.binding.listCustomerExternalAccounts(customerId),
          );
          const defaults = accounts.filter((a) => a['defaultUmaDepositAccount'] === true).map((a) => String(a['id']));
          const expected = expectedDefault === undefined ? [] : [expectedDefault];
          // Both statements are judged on the same listing; a failure is laid on each one it breaks.
          const broken: ClauseId[] = [
            ...(defaults.length > 1 ? (['8/default-uma-deposit-at-most-one'] as const) : []),
            ...(defaults.join() !== expected.join() ? (['2.1/default-uma-deposit-replaces-existing'] as const) : []),
          ];
          if (broken.length > 0) {
            attribute(broken, () =>
              expect(
                defaults,
                `the default accounts after create #${index + 1}: only the latest one set as default`,
              ).toEqual(expected),
            );
          }
        }
      };
      // Always once with a default replaced by a later one, then generated sequences.
      const [a, b, c, d] = fc.sample(usdBody, { seed: t.run.seed + 3, numRuns: 4 });
      // A bystander customer's default: the rule is per customer, so no other customer's create may replace it.
      const bystander = await createCustomer(t, 99);
      const kept = await createAccount(
        t,
        { ...withFreshAccountNumber(d!), customerId: bystander, defaultUmaDepositAccount: true },
        "create the bystander's default",
      );
      await runSequence([
        [a!, true],
        [b!, false],
        [c!, true],
      ]);
      await t.property([fc.array(fc.tuple(usdBody, fc.boolean()), { minLength: 1, maxLength: 4 })], runSequence, {
        independentRuns: true,
      });
      const theirs = await t.setup("list the bystander's accounts", () =>
        t.binding.listCustomerExternalAccounts(bystander),
      );
      attribute(['2.1/default-uma-deposit-replaces-existing'], () =>
        expect(
          theirs.filter((x) => x['defaultUmaDepositAccount'] === true).map((x) => String(x['id'])),
          "another customer's default is still its default",
        ).toEqual([String(kept['id'])]),
      );
    },
  );

  conformanceTest(
    'adding an external account that already exists answers 409',
    { clauses: ['7.3/external-account-exists-409'] },
    async (t) => {
      await t.property(
        [anyCreateBodyArb],
        async (generated) => {
          const body = { ...generated, customerId: await createCustomer(t) };
          await createAccount(t, body, 'create the account a first time');
          const again = await postAccount(t, body, 'customer');
          expectErrorEnvelope(again, 409);
          // Each run's account belongs to a customer of its own: the runs share no state.
        },
        { independentRuns: true },
      );
    },
  );
});

const ownershipRequired = '2.1/ownership-type-required-self-custody-counterparty';
const listsEveryField = '7/field-errors-list-every-invalid-field';
/** A currency that is not an ISO 4217 code, the invalid field sent beside the missing ownershipType. */
const badCurrency = (() => {
  const kind = everyInvalidFieldKind().find((k) => k.clause === '2.1/currency-iso-4217');
  if (!kind) throw new Error('generators: no invalid currency kind');
  return kind;
})();

/** The `field` of every entry of `details.errors` (none when the answer carries no list). */
function fieldsNamed(res: ApiResponse): string[] {
  const details = (res.json as { details?: { errors?: unknown } } | undefined)?.details;
  return Array.isArray(details?.errors) ? details.errors.map((e) => String((e as { field?: unknown }).field)) : [];
}

describeArea('external-accounts', '2.1: ownershipType on platforms subject to counterparty requirements', () => {
  conformanceTest(
    'a self-custody wallet create without ownershipType is refused where counterparty requirements apply',
    { clauses: [ownershipRequired, listsEveryField, badCurrency.clause] },
    async (t) => {
      const customerId = await createCustomer(t);
      const probe = await createAccount(
        t,
        { ...drawn(t, createBodyArb('ETHEREUM_WALLET'), 2), customerId, ownershipType: 'FIRST_PARTY' },
        'create a first-party self-custody wallet',
      );
      // Only a platform under counterparty rules sends first-party wallets through ownership verification (3.1).
      if (probe['status'] !== 'PENDING_OWNERSHIP_VERIFICATION') {
        t.skip(
          'a first-party self-custody wallet did not enter PENDING_OWNERSHIP_VERIFICATION: the deployment shows no ' +
            'counterparty requirements, so ownershipType is only recommended',
        );
      }
      await t.property(
        [createBodyArb('ETHEREUM_WALLET')],
        async (generated) => {
          const body: Body = { ...generated, customerId };
          delete body['ownershipType'];
          // 7: with another field invalid too, one answer names both. Both refused, creating nothing: at once.
          const alsoBad = withInvalidFields(body, [badCurrency]);
          const [res, both] = await Promise.all([
            postAccount(t, body, 'customer'),
            postAccount(t, alsoBad, 'customer'),
          ]);
          attribute([ownershipRequired], () =>
            expect(res.status, `refused with 400 (body: ${res.text.slice(0, 300)})`).toBe(400),
          );
          expectErrorEnvelope(res, 400);
          attribute([listsEveryField], () =>
            expect(fieldsNamed(res), 'details.errors names ownershipType').toContain('ownershipType'),
          );
          attribute([ownershipRequired, badCurrency.clause], () =>
            expect(both.status, `refused with 400 (body: ${both.text.slice(0, 300)})`).toBe(400),
          );
          expectErrorEnvelope(both, 400);
          attribute([listsEveryField], () =>
            expect(fieldsNamed(both), 'details.errors names both invalid fields').toEqual(
              expect.arrayContaining(['ownershipType', badCurrency.field]),
            ),
          );
        },
        { independentRuns: true },
      );
    },
  );
});

describeArea('external-accounts', '2.2: the external account answered on create', () => {
  conformanceTest(
    'a created account is an ExternalAccount as 2.2 describes it',
    {
      clauses: [
        '2.2/required-members',
        '2.2/id-form',
        '2.2/customer-id-form',
        '2.2/status-value',
        '2.2/currency-iso-4217',
        '2.2/ownership-type-value',
        '2.2/platform-account-id-string',
        '2.2/default-uma-deposit-boolean',
        '2.2/beneficiary-verification-status-value',
        '2.2/beneficiary-verified-data-shape',
        '2.2/account-info-variant',
        '3.1/status-values',
        '2.3/account-type-discriminator',
      ],
    },
    async (t) => {
      await t.property(
        [anyCreateBodyArb],
        async (generated) => {
          const account = await createAccount(t, { ...generated, customerId: await createCustomer(t) });
          expectExternalAccount(account, 'the created account');
          const stored = await t.setup('read the account back', () => t.binding.getExternalAccount(refOf(account)));
          expectExternalAccount(stored, 'the stored account');
          // Each run creates for a customer of its own: the runs share no state.
        },
        { independentRuns: true },
      );
    },
  );
});
