import type { ReferenceConfig } from '../../config.ts';
import type { CustomerRecord } from '../../customers/customer-record.ts';
import type { ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import type { InternalAccountRecord } from './internal-account-record.ts';
import { newWalletSecretHex } from './wallet-secret.ts';

/** The currency of a new wallet account's balance (production leaves it to the platform; the reference picks USD). */
const walletCurrency = 'USD';

/**
 * Opens the customer's embedded-wallet account in `draft`, in the customer's own transaction, when the platform is
 * configured for wallets (production: internal accounts have no create operation; they come with the customer). The
 * account starts without credentials: its first one is the `EMAIL_OTP` credential (part 5).
 */
export function openCustomerAccounts(
  draft: ReferenceData,
  customer: CustomerRecord,
  context: { now: Date; config: ReferenceConfig },
): InternalAccountRecord[] {
  const timestamp = context.now.toISOString();
  const fiat = openFiatAccounts(draft, customer, timestamp);
  if (!context.config.embeddedWallet.accountsWithCustomers) return fiat;
  const account: InternalAccountRecord = {
    id: newId('InternalAccount'),
    customerId: customer.id,
    type: 'EMBEDDED_WALLET',
    status: 'ACTIVE',
    currency: walletCurrency,
    privateEnabled: false,
    walletSecretHex: newWalletSecretHex(),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.internalAccounts[account.id] = account;
  return [...fiat, account];
}

/**
 * One `INTERNAL_FIAT` account per currency the customer was created with (production: `currencies` on the create;
 * accounts come with the customer per platform config). A customer created without currencies gets its fiat account
 * when a payment first needs one (`primary-internal-account.ts`).
 */
function openFiatAccounts(draft: ReferenceData, customer: CustomerRecord, timestamp: string): InternalAccountRecord[] {
  const listed = customer.profile['currencies'];
  const currencies = Array.isArray(listed)
    ? [...new Set(listed.filter((c): c is string => typeof c === 'string'))]
    : [];
  return currencies.map((currency) => {
    const account: InternalAccountRecord = {
      id: newId('InternalAccount'),
      customerId: customer.id,
      type: 'INTERNAL_FIAT',
      status: 'ACTIVE',
      currency,
      privateEnabled: false,
      walletSecretHex: '',
      available: 0,
      held: 0,
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    draft.internalAccounts[account.id] = account;
    return account;
  });
}
