/**
 * Exchange rates of the reference: configuration, not interface (the document shows no rate). Deterministic, so
 * that a quote is the same however often it is asked for. Rates are destination units per source unit; every
 * currency listed has two decimals, so a rate applies to smallest units alike.
 */
import { documentedError } from '../http/api-error.ts';

/** Units of each currency per US dollar. */
export const defaultUsdRates: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  MXN: 17.1,
  BRL: 5.05,
  CAD: 1.36,
  INR: 83.2,
  SGD: 1.34,
};

/** The rate from `source` to `destination`; 400 `INVALID_CURRENCY` for a currency the table does not hold. */
export function exchangeRate(
  source: string,
  destination: string,
  usdRates: Readonly<Record<string, number>> = defaultUsdRates,
): number {
  const from = Object.hasOwn(usdRates, source) ? usdRates[source] : undefined;
  const to = Object.hasOwn(usdRates, destination) ? usdRates[destination] : undefined;
  if (from === undefined || to === undefined) {
    throw documentedError('INVALID_CURRENCY', `No exchange rate from ${source} to ${destination}.`);
  }
  // Six significant decimals, as a quoted rate is shown.
  return Math.round((to / from) * 1e6) / 1e6;
}
