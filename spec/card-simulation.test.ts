import { describe, expect, it } from 'vitest';
import { cardAuthorizationOutcome, cardAuthorizationRows, cardAuthorizationSuffix } from './card-simulation.ts';

describe('sandbox card authorization outcomes (production)', () => {
  it('reads the last three characters of the merchant descriptor, any other ending approving', () => {
    expect(cardAuthorizationOutcome('AMAZON RETAIL US-002')).toEqual({
      kind: 'declined',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect(cardAuthorizationOutcome('X003')).toEqual({ kind: 'declined', reason: 'CARD_PAUSED' });
    expect(cardAuthorizationOutcome('X005')).toEqual({ kind: 'delayed-pull', delayMs: 30_000 });
    expect(cardAuthorizationOutcome('X006')).toEqual({ kind: 'pull-failed' });
    for (const nearMiss of ['X0060', 'X060', 'X007', 'X001', 'BLUE BOTTLE COFFEE SF', '06']) {
      expect(cardAuthorizationOutcome(nearMiss), nearMiss).toEqual({ kind: 'approved' });
    }
  });

  it('names an ending for every outcome but approval, which is the row for any other ending', () => {
    for (const row of cardAuthorizationRows) {
      const suffix = cardAuthorizationSuffix(row.outcome.kind);
      if (row.suffixes === 'other') expect(suffix).toBeUndefined();
      else expect(cardAuthorizationOutcome(`M${suffix}`).kind).toBe(row.outcome.kind);
    }
  });
});
