import type { ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import { accountsOfCustomer } from './find-internal-account.ts';
import type { InternalAccountRecord } from './internal-account-record.ts';

/**
 * The customer's primary internal account, opened in `draft` when the customer has none yet.
 *
 * The document sends incoming UMA payments of a customer without a default deposit account to "the customer's
 * primary internal account" (2.1) and defines neither the term nor any field of an internal account. The reference's
 * rule: the primary internal account is the customer's oldest `INTERNAL_FIAT` account (production type; listed by
 * `GET /customers/internal-accounts?customerId=&type=INTERNAL_FIAT`). It is opened when first needed, by the first
 * payment that has to land in it, in that payment's currency and in that payment's own transaction; it stays the
 * primary from then on, whatever currency later payments carry. (Production opens internal accounts with the customer
 * per platform config; opening it on first need keeps customers that never receive a payment with their wallet alone.)
 */
export function primaryInternalAccount(
  draft: ReferenceData,
  customerId: string,
  context: { readonly now: Date; readonly currency: string },
): InternalAccountRecord {
  const [primary] = accountsOfCustomer(draft, customerId, 'INTERNAL_FIAT');
  if (primary) return primary;
  const timestamp = context.now.toISOString();
  const account: InternalAccountRecord = {
    id: newId('InternalAccount'),
    customerId,
    type: 'INTERNAL_FIAT',
    status: 'ACTIVE',
    currency: context.currency,
    privateEnabled: false,
    walletSecretHex: '',
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.internalAccounts[account.id] = account;
  return account;
}
