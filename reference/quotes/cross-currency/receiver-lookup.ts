/**
 * Production's `lookupUma` and `lookupExternalAccount`: what a receiver accepts, before a quote to it. Each
 * supported currency comes with the estimated rate from the sender's currency and the amounts a transfer may carry.
 * A receiver address that is not of the UMA form answers 400 `INVALID_UMA_ADDRESS` (7.1); a well-formed one at which
 * no receiver exists answers production's 404 `UMA_NOT_FOUND`.
 */
import type { CustomerRecord } from '../../customers/customer-record.ts';
import type { ExternalAccountRecord } from '../../external-accounts/external-account-record.ts';
import { invalidInput, undocumentedError } from '../../http/api-error.ts';
import type { ReferenceConfig } from '../../config.ts';
import type { ReferenceRules } from '../../rules.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import { rowsWhere } from '../../store/indexes.ts';
import { defaultUmaDepositAccountOf } from '../../transactions/uma-deposit-destination.ts';
import { newId } from '../../util/ids.ts';
import { accountsOfCustomer } from '../../wallet/internal-accounts/find-internal-account.ts';
import { invalidUmaAddress } from '../create-quote.ts';
import { currencyInfo, type CurrencyInfo } from '../currency-details.outside-document.ts';
import { defaultUsdRates, exchangeRate } from '../exchange-rates.ts';
import { maxSendingAmount } from './amount-bounds.outside-document.ts';

/** The sender of a lookup, as the query names it (production: its UMA address or its customer id). */
export interface SenderQuery {
  readonly senderUmaAddress?: string;
  readonly customerId?: string;
}

export interface CurrencyPreference {
  readonly currency: CurrencyInfo;
  readonly estimatedExchangeRate: number;
  readonly min: number;
  readonly max: number;
}

interface LookupContext {
  readonly rules: ReferenceRules;
  readonly config: ReferenceConfig;
}

/**
 * The currency a customer sends and receives in: that of its primary internal account (its oldest fiat one, 2.1);
 * none before a payment opens it.
 */
function primaryCurrencyOf(data: ReferenceData, customerId: string): string | undefined {
  return accountsOfCustomer(data, customerId, 'INTERNAL_FIAT')[0]?.currency;
}

/** USD, the currency of platform fees (8), for a sender without an account yet. */
const sendingCurrencyOf = (data: ReferenceData, customerId: string): string =>
  primaryCurrencyOf(data, customerId) ?? 'USD';

const activeCustomerWithAddress = (data: ReferenceData, address: string): CustomerRecord | undefined =>
  rowsWhere<CustomerRecord>(data, 'customers', 'umaAddress', address).find((c) => !c.isDeleted);

/** The sender's currency; 400 when the query names no sender of this platform. */
function senderCurrency(data: ReferenceData, query: SenderQuery, context: LookupContext): string {
  if (query.customerId !== undefined) {
    const customer = rowById(data.customers, query.customerId);
    if (!customer || customer.isDeleted)
      throw invalidInput('The sender is not usable.', [{ field: 'customerId', message: 'names no customer' }]);
    return sendingCurrencyOf(data, customer.id);
  }
  if (query.senderUmaAddress !== undefined) {
    if (!context.rules.umaAddressValid(query.senderUmaAddress)) throw invalidUmaAddress('senderUmaAddress');
    const customer = activeCustomerWithAddress(data, query.senderUmaAddress);
    if (!customer)
      throw invalidInput('The sender is not usable.', [
        { field: 'senderUmaAddress', message: 'names no customer of this platform' },
      ]);
    return sendingCurrencyOf(data, customer.id);
  }
  throw invalidInput('The sender is not usable.', [
    { field: 'senderUmaAddress', message: 'senderUmaAddress or customerId is required' },
  ]);
}

/** The preferences of the currencies the reference prices, in the order given, each once. */
function preferences(currencies: readonly string[], sending: string, config: ReferenceConfig): CurrencyPreference[] {
  const priced = [...new Set(currencies)].filter((c) => Object.hasOwn(defaultUsdRates, c));
  const sendable = maxSendingAmount(config.payments, sending);
  return priced.map((code) => {
    const rate = exchangeRate(sending, code);
    return {
      currency: currencyInfo(code),
      estimatedExchangeRate: rate,
      min: 1,
      max: Math.max(1, Math.floor(sendable * rate)),
    };
  });
}

/**
 * The currencies a platform customer receives UMA payments in (2.1): its default UMA deposit account's, else its
 * primary internal account's; a customer with neither gets one opened in the payment's currency, so it takes any.
 */
function customerCurrencies(data: ReferenceData, customerId: string): string[] {
  const deposit = defaultUmaDepositAccountOf(data, customerId);
  if (deposit) return [deposit.currency];
  const primary = primaryCurrencyOf(data, customerId);
  return primary === undefined ? Object.keys(defaultUsdRates) : [primary];
}

export function lookupUmaIn(
  data: ReferenceData,
  receiverUmaAddress: string,
  query: SenderQuery,
  context: LookupContext,
): Record<string, unknown> {
  if (context.rules.lookupChecksUmaAddress && !context.rules.umaAddressValid(receiverUmaAddress))
    throw invalidUmaAddress('receiverUmaAddress');
  const sending = senderCurrency(data, query, context);
  const customer = activeCustomerWithAddress(data, receiverUmaAddress);
  // 4.5: a test receiver on the sandbox domain is paid in its named currency.
  const name = receiverUmaAddress.slice(0, Math.max(0, receiverUmaAddress.lastIndexOf('@')));
  const testReceiver = context.rules.umaTestReceivers.find((r) => r.name === name);
  const currencies = customer
    ? customerCurrencies(data, customer.id)
    : testReceiver
      ? [testReceiver.currency]
      : undefined;
  if (currencies === undefined) throw undocumentedError('umaNotFound', 'No receiver exists at this UMA address.');
  return {
    receiverUmaAddress,
    supportedCurrencies: preferences(currencies, sending, context.config),
    lookupId: newId('Lookup'),
  };
}

export function lookupExternalAccountIn(
  data: ReferenceData,
  accountId: string,
  query: SenderQuery,
  context: LookupContext,
): Record<string, unknown> {
  const account: ExternalAccountRecord | undefined = rowById(data.externalAccounts, accountId);
  if (!account) throw undocumentedError('notFound', 'No such external account.');
  const sending = senderCurrency(data, query, context);
  return {
    accountId,
    supportedCurrencies: preferences([account.currency], sending, context.config),
    lookupId: newId('Lookup'),
  };
}
