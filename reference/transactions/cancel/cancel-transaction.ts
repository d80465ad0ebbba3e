/**
 * `POST /transactions/{transactionId}/cancel` (7.3; the operation is production's): a transfer that has not started
 * is cancelled, it fails and nothing moves; any other answers 409 `TRANSACTION_NOT_CANCELLABLE`.
 */
import { documentedError, undocumentedError } from '../../http/api-error.ts';
import type { ReferenceRules } from '../../rules.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import type { OutgoingTransactionRecord } from '../outgoing-transaction.ts';
import type { IncomingTransactionRecord } from '../transaction-record.ts';

export type Cancelled =
  | { readonly kind: 'outgoing'; readonly transaction: OutgoingTransactionRecord }
  | { readonly kind: 'incoming'; readonly transaction: IncomingTransactionRecord };

const notCancellable = () =>
  documentedError('TRANSACTION_NOT_CANCELLABLE', 'The transaction is settled or past the point of cancellation.');

export function cancelTransactionIn(
  draft: ReferenceData,
  id: string,
  context: { now: Date; rules: ReferenceRules },
): Cancelled {
  const outgoing = rowById(draft.outgoingTransactions, id);
  const incoming = outgoing ? undefined : rowById(draft.transactions, id);
  if (!outgoing && !incoming) throw undocumentedError('notFound', 'No transaction has this id.');
  const facts = outgoing
    ? { type: outgoing.type, status: outgoing.status, notStarted: outgoing.pendingPlatformApproval === true }
    : { type: incoming!.type, status: incoming!.status, notStarted: false };
  if (!context.rules.cancellable(facts)) throw notCancellable();
  if (incoming) return { kind: 'incoming', transaction: incoming };
  const transaction = outgoing!;
  // Nothing was debited before the start, so there is nothing to refund.
  delete transaction.pendingPlatformApproval;
  transaction.status = 'FAILED';
  transaction.updatedAt = context.now.toISOString();
  return { kind: 'outgoing', transaction };
}
