/**
 * The bounds of a sending amount the reference prices: production caps a quote's locked amount at 9e15 smallest
 * units (`lockedCurrencyAmount`), and a deployment may configure a lower single-transaction maximum (8).
 */
import type { PaymentsConfig } from '../payments-config.ts';

/** Production's largest `lockedCurrencyAmount`. */
export const productionAmountCap = 9e15;

/** The largest amount of `currency` one transfer may send on this deployment. */
export function maxSendingAmount(payments: PaymentsConfig, currency: string): number {
  const limits = Object.hasOwn(payments.transferLimits, currency) ? payments.transferLimits[currency] : undefined;
  return limits?.singleTransactionMax ?? productionAmountCap;
}
