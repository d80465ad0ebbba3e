/**
 * `POST /transactions/{transactionId}/approve` (1, 4.3): the platform approves an agent-initiated transaction that
 * waits for it; the transfer then starts. Any other transaction answers 409 `TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL`.
 */
import { documentedError, undocumentedError } from '../http/api-error.ts';
import { startTransfer } from '../quotes/execute-quote.ts';
import type { ReferenceRules } from '../rules.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { PendingEvent } from './outgoing-runner.ts';
import type { OutgoingTransactionRecord } from './outgoing-transaction.ts';

export interface Approval {
  readonly transaction: OutgoingTransactionRecord;
  readonly events: PendingEvent[];
  /** Whether the transfer started now (its later steps go to the scheduler). */
  readonly started: boolean;
}

const notPendingMessage = 'The transaction is not pending platform approval.';
const notPending = () => documentedError('TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL', notPendingMessage);

export function approveTransactionIn(
  draft: ReferenceData,
  id: string,
  context: { now: Date; rules: ReferenceRules },
): Approval {
  const transaction = rowById(draft.outgoingTransactions, id);
  if (!transaction) {
    if (rowById(draft.transactions, id)) throw notPending();
    throw undocumentedError('notFound', 'No transaction has this id.');
  }
  const pending = transaction.pendingPlatformApproval === true;
  if (!context.rules.approvable(pending)) throw notPending();
  if (!pending) return { transaction, events: [], started: false };
  const quote = rowById(draft.quotes, transaction.quoteId);
  if (!quote) throw new Error(`transaction ${id} has no quote`);
  if (context.rules.approvalEndsPendingApproval) delete transaction.pendingPlatformApproval;
  const events = startTransfer(draft, quote, transaction, context.now, context.rules);
  return { transaction, events, started: true };
}
