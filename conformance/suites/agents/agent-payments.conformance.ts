import fc from 'fast-check';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  expectErrorEnvelope,
} from '../../support/index.ts';
import {
  accountEnding,
  balance,
  currency,
  endWithinMs,
  execute,
  funded,
  moneyCustomer,
  observe,
  quoteOf,
  settle,
  settled,
} from '../../support/money-setup.ts';
import { agentPayment, agentQuote, payerWithAgent } from './support/agent-payers.ts';

const tags = ['sandbox-only', 'sandbox-time', 'moves-money'] as const;
const notPending: ClauseId[] = ['4.3/approve-not-pending-409', '7.3/transaction-not-pending-platform-approval'];

describeArea('agents', "1, 4.3, 7.3: agent-initiated payments and the platform's approval", () => {
  conformanceTest(
    "an agent's payment that requires approval stays pending, moving nothing, until the platform approves it; approving it again answers 409",
    {
      clauses: ['1/agent-approval-leaves-transaction-pending', '4.3/approve-pending-transaction', ...notPending],
      tags,
      timeoutMs: 120_000,
    },
    async (t) => {
      const payer = await payerWithAgent(t, 60, true);
      const transactionId = await agentPayment(t, payer, 2_500);
      await t.elapse(60_000, { reason: 'the payment would have ended without an approval' });
      const waiting = await observe(t, transactionId);
      const held = await balance(t, payer.customerId, payer.accountId);
      attribute(['1/agent-approval-leaves-transaction-pending'], () => {
        expect(waiting.state, 'the transaction is pending before the approval').toBe('pending');
        expect(held, 'nothing left the account before the approval').toBe(10_000);
      });
      const approved = await t.api.call('approvePendingPayment', { params: { transactionId } });
      attribute(['4.3/approve-pending-transaction'], () =>
        expect(
          isSuccess(approved),
          `the approval is accepted (HTTP ${approved.status}: ${approved.text.slice(0, 200)})`,
        ).toBe(true),
      );
      const end = await settle(t, transactionId, settled(t), endWithinMs, 'the approved payment ends');
      attribute(['4.3/approve-pending-transaction', '1/agent-approval-leaves-transaction-pending'], () =>
        expect(end.state, 'the approved payment proceeds').toBe('completed'),
      );
      const again = await t.api.call('approvePendingPayment', { params: { transactionId } });
      attribute(notPending, () => expectErrorEnvelope(again, 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL'));
    },
  );

  conformanceTest(
    'approving a transaction the platform executed itself, pending or completed, answers 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL',
    { clauses: notPending, tags, timeoutMs: 120_000 },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 61);
      await funded(t, accountId, 5_000);
      const destination = await accountEnding(t, customerId, '123');
      const json = t.binding.quoteBody({
        source: { kind: 'account', accountId },
        destination: { kind: 'account', accountId: String(destination['id']) },
        sendingAmount: 1_000,
      });
      const quote = quoteOf(t, await t.api.call('createQuote', { json }), ['4.3/create-quote']);
      await execute(t, quote, ['4.3/execute-quote']);
      const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the payment ends');
      await t.setup('the payment completed', async () => {
        if (end.state !== 'completed') throw new Error(`the payment ended ${end.state}`);
      });
      const res = await t.api.call('approvePendingPayment', { params: { transactionId: quote.transactionId } });
      attribute(notPending, () => expectErrorEnvelope(res, 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL'));
    },
  );

  conformanceTest(
    "an agent acts only for its own customer: over generated pairs, an agent cannot quote from or execute for another customer's account, and no money moves",
    { clauses: ['1/agent-requests-act-for-agent-customer'], tags: ['sandbox-only', 'moves-money'], timeoutMs: 120_000 },
    async (t) => {
      // Three customers of their own, each with an agent: made at once.
      const payers = await Promise.all([62, 63, 64].map((offset) => payerWithAgent(t, offset, false)));
      const pair = fc
        .tuple(fc.nat(payers.length - 1), fc.nat(payers.length - 2))
        .map(([agentOf, k]) => ({ agentOf, other: (agentOf + 1 + k) % payers.length }));
      const clauses: ClauseId[] = ['1/agent-requests-act-for-agent-customer'];
      await t.property(
        [pair, fc.integer({ min: 1, max: 5_000 })],
        async ({ agentOf, other }, amount) => {
          const agent = payers[agentOf]!;
          const victim = payers[other]!;
          const before = await balance(t, victim.customerId, victim.accountId);
          const foreign = await agentQuote(t, agent.token, victim.accountId, agent.destinationId, amount);
          expectClientErrorRefusal(
            foreign,
            `agent of customer ${agentOf} quoting from customer ${other}'s account`,
            clauses,
          );
          if (isSuccess(foreign))
            await t.api.call('agentExecuteQuote', {
              params: { quoteId: t.binding.quoteOf(foreign).id },
              auth: { bearer: agent.token },
            });
          const json = t.binding.quoteBody({
            source: { kind: 'account', accountId: victim.accountId },
            destination: { kind: 'account', accountId: victim.destinationId },
            sendingAmount: amount,
          });
          const platformQuote = await t.setup("the platform quotes from the other customer's account", async () =>
            t.binding.quoteOf(await t.api.call('createQuote', { json })),
          );
          const executed = await t.api.call('agentExecuteQuote', {
            params: { quoteId: platformQuote.id },
            auth: { bearer: agent.token },
          });
          expectClientErrorRefusal(
            executed,
            `agent of customer ${agentOf} executing customer ${other}'s quote`,
            clauses,
          );
          const after = await balance(t, victim.customerId, victim.accountId);
          attribute(clauses, () => expect(after, "the other customer's money did not move").toBe(before));
          // Runs at once: each run's refused requests fall between its own two reads of the balance, so money they
          // wrongly moved shows in that run whatever ran beside it.
        },
        { independentRuns: true },
      );
      const own = await agentQuote(t, payers[0]!.token, payers[0]!.accountId, payers[0]!.destinationId, 100);
      attribute(clauses, () =>
        expect(
          isSuccess(own),
          `the agent quotes from its own customer's account (HTTP ${own.status}: ${own.text.slice(0, 200)})`,
        ).toBe(true),
      );
    },
  );

  conformanceTest(
    "an agent's payment that requires no approval is not held for the platform: it ends without an approval, and approving it answers 409",
    { clauses: ['1/agent-approval-leaves-transaction-pending', ...notPending], tags, timeoutMs: 120_000 },
    async (t) => {
      const payer = await payerWithAgent(t, 65, false);
      const transactionId = await agentPayment(t, payer, 2_500);
      // 1 holds a payment for the platform only "when an action requires approval"; this agent's policy requires none.
      const end = await settle(t, transactionId, settled(t), endWithinMs, 'the payment ends without an approval');
      attribute(['1/agent-approval-leaves-transaction-pending'], () =>
        expect(end.state, 'a payment that requires no approval is not held for one').toBe('completed'),
      );
      const approved = await t.api.call('approvePendingPayment', { params: { transactionId } });
      attribute(notPending, () => expectErrorEnvelope(approved, 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL'));
    },
  );

  conformanceTest(
    "an agent's real-time-funded quote naming no customer is accepted for the agent's customer; one naming another customer is refused",
    { clauses: ['1/agent-requests-act-for-agent-customer'], tags: ['sandbox-only', 'moves-money'], timeoutMs: 120_000 },
    async (t) => {
      const payer = await payerWithAgent(t, 66, false);
      const other = await moneyCustomer(t, 67);
      const receiver = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency)!;
      const address = t.binding.umaTestReceiverAddress(receiver);
      const realTime = (customerId?: string) =>
        t.binding.quoteBody({
          source: { kind: 'real-time', currency, ...(customerId === undefined ? {} : { customerId }) },
          destination: { kind: 'uma', address },
          sendingAmount: 1_000,
        });
      const clauses: ClauseId[] = ['1/agent-requests-act-for-agent-customer'];
      const own = await t.api.call('agentCreateQuote', { json: realTime(), auth: { bearer: payer.token } });
      attribute(clauses, () =>
        expect(
          isSuccess(own),
          `the quote naming no customer is the agent's customer's (HTTP ${own.status}: ${own.text.slice(0, 200)})`,
        ).toBe(true),
      );
      const foreign = await t.api.call('agentCreateQuote', {
        json: realTime(other.customerId),
        auth: { bearer: payer.token },
      });
      expectClientErrorRefusal(foreign, 'a real-time-funded quote for another customer', clauses);
    },
  );
});
