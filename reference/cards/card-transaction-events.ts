import type { AppDeps } from '../http/app-deps.ts';
import {
  toCardTransactionResponse,
  type CardTransactionRecord,
  type CardTransactionStatus,
} from './card-transaction-record.ts';

/** A card transaction as committed, and its status before the change (`undefined`: it was just created). */
export interface CardTransactionChange {
  readonly before: CardTransactionStatus | undefined;
  readonly after: CardTransactionRecord;
}

/**
 * 6: announces a committed card transaction change: a `CARD_TRANSACTION.*` event for every state transition (a change
 * that keeps the status, a partial refund for one, is no transition), carrying the card transaction. Call after commit.
 */
export function announceCardTransaction(deps: Pick<AppDeps, 'events' | 'rules'>, change: CardTransactionChange): void {
  if (change.before === change.after.status) return;
  const type = deps.rules.cardTransactionEventType(change.after.status);
  if (type === undefined) return;
  deps.events.publish(
    type,
    deps.rules.cardTransactionEventData(toCardTransactionResponse(change.after), change.before),
  );
}
