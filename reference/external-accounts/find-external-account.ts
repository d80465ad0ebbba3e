import { undocumentedError } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { ExternalAccountRecord } from './external-account-record.ts';
import { rowsWhere } from '../store/indexes.ts';
import { platformHolder } from './platform-holder.ts';

/**
 * Which accounts a route may reach: the customers routes reach every account (2.1 lets their create omit
 * `customerId`, making a platform account), the platform routes only the platform's, the agent routes only those
 * of the agent's customer.
 */
export type AccountScope =
  | { readonly kind: 'customers' }
  | { readonly kind: 'platform' }
  | { readonly kind: 'agent'; readonly customerId: string };

export function inScope(account: ExternalAccountRecord, scope: AccountScope): boolean {
  if (scope.kind === 'customers') return true;
  if (scope.kind === 'platform') return account.customerId === null;
  return account.customerId === scope.customerId;
}

/** The account with this id within `scope`; 404 otherwise (an account out of scope is not revealed). */
export function findExternalAccount(data: ReferenceData, id: string, scope: AccountScope): ExternalAccountRecord {
  const account = rowById(data.externalAccounts, id);
  if (!account || !inScope(account, scope)) throw undocumentedError('notFound', 'No such external account.');
  return account;
}

/** Oldest first. */
const oldestFirst = (a: ExternalAccountRecord, b: ExternalAccountRecord): number =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;

/** The accounts within `scope`, oldest first, optionally of one customer; the customers list holds no platform account. */
export function listExternalAccounts(
  data: ReferenceData,
  scope: AccountScope,
  customerId?: string,
): ExternalAccountRecord[] {
  const listed = (a: ExternalAccountRecord) => scope.kind !== 'customers' || a.customerId !== null;
  // One holder's accounts come from the index: a listing costs what it answers, not every account ever stored.
  const holder =
    customerId ?? (scope.kind === 'platform' ? platformHolder : scope.kind === 'agent' ? scope.customerId : undefined);
  const candidates =
    holder === undefined
      ? Object.values(data.externalAccounts)
      : rowsWhere<ExternalAccountRecord>(data, 'externalAccounts', 'holder', holder);
  return candidates
    .filter((a) => inScope(a, scope) && listed(a) && (customerId === undefined || a.customerId === customerId))
    .sort(oldestFirst);
}
