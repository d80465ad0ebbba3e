import type { ClauseId } from '../../../spec/keys/index.ts';
import { chinaCoverage, releaseCoverageClauses, usdtAsset, usdtWalletTypes } from '../../../spec/release-coverage.ts';
import { createBodyArb, usdWireFieldsArb, type Body } from '../../generators/external-accounts-bodies.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { createCustomer, drawn, isSuccess, postAccount } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, type TestKit } from '../../support/index.ts';

/** Creates `body` for a fresh customer and checks it is accepted and answered as `accountType` in `currency`. */
async function expectCreatedAs(
  t: TestKit,
  body: Body,
  accountType: string,
  currency: string,
  clause: ClauseId,
): Promise<Body> {
  const customerId = await createCustomer(t);
  const res = await postAccount(t, { ...body, customerId }, 'customer');
  const clauses: ClauseId[] = [clause];
  attribute(clauses, () =>
    expect(
      isSuccess(res),
      `${accountType} in ${currency} is accepted (HTTP ${res.status}: ${res.text.slice(0, 300)})`,
    ).toBe(true),
  );
  const account = await t.setup('read the created account', async () => t.binding.externalAccountOf(res));
  attribute(clauses, () => {
    expect(account['currency'], `the ${accountType} account is in ${currency}`).toBe(currency);
    expect((account['accountInfo'] as Body | undefined)?.['accountType'], 'the account is of the variant sent').toBe(
      accountType,
    );
  });
  return account;
}

describeArea('external-accounts', '9: the coverage the release notes add', () => {
  conformanceTest(
    'USDT wallet accounts are created on Ethereum and Plasma as well as Tron (August 2026)',
    { clauses: [releaseCoverageClauses.usdt] },
    async (t) => {
      await mapAtOnce(usdtWalletTypes, requestsAtOnce(t), async (type, index) => {
        const body = { ...drawn(t, createBodyArb(type), 300 + index), currency: usdtAsset };
        await expectCreatedAs(t, body, type, usdtAsset, releaseCoverageClauses.usdt);
      });
    },
  );

  conformanceTest(
    'a CNY_ACCOUNT is created in CNY: the coverage includes China (July 2026)',
    { clauses: [releaseCoverageClauses.china] },
    async (t) => {
      const { accountType, currency } = chinaCoverage;
      const body = { ...drawn(t, createBodyArb(accountType), 310), currency };
      await expectCreatedAs(t, body, accountType, currency, releaseCoverageClauses.china);
    },
  );

  conformanceTest(
    'a USD account whose wire beneficiary names an intermediary bank, its routing number and instructions keeps them',
    { clauses: [releaseCoverageClauses.usdWire] },
    async (t) => {
      const base = drawn(t, createBodyArb('USD_ACCOUNT'), 320);
      const wire = drawn(t, usdWireFieldsArb, 321);
      const body = { ...base, accountInfo: { ...(base['accountInfo'] as Body), ...wire } };
      const account = await expectCreatedAs(t, body, 'USD_ACCOUNT', 'USD', releaseCoverageClauses.usdWire);
      attribute([releaseCoverageClauses.usdWire], () =>
        expect(account['accountInfo'], 'the account keeps the wire beneficiary details sent').toMatchObject(wire),
      );
    },
  );
});
