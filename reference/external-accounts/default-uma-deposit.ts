import type { ReferenceRules } from '../rules.ts';
import type { ReferenceData } from '../store/data.ts';
import type { ExternalAccountRecord } from './external-account-record.ts';
import { rowsWhere } from '../store/indexes.ts';

/** Newest first: those are kept while room remains. */
const newestFirst = (a: ExternalAccountRecord, b: ExternalAccountRecord): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/**
 * 2.1 and 8: a customer keeps at most `maxDefaultUmaDepositAccountsPerCustomer` default UMA deposit accounts;
 * marking `account` default replaces the oldest defaults beyond that. Platform accounts have no UMA address and are
 * left alone.
 */
export function applyDefaultUmaDeposit(
  draft: ReferenceData,
  account: ExternalAccountRecord,
  rules: Pick<ReferenceRules, 'maxDefaultUmaDepositAccountsPerCustomer'>,
  timestamp: string,
): void {
  if (!account.defaultUmaDepositAccount || account.customerId === null) return;
  const others = rowsWhere<ExternalAccountRecord>(draft, 'externalAccounts', 'holder', account.customerId)
    .filter((a) => a.id !== account.id && a.defaultUmaDepositAccount)
    .sort(newestFirst);
  const room = Math.max(0, rules.maxDefaultUmaDepositAccountsPerCustomer - 1);
  for (const replaced of others.slice(room)) {
    replaced.defaultUmaDepositAccount = false;
    replaced.updatedAt = timestamp;
  }
}
