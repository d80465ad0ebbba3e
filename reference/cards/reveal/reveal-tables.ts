import type { CardRevealRecord } from './card-reveal.ts';

/** The table of card reveals (production audits every reveal), empty. */
export function emptyTables(): {
  /** Keyed by reveal id. */
  cardReveals: Record<string, CardRevealRecord>;
} {
  return { cardReveals: {} };
}
