/**
 * The rules of 4.3, 7.1, 7.5 and 8 that decide whether a payment may happen and what it costs, as data both sides
 * read: which source currency a platform fee may have, which transfers it applies to, and when a limit is exceeded.
 * The fee arithmetic (rounding, the fee's currency) and the configured limit values are not shown.
 */

/** 8 and 4.3: `feeConfigs` and `platformFeeOverride` require a USD source currency "today". */
export const platformFeeSourceCurrencies: readonly string[] = ['USD'];

/** Whether a platform fee may be configured or overridden for a transfer from `sourceCurrency`. */
export function platformFeeSourceAllowed(sourceCurrency: string, allowed: readonly string[] = platformFeeSourceCurrencies): boolean {
  return allowed.includes(sourceCurrency);
}

/** 4.3: `feeConfigs` are "applied to cross-currency transactions". */
export function platformFeeConfigApplies(sourceCurrency: string, destinationCurrency: string): boolean {
  return sourceCurrency !== destinationCurrency;
}

/** The production bounds of a basis-point rate (`variableFeeBps`, `platformVariableFeeBps`): 0 to 10000. */
export const basisPointsRange = { min: 0, max: 10_000 } as const;

/** 7.1, 8: an amount "exceeds the maximum single-transaction amount": strictly above it (the maximum itself passes). */
export function exceedsSingleTransactionMax(amount: number, maximum: number): boolean {
  return amount > maximum;
}

/** 7.5, 8: the day's volume is exceeded when the transfers of the day, this one included, add up to more than it. */
export function exceedsDailyVolume(volumeBefore: number, amount: number, dailyVolume: number): boolean {
  return volumeBefore + amount > dailyVolume;
}
