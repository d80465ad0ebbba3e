/**
 * Production's `Currency` object (code, name, symbol, decimals) of the currencies the reference prices or lists:
 * sandbox data, not interface (the document shows no currency object).
 */

export interface CurrencyInfo {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

const currencies: Readonly<Record<string, CurrencyInfo>> = {
  USD: { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 },
  EUR: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
  GBP: { code: 'GBP', name: 'Pound Sterling', symbol: '£', decimals: 2 },
  MXN: { code: 'MXN', name: 'Mexican Peso', symbol: '$', decimals: 2 },
  BRL: { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', decimals: 2 },
  CAD: { code: 'CAD', name: 'Canadian Dollar', symbol: '$', decimals: 2 },
  INR: { code: 'INR', name: 'Indian Rupee', symbol: '₹', decimals: 2 },
  SGD: { code: 'SGD', name: 'Singapore Dollar', symbol: '$', decimals: 2 },
  PHP: { code: 'PHP', name: 'Philippine Peso', symbol: '₱', decimals: 2 },
};

/** The details of `code`, which the caller knows the table holds. */
export function currencyInfo(code: string): CurrencyInfo {
  const found = Object.hasOwn(currencies, code) ? currencies[code] : undefined;
  if (found === undefined) throw new Error(`no currency details for ${code}`);
  return found;
}
