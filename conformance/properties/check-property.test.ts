import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Counterexample } from '../report/model.ts';
import { SetupError } from '../engine/setup-error.ts';
import { checkProperty, PropertyFailure } from './check-property.ts';
import { withFixedExamples } from './fixed-examples.ts';

describe('checkProperty', () => {
  it('runs every fixed example, also when there are more of them than numRuns, and numRuns draws besides', async () => {
    const examples = Array.from({ length: 40 }, (_, i) => -1 - i);
    const seen: number[] = [];
    await checkProperty(
      [withFixedExamples(fc.integer({ min: 0, max: 1000 }), examples)],
      async (n) => {
        seen.push(n);
      },
      { seed: 5, numRuns: 10 },
    );
    expect(seen.filter((n) => n < 0).sort((a, b) => b - a)).toEqual(examples);
    expect(seen.filter((n) => n >= 0)).toHaveLength(10);
  });

  it('passes when the predicate holds, running it numRuns times', async () => {
    let runs = 0;
    await checkProperty(
      [fc.integer()],
      async (n) => {
        runs += 1;
        expect(Number.isInteger(n)).toBe(true);
      },
      { seed: 42, numRuns: 17 },
    );
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
    const first = (await checkProperty([fc.nat()], async (n) => expect(n % 7).not.toBe(3), {
      seed: 99,
      numRuns: 200,
    }).catch((e: unknown) => e)) as PropertyFailure;
    const replayed = fc.check(
      fc.property(fc.nat(), (n) => n % 7 !== 3),
      { seed: 99, path: first.counterexample.path, numRuns: 200 },
    );
    expect(fc.stringify(replayed.counterexample)).toBe(first.counterexample.value);
  });

  it('redacts the printed counterexample and message', async () => {
    const error = (await checkProperty(
      [fc.constant('top-secret-value')],
      async (s) => {
        throw new Error(`bad ${s}`);
      },
      { seed: 1, numRuns: 1, redact: (t) => t.replaceAll('top-secret-value', '<redacted>') },
    ).catch((e: unknown) => e)) as Error;
    expect(error.message).not.toContain('top-secret-value');
    expect(error.message).toContain('bad <redacted>');
  });

  it('rethrows a SetupError as it is, and stops calling the predicate after it', async () => {
    let calls = 0;
    const setup = new SetupError('server unreachable');
    const error = await checkProperty(
      [fc.integer()],
      async () => {
        calls += 1;
        throw setup;
      },
      { seed: 3, numRuns: 50 },
    ).catch((e: unknown) => e);
    expect(error).toBe(setup);
    expect(calls).toBe(1);
  });

  it('counts runs and failures through its hooks', async () => {
    let started = 0;
    let failed = 0;
    await checkProperty(
      [fc.integer({ min: 0, max: 5 })],
      async (n) => expect(n).toBeLessThan(3),
      { seed: 5, numRuns: 30 },
      {
        onRunStart: () => (started += 1),
        onRunFailed: () => (failed += 1),
      },
    ).catch(() => undefined);
    expect(started).toBeGreaterThan(failed);
    expect(failed).toBeGreaterThan(0);
  });
});

describe('checkProperty in chains', () => {
  const wait = () => new Promise((resolve) => setTimeout(resolve, 2));

  it('makes every fixed example and numRuns draws, several at once', async () => {
    const seen: number[] = [];
    let inFlight = 0;
    let most = 0;
    await checkProperty(
      [withFixedExamples(fc.integer({ min: 0, max: 1000 }), [-1, -2, -3])],
      async (n) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        seen.push(n);
        await wait();
        inFlight -= 1;
      },
      { seed: 11, numRuns: 24, chains: 4 },
    );
    expect(seen).toHaveLength(24 + 3);
    expect(seen).toEqual(expect.arrayContaining([-1, -2, -3]));
    expect(most).toBe(4);
  });

  it('runs the fixed examples several at once too, and reports the lowest failing one whichever fails first', async () => {
    const examples = Array.from({ length: 12 }, (_, i) => -(i + 1));
    let inFlight = 0;
    let most = 0;
    // -3 and -9 fail. With `nineFirst`, -3 answers only once -9 has failed (the other lanes reach it while -3 waits),
    // so -9 fails first on any machine: -3 is still the one reported, at its index among the examples.
    const predicate = (nineFirst: boolean) => {
      let nineFailed!: () => void;
      const afterNine = new Promise<void>((resolve) => (nineFailed = resolve));
      return async (n: number) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        if (nineFirst && n === -3) await afterNine;
        else await Promise.resolve();
        inFlight -= 1;
        if (n === -9) nineFailed();
        expect(n === -3 || n === -9, 'n is neither -3 nor -9').toBe(false);
      };
    };
    const arbitrary = () => withFixedExamples(fc.integer({ min: 0, max: 1000 }), examples);
    const config = { seed: 4, numRuns: 20, chains: 4 };
    const a = (await checkProperty([arbitrary()], predicate(true), config).catch((e: unknown) => e)) as PropertyFailure;
    const b = (await checkProperty([arbitrary()], predicate(false), config).catch(
      (e: unknown) => e,
    )) as PropertyFailure;
    expect(most).toBe(4);
    expect(a).toBeInstanceOf(PropertyFailure);
    expect(a.counterexample).toEqual(b.counterexample);
    expect(a.counterexample.value).toBe('[-3]');
    const alone = (await checkProperty([arbitrary()], predicate(false), { ...config, chains: 1 }).catch(
      (e: unknown) => e,
    )) as PropertyFailure;
    expect(alone.counterexample).toEqual(a.counterexample);
    const replayed = (await checkProperty([arbitrary()], predicate(false), {
      seed: 4,
      numRuns: 20,
      path: a.counterexample.path,
    }).catch((e: unknown) => e)) as PropertyFailure;
    expect(replayed.counterexample).toEqual(a.counterexample);
  });

  it('replays a failing draw of chain 0 after its fixed examples from the run seed and path', async () => {
    // Every draw above 500 fails; the examples pass. Chain 0's first draws decide: the path counts the examples first.
    const predicate = async (n: number) => expect(n).toBeLessThanOrEqual(500);
    const arbitrary = () => withFixedExamples(fc.integer({ min: 0, max: 1000 }), [1, 2, 3]);
    const error = (await checkProperty([arbitrary()], predicate, { seed: 8, numRuns: 40, chains: 4 }).catch(
      (e: unknown) => e,
    )) as PropertyFailure;
    expect(error).toBeInstanceOf(PropertyFailure);
    const replayed = (await checkProperty([arbitrary()], predicate, {
      seed: 8,
      numRuns: 40,
      path: error.counterexample.path,
    }).catch((e: unknown) => e)) as PropertyFailure;
    expect(replayed.counterexample).toEqual(error.counterexample);
  });

  it('runs one after the other with one chain', async () => {
    let inFlight = 0;
    let most = 0;
    await checkProperty(
      [fc.nat()],
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await wait();
        inFlight -= 1;
      },
      { seed: 11, numRuns: 10, chains: 1 },
    );
    expect(most).toBe(1);
  });

  it('reports the lowest failing chain, shrunk, whatever chain failed first, and replays it from the run seed and path', async () => {
    // Chain 0 makes its runs slowly, so a higher chain fails first.
    const failing = (slowChainZero: boolean) => async (n: number) => {
      if (slowChainZero && n % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(n % 5, 'n is no multiple of 5').not.toBe(0);
    };
    const config = { seed: 21, numRuns: 200, chains: 4 };
    const a = (await checkProperty([fc.integer({ min: 1, max: 10_000 })], failing(true), config).catch(
      (e: unknown) => e,
    )) as PropertyFailure;
    const b = (await checkProperty([fc.integer({ min: 1, max: 10_000 })], failing(false), config).catch(
      (e: unknown) => e,
    )) as PropertyFailure;
    expect(a).toBeInstanceOf(PropertyFailure);
    expect(a.counterexample).toEqual(b.counterexample);
    expect(Number(JSON.parse(a.counterexample.value)[0]) % 5).toBe(0);
    expect(a.counterexample.seed).toBe(21);
    expect(a.message).toContain('in 4 chains at once');
    const replayed = (await checkProperty([fc.integer({ min: 1, max: 10_000 })], failing(false), {
      seed: a.counterexample.seed,
      numRuns: 200,
      path: a.counterexample.path,
    }).catch((e: unknown) => e)) as PropertyFailure;
    expect(replayed.counterexample).toEqual(a.counterexample);
  });

  it('replays a counterexample of a chain above 0 from the run seed and its path', async () => {
    // Only draws above 9000 fail, and chain 0 holds a fixed example that passes: some chain finds one.
    const predicate = async (n: number) => expect(n).toBeLessThanOrEqual(9000);
    const arbitrary = () => withFixedExamples(fc.integer({ min: 0, max: 10_000 }), [1]);
    const error = (await checkProperty([arbitrary()], predicate, { seed: 5, numRuns: 40, chains: 4 }).catch(
      (e: unknown) => e,
    )) as PropertyFailure;
    expect(error).toBeInstanceOf(PropertyFailure);
    const replayed = (await checkProperty([arbitrary()], predicate, {
      seed: 5,
      numRuns: 40,
      path: error.counterexample.path,
    }).catch((e: unknown) => e)) as PropertyFailure;
    expect(replayed.counterexample).toEqual(error.counterexample);
  });

  it('stops the chains above a failed one and rethrows a SetupError from any chain', async () => {
    let afterFailure = 0;
    let failed = false;
    await checkProperty(
      [fc.nat()],
      async () => {
        if (failed) afterFailure += 1;
        await wait();
        failed = true;
        throw new Error('every run fails');
      },
      { seed: 2, numRuns: 400, chains: 4 },
    ).catch(() => undefined);
    // Chain 0 shrinks (a handful of runs); the others stop at once.
    expect(afterFailure).toBeLessThan(60);

    const setup = new SetupError('server unreachable');
    let calls = 0;
    const error = await checkProperty(
      [fc.nat()],
      async () => {
        calls += 1;
        await wait();
        throw setup;
      },
      { seed: 3, numRuns: 50, chains: 4 },
    ).catch((e: unknown) => e);
    expect(error).toBe(setup);
    expect(calls).toBeLessThanOrEqual(4);
  });
});
