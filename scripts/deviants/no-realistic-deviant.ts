/**
 * Testable clauses with no deviant, reviewed: for each, why no server breaking that rule alone, the way an
 * implementer could, can be built from the reference through the rules seam. Keep it short; a clause checked only by
 * the automatic response check is no reason by itself.
 */
export interface NoDeviant {
  readonly clause: string;
  readonly why: string;
}

export const noRealisticDeviant: readonly NoDeviant[] = [
  {
    clause: '9/version-segment',
    why:
      'The version segment is the base URL the user gives the suite; the reference serves under the base path of its ' +
      'configuration, not under a rule, so a server on another segment is another base URL, not a rule the seam breaks.',
  },
  {
    clause: '9/sandbox-same-versioned-path',
    why:
      'Sandbox endpoints are served under the same base path as every other operation (one router per reference); ' +
      'serving them elsewhere changes the configuration of the routes, which no rule of the reference holds.',
  },
];
