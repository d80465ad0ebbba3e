/**
 * 1: agent management lets the platform "approve or reject agent-initiated transactions". A rejected payment that
 * waited for the platform's approval ends without moving money and is no longer pending: approving it afterwards
 * answers 409 `TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL` (7.3). The reject operation is production's.
 */
import type { ClauseId } from '../../../spec/keys/index.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { balance, endWithinMs, settle, settled } from '../../support/money-setup.ts';
import { agentPayment, payerWithAgent } from './support/agent-payers.ts';

const rejected: ClauseId[] = ['1/agent-transaction-rejected-moves-nothing'];
const notPending: ClauseId[] = ['4.3/approve-not-pending-409', '7.3/transaction-not-pending-platform-approval'];

describeArea('agents', "1: the platform rejects an agent's payment waiting for its approval", () => {
  conformanceTest(
    "a rejected agent payment that waited for the platform's approval ends without moving money; approving it then answers 409",
    {
      clauses: [...rejected, ...notPending],
      tags: ['sandbox-only', 'sandbox-time', 'moves-money'],
      timeoutMs: 120_000,
    },
    async (t) => {
      const payer = await payerWithAgent(t, 69, true);
      const transactionId = await agentPayment(t, payer, 2_500);
      const res = await t.api.call('rejectPendingPayment', { params: { transactionId } });
      attribute(rejected, () =>
        expect(isSuccess(res), `the rejection is accepted (HTTP ${res.status}: ${res.text.slice(0, 200)})`).toBe(true),
      );
      const end = await settle(t, transactionId, settled(t), endWithinMs, 'the rejected payment ends');
      const after = await balance(t, payer.customerId, payer.accountId);
      attribute(rejected, () => {
        expect(end.state, 'the rejected payment does not complete').not.toBe('completed');
        expect(after, 'nothing left the account').toBe(10_000);
      });
      const approved = await t.api.call('approvePendingPayment', { params: { transactionId } });
      attribute([...rejected, ...notPending], () =>
        expectErrorEnvelope(approved, 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL'),
      );
    },
  );
});
