/**
 * The cancellation rule the reference applies (7.3 `TRANSACTION_NOT_CANCELLABLE`: "Already settled or past the point
 * of cancellation"), part of `ReferenceRules` so that a deviant server can replace exactly it.
 */
export interface CancelRules {
  /**
   * Whether a transaction can still be cancelled: only an outgoing transfer that has not started (it waits for the
   * platform's approval, so no money moved). Settled or started ones are past the point of cancellation.
   */
  readonly cancellable: (transaction: {
    readonly type: string;
    readonly status: string;
    readonly notStarted: boolean;
  }) => boolean;
}

export const rules: CancelRules = {
  cancellable: (t) => t.type === 'OUTGOING' && t.status === 'PENDING' && t.notStarted,
};
