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
    // Stryker disable next-line StringLiteral: outside the document: the account status is production's shape (record fields not shown)
    status: 'ACTIVE',
    currency: walletCurrency,
    // Stryker disable next-line BooleanLiteral: outside the document: a new wallet's privacy setting is not stated
    privateEnabled: false,
    walletSecretHex: newWalletSecretHex(),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.internalAccounts[account.id] = account;
  // Stryker disable next-line ArrayDeclaration: equivalent: the caller does not use the accounts returned
  return [...fiat, account];
}

/**
 * One `INTERNAL_FIAT` account per currency the customer was created with (production: `currencies` on the create;
 * accounts come with the customer per platform config). A customer created without currencies gets its fiat account
 * when a payment first needs one (`primary-internal-account.ts`).
 */
function openFiatAccounts(draft: ReferenceData, customer: CustomerRecord, timestamp: string): InternalAccountRecord[] {
  const listed = customer.profile['currencies'];
  // Stryker disable next-line MethodExpression: equivalent: the request schema admits only strings in currencies
  const currencies = Array.isArray(listed)
    ? [...new Set(listed.filter((c): c is string => typeof c === 'string'))]
    : [];
  return currencies.map((currency) => {
    const account: InternalAccountRecord = {
      // Stryker disable next-line StringLiteral: outside the document: the account id prefix is production's shape
      id: newId('InternalAccount'),
      customerId: customer.id,
      type: 'INTERNAL_FIAT',
      // Stryker disable next-line StringLiteral: outside the document: the account status is production's shape (record fields not shown)
      status: 'ACTIVE',
      currency,
      // Stryker disable next-line BooleanLiteral: equivalent: privateEnabled is answered for wallet accounts only
      privateEnabled: false,
      // Stryker disable next-line StringLiteral: equivalent: the export refuses an account that is no wallet before it reads a secret
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
