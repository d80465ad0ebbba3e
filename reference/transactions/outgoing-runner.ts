/**
 * Runs the sandbox path of an outgoing transfer: the steps due at execution inside the execution's own transaction,
 * the later ones on the scheduler (the injected clock), each in one `transact`, and the events of every step after
 * its commit (part 6; production names them `OUTGOING_PAYMENT.<status>` and `OUTGOING_PAYMENT.REFUND_*`).
 */
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../http/app-deps.ts';
import { creditAccount, refundDebit, settleDebit } from '../wallet/internal-accounts/balances.ts';
import type { ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import {
  toOutgoingTransactionResponse,
  type OutgoingTransactionRecord,
  type TransferStep,
} from './outgoing-transaction.ts';

/** An event to publish once the change that caused it is committed. */
export interface PendingEvent {
  readonly type: string;
  /** The object as the change left it: what the event announces. */
  readonly data: Record<string, unknown>;
  /** The object as it was before the change (only a rule that carries a stale object reads it). */
  readonly before?: Record<string, unknown>;
}

/** Production's outgoing-payment event types. */
export const outgoingEventType = {
  status: (status: string) => `OUTGOING_PAYMENT.${status}`,
  refundPending: 'OUTGOING_PAYMENT.REFUND_PENDING',
  refundCompleted: 'OUTGOING_PAYMENT.REFUND_COMPLETED',
  refundFailed: 'OUTGOING_PAYMENT.REFUND_FAILED',
} as const;

function applyStep(draft: ReferenceData, tx: OutgoingTransactionRecord, step: TransferStep, now: Date): string {
  const timestamp = now.toISOString();
  tx.updatedAt = timestamp;
  switch (step.kind) {
    case 'status': {
      tx.status = step.status;
      if (step.failureReason !== undefined) tx.failureReason = step.failureReason;
      if (step.status === 'COMPLETED') {
        tx.settledAt = timestamp;
        if (tx.walletNetwork !== undefined) {
          tx.onChainTransaction = {
            transactionHash: `0x${randomBytes(32).toString('hex')}`,
            network: tx.walletNetwork,
          };
        }
      }
      const quote = draft.quotes[tx.quoteId];
      if (quote) {
        quote.status = step.status === 'PENDING' ? 'PROCESSING' : step.status;
        quote.updatedAt = timestamp;
      }
      return outgoingEventType.status(step.status);
    }
    case 'settle': {
      if (tx.debit && !tx.debit.settled) {
        settleDebit(draft, tx.debit.accountId, tx.debit.amount, now);
        tx.debit.settled = true;
      }
      if (tx.destination.kind === 'internal-account')
        creditAccount(draft, tx.destination.accountId, tx.creditAmount ?? tx.receivedAmount, now);
      return '';
    }
    case 'refund-start':
      tx.refund = { status: 'PENDING', reason: step.reason, reference: newId('Refund'), initiatedAt: timestamp };
      return outgoingEventType.refundPending;
    case 'refund-complete': {
      if (tx.debit && !tx.debit.refunded) {
        // A settled debit left the account: the money comes back as a credit; a held one is released.
        const refunded = tx.debit.refundAmount ?? tx.debit.amount;
        if (tx.debit.settled) creditAccount(draft, tx.debit.accountId, refunded, now);
        else refundDebit(draft, tx.debit.accountId, refunded, now);
        tx.debit.refunded = true;
      }
      if (tx.refund) Object.assign(tx.refund, { status: 'COMPLETED', settledAt: timestamp });
      return outgoingEventType.refundCompleted;
    }
    case 'refund-fail':
      if (tx.refund) tx.refund.status = 'FAILED';
      return outgoingEventType.refundFailed;
  }
}

/** Applies, in `draft`, every step of `tx` due by `due`; answers the events they cause, in order. */
export function applyDueSteps(draft: ReferenceData, tx: OutgoingTransactionRecord, due: Date): PendingEvent[] {
  const start = Date.parse(tx.executedAt);
  const events: PendingEvent[] = [];
  while (tx.stepsDone < tx.plan.length) {
    const next = tx.plan[tx.stepsDone]!;
    const when = start + next.afterMs;
    if (when > due.getTime()) break;
    const before = toOutgoingTransactionResponse(tx);
    const type = applyStep(draft, tx, next.step, new Date(Math.max(when, start)));
    tx.stepsDone += 1;
    if (type !== '') events.push({ type, data: toOutgoingTransactionResponse(tx), before });
  }
  return events;
}

/** Publishes events the rules in force send, after their change was committed. */
export function publishEvents(deps: AppDeps, events: readonly PendingEvent[]): void {
  const { rules } = deps;
  for (const event of rules.publishedInOrder(events)) {
    if (rules.sendsEvent(event.type))
      deps.events.publish(event.type, rules.eventCarriesChangedObject ? event.data : (event.before ?? event.data));
  }
}

/** After the execution committed: schedules the steps still ahead of `tx` on the one scheduler. */
export function scheduleRemainingSteps(deps: AppDeps, tx: OutgoingTransactionRecord): void {
  const start = Date.parse(tx.executedAt);
  const ahead = new Set(tx.plan.slice(tx.stepsDone).map((s) => s.afterMs));
  for (const afterMs of ahead) {
    deps.scheduler.at(new Date(start + afterMs), async (due) => {
      const events = await deps.store.transact((draft) => {
        const stored = draft.outgoingTransactions[tx.id];
        return stored ? applyDueSteps(draft, stored, due) : [];
      });
      publishEvents(deps, events);
    });
  }
}
