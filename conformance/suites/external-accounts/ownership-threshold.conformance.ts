import {
  conformanceTest,
  describeArea,
  expect,
  expectErrorEnvelope,
  type ApiResponse,
  type TestKit,
} from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { currency, funded, moneyCustomer, postQuote } from '../../support/money-setup.ts';
import { createPendingWallet } from '../../support/ownership-setup.ts';

const required = '7.1/external-account-verification-required';
const usable = [
  '3.1/pending-ownership-verification-usable-below-threshold',
  '8/transfers-below-threshold-while-pending',
] as const;

/** The threshold in the run's currency; the test skips when the deployment does not make it known. */
async function threshold(t: TestKit): Promise<number> {
  const value = await t.setup('read the ownership verification threshold', () =>
    t.binding.ownershipThresholdOf(currency),
  );
  if (value === undefined)
    t.skip(`the regulatory threshold in ${currency} is not shown and the binding does not supply it`);
  return value;
}

/** Quotes and executes `amount` to the account; answers the first refusal, or the execution's answer. */
async function transfer(
  t: TestKit,
  sourceAccountId: string,
  destinationAccountId: string,
  amount: number,
): Promise<{ stage: string; res: ApiResponse }> {
  const quoted = await postQuote(
    t,
    { kind: 'account', accountId: sourceAccountId },
    { kind: 'account', accountId: destinationAccountId },
    amount,
  );
  if (!isSuccess(quoted)) return { stage: 'quote', res: quoted };
  const quote = t.binding.quoteOf(quoted);
  return { stage: 'execute', res: await t.api.call('executeQuote', { params: { quoteId: quote.id } }) };
}

describeArea('external-accounts', '3.1, 7.1 and 8: transfers to an account pending ownership verification', () => {
  conformanceTest(
    'below the threshold a PENDING_OWNERSHIP_VERIFICATION account receives a transfer; at it, 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
    { clauses: [required, ...usable], tags: ['sandbox-only', 'moves-money'], timeoutMs: 60_000 },
    async (t) => {
      const limit = await threshold(t);
      const { customerId, accountId } = await moneyCustomer(t, 40);
      await funded(t, accountId, 3 * limit);
      const pending = await createPendingWallet(t, customerId, 40);
      const destination = String(pending.account['id']);
      const below = await transfer(t, accountId, destination, limit - 1);
      attribute([...usable], () =>
        expect(
          isSuccess(below.res),
          `${limit - 1} below the threshold ${limit}: the ${below.stage} answered ${below.res.status}: ${below.res.text.slice(0, 300)}`,
        ).toBe(true),
      );
      const at = await transfer(t, accountId, destination, limit);
      attribute([required], () => expectErrorEnvelope(at.res, 400, 'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED'));
    },
  );
});
