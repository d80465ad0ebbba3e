/**
 * SCA on money movement (1, 7.5): for a customer in an SCA-regulated region, a quote's money moves only once its SCA
 * challenge is authorized (`POST /quotes/{quoteId}/authorize`, production). Until then the quote and its transaction
 * are `PENDING_AUTHORIZATION`; a challenge left to expire fails the transaction with `SCA_NOT_COMPLETED`.
 */
import type { AppDeps } from '../http/app-deps.ts';
import type { ReferenceRules } from '../rules.ts';
import { customerRegion } from '../sca/sca-customer.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import type { OutgoingTransactionRecord } from '../transactions/outgoing-transaction.ts';
import type { QuoteRecord, ScaStage } from './quote-record.ts';
import { newTransaction } from './quote-transaction.ts';

/** Whether the quote's customer is one whose money moves only after SCA authorization (a platform quote is not). */
export function needsScaAuthorization(data: ReferenceData, quote: QuoteRecord, rules: ReferenceRules): boolean {
  const customer = quote.customerId === '' ? undefined : rowById(data.customers, quote.customerId);
  return customer !== undefined && rules.moneyMovementNeedsSca(customerRegion(customer));
}

/**
 * Holds `quote` back behind a new SCA challenge for `stage`; its transaction is created waiting for the authorization
 * (production `PENDING_AUTHORIZATION`), so that an expiry can fail it.
 */
export function issueScaChallenge(
  draft: ReferenceData,
  quote: QuoteRecord,
  stage: ScaStage,
  now: Date,
  rules: ReferenceRules,
): OutgoingTransactionRecord {
  const expiresAt = new Date(now.getTime() + rules.quoteScaChallengeMs).toISOString();
  quote.scaChallenge = { id: newId('ScaChallenge'), expiresAt, stage };
  quote.status = 'PENDING_AUTHORIZATION';
  // An execution asked for is not asked again: executing it twice answers 409, as production's does.
  if (stage !== 'fund') quote.executed = true;
  quote.updatedAt = now.toISOString();
  const transaction = newTransaction(draft, quote, now, 'PENDING_AUTHORIZATION', rules);
  draft.outgoingTransactions[transaction.id] = transaction;
  return transaction;
}

/** 7.5: the challenge `challengeId` of the quote expired unauthorized: the quote and its transaction fail. */
export function expireScaChallenge(
  draft: ReferenceData,
  quoteId: string,
  challengeId: string,
  now: Date,
  rules: ReferenceRules,
): void {
  const quote = rowById(draft.quotes, quoteId);
  if (quote?.scaChallenge?.id !== challengeId || Date.parse(quote.scaChallenge.expiresAt) > now.getTime()) return;
  delete quote.scaChallenge;
  quote.status = 'FAILED';
  quote.updatedAt = now.toISOString();
  const transaction = rowById(draft.outgoingTransactions, quote.transactionId);
  if (transaction === undefined) return;
  transaction.status = 'FAILED';
  transaction.failureReason = rules.expiredScaChallengeReason;
  transaction.updatedAt = now.toISOString();
}

/** After the commit: the quote's open challenge, if any, expires on the scheduler at its `expiresAt`. */
export function scheduleScaExpiry(deps: AppDeps, quote: QuoteRecord | undefined): void {
  const challenge = quote?.scaChallenge;
  if (quote === undefined || challenge === undefined) return;
  deps.scheduler.at(new Date(challenge.expiresAt), async (due) => {
    await deps.store.transact((draft) => expireScaChallenge(draft, quote.id, challenge.id, due, deps.rules));
  });
}
