import { describe, expect, it } from 'vitest';
import { fileRoundTrips, latencyFigures, longestFirst } from './latency-model.ts';

const test = (name: string, tags: string[] = []) => ({ name, tags });

describe('the latency model', () => {
  it('puts the longest first onto the slot free first', () => {
    expect(longestFirst([5, 4, 3, 3], 2)).toBe(8);
    expect(longestFirst([5, 4, 3], 1)).toBe(12);
    expect(longestFirst([], 4)).toBe(0);
  });

  it('runs a block holding a test sharing state apart, that test alone, and the other blocks together', () => {
    const tests = [
      test('f > a > one'),
      test('f > a > two'),
      test('f > a > alone', ['webhooks']),
      test('f > a > three'),
      test('f > b > four'),
      test('f > c > five'),
    ];
    const paths = new Map([
      ['f > a > one', 10],
      ['f > a > two', 6],
      ['f > a > alone', 3],
      ['f > a > three', 2],
      ['f > b > four', 7],
      ['f > c > five', 5],
    ]);
    // Block a: max(10, 6), then 3 alone, then 2; blocks b and c together: max(7, 5).
    expect(fileRoundTrips(tests, paths, 2)).toBe(10 + 3 + 2 + 7);
    expect(fileRoundTrips(tests, paths, 1)).toBe(16 + 3 + 2 + 12);
    // A version that ran every block apart: b, then c.
    expect(fileRoundTrips(tests, paths, 2, false)).toBe(10 + 3 + 2 + 7 + 5);
  });

  it('schedules files over the workers and counts requests in flight', () => {
    const manifest = { f: [test('f > a > one'), test('f > a > two')], g: [test('g > b > three', ['platform-config'])] };
    const lines = [
      { test: 'conformance/suites/f > a > one', requests: 40, criticalPath: 10 },
      { test: 'conformance/suites/f > a > two', requests: 20, criticalPath: 20 },
      { test: 'conformance/suites/g > b > three', requests: 12, criticalPath: 12 },
    ];
    const figures = latencyFigures(manifest, lines, { workers: 2, testsPerWorker: 2 });
    expect(figures).toMatchObject({
      tests: 3,
      requests: 72,
      criticalPathSum: 42,
      aloneSum: 12,
      scheduled: 20,
      longestTest: { name: 'f > a > two', criticalPath: 20 },
    });
    expect(figures.inFlight).toBeCloseTo(72 / 20);
    expect(latencyFigures(manifest, lines, { workers: 1, testsPerWorker: 1 }).scheduled).toBe(42);
  });
});
