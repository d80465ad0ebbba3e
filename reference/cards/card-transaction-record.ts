/**
 * A stored card transaction: one authorization and everything that settles or refunds against it. The document says
 * only that `CARD_TRANSACTION.*` events carry "the full card transaction" (6); the members and the answer follow
 * production (`CardTransaction`).
 */

/** Production's card transaction statuses (6 names them: authorized, partially settled, settled, refunded, exception). */
export type CardTransactionStatus = 'AUTHORIZED' | 'PARTIALLY_SETTLED' | 'SETTLED' | 'REFUNDED' | 'EXCEPTION';

export interface CardMerchant {
  descriptor: string;
  mcc?: string;
  country?: string;
}

export interface CardTransactionRecord {
  /** `CardTransaction:<uuid>`. */
  id: string;
  cardId: string;
  customerId: string;
  platformCustomerId: string;
  /** The token the simulation answered; it correlates the simulation with the events. */
  issuerTransactionToken: string;
  status: CardTransactionStatus;
  merchant: CardMerchant;
  /** ISO 4217 code. */
  currency: string;
  /** Smallest unit of `currency`, as are the other amounts. */
  authorizedAmount: number;
  settledAmount: number;
  refundedAmount: number;
  settlementCount: number;
  refundCount: number;
  /** Pulls on the funding source: how many, how much was pulled, how many still wait for their confirmation. */
  pullCount: number;
  pulledAmount: number;
  pendingPulls: number;
  /** The internal account that funds the transaction. */
  accountId: string;
  authorizedAt: string;
  lastEventAt: string;
  createdAt: string;
  updatedAt: string;
}

const amount = (value: number, currency: string) => ({ amount: value, currency: { code: currency } });

/** The CardTransaction body (production shape), as the events carry it. */
export function toCardTransactionResponse(record: CardTransactionRecord): Record<string, unknown> {
  return {
    type: 'CARD',
    id: record.id,
    cardId: record.cardId,
    customerId: record.customerId,
    platformCustomerId: record.platformCustomerId,
    issuerTransactionToken: record.issuerTransactionToken,
    status: record.status,
    direction: 'DEBIT',
    merchant: { ...record.merchant },
    authorizedAmount: amount(record.authorizedAmount, record.currency),
    ...(record.settlementCount > 0 ? { settledAmount: amount(record.settledAmount, record.currency) } : {}),
    ...(record.refundCount > 0 ? { refundedAmount: amount(record.refundedAmount, record.currency) } : {}),
    accountId: record.accountId,
    pullSummary: { count: record.pullCount, totalAmount: record.pulledAmount, pendingCount: record.pendingPulls },
    refundSummary: { count: record.refundCount, totalAmount: record.refundedAmount },
    settlementSummary: { count: record.settlementCount, totalAmount: record.settledAmount },
    authorizedAt: record.authorizedAt,
    lastEventAt: record.lastEventAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
