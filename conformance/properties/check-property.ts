import fc from 'fast-check';
import type { Counterexample } from '../report/model.ts';
import { isSetupError } from '../engine/setup-error.ts';
import { clausesOf, tagError } from '../support/attribution.ts';
import { fixedExamplesOf, lostExamples } from './fixed-examples.ts';
import { mapAtOnce } from '../support/at-once.ts';
import { chainPath, chainSeed, parseChainPath, planChains } from './run-chains.ts';

/** The arbitraries of a property, one per predicate argument. */
export type Arbitraries<Ts extends [unknown, ...unknown[]]> = { [K in keyof Ts]: fc.Arbitrary<Ts[K]> };

export interface PropertyConfig {
  readonly seed: number;
  readonly numRuns: number;
  /** A counterexample's path (`--replay-path`): fast-check replays that run directly instead of searching. */
  readonly path?: string;
  /** Applied to the printed counterexample (it may hold credentials a test derived from the real ones). */
  readonly redact?: (text: string) => string;
  /**
   * Chains of runs at once (`run-chains.ts`); absent or 1: one run after the other. Only for a property whose runs
   * share no state, so that their order cannot change a verdict.
   */
  readonly chains?: number;
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
 *
 * With `chains` above 1 the fixed examples go that many at once, then the draws are split into chains run at once
 * (`run-chains.ts`), each stopping at its first failure; chains above the lowest that failed stop calling the server.
 * The first failure in the order of a run alone is then shrunk alone, so the counterexample reported does not depend
 * on which run happened to fail first.
 */
export async function checkProperty<Ts extends [unknown, ...unknown[]]>(
  arbitraries: Arbitraries<Ts>,
  predicate: (...args: Ts) => Promise<void>,
  config: PropertyConfig,
  hooks: PropertyHooks = {},
): Promise<void> {
  const arbs = arbitraries as unknown as readonly fc.Arbitrary<unknown>[];
  refuseLostExamples(arbs);
  let setupFailure: unknown;
  let lowestFailed = Infinity;
  const propertyOf = (chain: number) =>
    fc.asyncProperty(...(arbs as [fc.Arbitrary<unknown>]), async (...args: unknown[]): Promise<void> => {
      if (setupFailure !== undefined) throw setupFailure;
      // A lower chain failed: its counterexample is the one reported, so this chain has nothing left to tell.
      if (chain > lowestFailed) return;
      hooks.onRunStart?.();
      try {
        await predicate(...(args as Ts));
      } catch (error) {
        if (isSetupError(error)) setupFailure = error;
        else lowestFailed = Math.min(lowestFailed, chain);
        hooks.onRunFailed?.();
        throw error;
      }
    });
  const examples = fixedExampleTuples(arbs, config.seed);
  // fast-check counts examples among `numRuns` and drops those beyond it: every fixed example runs, then `numRuns` draws.
  const numRuns = config.numRuns + examples.length;
  // The fixed examples stay on a replay of chain 0: the path counts them.
  const paramsOf = (chain: number) => ({
    seed: chainSeed(config.seed, chain),
    ...(chain === 0 && examples.length > 0 ? { examples: examples as Args[] } : {}),
  });

  let found: Found;
  if (config.path !== undefined) {
    const replay = parseChainPath(config.path);
    const details = await fc.check(propertyOf(replay.chain), { ...paramsOf(replay.chain), numRuns, path: replay.path });
    found = { details, path: details.counterexamplePath ?? '', chain: replay.chain, runs: details.numRuns, chains: 1 };
  } else {
    const plan = planChains(config.numRuns, config.chains ?? 1);
    if (plan.length === 1) {
      const details = await fc.check(propertyOf(0), { ...paramsOf(0), numRuns });
      found = { details, path: details.counterexamplePath ?? '', chain: 0, runs: details.numRuns, chains: 1 };
    } else {
      found = await checkChains(examples as Args[], plan, {
        seed: config.seed,
        propertyOf,
        paramsOf,
        setupFailure: () => setupFailure,
      });
    }
  }
  if (setupFailure !== undefined) throw setupFailure;
  const { details } = found;
  if (!details.failed) return;

  const redact = config.redact ?? ((s: string) => s);
  const counterexample: Counterexample = {
    seed: config.seed,
    path: chainPath(found.chain, found.path),
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
      `property failed after ${found.runs} run(s)${found.chains > 1 ? ` in ${found.chains} chains at once` : ''}, shrunk ${details.numShrinks} time(s)`,
    ].join('\n'),
    counterexample,
    { cause },
  );
  const broken = clausesOf(cause);
  if (broken !== undefined) tagError(failure, broken);
  throw failure;
}

/** A predicate's arguments, as fast-check sees them. */
type Args = [unknown, ...unknown[]];

/** What a check found: fast-check's details of the chain reported, its path as a replay reads it, the runs made. */
interface Found {
  readonly details: fc.RunDetails<Args>;
  /** The counterexample's path within `chain`, numbered as that chain runs alone (chain 0: fixed examples first). */
  readonly path: string;
  readonly chain: number;
  readonly runs: number;
  readonly chains: number;
}

interface ChainSetting {
  readonly seed: number;
  readonly propertyOf: (chain: number) => fc.IAsyncProperty<Args>;
  /** A chain's parameters as it runs alone: chain 0 carries the fixed examples. */
  readonly paramsOf: (chain: number) => fc.Parameters<Args>;
  readonly setupFailure: () => unknown;
}

/** A fixed example that failed: its index among the examples, and fast-check's details of its one run. */
class ExampleFailed {
  constructor(
    readonly index: number,
    readonly details: fc.RunDetails<Args>,
  ) {}
}

/**
 * Runs the fixed examples, then the draws of `plan`, `plan.length` at once, and shrinks the first failure in the
 * order of a property run alone (chain 0: its examples, then its draws; then chain 1, 2...) by a replay of its path,
 * so that its runs are the only ones in flight while it shrinks.
 *
 * Every fixed example is a run of chain 0 (its index is its path, as when chain 0 runs alone): they go as one check
 * each, several at once, the lowest failing one reported. Only when none failed do the draws run: chain 0's draws
 * continue its numbering after the examples (fast-check draws the same values whatever examples come first), the other
 * chains draw from their own seeds.
 */
async function checkChains(examples: readonly Args[], plan: readonly number[], setting: ChainSetting): Promise<Found> {
  const { propertyOf, setupFailure } = setting;
  let runs = 0;
  try {
    await mapAtOnce(examples, plan.length, async (example, index) => {
      const details = await fc.check(propertyOf(0), {
        seed: setting.seed,
        examples: [example],
        numRuns: 1,
        endOnFailure: true,
      });
      runs += details.numRuns;
      if (details.failed) throw new ExampleFailed(index, details);
    });
  } catch (error) {
    if (!(error instanceof ExampleFailed)) throw error;
    if (setupFailure() !== undefined) return { details: error.details, path: '', chain: 0, runs, chains: plan.length };
    return shrunkFrom(error.details, 0, String(error.index), runs, plan.length, setting);
  }
  const firsts = await Promise.all(
    plan.map((numRuns, chain) =>
      fc.check(propertyOf(chain), { seed: chainSeed(setting.seed, chain), numRuns, endOnFailure: true }),
    ),
  );
  runs += firsts.reduce((n, d) => n + d.numRuns, 0);
  const chain = firsts.findIndex((d) => d.failed);
  if (chain === -1 || setupFailure() !== undefined)
    return { details: firsts[0]!, path: '', chain: 0, runs, chains: plan.length };
  const first = firsts[chain]!;
  const [index = '0', ...rest] = (first.counterexamplePath ?? '0').split(':');
  const path = chain === 0 ? [String(examples.length + Number(index)), ...rest].join(':') : [index, ...rest].join(':');
  return shrunkFrom(first, chain, path, runs, plan.length, setting);
}

/** The failure at `path` of `chain` replayed and shrunk alone; a server that answers the replay differently still failed the first time, and that failure is reported unshrunk. */
async function shrunkFrom(
  first: fc.RunDetails<Args>,
  chain: number,
  path: string,
  runs: number,
  chains: number,
  setting: ChainSetting,
): Promise<Found> {
  const shrunk = await fc.check(setting.propertyOf(chain), { ...setting.paramsOf(chain), numRuns: 1, path });
  return shrunk.failed
    ? { details: shrunk, path: shrunk.counterexamplePath ?? path, chain, runs, chains }
    : { details: first, path, chain, runs, chains };
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
