/**
 * The balance of an internal account, changed only here. Each function works on a store draft, so the caller's one
 * `transact` makes a request's balance changes all or nothing. Amounts are integers in the account's smallest unit.
 */
import { ApiError, invalidInput } from '../../http/api-error.ts';
import type { ReferenceData } from '../../store/data.ts';
import { findInternalAccount } from './find-internal-account.ts';
import type { InternalAccountRecord } from './internal-account-record.ts';

function checkedAmount(amount: number): number {
  // Callers validate request bodies first; this guards the arithmetic against a caller that did not.
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`a balance moves by a positive whole amount, not ${amount}`);
  return amount;
}

function touch(account: InternalAccountRecord, now: Date): InternalAccountRecord {
  account.updatedAt = now.toISOString();
  return account;
}

/**
 * The most an account holds, what it can spend and what is held together: the largest whole amount a JSON number
 * carries exactly. A credit beyond it is refused (400, nothing changed) rather than stored rounded.
 */
export const maxBalance = Number.MAX_SAFE_INTEGER;

/** 4.4: funds the account at once (sandbox); `field` names the amount's member in a refusal. */
export function fundAccount(
  draft: ReferenceData,
  accountId: string,
  amount: number,
  now: Date,
  field = 'amount',
): InternalAccountRecord {
  const account = findInternalAccount(draft, accountId);
  const available = account.available ?? 0;
  if (checkedAmount(amount) > maxBalance - available - (account.held ?? 0)) {
    throw invalidInput('The account cannot hold this amount: its balance would pass the largest exact amount.', [
      { field, message: `the balance may reach at most ${maxBalance}` },
    ]);
  }
  account.available = available + amount;
  return touch(account, now);
}

/** Adds a payment received (an incoming payment, a completed pull). */
export function creditAccount(
  draft: ReferenceData,
  accountId: string,
  amount: number,
  now: Date,
  field = 'amount',
): InternalAccountRecord {
  return fundAccount(draft, accountId, amount, now, field);
}

/**
 * Takes `amount` from what the account can spend and holds it for a transfer in flight; refused (400, nothing
 * changed) when the account holds less.
 */
export function debitAccount(
  draft: ReferenceData,
  accountId: string,
  amount: number,
  now: Date,
): InternalAccountRecord {
  const account = findInternalAccount(draft, accountId);
  const available = account.available ?? 0;
  if (available < checkedAmount(amount)) {
    throw invalidInput('The source account does not hold the amount to send.', [
      { field: 'source.accountId', message: `available balance ${available} is below ${amount}` },
    ]);
  }
  account.available = available - amount;
  account.held = (account.held ?? 0) + amount;
  return touch(account, now);
}

/** The transfer a debit was held for has settled: the held amount leaves the account. */
export function settleDebit(draft: ReferenceData, accountId: string, amount: number, now: Date): InternalAccountRecord {
  const account = findInternalAccount(draft, accountId);
  account.held = releaseHeld(account, amount);
  return touch(account, now);
}

/** 7.5: the debited amount of a failed transfer goes back to what the account can spend. */
export function refundDebit(draft: ReferenceData, accountId: string, amount: number, now: Date): InternalAccountRecord {
  const account = findInternalAccount(draft, accountId);
  account.held = releaseHeld(account, amount);
  account.available = (account.available ?? 0) + amount;
  return touch(account, now);
}

function releaseHeld(account: InternalAccountRecord, amount: number): number {
  const held = account.held ?? 0;
  // A held amount can only be released once; anything else is a bug of the caller (answered 500, nothing written).
  if (held < checkedAmount(amount)) throw new ApiError(500, 'INTERNAL_ERROR', 'A transfer released more than it held.');
  return held - amount;
}
