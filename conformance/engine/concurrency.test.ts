import { describe, expect, it } from 'vitest';
import { planConcurrency } from './concurrency.ts';

describe('planConcurrency', () => {
  it('puts one worker per core and the rest as tests at once inside each', () => {
    expect(planConcurrency(8, undefined, 2)).toEqual({ workers: 2, testsPerWorker: 4 });
    expect(planConcurrency(2, undefined, 2)).toEqual({ workers: 2, testsPerWorker: 1 });
  });
  it('never has more than the concurrency in flight: fewer tests than cores, or a remainder, is left unused', () => {
    expect(planConcurrency(1, undefined, 4)).toEqual({ workers: 1, testsPerWorker: 1 });
    const odd = planConcurrency(7, undefined, 2);
    expect(odd.workers * odd.testsPerWorker).toBeLessThanOrEqual(7);
    expect(odd).toEqual({ workers: 2, testsPerWorker: 3 });
  });
  it('splits the rate evenly between the workers', () => {
    expect(planConcurrency(8, 20, 2).ratePerWorker).toBe(10);
    expect(planConcurrency(1, 20, 2).ratePerWorker).toBe(20);
  });
  it('refuses a concurrency that is not a positive integer', () => {
    expect(() => planConcurrency(0, undefined, 2)).toThrow(/positive integer/);
  });
});
