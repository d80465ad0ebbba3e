/**
 * Testable clauses with no deviant, reviewed: for each, why no server breaking that rule alone, the way an
 * implementer could, can be built from the reference. Keep it short; a clause checked only by the automatic
 * response check is no reason by itself.
 */
export interface NoDeviant {
  readonly clause: string;
  readonly why: string;
}

export const noRealisticDeviant: readonly NoDeviant[] = [];
