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
    // Stryker disable next-line StringLiteral: outside the document: the fields of a transaction record are not shown (2.6); production's IncomingTransaction
    direction: 'CREDIT',
    status: record.status,
    customerId: record.customerId,
    platformCustomerId: record.platformCustomerId,
    // Stryker disable next-line ObjectLiteral: outside the document: the fields of a transaction record are not shown (2.6); production's IncomingTransaction
    receivedAmount: { amount: record.amount, currency: { code: record.currency } },
    // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: the fields of a transaction record are not shown (2.6); production's IncomingTransaction
    source: { sourceType: 'UMA_ADDRESS', umaAddress: record.senderUmaAddress },
    // Stryker disable next-line StringLiteral: outside the document: the fields of a transaction record are not shown (2.6); production's IncomingTransaction (the account id is read by the suite)
    destination: { destinationType: 'ACCOUNT', accountId: record.destinationAccountId },
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ObjectLiteral: outside the document: the fields of a transaction record are not shown (2.6); production's IncomingTransaction
    ...(record.failureReason === undefined ? {} : { failureReason: record.failureReason }),
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral,ObjectLiteral: outside the document: the fields of a transaction record are not shown (2.6); production's IncomingTransaction
    ...(record.status === 'COMPLETED' ? { settledAt: record.updatedAt } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
