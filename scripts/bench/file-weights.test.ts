import { describe, expect, it } from 'vitest';
import { fileWeightsOf } from './file-weights.ts';

const test = (name: string, tags: string[] = []) => ({ name, tags });

describe('file weights from a recorded run', () => {
  it('gives each file that ran its round trips under the default schedule and its requests', () => {
    const manifest = {
      'f.conformance.ts': [
        test('f.conformance.ts > a > one'),
        test('f.conformance.ts > a > two'),
        test('f.conformance.ts > a > three'),
        test('f.conformance.ts > a > four'),
      ],
      'g.conformance.ts': [
        test('g.conformance.ts > b > alone', ['platform-config']),
        test('g.conformance.ts > b > next'),
      ],
      'h.conformance.ts': [test('h.conformance.ts > c > never ran')],
    };
    const line = (name: string, requests: number, criticalPath: number) => ({
      test: `conformance/suites/${name}`,
      requests,
      criticalPath,
    });
    const weights = fileWeightsOf(manifest, [
      line('f.conformance.ts > a > one', 30, 10),
      line('f.conformance.ts > a > two', 8, 8),
      line('f.conformance.ts > a > three', 4, 6),
      line('f.conformance.ts > a > four', 6, 5),
      line('g.conformance.ts > b > alone', 12, 12),
      line('g.conformance.ts > b > next', 5, 5),
    ]);
    // f: three at once, longest first onto the slot free first: max(10, 8, 6 + 5); g: the alone test, then the next.
    expect(weights).toEqual({
      'f.conformance.ts': { roundTrips: 11, requests: 48 },
      'g.conformance.ts': { roundTrips: 17, requests: 17 },
    });
  });
});
