/**
 * Executing a quote (4.3, 4.5): by `POST /quotes/{quoteId}/execute`, by `immediatelyExecute`, or by the funds of
 * `POST /sandbox/send`. Debits an internal source, creates the outgoing transaction and starts its sandbox path.
 */
import type { ReferenceConfig } from '../config.ts';
import { type ApiError, documentedError, undocumentedError } from '../http/api-error.ts';
import { debitAccount } from '../wallet/internal-accounts/balances.ts';
import type { ReferenceRules } from '../rules.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { planTransfer } from '../transactions/outgoing-plan.ts';
import { applyDueSteps, type PendingEvent } from '../transactions/outgoing-runner.ts';
import type { OutgoingTransactionRecord } from '../transactions/outgoing-transaction.ts';
import { quoteStatusAt, type QuoteRecord } from './quote-record.ts';
import { issueScaChallenge, needsScaAuthorization } from './quote-sca.ts';
import { newTransaction } from './quote-transaction.ts';
import { transferLimitRefusal } from './transfer-limits.ts';

/** How the execution was asked for. */
export type ExecutionTrigger = 'execute' | 'immediately' | 'sandbox-send';

/** The quote with this id; 404 when there is none. */
export function findQuote(data: ReferenceData, id: string): QuoteRecord {
  const quote = rowById(data.quotes, id);
  if (!quote) throw undocumentedError('notFound', 'No quote has this id.');
  return quote;
}

const conflict = (message: string) => documentedError('CONFLICT', message);

/** Refuses an execution the quote's state or funding path does not allow (nothing changed). */
function checkExecutable(quote: QuoteRecord, trigger: ExecutionTrigger, now: Date): void {
  if (quote.executed) throw conflict('The quote was already executed.');
  if (quote.scaChallenge !== undefined)
    throw conflict('The quote waits for its SCA challenge to be authorized (POST /quotes/{quoteId}/authorize).');
  if (quoteStatusAt(quote, now) === 'EXPIRED') throw conflict('The quote has expired.');
  const realtime = quote.source.kind === 'realtime-funding';
  if (realtime && trigger !== 'sandbox-send')
    throw conflict('A real-time-funded quote executes when its funds arrive.');
  if (!realtime && trigger === 'sandbox-send') throw conflict('The quote is not funded in real time.');
}

/** Whether the rules in force let this funding path move money (4.5). */
function pathMovesMoney(quote: QuoteRecord, trigger: ExecutionTrigger, rules: ReferenceRules): boolean {
  const paths = rules.quoteFundingPaths;
  if (trigger === 'immediately' && !rules.immediatelyExecuteAppliesTo(quote.source.kind)) return false;
  if (trigger === 'sandbox-send') return paths.realtimeSandboxSend;
  if (quote.source.kind === 'external-account') {
    return trigger === 'execute' || paths.externalImmediatelyExecute;
  }
  return paths.internalAccountExecute;
}

export interface Execution {
  readonly quote: QuoteRecord;
  readonly transaction?: OutgoingTransactionRecord;
  readonly events: PendingEvent[];
  /** A refusal to answer once the transaction committed (only when the rules keep a refused transfer's debit). */
  readonly refusal?: ApiError;
}

export interface ExecutionContext {
  readonly now: Date;
  readonly rules: ReferenceRules;
  readonly config: ReferenceConfig;
  readonly trigger: ExecutionTrigger;
}

/** Moves the money of `tx` from now on: debits an internal source, plans the sandbox path, applies the steps due. */
export function startTransfer(
  draft: ReferenceData,
  quote: QuoteRecord,
  tx: OutgoingTransactionRecord,
  now: Date,
  rules: ReferenceRules,
): PendingEvent[] {
  const timestamp = now.toISOString();
  const debited = quote.source.kind === 'internal-account' ? quote.source.accountId : undefined;
  if (debited !== undefined) {
    const amount = rules.debitedAmount(quote.totalSendingAmount, quote.platformFees);
    debitAccount(draft, debited, amount, now);
    tx.debit = {
      accountId: debited,
      amount,
      settled: false,
      refunded: false,
      refundAmount: rules.refundedAmount(amount, quote.platformFees),
    };
  }
  tx.creditAmount = rules.creditedAmount(tx.receivedAmount);
  tx.plan = planTransfer(
    {
      source: quote.source,
      ...(quote.sourceIdentifier === undefined ? {} : { sourceIdentifier: quote.sourceIdentifier }),
      destination: quote.destination,
      ...(quote.destinationIdentifier === undefined ? {} : { destinationIdentifier: quote.destinationIdentifier }),
    },
    rules,
  );
  tx.stepsDone = 0;
  tx.executedAt = timestamp;
  tx.updatedAt = timestamp;
  return applyDueSteps(draft, tx, now);
}

/**
 * Executes `quote` in `draft`. After the commit, the caller schedules the rest of the path and publishes `events`. In
 * an SCA region (1) nothing moves yet: the quote and its transaction wait for the SCA challenge this issues.
 */
export function executeQuoteIn(draft: ReferenceData, quote: QuoteRecord, context: ExecutionContext): Execution {
  const { now, rules, trigger } = context;
  checkExecutable(quote, trigger, now);
  const refusal = transferLimitRefusal(draft, quote, 'execute', context);
  if (refusal) {
    if (!rules.refusedTransferKeepsDebit || quote.source.kind !== 'internal-account') throw refusal;
    debitAccount(draft, quote.source.accountId, quote.totalSendingAmount, now);
    return { quote, events: [], refusal };
  }
  if (!pathMovesMoney(quote, trigger, rules)) return { quote, events: [] };
  if (trigger !== 'sandbox-send' && needsScaAuthorization(draft, quote, rules)) {
    const transaction = issueScaChallenge(draft, quote, trigger, now, rules);
    return { quote, transaction, events: [] };
  }
  return moveMoney(draft, quote, now, rules);
}

/** Creates the transaction of an executable `quote` and starts moving its money (or waits for the platform's approval). */
export function moveMoney(draft: ReferenceData, quote: QuoteRecord, now: Date, rules: ReferenceRules): Execution {
  const timestamp = now.toISOString();
  const transaction = newTransaction(draft, quote, now, 'PENDING', rules);
  const pending = transaction.pendingPlatformApproval === true;
  quote.executed = true;
  quote.status = 'PROCESSING';
  quote.updatedAt = timestamp;
  draft.outgoingTransactions[transaction.id] = transaction;
  // Waiting for the platform's approval: nothing moves until `POST /transactions/{transactionId}/approve`.
  const events = pending && rules.approvalHoldsTransfer ? [] : startTransfer(draft, quote, transaction, now, rules);
  return { quote, transaction, events };
}
