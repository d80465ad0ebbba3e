/**
 * The sandbox card simulation (9, July 2026: "full card event simulation in sandbox"). The document names neither the
 * simulation nor its outcomes; this table is production's: the last three characters of the simulated
 * authorization's `merchant.descriptor` decide what happens. Both the reference (its simulation) and the binding's
 * defaults (which descriptor reaches which card transaction state) read it; the suite asserts nothing from it.
 */
import { rowForSuffix, suffixOf } from './state-machines.ts';

/** What a simulated authorization leads to. */
export type CardAuthorizationOutcome =
  /** Approved: the card transaction is authorized and the pull on the funding source confirmed at once. */
  | { readonly kind: 'approved' }
  /** Declined: no card transaction. */
  | { readonly kind: 'declined'; readonly reason: 'INSUFFICIENT_FUNDS' | 'CARD_PAUSED' }
  /** Approved, the pull on the funding source confirmed only after `delayMs`. */
  | { readonly kind: 'delayed-pull'; readonly delayMs: number }
  /** Approved, then the pull's confirmation reports a failure: the transaction moves to EXCEPTION. */
  | { readonly kind: 'pull-failed' };

export interface CardAuthorizationRow {
  readonly suffixes: readonly string[] | 'other';
  readonly outcome: CardAuthorizationOutcome;
}

/** Production: the outcome of `POST /sandbox/cards/{id}/simulate/authorization` by the descriptor's ending. */
export const cardAuthorizationRows: readonly CardAuthorizationRow[] = [
  { suffixes: ['002'], outcome: { kind: 'declined', reason: 'INSUFFICIENT_FUNDS' } },
  { suffixes: ['003'], outcome: { kind: 'declined', reason: 'CARD_PAUSED' } },
  { suffixes: ['005'], outcome: { kind: 'delayed-pull', delayMs: 30_000 } },
  { suffixes: ['006'], outcome: { kind: 'pull-failed' } },
  { suffixes: 'other', outcome: { kind: 'approved' } },
];

/** The outcome of a simulated authorization whose merchant descriptor is `descriptor`. */
export function cardAuthorizationOutcome(descriptor: string): CardAuthorizationOutcome {
  return rowForSuffix(cardAuthorizationRows, suffixOf(descriptor)).outcome;
}

/** The first listed ending of the rows whose outcome is of `kind` (for building a descriptor that reaches it). */
export function cardAuthorizationSuffix(kind: CardAuthorizationOutcome['kind']): string | undefined {
  const row = cardAuthorizationRows.find((r) => r.outcome.kind === kind && r.suffixes !== 'other');
  return row === undefined || row.suffixes === 'other' ? undefined : row.suffixes[0];
}
