import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import {
  externalAccountDomainSuffixClause,
  externalAccountSuffixes,
  listedSuffixes,
  rowForValue,
  umaTestReceivers,
} from '../../../spec/sandbox.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { createBodyArb } from '../../generators/external-accounts-bodies.ts';
import { unreservedEnding } from '../../generators/reserved-values.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { attribute } from '../../support/attribution.ts';
import { createAccount, drawn, isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { currency, endWithinMs, moneyCustomer, observe, settle } from '../../support/money-setup.ts';

const table = externalAccountSuffixes;
const clause: ClauseId = externalAccountDomainSuffixClause;
const delayed = '005';
/** The endings that decide at once or within the payout, and near misses of them; `005` waits about 30 seconds. */
const fixedEndings = [...listedSuffixes(table).filter((s) => s !== delayed), '001', '020', '200'];
const endingArb = withFixedExamples(
  fc.oneof(
    fc.constantFrom(...fixedEndings),
    unreservedEnding('account-identifier', table).filter((s) => s !== delayed),
  ),
  fixedEndings,
);

describeArea('sandbox', '4.5: the external account suffix of an identifier with a domain part', () => {
  conformanceTest(
    'an incoming UMA payment paid out to a Lightning address whose username portion ends in each suffix ends as 4.5 says',
    {
      clauses: [clause, '4.4/sandbox-uma-receive-simulates-payment'],
      tags: ['sandbox-only', 'sandbox-time', 'moves-money'],
      timeoutMs: 240_000,
    },
    async (t) => {
      const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency);
      if (success === undefined) throw new Error(`no UMA test receiver succeeds in ${currency}`);
      const lightning = drawn(t, createBodyArb('LIGHTNING'), 41);
      await t.property([endingArb], async (ending) => {
        const username = `conformance${randomBytes(6).toString('hex')}${ending}`;
        // The whole address ends in the domain, never in the digits: only the username portion carries the suffix.
        const lightningAddress = `${username}@example.com`;
        const row = rowForValue(table, lightningAddress);
        const { customerId } = await moneyCustomer(
          t,
          12,
          t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`),
        );
        const receiverUmaAddress = await t.setup('read the receiver UMA address', () =>
          t.binding.receiverUmaAddressOf(customerId),
        );
        const info = lightning['accountInfo'] as Record<string, unknown>;
        await createAccount(
          t,
          { ...lightning, customerId, defaultUmaDepositAccount: true, accountInfo: { ...info, lightningAddress } },
          `create a Lightning account whose username ends ${ending}`,
        );
        const res = await t.api.call('sandboxReceive', {
          json: {
            senderUmaAddress: t.binding.umaTestSenderAddress(success),
            receiverUmaAddress,
            receivingCurrencyCode: currency,
            receivingCurrencyAmount: 1_000,
          },
        });
        attribute(['4.4/sandbox-uma-receive-simulates-payment'], () =>
          expect(isSuccess(res), `the payment is simulated (HTTP ${res.status})`).toBe(true),
        );
        const id = String(t.binding.incomingTransactionOf(res)['id']);
        const atOnce = await observe(t, id);
        if (row.outcome.timing === 'immediate')
          attribute([clause], () =>
            expect(atOnce.state, `${row.outcome.description} (${lightningAddress})`).toBe('failed'),
          );
        const end = await settle(t, id, (o) => o.state !== 'pending', endWithinMs, 'the payout ends');
        const expected = row.outcome.result === 'completed' ? 'completed' : 'failed';
        attribute([clause], () => expect(end.state, `${row.outcome.description} (${lightningAddress})`).toBe(expected));
      });
    },
  );
});
