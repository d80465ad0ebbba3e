/**
 * The ownership check of a transfer (3.1, 7.1, 8): a destination external account still `PENDING_OWNERSHIP_VERIFICATION`
 * (or `UNVERIFIED` after a failed attempt) stays usable below the regulatory threshold; at or above it the transfer is
 * refused until ownership is verified.
 */
import { ownershipThresholds } from '../external-accounts/ownership-rules.ts';
import { documentedError } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { QuoteRecord } from './quote-record.ts';

const unverified: readonly string[] = ['PENDING_OWNERSHIP_VERIFICATION', 'UNVERIFIED'];

export function checkDestinationOwnership(data: ReferenceData, quote: QuoteRecord, rules: ReferenceRules): void {
  if (quote.destination.kind !== 'external-account') return;
  const account = rowById(data.externalAccounts, quote.destination.accountId);
  if (account === undefined || !unverified.includes(account.status)) return;
  const currency = quote.source.currency;
  const threshold = Object.hasOwn(ownershipThresholds, currency) ? ownershipThresholds[currency] : undefined;
  if (rules.ownershipVerificationRequired(quote.totalSendingAmount, threshold)) {
    throw documentedError(
      'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
      "The destination account's ownership must be verified before this transfer.",
      {
        details: { externalAccountId: account.id, threshold, currency },
      },
    );
  }
}
