/**
 * A stored outgoing payment: the transaction a quote's execution creates. The document names only a few of its
 * fields (2.6: `platformFees`, `pendingReason`, `onChainTransaction`, `reconciliationInstructions.transactionHash`);
 * the other members and the answer follow the production facts (`OutgoingTransaction`, section 6).
 */

/** Production's outgoing statuses the reference reaches. */
export type OutgoingStatus = 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** What a source or destination is. */
export type MoneyEnd =
  | { readonly kind: 'internal-account'; readonly accountId: string; readonly currency: string }
  | { readonly kind: 'external-account'; readonly accountId: string; readonly currency: string }
  | { readonly kind: 'realtime-funding'; readonly currency: string }
  | { readonly kind: 'uma-address'; readonly umaAddress: string; readonly currency: string };

/** Production's refund object (the outcome of a refund is on it, 9: not on a failure reason). */
export interface RefundRecord {
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  reason: 'TRANSACTION_FAILED' | 'USER_CANCELLATION';
  reference: string;
  initiatedAt: string;
  settledAt?: string;
}

/** One timed step of a transfer's sandbox path (see `outgoing-plan.ts`). */
export type TransferStep =
  | { readonly kind: 'status'; readonly status: OutgoingStatus; readonly failureReason?: string }
  /** The money reaches the destination: a held debit leaves its account; an internal destination is credited. */
  | { readonly kind: 'settle' }
  | { readonly kind: 'refund-start'; readonly reason: RefundRecord['reason'] }
  | { readonly kind: 'refund-complete' }
  | { readonly kind: 'refund-fail' };

export interface PlannedStep {
  /** Clock time after the execution, in milliseconds. */
  readonly afterMs: number;
  readonly step: TransferStep;
}

export interface OutgoingTransactionRecord {
  /** `Transaction:<uuid>`. */
  id: string;
  type: 'OUTGOING';
  status: OutgoingStatus;
  /** The customer the quote is for; empty for the platform. */
  customerId: string;
  platformCustomerId: string;
  quoteId: string;
  source: MoneyEnd;
  destination: MoneyEnd;
  /** Smallest units of the source currency sent, fees included. */
  sentAmount: number;
  /** Smallest units of the destination currency received. */
  receivedAmount: number;
  exchangeRate: number;
  /** Smallest units of the source currency (2.6 `platformFees`). */
  platformFees: number;
  /** The internal account the amount was debited from and is held on until the transfer settles or is refunded. */
  debit?: { accountId: string; amount: number; settled: boolean; refunded: boolean; refundAmount?: number };
  /** What settling credits to an internal destination (the received amount, unless a deviant's rule says otherwise). */
  creditAmount?: number;
  failureReason?: string;
  refund?: RefundRecord;
  /** Set when a wallet transfer settled on chain (2.6, 9). */
  onChainTransaction?: { transactionHash: string; network: string };
  /** The network of a wallet destination (production `onChainTransaction.network`), set when it settles. */
  walletNetwork?: string;
  /** The agent that initiated it, if any. */
  agentId?: string;
  /** 1, 4.3: an agent-initiated transfer waiting for `POST /transactions/{transactionId}/approve`; nothing moved yet. */
  pendingPlatformApproval?: boolean;
  /** The sandbox path; `stepsDone` of them have happened. */
  plan: PlannedStep[];
  stepsDone: number;
  executedAt: string;
  settledAt?: string;
  createdAt: string;
  updatedAt: string;
}

const currencyOf = (code: string) => ({ code });
const amountOf = (amount: number, code: string) => ({ amount, currency: currencyOf(code) });

function endResponse(
  end: MoneyEnd,
  side: 'source' | 'destination',
  onChain?: OutgoingTransactionRecord['onChainTransaction'],
) {
  const typeKey = side === 'source' ? 'sourceType' : 'destinationType';
  const chain = onChain === undefined ? {} : { onChainTransaction: onChain };
  switch (end.kind) {
    case 'internal-account':
    case 'external-account':
      return { [typeKey]: 'ACCOUNT', accountId: end.accountId, currency: end.currency, ...chain };
    case 'realtime-funding':
      return { [typeKey]: 'REALTIME_FUNDING', currency: end.currency };
    case 'uma-address':
      return { [typeKey]: 'UMA_ADDRESS', umaAddress: end.umaAddress, currency: end.currency };
  }
}

/** The OutgoingTransaction body (production shape). */
export function toOutgoingTransactionResponse(record: OutgoingTransactionRecord): Record<string, unknown> {
  return {
    id: record.id,
    type: record.type,
    direction: 'DEBIT',
    status: record.status,
    customerId: record.customerId,
    platformCustomerId: record.platformCustomerId,
    quoteId: record.quoteId,
    source: endResponse(record.source, 'source'),
    destination: endResponse(record.destination, 'destination', record.onChainTransaction),
    sentAmount: amountOf(record.sentAmount, record.source.currency),
    receivedAmount: amountOf(record.receivedAmount, record.destination.currency),
    exchangeRate: record.exchangeRate,
    // Production: an integer in the smallest unit of the source currency.
    platformFees: record.platformFees,
    ...(record.agentId === undefined ? {} : { agentId: record.agentId }),
    ...(record.failureReason === undefined ? {} : { failureReason: record.failureReason }),
    ...(record.refund === undefined ? {} : { refund: { ...record.refund } }),
    ...(record.settledAt === undefined ? {} : { settledAt: record.settledAt }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
