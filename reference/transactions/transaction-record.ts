/**
 * A stored incoming payment. The document shows no field of a transaction (2.6: "not shown"); the stored members and
 * the answer follow the production facts (`IncomingTransaction`, section 6).
 */

/** Production's incoming statuses the reference reaches. */
export type IncomingTransactionStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface IncomingTransactionRecord {
  /** `Transaction:<uuid>`. */
  id: string;
  type: 'INCOMING';
  status: IncomingTransactionStatus;
  /** The receiving customer. */
  customerId: string;
  platformCustomerId: string;
  /** Smallest unit of `currency`. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  /** The UMA address that sent the payment. */
  senderUmaAddress: string;
  /** Where the payment was deposited: an `ExternalAccount:` or `InternalAccount:` id. */
  destinationAccountId: string;
  /** Production's incoming failure reason, when `status` is FAILED. */
  failureReason?: string;
  /** A pending payout that fails later (4.5 account suffix `005`): clock time after `createdAt`, in milliseconds. */
  failsAfterMs?: number;
  /** The failure reason it then fails with. */
  failsWith?: string;
  createdAt: string;
  updatedAt: string;
}

/** The IncomingTransaction body (production shape). */
export function toIncomingTransactionResponse(record: IncomingTransactionRecord): Record<string, unknown> {
  return {
    id: record.id,
    type: record.type,
    direction: 'CREDIT',
    status: record.status,
    customerId: record.customerId,
    platformCustomerId: record.platformCustomerId,
    receivedAmount: { amount: record.amount, currency: { code: record.currency } },
    source: { sourceType: 'UMA_ADDRESS', umaAddress: record.senderUmaAddress },
    destination: { destinationType: 'ACCOUNT', accountId: record.destinationAccountId },
    ...(record.failureReason === undefined ? {} : { failureReason: record.failureReason }),
    ...(record.status === 'COMPLETED' ? { settledAt: record.updatedAt } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
