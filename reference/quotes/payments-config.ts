/**
 * Configuration of the rules that decide whether a payment may happen (7.5, 8): what a deployment sets and the
 * document does not show. The values are the reference's own.
 */

/** The limits of one source currency, in its smallest units. */
export interface TransferLimits {
  /** 7.1, 8: the maximum single-transaction amount (above it: 400 `TRANSACTION_SIZE_LIMIT_EXCEEDED`). */
  readonly singleTransactionMax: number;
  /** 7.5, 8: the volume a customer may send in one day, UTC, on the server's clock (past it: 429). */
  readonly dailyVolume: number;
}

export interface PaymentsConfig {
  /**
   * A regulated financial institution has its own terms with its customers; an unregulated platform's quotes fail
   * with `END_USER_TERMS_NOT_ACCEPTED` until the customer's acceptance of the end-user terms is on file (7.5).
   */
  readonly regulatedFinancialInstitution: boolean;
  /** Per source currency; a currency not listed has no limit. */
  readonly transferLimits: Readonly<Record<string, TransferLimits>>;
}

/** 100,000.00 USD a transfer, 250,000.00 USD a day: above any amount the other suites move. */
export const defaultPaymentsConfig: PaymentsConfig = {
  regulatedFinancialInstitution: false,
  transferLimits: { USD: { singleTransactionMax: 10_000_000, dailyVolume: 25_000_000 } },
};
