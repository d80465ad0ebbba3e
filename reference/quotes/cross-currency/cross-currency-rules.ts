/**
 * The rules of the exchange rates and receiver lookups (1: rates "including platform-specific fees"; 7.1
 * `INVALID_UMA_ADDRESS`), part of `ReferenceRules` so that a deviant server can replace exactly one.
 */
export interface CrossCurrencyRules {
  /** 1: an exchange rate includes the platform's configured fee (`feeConfigs`) on its sending amount. */
  readonly ratesIncludePlatformFee: boolean;
  /** 7.1: the UMA receiver lookup refuses an address not of the UMA form with 400 `INVALID_UMA_ADDRESS`. */
  readonly lookupChecksUmaAddress: boolean;
}

export const rules: CrossCurrencyRules = {
  ratesIncludePlatformFee: true,
  lookupChecksUmaAddress: true,
};
