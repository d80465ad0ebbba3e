/**
 * The rules of 4.3, 7.1, 7.5 and 8 that decide whether a payment may happen and what it costs, as data both sides
 * read: which source currency a platform fee may have, which transfers it applies to, what it comes to, and when a
 * limit is exceeded. The fee's rounding and currency, and the configured limit values, are not shown.
 */

/** 8 and 4.3: `feeConfigs` and `platformFeeOverride` require a USD source currency "today". */
export const platformFeeSourceCurrencies: readonly string[] = ['USD'];

/** Whether a platform fee may be configured or overridden for a transfer from `sourceCurrency`. */
export function platformFeeSourceAllowed(
  sourceCurrency: string,
  allowed: readonly string[] = platformFeeSourceCurrencies,
): boolean {
  return allowed.includes(sourceCurrency);
}

/** 4.3: `feeConfigs` are "applied to cross-currency transactions". */
export function platformFeeConfigApplies(sourceCurrency: string, destinationCurrency: string): boolean {
  return sourceCurrency !== destinationCurrency;
}

/** The production bounds of a basis-point rate (`variableFeeBps`, `platformVariableFeeBps`): 0 to 10000. */
export const basisPointsRange = { min: 0, max: 10_000 } as const;

/** The terms of a platform fee (4.3 `feeConfigs`, `platformFeeOverride`): a rate in basis points and a fixed amount. */
export interface PlatformFeeTerms {
  readonly bps: number;
  /** Smallest units of the source currency. */
  readonly fixed: number;
}

/** A basis point is one ten-thousandth. */
export const basisPointsPerWhole = 10_000;

/**
 * 4.3: "a variable rate in basis points, a fixed amount, or both": the rate's share of the sending amount plus the
 * fixed amount. The document states no rounding, so a share that is not a whole number of smallest units may go
 * either way: the fee lies between the two bounds, which are equal where the share is whole.
 */
export function platformFeeBounds(
  terms: PlatformFeeTerms,
  sendingAmount: number,
): { readonly min: number; readonly max: number } {
  const share = (sendingAmount * terms.bps) / basisPointsPerWhole;
  return { min: Math.floor(share) + terms.fixed, max: Math.ceil(share) + terms.fixed };
}

/** 7.1, 8: an amount "exceeds the maximum single-transaction amount": strictly above it (the maximum itself passes). */
export function exceedsSingleTransactionMax(amount: number, maximum: number): boolean {
  return amount > maximum;
}

/** 7.5, 8: the day's volume is exceeded when the transfers of the day, this one included, add up to more than it. */
export function exceedsDailyVolume(volumeBefore: number, amount: number, dailyVolume: number): boolean {
  return volumeBefore + amount > dailyVolume;
}
