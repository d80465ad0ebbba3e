import type { CustomerRecord } from '../customers/customer-record.ts';
import { invalidInput, undocumentedError } from '../http/api-error.ts';
import type { InternalAccountRecord } from './internal-accounts/internal-account-record.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { AuthMethodRecord } from './wallet-records.ts';
import { rowsWhere } from '../store/indexes.ts';

const messages = {
  noAccount: 'No internal account has this id.',
  notAWallet: 'The internal account is not an embedded wallet.',
  noCredential: 'No credential has this id.',
};

/** An embedded-wallet account with its customer. */
export interface WalletAccount {
  readonly account: InternalAccountRecord;
  readonly customer: CustomerRecord;
}

/** The wallet account `accountId` names: 404 when there is none, 400 when it is not an embedded wallet. */
export function findWalletAccount(data: ReferenceData, accountId: string): WalletAccount {
  const account = rowById(data.internalAccounts, accountId);
  const customer = account ? rowById(data.customers, account.customerId) : undefined;
  if (!account || !customer || customer.isDeleted) throw undocumentedError('notFound', messages.noAccount);
  if (account.type !== 'EMBEDDED_WALLET') throw invalidInput(messages.notAWallet);
  return { account, customer };
}

/** The credentials of an account, oldest first. */
export function credentialsOfAccount(data: ReferenceData, accountId: string): AuthMethodRecord[] {
  const held = rowsWhere<AuthMethodRecord>(data, 'authMethods', 'accountId', accountId);
  return held.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The credential `id` names; 404 when there is none. */
export function findCredential(data: ReferenceData, id: string): AuthMethodRecord {
  const credential = rowById(data.authMethods, id);
  if (!credential) throw undocumentedError('notFound', messages.noCredential);
  return credential;
}

/** A string member of the customer's submitted profile (`email`, `phoneNumber`), when it has one. */
export function customerContact(customer: CustomerRecord, member: 'email' | 'phoneNumber'): string | undefined {
  const value = customer.profile[member];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
