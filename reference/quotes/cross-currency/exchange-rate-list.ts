/**
 * Production's `getExchangeRates`: the corridors the reference prices, each with the receiving amount of a sending
 * amount (production's default 10000) after the platform's configured fee (1: rates "including platform-specific
 * fees"; 4.3 `feeConfigs`). The same arithmetic as a quote locked on its sending side, so a rate tells what a quote
 * of that amount would deliver.
 */
import { isCurrencyCode } from '../../../spec/iso-codes.ts';
import { limits } from '../../../spec/limits.ts';
import { invalidInput, type FieldError } from '../../http/api-error.ts';
import type { ReferenceConfig } from '../../config.ts';
import type { ReferenceRules } from '../../rules.ts';
import type { ReferenceData } from '../../store/data.ts';
import { currencyInfo, type CurrencyInfo } from '../currency-details.outside-document.ts';
import { defaultUsdRates, exchangeRate } from '../exchange-rates.ts';
import { configuredPlatformFee } from '../quote-fee.ts';
import { maxSendingAmount, productionAmountCap } from './amount-bounds.outside-document.ts';

/** Production's default sending amount of a rate, in smallest units of the source currency. */
export const defaultRateSendingAmount = 10_000;

/** The rail a corridor pays out on, by destination currency (production's `PaymentRail` values). */
const payoutRails: Readonly<Record<string, string>> = {
  USD: 'ACH',
  EUR: 'SEPA_INSTANT',
  GBP: 'FASTER_PAYMENTS',
  MXN: 'SPEI',
  BRL: 'PIX',
  CAD: 'BANK_TRANSFER',
  INR: 'UPI',
  SGD: 'PAYNOW',
};

/** The rates are refreshed on the cache's period (8: "about 5 minutes"); `updatedAt` is the last refresh. */
const cacheMs = limits.exchangeRateCache.numbers.lifetime!.value * 1000;

export interface RateQuery {
  readonly sourceCurrency?: string;
  readonly destinationCurrencies: readonly string[];
  readonly sendingAmount?: string;
}

export interface ExchangeRateItem {
  readonly sourceCurrency: CurrencyInfo;
  readonly destinationCurrency: CurrencyInfo;
  readonly destinationPaymentRail: string;
  readonly sendingAmount: number;
  readonly minSendingAmount: number;
  readonly maxSendingAmount: number;
  readonly receivingAmount: number;
  readonly exchangeRate: number;
  readonly fees: { readonly fixed: number; readonly total: number };
  readonly updatedAt: string;
}

function problemsOf(query: RateQuery): FieldError[] {
  const errors: FieldError[] = [];
  if (query.sourceCurrency !== undefined && !isCurrencyCode(query.sourceCurrency))
    errors.push({ field: 'sourceCurrency', message: 'must be an ISO 4217 currency code' });
  query.destinationCurrencies.forEach((code, i) => {
    if (!isCurrencyCode(code))
      errors.push({ field: `destinationCurrency[${i}]`, message: 'must be an ISO 4217 currency code' });
  });
  if (query.sendingAmount !== undefined) {
    const amount = /^[0-9]{1,16}$/.test(query.sendingAmount) ? Number(query.sendingAmount) : Number.NaN;
    if (!(amount >= 0 && amount <= productionAmountCap))
      errors.push({ field: 'sendingAmount', message: `must be an integer from 0 to ${productionAmountCap}` });
  }
  return errors;
}

/** The smallest sending amount that delivers at least one unit after the fee (the fee grows slower than the amount). */
function smallestDelivering(delivered: (sending: number) => number, max: number): number {
  if (delivered(max) < 1) return max;
  let low = 1;
  let high = max;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (delivered(middle) >= 1) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function listExchangeRates(
  data: ReferenceData,
  query: RateQuery,
  context: { readonly now: Date; readonly rules: ReferenceRules; readonly config: ReferenceConfig },
): { data: ExchangeRateItem[] } {
  const errors = problemsOf(query);
  if (errors.length > 0) throw invalidInput('The query is not usable.', errors);
  const sendingAmount = query.sendingAmount === undefined ? defaultRateSendingAmount : Number(query.sendingAmount);
  const priced = Object.keys(defaultUsdRates);
  const sources = priced.filter((c) => query.sourceCurrency === undefined || c === query.sourceCurrency);
  const destinations = priced.filter(
    (c) => query.destinationCurrencies.length === 0 || query.destinationCurrencies.includes(c),
  );
  const updatedAt = new Date(Math.floor(context.now.getTime() / cacheMs) * cacheMs).toISOString();
  const items: ExchangeRateItem[] = [];
  for (const source of sources) {
    for (const destination of destinations) {
      if (source === destination) continue;
      const rate = exchangeRate(source, destination);
      const feeOn = (amount: number) =>
        context.rules.ratesIncludePlatformFee
          ? configuredPlatformFee(
              data,
              { sourceCurrency: source, destinationCurrency: destination, sendingAmount: amount },
              context.rules,
            )
          : { fixed: 0, total: 0 };
      const delivered = (amount: number) => Math.max(0, Math.floor((amount - feeOn(amount).total) * rate));
      const max = maxSendingAmount(context.config.payments, source);
      items.push({
        sourceCurrency: currencyInfo(source),
        destinationCurrency: currencyInfo(destination),
        destinationPaymentRail: payoutRails[destination] ?? 'BANK_TRANSFER',
        sendingAmount,
        minSendingAmount: smallestDelivering(delivered, max),
        maxSendingAmount: max,
        receivingAmount: delivered(sendingAmount),
        exchangeRate: rate,
        fees: feeOn(sendingAmount),
        updatedAt,
      });
    }
  }
  return { data: items };
}
