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
  'wallet',
  'cards',
  'quotes',
  'transactions',
  'events',
  'sandbox',
  'platform-config',
  'sca',
  'stablecoins',
  'invitations',
] as const;
export type Area = (typeof areas)[number];

/** Former area names `--only` / `--skip` still take, each for the area that holds its clauses now. */
export const areaAliases: Readonly<Record<string, Area>> = {
  'wallet-credentials': 'wallet',
  sessions: 'wallet',
  config: 'platform-config',
};

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
  /**
   * Set when the automatic response check proves the clause: every answer the suite receives is checked against its
   * operation (`conformance/support/response-conformance.ts`), and the tests whose answers were checked cite the
   * clause without listing it.
   */
  readonly provenBy?: ResponseCheckProof;
}

/**
 * What of every answer proves a clause:
 * - `error-envelope`: the part-7 envelope of an error answer (each envelope clause its own member rule);
 * - `json-body`: a JSON content type and a parseable body where the operation's answer is JSON;
 * - `response-schema`: the body against the declared response schema, where the component `schema` is reached;
 *   `fields` are the members (dot paths inside `schema`) the clause states, absent for the whole schema; `presence`:
 *   the clause states that they are present (a missing member breaks it, not the clauses about its value);
 * - `operation-status`: the success answers of `operations` come with a status the operation declares.
 */
export type ResponseCheckProof =
  | { readonly check: 'error-envelope' }
  | { readonly check: 'json-body' }
  | {
      readonly check: 'response-schema';
      readonly schema: string;
      readonly fields?: readonly string[];
      readonly presence?: true;
    }
  | { readonly check: 'operation-status'; readonly operations: readonly string[] };
