/**
 * `POST /transactions/{transactionId}/reject` (production's `rejectPendingPayment`; 1: the platform approves or
 * rejects agent-initiated transactions): the transaction that waits for the platform's approval fails before its
 * transfer starts, so nothing moves, and `OUTGOING_PAYMENT.FAILED` tells the platform (6). Any other transaction
 * answers 409 `TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL`, as its approval would.
 */
import { documentedError, undocumentedError } from '../../http/api-error.ts';
import { startTransfer } from '../../quotes/execute-quote.ts';
import type { ReferenceRules } from '../../rules.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import { outgoingEventType, type PendingEvent } from '../outgoing-runner.ts';
import { toOutgoingTransactionResponse, type OutgoingTransactionRecord } from '../outgoing-transaction.ts';

export interface Rejection {
  readonly transaction: OutgoingTransactionRecord;
  /** The events of the change: the payment's failure (or, under a rule that does not stop it, its transfer's). */
  readonly events: PendingEvent[];
  readonly started: boolean;
}

const notPending = () =>
  documentedError('TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL', 'The transaction is not pending platform approval.');

export function rejectTransactionIn(
  draft: ReferenceData,
  id: string,
  context: { now: Date; rules: ReferenceRules },
): Rejection {
  const transaction = rowById(draft.outgoingTransactions, id);
  if (!transaction) {
    if (rowById(draft.transactions, id)) throw notPending();
    throw undocumentedError('notFound', 'No transaction has this id.');
  }
  if (!context.rules.approvable(transaction.pendingPlatformApproval === true)) throw notPending();
  delete transaction.pendingPlatformApproval;
  if (!context.rules.rejectionStopsTransfer) {
    const quote = rowById(draft.quotes, transaction.quoteId);
    if (!quote) throw new Error(`transaction ${id} has no quote`);
    return { transaction, events: startTransfer(draft, quote, transaction, context.now, context.rules), started: true };
  }
  // Nothing was debited before the start, so there is nothing to refund; the quote ends with its transaction.
  const before = toOutgoingTransactionResponse(transaction);
  const timestamp = context.now.toISOString();
  transaction.status = 'FAILED';
  transaction.updatedAt = timestamp;
  const quote = rowById(draft.quotes, transaction.quoteId);
  if (quote) {
    quote.status = 'FAILED';
    quote.updatedAt = timestamp;
  }
  const failed = { type: outgoingEventType.status('FAILED'), data: toOutgoingTransactionResponse(transaction), before };
  return { transaction, events: [failed], started: false };
}
