/**
 * The sandbox card simulation (9, July 2026): production's simulators, answering 202 with the issuer transaction
 * token at once; the card transaction they create or move is announced by `CARD_TRANSACTION.*` events (6). Pull
 * confirmations that production delivers later run on the one scheduler, on the injected clock.
 */
import { randomUUID } from 'node:crypto';
import { cardAuthorizationOutcome, type CardAuthorizationOutcome } from '../../spec/card-simulation.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput } from '../http/api-error.ts';
import type { ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import type { CardTransactionRecord } from './card-transaction-record.ts';
import type { RequestBody } from '../../spec/keys/index.ts';
import { announceCardTransaction, type CardTransactionChange } from './card-transaction-events.ts';
import { findCard, findCardTransaction } from './find-card.ts';
import { findCustomer } from '../customers/find-customer.ts';

/** The answer of every simulator (production: `{ issuerTransactionToken }`). */
export interface SimulationAnswer {
  readonly issuerTransactionToken: string;
}

/** Runs `change` in a store transaction, then announces what it changed. */
async function commitAndAnnounce(
  deps: AppDeps,
  change: (draft: ReferenceData, now: Date) => CardTransactionChange | undefined,
): Promise<CardTransactionChange | undefined> {
  const done = await deps.store.transact((draft) => change(draft, deps.clock.now()));
  if (done) announceCardTransaction(deps, done);
  return done;
}

/** A pull on the funding source is confirmed (or reported failed) after the authorization: `pull-failed` ends in EXCEPTION. */
function confirmPull(deps: AppDeps, id: string, failed: boolean): Promise<unknown> {
  return commitAndAnnounce(deps, (draft, now) => {
    const transaction = draft.cardTransactions[id];
    if (!transaction || transaction.pendingPulls === 0) return undefined;
    const before = transaction.status;
    transaction.pendingPulls -= 1;
    if (failed) {
      transaction.pulledAmount -= transaction.authorizedAmount;
      transaction.status = 'EXCEPTION';
    }
    transaction.lastEventAt = transaction.updatedAt = now.toISOString();
    return { before, after: transaction };
  });
}

/** What happens to the pull of an approved authorization once it is committed. */
function schedulePull(deps: AppDeps, id: string, outcome: CardAuthorizationOutcome): void {
  const task = (failed: boolean) => async () => void (await confirmPull(deps, id, failed));
  if (outcome.kind === 'delayed-pull') deps.scheduler.after(outcome.delayMs, task(false));
  if (outcome.kind === 'pull-failed') deps.scheduler.after(0, task(true));
}

/**
 * `POST /sandbox/cards/{id}/simulate/authorization`: an authorization on the card. Approved (a card transaction
 * `AUTHORIZED`) unless the descriptor's ending declines it, the card is not `ACTIVE` (production declines with
 * CARD_PAUSED) or the amount is above the card's per-transaction limit; a declined authorization leaves no card
 * transaction.
 */
export async function simulateAuthorization(
  deps: AppDeps,
  cardId: string,
  request: RequestBody<'sandboxSimulateCardAuthorization'>,
): Promise<SimulationAnswer> {
  const outcome = cardAuthorizationOutcome(request.merchant.descriptor);
  const token = randomUUID();
  const done = await commitAndAnnounce(deps, (draft, now) => {
    const card = findCard(draft, cardId);
    if (request.currency.code !== card.currency) {
      throw invalidInput('The authorization is not in the card currency.', [
        { field: 'currency.code', message: `is not ${card.currency}` },
      ]);
    }
    const overLimit = card.maxSpendPerTransaction !== null && request.amount > card.maxSpendPerTransaction;
    const declined = outcome.kind === 'declined';
    if (declined || card.state !== 'ACTIVE' || overLimit) return undefined;
    const holder = findCustomer(draft, card.cardholderId);
    const timestamp = now.toISOString();
    const transaction: CardTransactionRecord = {
      id: newId('CardTransaction'),
      cardId: card.id,
      customerId: holder.id,
      platformCustomerId: holder.platformCustomerId,
      issuerTransactionToken: token,
      status: 'AUTHORIZED',
      merchant: { ...request.merchant },
      currency: card.currency,
      authorizedAmount: request.amount,
      settledAmount: 0,
      refundedAmount: 0,
      settlementCount: 0,
      refundCount: 0,
      pullCount: 1,
      pulledAmount: request.amount,
      pendingPulls: outcome.kind === 'approved' ? 0 : 1,
      accountId: card.fundingSources[0]!,
      authorizedAt: timestamp,
      lastEventAt: timestamp,
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    draft.cardTransactions[transaction.id] = transaction;
    return { before: undefined, after: transaction };
  });
  if (done) schedulePull(deps, done.after.id, outcome);
  return { issuerTransactionToken: token };
}

/**
 * `POST /sandbox/cards/{id}/simulate/clearing`: a clearing against an `AUTHORIZED` or `PARTIALLY_SETTLED` card
 * transaction. Settled short of the authorization: `PARTIALLY_SETTLED`; settled in full (or more: a post-hoc pull
 * covers the excess): `SETTLED`. Amount 0 lets the rest of the authorization expire: the transaction closes
 * `SETTLED` at what has settled.
 */
export async function simulateClearing(
  deps: AppDeps,
  cardId: string,
  request: RequestBody<'sandboxSimulateCardClearing'>,
): Promise<SimulationAnswer> {
  const done = await commitAndAnnounce(deps, (draft, now) => {
    findCard(draft, cardId);
    const transaction = findCardTransaction(draft, cardId, request.cardTransactionId);
    const before = transaction.status;
    if (before !== 'AUTHORIZED' && before !== 'PARTIALLY_SETTLED') {
      throw invalidInput(`A ${before} card transaction takes no clearing.`, [
        { field: 'cardTransactionId', message: `is ${before}` },
      ]);
    }
    if (request.amount > 0) {
      const settled = transaction.settledAmount + request.amount;
      const excess = settled - Math.max(transaction.settledAmount, transaction.authorizedAmount);
      if (excess > 0) {
        transaction.pullCount += 1;
        transaction.pulledAmount += excess;
      }
      transaction.settledAmount = settled;
      transaction.settlementCount += 1;
    }
    const expired = request.amount === 0;
    transaction.status =
      expired || transaction.settledAmount >= transaction.authorizedAmount ? 'SETTLED' : 'PARTIALLY_SETTLED';
    transaction.lastEventAt = transaction.updatedAt = now.toISOString();
    return { before, after: transaction };
  });
  return { issuerTransactionToken: done!.after.issuerTransactionToken };
}

/**
 * `POST /sandbox/cards/{id}/simulate/return`: a merchant return of settled funds, at most what is settled and not yet
 * refunded. Refunded in full: `REFUNDED`; in part: the status stays.
 */
export async function simulateReturn(
  deps: AppDeps,
  cardId: string,
  request: RequestBody<'sandboxSimulateCardReturn'>,
): Promise<SimulationAnswer> {
  const done = await commitAndAnnounce(deps, (draft, now) => {
    findCard(draft, cardId);
    const transaction = findCardTransaction(draft, cardId, request.cardTransactionId);
    const before = transaction.status;
    const refundable = transaction.settledAmount - transaction.refundedAmount;
    if ((before !== 'SETTLED' && before !== 'PARTIALLY_SETTLED') || refundable <= 0) {
      throw invalidInput(`A ${before} card transaction with nothing settled to refund takes no return.`, [
        { field: 'cardTransactionId', message: `is ${before}` },
      ]);
    }
    if (request.amount > refundable) {
      throw invalidInput('The return exceeds the settled amount not yet refunded.', [
        { field: 'amount', message: `is above ${refundable}` },
      ]);
    }
    transaction.refundedAmount += request.amount;
    transaction.refundCount += 1;
    if (transaction.refundedAmount === transaction.settledAmount) transaction.status = 'REFUNDED';
    transaction.lastEventAt = transaction.updatedAt = now.toISOString();
    return { before, after: transaction };
  });
  return { issuerTransactionToken: done!.after.issuerTransactionToken };
}
