import { undocumentedError } from '../../http/api-error.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import type { InternalAccountRecord } from './internal-account-record.ts';
import { rowsWhere } from '../../store/indexes.ts';

/** The internal account with this id; 404 when there is none. */
export function findInternalAccount(data: ReferenceData, id: string): InternalAccountRecord {
  const account = rowById(data.internalAccounts, id);
  if (!account) throw undocumentedError('notFound', 'No internal account has this id.');
  return account;
}

/** The customer's accounts, oldest first, optionally of one type. */
export function accountsOfCustomer(data: ReferenceData, customerId: string, type?: string): InternalAccountRecord[] {
  return rowsWhere<InternalAccountRecord>(data, 'internalAccounts', 'customerId', customerId)
    .filter((a) => type === undefined || a.type === type)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
