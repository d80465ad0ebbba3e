/**
 * The platform's own internal accounts (1: "Internal accounts: accounts held in the service"; production's
 * `listPlatformInternalAccounts`: "created automatically when the platform is configured for each supported
 * currency"). The reference keeps them in the internal-account table with no customer (`customerId` empty, which
 * production reads as "belongs to the platform"), one `INTERNAL_FIAT` account per currency the platform's payment
 * configuration supports, opened the first time they are asked for; the sandbox funds them like any account.
 */
import type { AppDeps } from '../../http/app-deps.ts';
import type { ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import { accountsOfCustomer } from '../internal-accounts/find-internal-account.ts';
import { toInternalAccountResponse, type InternalAccountRecord } from '../internal-accounts/internal-account-record.ts';

/** The `customerId` of an account of the platform itself. */
export const platformOwner = '';

/** The currencies the platform is configured for: those of its payment settings. */
function supportedCurrencies(deps: AppDeps): string[] {
  return Object.keys(deps.config.payments.transferLimits);
}

function missingCurrencies(data: ReferenceData, currencies: readonly string[]): string[] {
  const held = new Set(accountsOfCustomer(data, platformOwner, 'INTERNAL_FIAT').map((a) => a.currency));
  return currencies.filter((c) => !held.has(c));
}

/** The platform's accounts, each supported currency's opened first if it has none yet. */
export async function platformAccounts(deps: AppDeps): Promise<InternalAccountRecord[]> {
  const currencies = supportedCurrencies(deps);
  const read = () => deps.store.read((data) => accountsOfCustomer(data, platformOwner));
  if ((await deps.store.read((data) => missingCurrencies(data, currencies))).length === 0) return read();
  await deps.store.transact((draft) => {
    const now = deps.clock.now().toISOString();
    for (const currency of missingCurrencies(draft, currencies)) {
      const account: InternalAccountRecord = {
        id: newId('InternalAccount'),
        customerId: platformOwner,
        type: 'INTERNAL_FIAT',
        status: 'ACTIVE',
        currency,
        privateEnabled: false,
        walletSecretHex: '',
        createdAt: now,
        updatedAt: now,
      };
      draft.internalAccounts[account.id] = account;
    }
  });
  return read();
}

/** Production's `InternalAccount` of the platform: no `customerId`. */
export function toPlatformAccountResponse(record: InternalAccountRecord): Record<string, unknown> {
  const { customerId: _, ...answer } = toInternalAccountResponse(record);
  return answer;
}
