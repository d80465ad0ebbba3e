import fc from 'fast-check';
import type { Counterexample } from '../report/model.ts';
import { isSetupError } from '../engine/setup-error.ts';
import { clausesOf, tagError } from '../support/attribution.ts';
import { fixedExamplesOf, lostExamples } from './fixed-examples.ts';

/** The arbitraries of a property, one per predicate argument. */
export type Arbitraries<Ts extends [unknown, ...unknown[]]> = { [K in keyof Ts]: fc.Arbitrary<Ts[K]> };

export interface PropertyConfig {
  readonly seed: number;
  readonly numRuns: number;
  /** A counterexample's path (`--replay-path`): fast-check replays that run directly instead of searching. */
  readonly path?: string;
  /** Applied to the printed counterexample (it may hold credentials a test derived from the real ones). */
  readonly redact?: (text: string) => string;
}

export interface PropertyHooks {
  /** Before each run of the predicate (generated or shrinking). */
  onRunStart?(): void;
  /** After a run of the predicate threw. */
  onRunFailed?(): void;
  /** Once, when the property fails on an assertion. */
  onCounterexample?(counterexample: Counterexample): void;
}

/**
 * The failure of a property: the message carries everything needed to replay it (`--seed` and the path) and the
 * shrunk counterexample, then the assertion that failed.
 */
export class PropertyFailure extends Error {
  constructor(
    message: string,
    readonly counterexample: Counterexample,
    options: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PropertyFailure';
  }
}

/**
 * Runs `predicate` on values drawn from `arbitraries` (fast-check, seeded by the run) and throws PropertyFailure on
 * the shrunk counterexample.
 *
 * A SetupError (set-up, binding or transport failure) is not a counterexample: it is rethrown as it is, so that the
 * test ends with outcome `error`. Once one has happened, later runs rethrow it at once instead of calling the server
 * again, so that fast-check's shrinking cannot turn one dead server into hundreds of timeouts.
 */
export async function checkProperty<Ts extends [unknown, ...unknown[]]>(
  arbitraries: Arbitraries<Ts>,
  predicate: (...args: Ts) => Promise<void>,
  config: PropertyConfig,
  hooks: PropertyHooks = {},
): Promise<void> {
  refuseLostExamples(arbitraries as unknown as readonly fc.Arbitrary<unknown>[]);
  let setupFailure: unknown;
  const wrapped = async (...args: unknown[]): Promise<void> => {
    if (setupFailure !== undefined) throw setupFailure;
    hooks.onRunStart?.();
    try {
      await predicate(...(args as Ts));
    } catch (error) {
      if (isSetupError(error)) setupFailure = error;
      hooks.onRunFailed?.();
      throw error;
    }
  };
  const property = fc.asyncProperty(...(arbitraries as unknown as [fc.Arbitrary<unknown>]), wrapped);
  const examples = fixedExampleTuples(arbitraries as unknown as readonly fc.Arbitrary<unknown>[], config.seed);
  const details = await fc.check(property, {
    seed: config.seed,
    numRuns: config.numRuns,
    // The fixed examples stay on a replay: the path counts them.
    ...(config.path === undefined ? {} : { path: config.path }),
    ...(examples.length === 0 ? {} : { examples: examples as [unknown][] }),
  });
  if (setupFailure !== undefined) throw setupFailure;
  if (!details.failed) return;

  const redact = config.redact ?? ((s: string) => s);
  const counterexample: Counterexample = {
    seed: details.seed,
    path: details.counterexamplePath ?? '',
    value: redact(fc.stringify(details.counterexample)),
  };
  hooks.onCounterexample?.(counterexample);
  const cause = details.errorInstance;
  const reason = redact(cause instanceof Error ? cause.message : String(cause));
  const failure = new PropertyFailure(
    [
      // The assertion first: the first line is what consoles and summaries show.
      reason,
      `counterexample: ${counterexample.value}`,
      `replay: --seed=${counterexample.seed} (path ${JSON.stringify(counterexample.path)})`,
      `property failed after ${details.numRuns} run(s), shrunk ${details.numShrinks} time(s)`,
    ].join('\n'),
    counterexample,
    { cause },
  );
  const broken = clausesOf(cause);
  if (broken !== undefined) tagError(failure, broken);
  throw failure;
}

/**
 * A property whose arbitrary wraps a tagged one without carrying its examples would run without the values that
 * matter: a mistake of the suite, refused before any run (fixed-examples.ts's combinators keep them).
 */
function refuseLostExamples(arbitraries: readonly fc.Arbitrary<unknown>[]): void {
  arbitraries.forEach((arbitrary, i) => {
    const lost = lostExamples(arbitrary);
    if (lost.length === 0) return;
    // The count, not the examples: they may be near-misses of a credential.
    const count = lost.reduce((n, a) => n + fixedExamplesOf(a).length, 0);
    throw new Error(
      `property argument ${i + 1} wraps ${lost.length} arbitrary(ies) whose ${count} fixed example(s) it does not ` +
        'carry: build it with the combinators of conformance/properties/fixed-examples.ts',
    );
  });
}

/**
 * One argument tuple per fixed example an arbitrary carries (`near-misses.ts`): that argument set to the example, the
 * others drawn once from their arbitraries with the run's seed. They run before the random draws, every time.
 */
function fixedExampleTuples(arbitraries: readonly fc.Arbitrary<unknown>[], seed: number): unknown[][] {
  const drawn = arbitraries.map((arbitrary, i) => fc.sample(arbitrary, { seed: seed + i, numRuns: 1 })[0]);
  return arbitraries.flatMap((arbitrary, i) =>
    fixedExamplesOf(arbitrary).map((example) => drawn.map((value, j) => (j === i ? example : value))),
  );
}
