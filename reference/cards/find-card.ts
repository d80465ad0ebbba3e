import { undocumentedError } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { CardRecord } from './card-record.ts';
import type { CardTransactionRecord } from './card-transaction-record.ts';

/** The card with this id; 404 when there is none. */
export function findCard(data: ReferenceData, id: string): CardRecord {
  const card = rowById(data.cards, id);
  // Stryker disable next-line StringLiteral: message: the 404's text is not fixed by the document
  const message = 'No card has this id.';
  if (!card) throw undocumentedError('notFound', message);
  return card;
}

/** The card transaction with this id made on card `cardId`; 404 when there is none. */
export function findCardTransaction(data: ReferenceData, cardId: string, id: string): CardTransactionRecord {
  const transaction = rowById(data.cardTransactions, id);
  // Stryker disable next-line LogicalOperator,StringLiteral: outside the document: the card simulation and its 404 for a card transaction of no card or another card are production's
  if (!transaction || transaction.cardId !== cardId)
    throw undocumentedError('notFound', 'The card has no card transaction with this id.');
  return transaction;
}
