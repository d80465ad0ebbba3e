import { describe, expect, it } from 'vitest';
import { exceedsDailyVolume, exceedsSingleTransactionMax, platformFeeBounds } from './payment-rules.ts';

describe('platformFeeBounds', () => {
  it('is exact where the rate share is whole: the rate in ten-thousandths of the amount plus the fixed amount', () => {
    expect(platformFeeBounds({ bps: 1, fixed: 0 }, 10_000)).toEqual({ min: 1, max: 1 });
    expect(platformFeeBounds({ bps: 0, fixed: 30 }, 12_345)).toEqual({ min: 30, max: 30 });
    expect(platformFeeBounds({ bps: 25, fixed: 30 }, 120_000)).toEqual({ min: 330, max: 330 });
    expect(platformFeeBounds({ bps: 0, fixed: 0 }, 50_000)).toEqual({ min: 0, max: 0 });
  });

  it('spans both roundings where the share is not whole', () => {
    expect(platformFeeBounds({ bps: 33, fixed: 7 }, 12_345)).toEqual({ min: 47, max: 48 });
  });
});

describe('limits', () => {
  it('refuses strictly above the single-transaction maximum', () => {
    expect([99, 100, 101].map((a) => exceedsSingleTransactionMax(a, 100))).toEqual([false, false, true]);
  });

  it('refuses a transfer that takes the day past its volume, also when the day was not full before it', () => {
    expect(exceedsDailyVolume(80, 20, 100)).toBe(false);
    expect(exceedsDailyVolume(80, 21, 100)).toBe(true);
    expect(exceedsDailyVolume(100, 1, 100)).toBe(true);
  });
});
