import type { ClauseId } from '../../../spec/keys/index.ts';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import { createBodyArb } from '../../generators/external-accounts-bodies.ts';
import { individualCustomerArb, withFreshPlatformId } from '../../generators/customers.ts';
import { attribute } from '../../support/attribution.ts';
import { createAccount, drawn, isSuccess, withFreshAccountNumber } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, type ApiResponse, type TestKit } from '../../support/index.ts';
import { integerNearMisses, withFixedExamples } from '../../properties/near-misses.ts';

const receiveSimulates = '4.4/sandbox-uma-receive-simulates-payment';
const sandboxOnly = ['sandbox-only'] as const;
const usdBody = createBodyArb('USD_ACCOUNT');

/** A test address whose payments succeed in USD (4.5), as the sender of the simulated payments. */
const successUsd = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === 'USD');
if (!successUsd) throw new Error('spec: 4.5 lists no UMA test address that succeeds in USD');

/** A fresh customer holding a UMA address of its own (fresh per run: earlier runs cannot hold it). */
async function customerWithUmaAddress(t: TestKit, offset: number): Promise<{ customerId: string; umaAddress: string }> {
  return t.setup('create a customer with a UMA address', async () => {
    const body = {
      ...withFreshPlatformId(drawn(t, individualCustomerArb, 9_100 + offset)),
      ...t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`),
    };
    const res = await t.api.call('createCustomer', { json: body });
    if (!isSuccess(res)) throw new Error(`POST /customers answered ${res.status}: ${res.text.slice(0, 300)}`);
    const customerId = t.binding.customerIdOf(res);
    return { customerId, umaAddress: await t.binding.receiverUmaAddressOf(customerId) };
  });
}

/** 4.4: `POST /sandbox/uma/receive`, an integer amount in the smallest unit of USD. */
function receive(t: TestKit, receiverUmaAddress: string, amount: number): Promise<ApiResponse> {
  return t.api.call('sandboxReceive', {
    json: {
      senderUmaAddress: t.binding.umaTestSenderAddress(successUsd!),
      receiverUmaAddress,
      receivingCurrencyCode: successUsd!.currency,
      receivingCurrencyAmount: amount,
    },
  });
}

/**
 * The account the simulated payment was deposited into. The answer must be a success (4.4); a refused payment was
 * deposited nowhere, which breaks the 2.1 `clause` too.
 */
function depositedInto(t: TestKit, res: ApiResponse, clause: ClauseId): string {
  attribute([receiveSimulates, clause], () =>
    expect(isSuccess(res), `the sandbox simulates the payment (HTTP ${res.status}: ${res.text.slice(0, 200)})`).toBe(
      true,
    ),
  );
  return t.binding.depositAccountOf(t.binding.incomingTransactionOf(res));
}

/** An amount in the smallest unit (4.4): the smallest one and one unit above it on every run, then random ones. */
const amountArb = withFixedExamples(
  fc.integer({ min: 1, max: 1_000_000 }),
  integerNearMisses(1).filter((n) => n >= 1),
);

describeArea('external-accounts', '2.1: where incoming UMA payments are deposited', () => {
  conformanceTest(
    'an incoming UMA payment is deposited into the default UMA deposit account, the latest one set as default',
    { clauses: ['2.1/default-uma-deposit-receives-uma-payments', receiveSimulates], tags: sandboxOnly },
    async (t) => {
      const { customerId, umaAddress } = await customerWithUmaAddress(t, 0);
      const [first, second, other] = fc
        .sample(usdBody, { seed: t.run.seed + 11, numRuns: 3 })
        .map(withFreshAccountNumber);
      await createAccount(
        t,
        { ...first!, customerId, defaultUmaDepositAccount: true },
        'create a default deposit account',
      );
      const latest = await createAccount(
        t,
        { ...second!, customerId, defaultUmaDepositAccount: true },
        'create the account that replaces it',
      );
      await createAccount(
        t,
        { ...other!, customerId, defaultUmaDepositAccount: false },
        'create an account that is not the default',
      );
      await t.property(
        [amountArb],
        async (amount) => {
          const account = depositedInto(
            t,
            await receive(t, umaAddress, amount),
            '2.1/default-uma-deposit-receives-uma-payments',
          );
          attribute(['2.1/default-uma-deposit-receives-uma-payments'], () =>
            expect(account, 'the payment lands in the default UMA deposit account').toBe(String(latest['id'])),
          );
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'with no default UMA deposit account, an incoming UMA payment goes to the primary internal account',
    { clauses: ['2.1/no-default-uma-goes-to-primary-internal', receiveSimulates], tags: sandboxOnly },
    async (t) => {
      const { customerId, umaAddress } = await customerWithUmaAddress(t, 1);
      // An external account that is not the default must not receive it either.
      const other = withFreshAccountNumber(drawn(t, usdBody, 12));
      const external = await createAccount(
        t,
        { ...other, customerId, defaultUmaDepositAccount: false },
        'create a non-default account',
      );
      await t.property(
        [amountArb],
        async (amount) => {
          const account = depositedInto(
            t,
            await receive(t, umaAddress, amount),
            '2.1/no-default-uma-goes-to-primary-internal',
          );
          const primary = await t.setup("find the customer's primary internal account", () =>
            t.binding.primaryInternalAccountOf(customerId),
          );
          attribute(['2.1/no-default-uma-goes-to-primary-internal'], () => {
            expect(account, 'not the external account, which is not the default').not.toBe(String(external['id']));
            expect(account, "the payment lands in the customer's primary internal account").toBe(primary);
          });
        },
        { independentRuns: true },
      );
    },
  );
});
