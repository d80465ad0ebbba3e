/**
 * The rejection rule the reference applies (1: the platform approves or rejects agent-initiated transactions), part
 * of `ReferenceRules` so that a deviant server can replace exactly it.
 */
export interface RejectRules {
  /** A rejected transaction fails before its transfer starts: nothing moves (else the transfer goes on). */
  readonly rejectionStopsTransfer: boolean;
}

export const rules: RejectRules = {
  rejectionStopsTransfer: true,
};
