import type { ExternalAccountRecord } from '../external-accounts/external-account-record.ts';
import { primaryInternalAccount } from '../wallet/internal-accounts/primary-internal-account.ts';
import type { ReferenceData } from '../store/data.ts';
import type { IncomingPaymentRules } from './incoming-payment-rules.ts';
import { rowsWhere } from '../store/indexes.ts';

/**
 * The customer's default UMA deposit external account (2.1), if any. The document keeps at most one; should several
 * carry the flag, the newest is the one a "setting true replaces" rule left in force.
 */
export function defaultUmaDepositAccountOf(data: ReferenceData, customerId: string): ExternalAccountRecord | undefined {
  const flagged = rowsWhere<ExternalAccountRecord>(data, 'externalAccounts', 'holder', customerId).filter(
    (a) => a.defaultUmaDepositAccount,
  );
  return flagged.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * 2.1: the id of the account an incoming UMA payment to `customerId` is deposited into, trying the targets of
 * `rules.incomingUmaPaymentTargets` in order (the primary internal account is opened in `draft` if needed).
 */
export function umaDepositAccountId(
  draft: ReferenceData,
  customerId: string,
  context: { readonly now: Date; readonly currency: string; readonly rules: IncomingPaymentRules },
): string {
  for (const target of context.rules.incomingUmaPaymentTargets) {
    if (target === 'primary-internal-account') return primaryInternalAccount(draft, customerId, context).id;
    const deposit = defaultUmaDepositAccountOf(draft, customerId);
    if (deposit) return deposit.id;
  }
  // Only reachable with rules that list no target the customer has: a broken configuration, answered 500.
  throw new Error(`no account can receive UMA payments for ${customerId}`);
}
