import { walletAccountTypes } from '../../../spec/enums.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { externalAccountSuffixes, quoteDestinationSuffixes, rowForValue } from '../../../spec/sandbox.ts';
import { createBodyArb, currencyFor, type CreateAccountType } from '../../generators/external-accounts-bodies.ts';
import { attribute } from '../../support/attribution.ts';
import { createAccount, drawn } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import {
  currency,
  endWithinMs,
  execute,
  funded,
  moneyCustomer,
  postQuote,
  quoteOf,
  settle,
  settled,
} from '../../support/money-setup.ts';

const shape: ClauseId = '2.6/on-chain-transaction-shape';
const reported: ClauseId = '9/aug-2026-on-chain-transaction-for-wallet-transfers';
/** On-chain wallets held in the internal account's currency, so that the transfer needs no conversion. */
const wallets = walletAccountTypes.filter(
  (type) => type.endsWith('_WALLET') && currencyFor(type) === currency,
) as CreateAccountType[];

/** A wallet address whose ending the sandbox tables (4.5) let complete without delay. */
function completesPlainly(accountInfo: Record<string, unknown>): boolean {
  const address = String(accountInfo['address'] ?? '');
  const quoteRow = rowForValue(quoteDestinationSuffixes, address).outcome;
  return (
    rowForValue(externalAccountSuffixes, address).outcome.result === 'completed' &&
    quoteRow.result === 'success' &&
    quoteRow.completesAfterSeconds === undefined &&
    !quoteRow.completesThenFails
  );
}

/** Every side of `transaction` that carries `onChainTransaction`, by name. */
function onChainSides(transaction: Readonly<Record<string, unknown>>): [string, unknown][] {
  return ['source', 'destination'].flatMap((side) => {
    const end = transaction[side];
    if (end === null || typeof end !== 'object' || !('onChainTransaction' in end)) return [];
    return [[side, (end as Record<string, unknown>)['onChainTransaction']] as [string, unknown]];
  });
}

describeArea('transactions', '2.6 and 9: on-chain settlement of a wallet transfer', () => {
  conformanceTest(
    'a completed transfer to each on-chain wallet reports onChainTransaction with transactionHash and network',
    { clauses: [shape, reported], tags: ['sandbox-only', 'sandbox-time', 'moves-money'], timeoutMs: 180_000 },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 13);
      await funded(t, accountId, 100_000);
      for (const [index, type] of wallets.entries()) {
        const body = drawn(
          t,
          createBodyArb(type).filter((b) => completesPlainly(b['accountInfo'] as Record<string, unknown>)),
          50 + index,
        );
        const wallet = await createAccount(
          t,
          { ...body, customerId, ownershipType: 'FIRST_PARTY' },
          `create a ${type} account`,
        );
        const quote = quoteOf(
          t,
          await postQuote(
            t,
            { kind: 'account', accountId },
            { kind: 'account', accountId: String(wallet['id']) },
            1_000,
          ),
          [reported],
        );
        await execute(t, quote, [reported]);
        const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the wallet transfer ends');
        await t.setup(`the transfer to the ${type} account completes`, async () => {
          if (end.state !== 'completed') throw new Error(`the transfer ended ${end.state}`);
        });
        const sides = onChainSides(end.transaction);
        attribute([reported], () =>
          expect(
            sides.map(([side]) => side),
            `the settled transfer to ${type} reports onChainTransaction on its source or destination`,
          ).not.toEqual([]),
        );
        for (const [side, onChain] of sides) {
          attribute([shape], () => {
            expect(onChain, `${side}.onChainTransaction is an object`).toBeTypeOf('object');
            const record = (onChain ?? {}) as Record<string, unknown>;
            for (const member of ['transactionHash', 'network']) {
              expect(
                typeof record[member] === 'string' && record[member] !== '',
                `${side}.onChainTransaction.${member} is a non-empty string (${type})`,
              ).toBe(true);
            }
          });
        }
      }
    },
  );
});
