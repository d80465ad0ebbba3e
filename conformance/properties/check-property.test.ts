import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Counterexample } from '../report/model.ts';
import { SetupError } from '../engine/setup-error.ts';
import { checkProperty, PropertyFailure } from './check-property.ts';

describe('checkProperty', () => {
  it('passes when the predicate holds, running it numRuns times', async () => {
    let runs = 0;
    await checkProperty([fc.integer()], async (n) => {
      runs += 1;
      expect(Number.isInteger(n)).toBe(true);
    }, { seed: 42, numRuns: 17 });
    expect(runs).toBe(17);
  });

  it('throws a PropertyFailure carrying seed, path and the shrunk counterexample, and reports it', async () => {
    const seen: Counterexample[] = [];
    const error = await checkProperty(
      [fc.integer({ min: 0, max: 1000 }), fc.string()],
      async (n, _s) => {
        expect(n, 'n stays below 10').toBeLessThan(10);
      },
      { seed: 7, numRuns: 100 },
      { onCounterexample: (c) => seen.push(c) },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PropertyFailure);
    const failure = error as PropertyFailure;
    expect(failure.counterexample.seed).toBe(7);
    expect(failure.counterexample.value).toBe('[10,""]');
    expect(failure.counterexample.path).toMatch(/^\d+(:\d+)*$/);
    expect(failure.message).toContain('counterexample: [10,""]');
    expect(failure.message).toContain(`replay: --seed=7 (path "${failure.counterexample.path}")`);
    expect(failure.message.split('\n')[0]).toContain('n stays below 10');
    expect(seen).toEqual([failure.counterexample]);
  });

  it('replays the same counterexample from the seed and path', async () => {
    const first = (await checkProperty([fc.nat()], async (n) => expect(n % 7).not.toBe(3), { seed: 99, numRuns: 200 }).catch(
      (e: unknown) => e,
    )) as PropertyFailure;
    const replayed = fc.check(fc.property(fc.nat(), (n) => n % 7 !== 3), { seed: 99, path: first.counterexample.path, numRuns: 200 });
    expect(fc.stringify(replayed.counterexample)).toBe(first.counterexample.value);
  });

  it('redacts the printed counterexample and message', async () => {
    const error = (await checkProperty([fc.constant('top-secret-value')], async (s) => {
      throw new Error(`bad ${s}`);
    }, { seed: 1, numRuns: 1, redact: (t) => t.replaceAll('top-secret-value', '<redacted>') }).catch((e: unknown) => e)) as Error;
    expect(error.message).not.toContain('top-secret-value');
    expect(error.message).toContain('bad <redacted>');
  });

  it('rethrows a SetupError as it is, and stops calling the predicate after it', async () => {
    let calls = 0;
    const setup = new SetupError('server unreachable');
    const error = await checkProperty([fc.integer()], async () => {
      calls += 1;
      throw setup;
    }, { seed: 3, numRuns: 50 }).catch((e: unknown) => e);
    expect(error).toBe(setup);
    expect(calls).toBe(1);
  });

  it('counts runs and failures through its hooks', async () => {
    let started = 0;
    let failed = 0;
    await checkProperty([fc.integer({ min: 0, max: 5 })], async (n) => expect(n).toBeLessThan(3), { seed: 5, numRuns: 30 }, {
      onRunStart: () => (started += 1),
      onRunFailed: () => (failed += 1),
    }).catch(() => undefined);
    expect(started).toBeGreaterThan(failed);
    expect(failed).toBeGreaterThan(0);
  });
});
