/**
 * The rule of transfers to accounts whose ownership is not yet verified (3.1, 7.1, 8), part of `ReferenceRules` so
 * that a deviant server can replace it. The regulatory threshold itself is configuration the document does not show
 * (`ownershipThresholds`); the rule is how an amount compares to it.
 */
export interface OwnershipRules {
  /**
   * 3.1, 8: a transfer of `amount` (smallest units of the sending currency) to an account pending ownership
   * verification needs it verified first (400 `EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED`); below the threshold it is
   * allowed. `threshold` undefined: the currency has none.
   */
  readonly ownershipVerificationRequired: (amount: number, threshold: number | undefined) => boolean;
}

export const rules: OwnershipRules = {
  ownershipVerificationRequired: (amount, threshold) => threshold !== undefined && amount >= threshold,
};

/**
 * The reference's regulatory thresholds per sending currency, in smallest units (1,000.00): a sandbox value (the
 * document does not show them), published on `GET /config` so that a run against the reference knows it.
 */
export const ownershipThresholds: Readonly<Record<string, number>> = { USD: 100_000, EUR: 100_000 };
