/**
 * `POST /quotes/{quoteId}/authorize` (production `authorizeQuote`; 1, 5, 7.5): the proof of a quote's SCA challenge.
 * It needs the customer's valid SCA login session (409 `SCA_SESSION_REQUIRED`); failed proofs count toward a lock of
 * the customer's login (423 `ACCOUNT_LOCKED`, production's milestones); an accepted one releases what the challenge
 * held back: the execution asked for, or a real-time quote's funding instructions.
 */
import type { AppDeps } from '../http/app-deps.ts';
import { type ApiError, documentedError, invalidInput } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import { requireScaSession, scaCustomer } from '../sca/sca-customer.ts';
import type { ScaLockoutRecord } from '../sca/sca-records.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { findQuote, moveMoney, type Execution } from './execute-quote.ts';
import type { QuoteRecord } from './quote-record.ts';

export interface Authorization {
  readonly quote: QuoteRecord;
  /** The execution the authorization released, if it held one back. */
  readonly execution?: Execution;
  /** The proof was refused: answered once the failed attempt it counts committed. */
  readonly refused?: true;
}

/** The answer to a refused proof (400; production: "Invalid or expired authorization proof"). */
export const refusedProof = (): ApiError =>
  invalidInput('The SCA proof is not valid.', [{ field: 'code', message: 'the code does not match' }]);

const minuteMs = 60_000;

function lockoutOf(data: ReferenceData, customerId: string): ScaLockoutRecord {
  data.scaLockouts[customerId] ??= { customerId, failedAttempts: 0, lockedUntil: null, suspended: false };
  return data.scaLockouts[customerId]!;
}

/** 423 while the customer's login is locked, with production's lockout details. */
function refuseWhileLocked(data: ReferenceData, customerId: string, now: Date): void {
  const lockout = rowById(data.scaLockouts, customerId);
  if (lockout === undefined) return;
  const locked = lockout.suspended || (lockout.lockedUntil !== null && Date.parse(lockout.lockedUntil) > now.getTime());
  if (!locked) return;
  throw documentedError('ACCOUNT_LOCKED', "The customer's login is locked after too many failed authorizations.", {
    details: { suspended: lockout.suspended, lockedUntil: lockout.lockedUntil, failedAttempts: lockout.failedAttempts },
  });
}

/** Counts a failed proof; the count may lock the login (production's milestones, `rules.scaLockFor`). */
function countFailure(data: ReferenceData, customerId: string, now: Date, rules: ReferenceRules): void {
  const lockout = lockoutOf(data, customerId);
  lockout.failedAttempts += 1;
  const lock = rules.scaLockFor(lockout.failedAttempts);
  if (lock === 'suspended') {
    lockout.suspended = true;
    lockout.lockedUntil = null;
  } else if (lock !== undefined) {
    lockout.lockedUntil = new Date(now.getTime() + lock * minuteMs).toISOString();
  }
}

/** Releases what the challenge held back. */
function release(draft: ReferenceData, quote: QuoteRecord, now: Date, rules: ReferenceRules): Execution | undefined {
  const stage = quote.scaChallenge!.stage;
  delete quote.scaChallenge;
  if (stage !== 'fund') return moveMoney(draft, quote, now, rules);
  // A real-time quote now shows where to send the funds; the funds execute it (4.5).
  quote.status = 'PENDING';
  quote.updatedAt = now.toISOString();
  const transaction = rowById(draft.outgoingTransactions, quote.transactionId);
  if (transaction !== undefined) transaction.status = 'PENDING';
  return undefined;
}

export function authorizeQuote(deps: AppDeps, quoteId: string, body: Record<string, unknown>): Promise<Authorization> {
  return deps.store.transact((draft) => {
    const now = deps.clock.now();
    const quote = findQuote(draft, quoteId);
    if (quote.customerId === '')
      throw documentedError('CONFLICT', 'SCA is not required for a platform quote; it has no customer.');
    scaCustomer(draft, quote.customerId, deps.rules);
    refuseWhileLocked(draft, quote.customerId, now);
    if (deps.rules.quoteAuthorizationNeedsSession) requireScaSession(draft, quote.customerId, now, deps.rules);
    const challenge = quote.scaChallenge;
    if (challenge === undefined)
      throw documentedError('CONFLICT', 'The quote has no pending SCA challenge to authorize.');
    if (Date.parse(challenge.expiresAt) <= now.getTime()) {
      throw invalidInput('The SCA challenge has expired.', [
        { field: 'code', message: 'the challenge expired; create a new quote' },
      ]);
    }
    if (!deps.config.sandbox || !deps.rules.scaProofAccepted(body['code'])) {
      countFailure(draft, quote.customerId, now, deps.rules);
      return { quote, refused: true };
    }
    lockoutOf(draft, quote.customerId).failedAttempts = 0;
    const execution = release(draft, quote, now, deps.rules);
    return execution === undefined ? { quote } : { quote, execution };
  });
}
