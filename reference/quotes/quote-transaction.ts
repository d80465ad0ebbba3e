/** The outgoing transaction a quote's execution creates (production `OutgoingTransaction`, 2.6). */
import type { ReferenceRules } from '../rules.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { OutgoingTransactionRecord } from '../transactions/outgoing-transaction.ts';
import { approvalStateOf } from './approval-state.ts';
import type { QuoteRecord } from './quote-record.ts';

/** The outgoing transaction of `quote` as it starts, `status` given. */
export function newTransaction(
  draft: ReferenceData,
  quote: QuoteRecord,
  now: Date,
  status: OutgoingTransactionRecord['status'],
  rules: ReferenceRules,
): OutgoingTransactionRecord {
  const timestamp = now.toISOString();
  const pending = approvalStateOf(draft, quote) === 'pending-platform-approval';
  return {
    id: quote.transactionId,
    type: 'OUTGOING',
    status,
    customerId: quote.customerId,
    platformCustomerId: quote.platformCustomerId,
    quoteId: quote.id,
    source: quote.source,
    destination: quote.destination,
    sentAmount: quote.totalSendingAmount,
    receivedAmount: quote.totalReceivingAmount,
    exchangeRate: quote.exchangeRate,
    platformFees: rules.transactionPlatformFees(quote.platformFees),
    ...(quote.destinationNetwork === undefined ? {} : { walletNetwork: quote.destinationNetwork }),
    ...(quote.agentId === undefined ? {} : { agentId: quote.agentId }),
    ...(pending ? { pendingPlatformApproval: true } : {}),
    plan: [],
    stepsDone: 0,
    executedAt: timestamp,
    // A transaction that waited for its SCA authorization keeps the time it was created.
    createdAt: rowById(draft.outgoingTransactions, quote.transactionId)?.createdAt ?? timestamp,
    updatedAt: timestamp,
  };
}
