import { describe, expect, it } from 'vitest';
import { movesMoneySkipReason, skipReason } from './selection.ts';

const lookup = () =>
  ({ id: '4.3/create-quote', section: '4.3', title: 't', area: 'quotes', testability: 'black-box' }) as const;

describe('tests that move money', () => {
  it('are skipped under the production profile with that reason, even citing black-box clauses', () => {
    const test = { clauses: ['4.3/create-quote'], tags: ['moves-money'] as const };
    expect(skipReason(test, { profile: 'production', includeSlow: true }, lookup)).toBe(movesMoneySkipReason);
    expect(skipReason(test, { profile: 'sandbox', includeSlow: false }, lookup)).toBeUndefined();
  });

  it('run under the production profile only when the run gives a money cap (the guard then caps each amount)', () => {
    const test = { clauses: ['4.3/create-quote'], tags: ['moves-money'] as const };
    expect(skipReason(test, { profile: 'production', includeSlow: false, moneyCap: 100 }, lookup)).toBeUndefined();
  });
});
