/**
 * The shape of a clause: one testable statement of the interface document.
 *
 * Ids read `<section>/<slug>` (for example `3.2/individual-suffix-002-rejected`); they are stable, because reports,
 * expected-failure files and tests refer to them.
 */

/** Groups of clauses a user can select with `--only` / `--skip`. */
export const areas = [
  'auth',
  'errors',
  'versioning',
  'customers',
  'external-accounts',
  'agents',
  'wallet-credentials',
  'sessions',
  'cards',
  'quotes',
  'transactions',
  'events',
  'sandbox',
  'config',
  'sca',
  'stablecoins',
] as const;
export type Area = (typeof areas)[number];

/**
 * - `black-box`: testable against any deployment, sandbox or production.
 * - `sandbox-only`: relies on sandbox behaviour (magic suffixes, fixed OTP, simulated flows); skipped in production.
 * - `not-testable`: the document does not give what a test would need (a value "not shown", an internal effect);
 *   `reason` says why.
 */
export type Testability = 'black-box' | 'sandbox-only' | 'not-testable';

export interface Clause {
  /** `<section>/<slug>`; the section part equals `section`. */
  readonly id: string;
  /** The document's section number, e.g. `3.2`, `4.5`, `7.2`. */
  readonly section: string;
  /** One-line paraphrase of the statement. */
  readonly title: string;
  readonly area: Area;
  readonly testability: Testability;
  /** Needs real waiting the suite cannot compress (e.g. a 6-minute sandbox delay); run only when asked. */
  readonly slow?: boolean;
  /** Required when `testability` is `not-testable` or `slow` is set. */
  readonly reason?: string;
}
