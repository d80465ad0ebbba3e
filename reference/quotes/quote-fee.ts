/**
 * The platform fee of a quote, in smallest units of the source currency: the one place a fee is decided (2.6
 * `platformFeesIncluded`, 4.3 `platformFeeOverride`, `feeConfigs`). No fee configuration is applied yet.
 */
import type { ReferenceData } from '../store/data.ts';

export interface FeeQuestion {
  readonly sourceCurrency: string;
  readonly destinationCurrency: string;
  readonly sendingAmount: number;
  /** `platformFeeOverride` of the request, as given. */
  readonly override?: unknown;
}

export function quotePlatformFee(_data: ReferenceData, _question: FeeQuestion): number {
  return 0;
}
