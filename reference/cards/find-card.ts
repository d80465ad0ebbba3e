import { undocumentedError } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { CardRecord } from './card-record.ts';
import type { CardTransactionRecord } from './card-transaction-record.ts';

/** The card with this id; 404 when there is none. */
export function findCard(data: ReferenceData, id: string): CardRecord {
  const card = rowById(data.cards, id);
  const message = 'No card has this id.';
  if (!card) throw undocumentedError('notFound', message);
  return card;
}

/** The card transaction with this id made on card `cardId`; 404 when there is none. */
export function findCardTransaction(data: ReferenceData, cardId: string, id: string): CardTransactionRecord {
  const transaction = rowById(data.cardTransactions, id);
  if (!transaction || transaction.cardId !== cardId)
    throw undocumentedError('notFound', 'The card has no card transaction with this id.');
  return transaction;
}
